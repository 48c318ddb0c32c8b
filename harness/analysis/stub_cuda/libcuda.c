/* A CUDA driver that answers for a GPU that is not there, so that the XLA of the study's time
 * (jaxlib 0.4.23-0.4.31, which want a device to compile for) compiles for one: harness gpu-compile
 * --xla builds it (cc -shared) and puts it first on LD_LIBRARY_PATH of its compile child only, never
 * of a measuring process. The device's figures come from CARTPOLE_STUB_GPU, which the child writes
 * from the same target file the other rows read (harness/analysis/gpu_targets/NAME.txtpb):
 *   name;cc_major;cc_minor;sms;threads_per_sm;shared_per_sm;shared_per_block;shared_optin;
 *   regs_per_sm;regs_per_block;l2_bytes;clock_khz;mem_clock_khz;bus_bits;total_mem_bytes
 * Nothing runs on it: memory is host memory, a stream or event a counter, a launch does nothing and
 * says so on stderr if CARTPOLE_STUB_LOG is set (the compile child compiles, never executes). Every
 * call XLA makes is answered; a call this file lacks fails loudly where XLA looks it up. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
#define OK 0
#define CUDA_ERROR_NOT_SUPPORTED 801
#define CUDA_ERROR_INVALID_VALUE 1

static struct {
  char name[256];
  int major, minor, sms, threads_per_sm, shared_per_sm, shared_per_block, shared_optin;
  int regs_per_sm, regs_per_block, l2, clock_khz, mem_clock_khz, bus_bits;
  long long total_mem;
  int loaded;
} gpu;

static void load(void) {
  if (gpu.loaded) return;
  const char *spec = getenv("CARTPOLE_STUB_GPU");
  if (!spec) {
    fprintf(stderr, "stub libcuda: CARTPOLE_STUB_GPU is not set (harness gpu-compile --xla sets it)\n");
    exit(3);
  }
  const char *semi = strchr(spec, ';');
  size_t n = semi ? (size_t)(semi - spec) : 0;
  if (!semi || n >= sizeof gpu.name ||
      sscanf(semi + 1, "%d;%d;%d;%d;%d;%d;%d;%d;%d;%d;%d;%d;%d;%lld", &gpu.major, &gpu.minor, &gpu.sms,
             &gpu.threads_per_sm, &gpu.shared_per_sm, &gpu.shared_per_block, &gpu.shared_optin,
             &gpu.regs_per_sm, &gpu.regs_per_block, &gpu.l2, &gpu.clock_khz, &gpu.mem_clock_khz,
             &gpu.bus_bits, &gpu.total_mem) != 14) {
    fprintf(stderr, "stub libcuda: CARTPOLE_STUB_GPU is malformed: %s\n", spec);
    exit(3);
  }
  memcpy(gpu.name, spec, n);
  gpu.name[n] = 0;
  gpu.loaded = 1;
}

static void said(const char *what) {
  if (getenv("CARTPOLE_STUB_LOG")) fprintf(stderr, "stub libcuda: %s\n", what);
}

CUresult cuInit(unsigned flags) { (void)flags; load(); return OK; }
CUresult cuDriverGetVersion(int *v) { *v = 12030; return OK; }
CUresult cuDeviceGetCount(int *n) { load(); *n = 1; return OK; }
CUresult cuDeviceGet(CUdevice *d, int i) { *d = i; return i == 0 ? OK : CUDA_ERROR_INVALID_VALUE; }
CUresult cuDeviceGetName(char *name, int len, CUdevice d) {
  (void)d; load(); snprintf(name, (size_t)len, "%s", gpu.name); return OK;
}
CUresult cuDeviceComputeCapability(int *major, int *minor, CUdevice d) {
  (void)d; load(); *major = gpu.major; *minor = gpu.minor; return OK;
}
CUresult cuDeviceTotalMem_v2(size_t *bytes, CUdevice d) { (void)d; load(); *bytes = (size_t)gpu.total_mem; return OK; }
CUresult cuDeviceTotalMem(size_t *bytes, CUdevice d) { return cuDeviceTotalMem_v2(bytes, d); }
CUresult cuMemGetInfo_v2(size_t *free_, size_t *total) {
  load(); *free_ = (size_t)gpu.total_mem; *total = (size_t)gpu.total_mem; return OK;
}
CUresult cuMemGetInfo(size_t *free_, size_t *total) { return cuMemGetInfo_v2(free_, total); }
CUresult cuDeviceGetPCIBusId(char *id, int len, CUdevice d) { snprintf(id, (size_t)len, "0000:%02x:00.0", d + 1); return OK; }
CUresult cuDeviceGetUuid(unsigned char *uuid, CUdevice d) { memset(uuid, 0, 16); uuid[0] = (unsigned char)(d + 1); return OK; }
CUresult cuDeviceGetUuid_v2(unsigned char *uuid, CUdevice d) { return cuDeviceGetUuid(uuid, d); }
CUresult cuDeviceCanAccessPeer(int *can, CUdevice a, CUdevice b) { (void)a; (void)b; *can = 0; return OK; }
CUresult cuDeviceGetP2PAttribute(int *v, int attr, CUdevice a, CUdevice b) { (void)attr; (void)a; (void)b; *v = 0; return OK; }

CUresult cuDeviceGetAttribute(int *v, int attr, CUdevice d) {
  (void)d; load();
  switch (attr) {
    case 1: *v = 1024; break;                      /* max threads per block */
    case 2: *v = 1024; break; case 3: *v = 1024; break; case 4: *v = 64; break;  /* block dims */
    case 5: *v = 2147483647; break; case 6: *v = 65535; break; case 7: *v = 65535; break;  /* grid dims */
    case 8: *v = gpu.shared_per_block; break;
    case 9: *v = 65536; break;                     /* constant memory */
    case 10: *v = 32; break;                       /* warp size */
    case 11: *v = 2147483647; break;               /* max pitch */
    case 12: *v = gpu.regs_per_block; break;
    case 13: *v = gpu.clock_khz; break;
    case 14: *v = 512; break;                      /* texture alignment */
    case 16: *v = gpu.sms; break;
    case 18: *v = 0; break;                        /* integrated */
    case 20: *v = 0; break;                        /* compute mode: default */
    case 33: *v = d + 1; break; case 34: *v = 0; break; case 50: *v = 0; break;  /* PCI bus, device, domain */
    case 36: *v = gpu.mem_clock_khz; break;
    case 37: *v = gpu.bus_bits; break;
    case 38: *v = gpu.l2; break;
    case 39: *v = gpu.threads_per_sm; break;
    case 75: *v = gpu.major; break;
    case 76: *v = gpu.minor; break;
    case 81: *v = gpu.shared_per_sm; break;
    case 82: *v = gpu.regs_per_sm; break;
    case 97: *v = gpu.shared_optin; break;
    case 106: *v = gpu.threads_per_sm / 64; break; /* max blocks per SM (16 on 7.5, 32 on 8.0/9.0) */
    default: *v = 1; break;                        /* capabilities: present (unified addressing, ...) */
  }
  return OK;
}

/* contexts: one, primary */
static int the_context = 1;
CUresult cuDevicePrimaryCtxRetain(void **ctx, CUdevice d) { (void)d; *ctx = &the_context; return OK; }
CUresult cuDevicePrimaryCtxRelease(CUdevice d) { (void)d; return OK; }
CUresult cuDevicePrimaryCtxRelease_v2(CUdevice d) { (void)d; return OK; }
CUresult cuDevicePrimaryCtxSetFlags(CUdevice d, unsigned f) { (void)d; (void)f; return OK; }
CUresult cuDevicePrimaryCtxSetFlags_v2(CUdevice d, unsigned f) { (void)d; (void)f; return OK; }
CUresult cuDevicePrimaryCtxGetState(CUdevice d, unsigned *f, int *active) { (void)d; *f = 0; *active = 1; return OK; }
CUresult cuDevicePrimaryCtxReset(CUdevice d) { (void)d; return OK; }
CUresult cuDevicePrimaryCtxReset_v2(CUdevice d) { (void)d; return OK; }
CUresult cuCtxCreate_v2(void **ctx, unsigned f, CUdevice d) { (void)f; (void)d; *ctx = &the_context; return OK; }
CUresult cuCtxDestroy_v2(void *ctx) { (void)ctx; return OK; }
CUresult cuCtxGetCurrent(void **ctx) { *ctx = &the_context; return OK; }
CUresult cuCtxSetCurrent(void *ctx) { (void)ctx; return OK; }
CUresult cuCtxPushCurrent_v2(void *ctx) { (void)ctx; return OK; }
CUresult cuCtxPopCurrent_v2(void **ctx) { if (ctx) *ctx = &the_context; return OK; }
CUresult cuCtxGetDevice(CUdevice *d) { *d = 0; return OK; }
CUresult cuCtxSynchronize(void) { return OK; }
CUresult cuCtxGetFlags(unsigned *f) { *f = 0; return OK; }
CUresult cuCtxSetLimit(int l, size_t v) { (void)l; (void)v; return OK; }
CUresult cuCtxGetLimit(size_t *v, int l) { (void)l; *v = 0; return OK; }
CUresult cuCtxEnablePeerAccess(void *ctx, unsigned f) { (void)ctx; (void)f; return OK; }
CUresult cuCtxGetSharedMemConfig(int *c) { *c = 0; return OK; }
CUresult cuCtxSetSharedMemConfig(int c) { (void)c; return OK; }
CUresult cuCtxSetCacheConfig(int c) { (void)c; return OK; }
CUresult cuCtxGetStreamPriorityRange(int *lo, int *hi) { *lo = 0; *hi = -5; return OK; }

/* streams and events: counters */
static intptr_t handles = 0x1000;
static CUresult handle(void **out) { *out = (void *)(handles += 16); return OK; }
CUresult cuStreamCreate(void **s, unsigned f) { (void)f; return handle(s); }
CUresult cuStreamCreateWithPriority(void **s, unsigned f, int p) { (void)f; (void)p; return handle(s); }
CUresult cuStreamDestroy_v2(void *s) { (void)s; return OK; }
CUresult cuStreamSynchronize(void *s) { (void)s; return OK; }
CUresult cuStreamQuery(void *s) { (void)s; return OK; }
CUresult cuStreamWaitEvent(void *s, void *e, unsigned f) { (void)s; (void)e; (void)f; return OK; }
CUresult cuStreamGetPriority(void *s, int *p) { (void)s; *p = 0; return OK; }
CUresult cuStreamAddCallback(void *s, void (*cb)(void *, CUresult, void *), void *data, unsigned f) {
  (void)f; cb(s, OK, data); return OK;
}
CUresult cuLaunchHostFunc(void *s, void (*fn)(void *), void *data) { (void)s; fn(data); return OK; }
CUresult cuEventCreate(void **e, unsigned f) { (void)f; return handle(e); }
CUresult cuEventDestroy_v2(void *e) { (void)e; return OK; }
CUresult cuEventRecord(void *e, void *s) { (void)e; (void)s; return OK; }
CUresult cuEventQuery(void *e) { (void)e; return OK; }
CUresult cuEventSynchronize(void *e) { (void)e; return OK; }
CUresult cuEventElapsedTime(float *ms, void *a, void *b) { (void)a; (void)b; *ms = 0; return OK; }

/* memory: host memory stands in for the device's */
static void *block(size_t n) {  /* aligned as a device allocation is (XLA checks) */
  size_t size = ((n ? n : 1) + 255) / 256 * 256;
  void *m = aligned_alloc(256, size);
  if (m) memset(m, 0, size);
  return m;
}
CUresult cuMemAlloc_v2(uintptr_t *p, size_t n) { void *m = block(n); *p = (uintptr_t)m; return m ? OK : 2; }
CUresult cuMemFree_v2(uintptr_t p) { free((void *)p); return OK; }
CUresult cuMemAllocHost_v2(void **p, size_t n) { *p = block(n); return *p ? OK : 2; }
CUresult cuMemHostAlloc(void **p, size_t n, unsigned f) { (void)f; return cuMemAllocHost_v2(p, n); }
CUresult cuMemFreeHost(void *p) { free(p); return OK; }
CUresult cuMemHostRegister_v2(void *p, size_t n, unsigned f) { (void)p; (void)n; (void)f; return OK; }
CUresult cuMemHostUnregister(void *p) { (void)p; return OK; }
CUresult cuMemHostGetDevicePointer_v2(uintptr_t *d, void *p, unsigned f) { (void)f; *d = (uintptr_t)p; return OK; }
CUresult cuMemAllocManaged(uintptr_t *p, size_t n, unsigned f) { (void)f; return cuMemAlloc_v2(p, n); }
CUresult cuMemGetAddressRange_v2(uintptr_t *base, size_t *size, uintptr_t p) { if (base) *base = p; if (size) *size = 0; return OK; }
CUresult cuMemcpyDtoH_v2(void *dst, uintptr_t src, size_t n) { memcpy(dst, (void *)src, n); return OK; }
CUresult cuMemcpyHtoD_v2(uintptr_t dst, const void *src, size_t n) { memcpy((void *)dst, src, n); return OK; }
CUresult cuMemcpyDtoD_v2(uintptr_t dst, uintptr_t src, size_t n) { memmove((void *)dst, (void *)src, n); return OK; }
CUresult cuMemcpyDtoHAsync_v2(void *dst, uintptr_t src, size_t n, void *s) { (void)s; return cuMemcpyDtoH_v2(dst, src, n); }
CUresult cuMemcpyHtoDAsync_v2(uintptr_t dst, const void *src, size_t n, void *s) { (void)s; return cuMemcpyHtoD_v2(dst, src, n); }
CUresult cuMemcpyDtoDAsync_v2(uintptr_t dst, uintptr_t src, size_t n, void *s) { (void)s; return cuMemcpyDtoD_v2(dst, src, n); }
CUresult cuMemcpyAsync(uintptr_t dst, uintptr_t src, size_t n, void *s) { (void)s; return cuMemcpyDtoD_v2(dst, src, n); }
CUresult cuMemcpy(uintptr_t dst, uintptr_t src, size_t n) { return cuMemcpyDtoD_v2(dst, src, n); }
CUresult cuMemsetD8_v2(uintptr_t p, unsigned char v, size_t n) { memset((void *)p, v, n); return OK; }
CUresult cuMemsetD32_v2(uintptr_t p, unsigned v, size_t n) { for (size_t i = 0; i < n; i++) ((unsigned *)p)[i] = v; return OK; }
CUresult cuMemsetD8Async(uintptr_t p, unsigned char v, size_t n, void *s) { (void)s; return cuMemsetD8_v2(p, v, n); }
CUresult cuMemsetD32Async(uintptr_t p, unsigned v, size_t n, void *s) { (void)s; return cuMemsetD32_v2(p, v, n); }
CUresult cuPointerGetAttribute(void *data, int attr, uintptr_t p) {
  (void)p; if (attr == 1 /* context */) *(void **)data = &the_context; else if (attr == 2 /* memory type */) *(int *)data = 2;
  else *(uintptr_t *)data = 0;
  return OK;
}

/* modules and launches: nothing runs */
CUresult cuModuleLoadDataEx(void **m, const void *image, unsigned n, void *opts, void **vals) {
  (void)image; (void)n; (void)opts; (void)vals; said("module loaded (not run)"); return handle(m);
}
CUresult cuModuleLoadData(void **m, const void *image) { return cuModuleLoadDataEx(m, image, 0, 0, 0); }
CUresult cuModuleLoadFatBinary(void **m, const void *image) { return cuModuleLoadDataEx(m, image, 0, 0, 0); }
CUresult cuModuleUnload(void *m) { (void)m; return OK; }
CUresult cuModuleGetFunction(void **f, void *m, const char *name) { (void)m; (void)name; return handle(f); }
CUresult cuModuleGetGlobal_v2(uintptr_t *p, size_t *n, void *m, const char *name) {
  (void)m; (void)name; static char global[1 << 16]; if (p) *p = (uintptr_t)global; if (n) *n = sizeof global; return OK;
}
CUresult cuFuncGetAttribute(int *v, int attr, void *f) {
  (void)f; load(); *v = attr == 0 ? 1024 : attr == 4 ? 32 : 0; return OK; /* max threads; registers */
}
CUresult cuFuncSetAttribute(void *f, int attr, int v) { (void)f; (void)attr; (void)v; return OK; }
CUresult cuFuncSetCacheConfig(void *f, int c) { (void)f; (void)c; return OK; }
CUresult cuFuncSetSharedMemConfig(void *f, int c) { (void)f; (void)c; return OK; }
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *n, void *f, int block, size_t smem) {
  (void)f; (void)smem; load(); *n = block > 0 ? gpu.threads_per_sm / block : 1; return OK;
}
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *n, void *f, int block, size_t smem, unsigned fl) {
  (void)fl; return cuOccupancyMaxActiveBlocksPerMultiprocessor(n, f, block, smem);
}
CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned smem, void *s, void **params, void **extra) {
  (void)f; (void)gx; (void)gy; (void)gz; (void)bx; (void)by; (void)bz; (void)smem; (void)s; (void)params; (void)extra;
  said("kernel launch ignored (compile-only)"); return OK;
}
CUresult cuLaunchCooperativeKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                                   unsigned bz, unsigned smem, void *s, void **params) {
  return cuLaunchKernel(f, gx, gy, gz, bx, by, bz, smem, s, params, 0);
}

CUresult cuGetErrorString(CUresult e, const char **s) { (void)e; *s = "stub libcuda: no GPU (compile-only)"; return OK; }
CUresult cuGetErrorName(CUresult e, const char **s) { (void)e; *s = "CUDA_ERROR_STUB"; return OK; }
CUresult cuGetExportTable(const void **table, const void *id) { (void)id; *table = 0; return CUDA_ERROR_NOT_SUPPORTED; }
CUresult cuGetProcAddress(const char *symbol, void **fn, int version, uint64_t flags) {
  (void)symbol; (void)version; (void)flags; *fn = 0; return CUDA_ERROR_NOT_SUPPORTED;
}
CUresult cuGetProcAddress_v2(const char *symbol, void **fn, int version, uint64_t flags, int *status) {
  (void)symbol; (void)version; (void)flags; *fn = 0; if (status) *status = 1; return CUDA_ERROR_NOT_SUPPORTED;
}
