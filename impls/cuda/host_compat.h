// Thin compatibility header: compiles cartpole.cu with a host C++ compiler. Kernels become plain
// functions; the thread and block indices are globals that a host loop sets (HOST_LAUNCH).
// No barriers or shared memory are emulated: the kernels use neither.
#pragma once
#define CARTPOLE_HOST 1
#include <math.h>

struct cp_dim3 { unsigned int x, y, z; };
static cp_dim3 threadIdx, blockIdx, blockDim;

#define __global__
#define __device__
#define __forceinline__ inline

// The hardware approximations of the fast-math build (__sincosf, __fdividef), emulated at their documented worst case
// (CUDA C++ Programming Guide, intrinsic functions: __sinf max. absolute error 2^-21.41 and __cosf
// 2^-21.19 for |x| <= pi; __fdividef 2 ulp), as a bias of constant sign, the case in which the
// errors of successive steps add up. The host conformance run of cupy-raw-fastmath checks the
// variant's stated tolerance against these.
static inline void cp_approx_sincos(float x, float* s, float* c) {
  sincosf(x, s, c);
  *s += 0x1.82p-22f;  // >= 2^-21.41
  *c -= 0x1.c1p-22f;  // >= 2^-21.19
}
static inline float cp_approx_div(float a, float b) {
  float q = a / b;
  return nextafterf(nextafterf(q, 2.0f * q), 2.0f * q);  // two ulp away from zero
}

// Run `kernel` once per thread of a 1-D grid covering `nthreads`, blocks of `block` threads.
#define HOST_LAUNCH(kernel, nthreads, block, ...)                       \
  do {                                                                  \
    blockDim.x = (block);                                               \
    for (long g_ = 0; g_ < (long)(nthreads); ++g_) {                    \
      blockIdx.x = (unsigned int)(g_ / (block));                        \
      threadIdx.x = (unsigned int)(g_ % (block));                       \
      kernel(__VA_ARGS__);                                              \
    }                                                                   \
  } while (0)
