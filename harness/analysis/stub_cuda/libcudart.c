/* The CUDA runtime and cuDNN calls jaxlib 0.4.23's ordinary CUDA client makes when it starts (it has
 * no compile-only topology: harness gpu-compile --xla compiles through a client of the stub device,
 * libcuda.c). Built twice, as libcudart.so.12 and as libcudnn.so.8; nothing here runs a kernel. */
#include <stdint.h>
#include <string.h>

typedef int status;

/* runtime */
status cudaGetLastError(void) { return 0; }
status cudaPeekAtLastError(void) { return 0; }
const char *cudaGetErrorString(status e) { (void)e; return "stub runtime: no GPU (compile-only)"; }
const char *cudaGetErrorName(status e) { (void)e; return "cudaErrorStub"; }
status cudaGetDevice(int *d) { *d = 0; return 0; }
status cudaSetDevice(int d) { (void)d; return 0; }
status cudaGetDeviceCount(int *n) { *n = 1; return 0; }
status cudaRuntimeGetVersion(int *v) { *v = 12030; return 0; }
status cudaDriverGetVersion(int *v) { *v = 12030; return 0; }
status cudaDeviceSynchronize(void) { return 0; }
status cudaStreamSynchronize(void *s) { (void)s; return 0; }
status cudaFuncGetAttributes(void *attr, const void *f) { (void)f; memset(attr, 0, 128); return 0; }
status cudaPointerGetAttributes(void *attr, const void *p) { (void)p; memset(attr, 0, 64); return 0; }

/* cuDNN 8.9, as the plugin was built against */
status cudnnCreate(void **h) { static int handle; *h = &handle; return 0; }
status cudnnDestroy(void *h) { (void)h; return 0; }
status cudnnSetStream(void *h, void *s) { (void)h; (void)s; return 0; }
status cudnnGetStream(void *h, void **s) { (void)h; *s = 0; return 0; }
size_t cudnnGetVersion(void) { return 8907; }
size_t cudnnGetCudartVersion(void) { return 12030; }
status cudnnGetProperty(int type, int *v) { *v = type == 0 ? 8 : type == 1 ? 9 : 7; return 0; }
const char *cudnnGetErrorString(status e) { (void)e; return "stub cuDNN: no GPU (compile-only)"; }
status cudnnOpsInferVersionCheck(void) { return 0; }
status cudnnOpsTrainVersionCheck(void) { return 0; }
status cudnnCnnInferVersionCheck(void) { return 0; }
status cudnnCnnTrainVersionCheck(void) { return 0; }
status cudnnAdvInferVersionCheck(void) { return 0; }
status cudnnAdvTrainVersionCheck(void) { return 0; }
status cudnnSetCallback(unsigned mask, void *udata, void *fptr) { (void)mask; (void)udata; (void)fptr; return 0; }
