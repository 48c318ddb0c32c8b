// Cartpole rollout kernels in CUDA C, launched by impls/cupy_raw.py through cupy.RawModule.
// The same file compiles for the host through host_compat.h (a C++ compiler, the thread index
// supplied by a host loop) so its logic is tested without a GPU; see impls/cuda/host_main.cpp.
//
// Two launches per rollout:
//   cartpole_step_keys: K(t) for the rollout's steps into a table (one thread per step);
//   cartpole_rollout:   one thread per environment, all steps in one launch, the state in
//                       registers; the table's K(t) is read at a uniform address (a broadcast).
// One launch per step in step mode: cartpole_step (the caller's actions, K(t) as an argument).
// Policy mode: cartpole_policy_rollout, the rollout with the spec's policy MLP choosing each action
// in the thread (its weights an argument, copied into shared memory by each block).
// The spec (impls/spec.py) defines every formula; the constants come from it at run time (a
// small array), so the physics' numbers live in one place.
//
// Build macros (impls/cupy_raw.py build_macros passes them; harness/analysis/sass.py compiles the same way):
//   CP_UNROLL     steps per iteration of the step loop (default 1);
//   CP_FAST_MATH  1: sin/cos and the division through the hardware approximations (__sincosf,
//                 __fdividef; the cupy-raw-fastmath variant, with its own tolerance), 0: IEEE-accurate.
//   CP_H1, CP_H2  the policy's hidden sizes (default 1, 1: a build for the random policy only),
//                 compiled in so that the second layer's sums live in registers; the weights
//                 themselves are a kernel argument (data).

#ifndef CP_UNROLL
#define CP_UNROLL 1
#endif
#ifndef CP_FAST_MATH
#define CP_FAST_MATH 0
#endif
#ifndef CP_H1
#define CP_H1 1
#endif
#ifndef CP_H2
#define CP_H2 1
#endif
#define CP_PRAGMA_(x) _Pragma(#x)
#define CP_PRAGMA(x) CP_PRAGMA_(x)

#ifndef CARTPOLE_HOST
#define CP_DEVICE __device__ __forceinline__
#define CP_UNROLL_LOOP CP_PRAGMA(unroll CP_UNROLL)
#define CP_UNROLL_ALL CP_PRAGMA(unroll)
#define CP_NO_UNROLL CP_PRAGMA(unroll 1)
// The hardware approximations (host_compat.h emulates them at their documented worst case).
#define cp_approx_sincos __sincosf
#define cp_approx_div __fdividef
#else
#define CP_DEVICE static inline
#define CP_UNROLL_LOOP CP_PRAGMA(GCC unroll CP_UNROLL)
#define CP_UNROLL_ALL CP_PRAGMA(GCC unroll 256)
#define CP_NO_UNROLL CP_PRAGMA(GCC unroll 1)
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

// K(t), the key of step t shared by every environment.
CP_DEVICE unsigned int cp_step_key(unsigned int seed_key, unsigned int t) {
  return cp_hash(seed_key ^ cp_hash(t ^ 0x85EBCA6BU));
}

extern "C" __global__ void cartpole_step_keys(unsigned int* __restrict__ keys, unsigned int seed_key,
                                              unsigned int t0, int steps) {
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s < steps) keys[s] = cp_step_key(seed_key, t0 + (unsigned int)s);
}

// The float32 constants of a launch, read once from the `consts` array.
struct cp_params {
  float gravity, masspole, inv_m, length, pml, force_mag, force2, tau, x_th, theta_th, four_thirds,
      reset_scale;
};

CP_DEVICE cp_params cp_load_params(const float* __restrict__ consts) {
  cp_params p;
  p.gravity = consts[C_GRAVITY];
  p.masspole = consts[C_MASSPOLE];
  p.inv_m = 1.0f / consts[C_TOTAL_MASS];
  p.length = consts[C_LENGTH];
  p.pml = consts[C_POLEMASS_LENGTH];
  p.force_mag = consts[C_FORCE_MAG];
  p.force2 = 2.0f * p.force_mag;
  p.tau = consts[C_TAU];
  p.x_th = consts[C_X_THRESHOLD];
  p.theta_th = consts[C_THETA_THRESHOLD];
  p.four_thirds = consts[C_FOUR_THIRDS];
  p.reset_scale = consts[C_RESET_SCALE];
  return p;
}

// E(e, j): the environment's key for stream j.
CP_DEVICE unsigned int cp_env_key(unsigned int e, unsigned int j) {
  return cp_hash(((j << 28) | e) ^ 0xC2B2AE35U);
}

// One physics update (the spec's step without termination and reset), in place. Shared by both
// kernels; the rollout loop's SASS is the same as with the update written out (harness sass).
CP_DEVICE void cp_physics(const cp_params& p, float force, float& x, float& x_dot, float& theta,
                          float& theta_dot) {
  float sn, cs;
  CP_SINCOS(theta, &sn, &cs);
  const float temp = (force + p.pml * theta_dot * theta_dot * sn) * p.inv_m;
  const float theta_acc = CP_DIV(p.gravity * sn - cs * temp,
                                 p.length * (p.four_thirds - p.masspole * cs * cs * p.inv_m));
  const float x_acc = temp - p.pml * theta_acc * cs * p.inv_m;
  x = x + p.tau * x_dot;
  x_dot = x_dot + p.tau * x_acc;
  theta = theta + p.tau * theta_dot;
  theta_dot = theta_dot + p.tau * theta_acc;
}

// The policy's weights (impls/policy.py), packed in one float array in its order, each part
// starting at a multiple of 4 floats (16 bytes, for 128-bit shared-memory loads): W1 (4 x H1,
// row-major), b1, W2 (H1 x H2), b2, W3 (H2 x 2), b3. impls/cupy_raw.py policy_layout packs them.
#define CP_PAD4(v) (((v) + 3) & ~3)
#define CP_OFF_B1 CP_PAD4(4 * CP_H1)
#define CP_OFF_W2 (CP_OFF_B1 + CP_PAD4(CP_H1))
#define CP_OFF_B2 (CP_OFF_W2 + CP_PAD4(CP_H1 * CP_H2))
#define CP_OFF_W3 (CP_OFF_B2 + CP_PAD4(CP_H2))
#define CP_OFF_B3 (CP_OFF_W3 + CP_PAD4(2 * CP_H2))
#define CP_POLICY_WORDS (CP_OFF_B3 + 4)

// The spec's policy (impls/policy.py): whether the environment pushes right. w0 = H(K(t) ^ E(e, 0)),
// whose top 24 bits are the uniform u; action 1 when u < sigmoid(logit_1 - logit_0), or, greedy,
// when logit_1 > logit_0. One thread evaluates its environment's MLP with the second layer's H2
// sums in registers: for each first-layer unit a (a loop, the same a in every lane), its tanh, then
// its row of W2 into the sums (unrolled: each weight at a uniform shared-memory address, four per
// 128-bit load, a broadcast). `w`: the packed weights (in shared memory on a GPU).
CP_DEVICE bool cp_policy_push(const float* __restrict__ w, unsigned int w0, int greedy, float x,
                              float x_dot, float theta, float theta_dot) {
  float acc[CP_H2];
  CP_UNROLL_ALL
  for (int j = 0; j < CP_H2; ++j) acc[j] = w[CP_OFF_B2 + j];
  CP_NO_UNROLL
  for (int a = 0; a < CP_H1; ++a) {
    const float h = tanhf(w[CP_OFF_B1 + a] + x * w[a] + x_dot * w[CP_H1 + a] + theta * w[2 * CP_H1 + a] +
                          theta_dot * w[3 * CP_H1 + a]);
    const float* row = w + CP_OFF_W2 + a * CP_H2;
    CP_UNROLL_ALL
    for (int j = 0; j < CP_H2; ++j) acc[j] += h * row[j];
  }
  float l0 = w[CP_OFF_B3], l1 = w[CP_OFF_B3 + 1];
  CP_UNROLL_ALL
  for (int j = 0; j < CP_H2; ++j) {
    const float g = tanhf(acc[j]);
    l0 += g * w[CP_OFF_W3 + 2 * j];
    l1 += g * w[CP_OFF_W3 + 2 * j + 1];
  }
  const float gap = l1 - l0;
  if (greedy) return gap > 0.0f;
  return (float)(w0 >> 8) * 0x1p-24f < 1.0f / (1.0f + expf(-gap));
}

// Thread i's rollout: the actions from the action stream (POLICY false) or from the policy.
template <bool POLICY>
CP_DEVICE void cp_rollout(int i, float* __restrict__ x_, float* __restrict__ x_dot_,
                          float* __restrict__ theta_, float* __restrict__ theta_dot_,
                          int* __restrict__ ep_, int* __restrict__ episodes_,
                          float* __restrict__ returns_, const unsigned int* __restrict__ keys,
                          int steps, const float* __restrict__ consts, int max_episode_steps,
                          const float* __restrict__ weights, int greedy) {
  const unsigned int u = (unsigned int)i;
  const unsigned int e0 = cp_env_key(u, 0), e1 = cp_env_key(u, 1), e2 = cp_env_key(u, 2);
  const unsigned int e3 = cp_env_key(u, 3), e4 = cp_env_key(u, 4);
  float x = x_[i], x_dot = x_dot_[i], theta = theta_[i], theta_dot = theta_dot_[i];
  int ep = ep_[i], episodes = episodes_[i];
  float returns = returns_[i];
  const cp_params p = cp_load_params(consts);
  CP_UNROLL_LOOP
  for (int s = 0; s < steps; ++s) {
    const unsigned int k = keys[s];
    float force;
    if (POLICY) {
      const bool push = cp_policy_push(weights, cp_hash(k ^ e0), greedy, x, x_dot, theta, theta_dot);
      force = push ? p.force_mag : -p.force_mag;
    } else {
      force = (float)(cp_hash(k ^ e0) >> 31) * p.force2 - p.force_mag;
    }
    cp_physics(p, force, x, x_dot, theta, theta_dot);
    ++ep;
    if (fabsf(x) > p.x_th || fabsf(theta) > p.theta_th || ep >= max_episode_steps) {
      episodes += 1;
      returns += (float)ep;
      ep = 0;
      x = cp_reset_value(cp_hash(k ^ e1), p.reset_scale);
      x_dot = cp_reset_value(cp_hash(k ^ e2), p.reset_scale);
      theta = cp_reset_value(cp_hash(k ^ e3), p.reset_scale);
      theta_dot = cp_reset_value(cp_hash(k ^ e4), p.reset_scale);
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

extern "C" __global__ void cartpole_rollout(
    float* __restrict__ x_, float* __restrict__ x_dot_, float* __restrict__ theta_,
    float* __restrict__ theta_dot_, int* __restrict__ ep_, int* __restrict__ episodes_,
    float* __restrict__ returns_, const unsigned int* __restrict__ keys, int steps, int n,
    const float* __restrict__ consts, int max_episode_steps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cp_rollout<false>(i, x_, x_dot_, theta_, theta_dot_, ep_, episodes_, returns_, keys, steps, consts,
                    max_episode_steps, nullptr, 0);
}

// Policy mode (the spec's "Policy"): the rollout with the policy choosing every action. The block
// first copies the packed weights (CP_POLICY_WORDS floats, 16-byte aligned) into shared memory
// (launched with that many bytes of dynamic shared memory); the host build reads them in place.
extern "C" __global__ void cartpole_policy_rollout(
    float* __restrict__ x_, float* __restrict__ x_dot_, float* __restrict__ theta_,
    float* __restrict__ theta_dot_, int* __restrict__ ep_, int* __restrict__ episodes_,
    float* __restrict__ returns_, const unsigned int* __restrict__ keys, int steps, int n,
    const float* __restrict__ consts, int max_episode_steps, const float* __restrict__ weights,
    int greedy) {
#ifndef CARTPOLE_HOST
  extern __shared__ float4 cp_shared[];
  const float4* src = reinterpret_cast<const float4*>(weights);
  for (int j = threadIdx.x; j < CP_POLICY_WORDS / 4; j += blockDim.x) cp_shared[j] = src[j];
  __syncthreads();
  const float* w = reinterpret_cast<const float*>(cp_shared);
#else
  const float* w = weights;
#endif
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cp_rollout<true>(i, x_, x_dot_, theta_, theta_dot_, ep_, episodes_, returns_, keys, steps, consts,
                   max_episode_steps, w, greedy);
}

// Step mode (the spec's "Step mode"): one step with the caller's actions at step t.
// The state is double-buffered: the kernel reads buffer `s` (7 arrays) and writes buffer `d`, so a
// call with a bad action changes nothing: a thread whose action is not 0 or 1 stores `call` in
// `*bad`, and the caller, reading that word back, keeps `s` as the state. Outputs: obs (n x 4,
// after the reset), final_obs (n x 4, written in the rows that finished), terminated, truncated.
extern "C" __global__ void cartpole_step(
    const float* __restrict__ sx, const float* __restrict__ sx_dot, const float* __restrict__ stheta,
    const float* __restrict__ stheta_dot, const int* __restrict__ sep, const int* __restrict__ sepisodes,
    const float* __restrict__ sreturns, float* __restrict__ dx, float* __restrict__ dx_dot,
    float* __restrict__ dtheta, float* __restrict__ dtheta_dot, int* __restrict__ dep,
    int* __restrict__ depisodes, float* __restrict__ dreturns, const long long* __restrict__ actions,
    float* __restrict__ obs, float* __restrict__ final_obs, bool* __restrict__ terminated,
    bool* __restrict__ truncated, unsigned int* __restrict__ bad, unsigned int call,
    unsigned int seed_key, unsigned int t, int n, const float* __restrict__ consts, int max_episode_steps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const long long a = actions[i];
  if (a != 0 && a != 1) *bad = call;
  const cp_params p = cp_load_params(consts);
  float x = sx[i], x_dot = sx_dot[i], theta = stheta[i], theta_dot = stheta_dot[i];
  int ep = sep[i] + 1, episodes = sepisodes[i];
  float returns = sreturns[i];
  cp_physics(p, a == 1 ? p.force_mag : -p.force_mag, x, x_dot, theta, theta_dot);
  const bool term = fabsf(x) > p.x_th || fabsf(theta) > p.theta_th, trunc = ep >= max_episode_steps;
  terminated[i] = term;
  truncated[i] = trunc;
  if (term || trunc) {
    final_obs[4 * i] = x;
    final_obs[4 * i + 1] = x_dot;
    final_obs[4 * i + 2] = theta;
    final_obs[4 * i + 3] = theta_dot;
    episodes += 1;
    returns += (float)ep;
    ep = 0;
    const unsigned int u = (unsigned int)i, k = cp_step_key(seed_key, t);
    x = cp_reset_value(cp_hash(k ^ cp_env_key(u, 1)), p.reset_scale);
    x_dot = cp_reset_value(cp_hash(k ^ cp_env_key(u, 2)), p.reset_scale);
    theta = cp_reset_value(cp_hash(k ^ cp_env_key(u, 3)), p.reset_scale);
    theta_dot = cp_reset_value(cp_hash(k ^ cp_env_key(u, 4)), p.reset_scale);
  }
  obs[4 * i] = dx[i] = x;
  obs[4 * i + 1] = dx_dot[i] = x_dot;
  obs[4 * i + 2] = dtheta[i] = theta;
  obs[4 * i + 3] = dtheta_dot[i] = theta_dot;
  dep[i] = ep;
  depisodes[i] = episodes;
  dreturns[i] = returns;
}
