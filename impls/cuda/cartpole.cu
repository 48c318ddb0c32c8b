// Cartpole rollout kernels in CUDA C, launched by impls/cupy_raw.py through cupy.RawModule.
// The same file compiles for the host through host_compat.h (a C++ compiler, the thread index
// supplied by a host loop) so its logic is tested without a GPU; see impls/cuda/host_main.cpp.
//
// Two launches per rollout:
//   cartpole_step_keys: K(t) for the rollout's steps into a table (one thread per step);
//   cartpole_rollout:   one thread per environment, all steps in one launch, the state in
//                       registers; the table's K(t) is read at a uniform address (a broadcast).
// The spec (impls/spec.py) defines every formula; the constants come from it at run time (a
// small array), so the physics' numbers live in one place.
//
// Build macros (impls/cupy_raw.py build_macros passes them; harness/sass.py compiles the same way):
//   CP_UNROLL     steps per iteration of the step loop (default 1);
//   CP_FAST_MATH  1: sin/cos and the division through the hardware approximations (__sincosf,
//                 __fdividef; the cupy-raw-fastmath variant, with its own tolerance), 0: IEEE-accurate.

#ifndef CP_UNROLL
#define CP_UNROLL 1
#endif
#ifndef CP_FAST_MATH
#define CP_FAST_MATH 0
#endif
#define CP_PRAGMA_(x) _Pragma(#x)
#define CP_PRAGMA(x) CP_PRAGMA_(x)

#ifndef CARTPOLE_HOST
#define CP_DEVICE __device__ __forceinline__
#define CP_UNROLL_LOOP CP_PRAGMA(unroll CP_UNROLL)
// The hardware approximations (host_compat.h emulates them at their documented worst case).
#define cp_approx_sincos __sincosf
#define cp_approx_div __fdividef
#else
#define CP_DEVICE static inline
#define CP_UNROLL_LOOP CP_PRAGMA(GCC unroll CP_UNROLL)
#endif

#if CP_FAST_MATH
#define CP_SINCOS(x, s, c) cp_approx_sincos((x), (s), (c))
#define CP_DIV(a, b) cp_approx_div((a), (b))
#else
#define CP_SINCOS(x, s, c) cp_sincos((x), (s), (c))
#define CP_DIV(a, b) ((a) / (b))
#endif

// Index of each float32 constant in the `consts` array (order: impls/cupy_raw.py CONST_ORDER).
enum {
  C_GRAVITY, C_MASSPOLE, C_TOTAL_MASS, C_LENGTH, C_POLEMASS_LENGTH, C_FORCE_MAG, C_TAU,
  C_X_THRESHOLD, C_THETA_THRESHOLD, C_FOUR_THIRDS, C_RESET_SCALE, C_COUNT
};

CP_DEVICE unsigned int cp_hash(unsigned int x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}

// sin and cos for |x| <= pi/4 by the minimax polynomials of Cephes' sinf/cosf (impls/spec.py
// SIN_POLY/COS_POLY; a test checks these literals against them; peak relative error about 3e-8
// there), with no argument reduction: a valid state has |theta| <= 0.21 (12 degrees) and one step
// adds tau * theta_dot. Larger |x| falls back to sincosf. The reduction sincosf always
// does (a float-to-int conversion, three FMAs, quadrant selects) sits on the step's dependency
// chain; the SASS analysis (python -m harness sass) shows what this saves.
CP_DEVICE void cp_sincos(float x, float* s, float* c) {
  if (fabsf(x) <= 0.785398163f) {
    const float z = x * x;
    *s = ((-1.9515295891e-4f * z + 8.3321608736e-3f) * z - 1.6666654611e-1f) * z * x + x;
    *c = ((2.443315711809948e-5f * z - 1.388731625493765e-3f) * z + 4.166664568298827e-2f) * z * z
         - 0.5f * z + 1.0f;
  } else {
    sincosf(x, s, c);
  }
}

CP_DEVICE float cp_reset_value(unsigned int w, float scale) {
  return (float)((int)(w >> 8) - (1 << 23)) * scale;
}

extern "C" __global__ void cartpole_step_keys(unsigned int* __restrict__ keys, unsigned int seed_key,
                                              unsigned int t0, int steps) {
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s < steps) keys[s] = cp_hash(seed_key ^ cp_hash((t0 + (unsigned int)s) ^ 0x85EBCA6BU));
}

extern "C" __global__ void cartpole_rollout(
    float* __restrict__ x_, float* __restrict__ x_dot_, float* __restrict__ theta_,
    float* __restrict__ theta_dot_, int* __restrict__ ep_, int* __restrict__ episodes_,
    float* __restrict__ returns_, const unsigned int* __restrict__ keys, int steps, int n,
    const float* __restrict__ consts, int max_episode_steps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned int u = (unsigned int)i;
  const unsigned int e0 = cp_hash(((0U << 28) | u) ^ 0xC2B2AE35U);
  const unsigned int e1 = cp_hash(((1U << 28) | u) ^ 0xC2B2AE35U);
  const unsigned int e2 = cp_hash(((2U << 28) | u) ^ 0xC2B2AE35U);
  const unsigned int e3 = cp_hash(((3U << 28) | u) ^ 0xC2B2AE35U);
  const unsigned int e4 = cp_hash(((4U << 28) | u) ^ 0xC2B2AE35U);
  float x = x_[i], x_dot = x_dot_[i], theta = theta_[i], theta_dot = theta_dot_[i];
  int ep = ep_[i], episodes = episodes_[i];
  float returns = returns_[i];
  const float gravity = consts[C_GRAVITY], masspole = consts[C_MASSPOLE];
  const float total_mass = consts[C_TOTAL_MASS], length = consts[C_LENGTH];
  const float pml = consts[C_POLEMASS_LENGTH], force_mag = consts[C_FORCE_MAG], tau = consts[C_TAU];
  const float x_th = consts[C_X_THRESHOLD], theta_th = consts[C_THETA_THRESHOLD];
  const float four_thirds = consts[C_FOUR_THIRDS], reset_scale = consts[C_RESET_SCALE];
  const float inv_m = 1.0f / total_mass;
  const float force2 = 2.0f * force_mag;
  CP_UNROLL_LOOP
  for (int s = 0; s < steps; ++s) {
    const unsigned int k = keys[s];
    const float force = (float)(cp_hash(k ^ e0) >> 31) * force2 - force_mag;
    float sn, cs;
    CP_SINCOS(theta, &sn, &cs);
    const float temp = (force + pml * theta_dot * theta_dot * sn) * inv_m;
    const float theta_acc = CP_DIV(gravity * sn - cs * temp,
                                   length * (four_thirds - masspole * cs * cs * inv_m));
    const float x_acc = temp - pml * theta_acc * cs * inv_m;
    x = x + tau * x_dot;
    x_dot = x_dot + tau * x_acc;
    theta = theta + tau * theta_dot;
    theta_dot = theta_dot + tau * theta_acc;
    ++ep;
    if (fabsf(x) > x_th || fabsf(theta) > theta_th || ep >= max_episode_steps) {
      episodes += 1;
      returns += (float)ep;
      ep = 0;
      x = cp_reset_value(cp_hash(k ^ e1), reset_scale);
      x_dot = cp_reset_value(cp_hash(k ^ e2), reset_scale);
      theta = cp_reset_value(cp_hash(k ^ e3), reset_scale);
      theta_dot = cp_reset_value(cp_hash(k ^ e4), reset_scale);
    }
  }
  x_[i] = x;
  x_dot_[i] = x_dot;
  theta_[i] = theta;
  theta_dot_[i] = theta_dot;
  ep_[i] = ep;
  episodes_[i] = episodes;
  returns_[i] = returns;
}
