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
