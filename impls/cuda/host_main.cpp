// Host build of cartpole.cu (the same source, through host_compat.h), called from Python by ctypes.
#include "host_compat.h"
#include "cartpole.cu"

extern "C" void host_rollout(float* x, float* x_dot, float* theta, float* theta_dot, int* ep,
                             int* episodes, float* returns, unsigned int* keys,
                             unsigned int seed_key, unsigned int t0, int steps, int n,
                             const float* consts, int max_episode_steps) {
  HOST_LAUNCH(cartpole_step_keys, steps, 256, keys, seed_key, t0, steps);
  HOST_LAUNCH(cartpole_rollout, n, 256, x, x_dot, theta, theta_dot, ep, episodes, returns, keys,
              steps, n, consts, max_episode_steps);
}

extern "C" void host_step(const float* sx, const float* sx_dot, const float* stheta,
                          const float* stheta_dot, const int* sep, const int* sepisodes,
                          const float* sreturns, float* dx, float* dx_dot, float* dtheta,
                          float* dtheta_dot, int* dep, int* depisodes, float* dreturns,
                          const long long* actions, float* obs, float* final_obs, bool* terminated,
                          bool* truncated, unsigned int* bad, unsigned int call, unsigned int seed_key,
                          unsigned int t, int n,
                          const float* consts, int max_episode_steps) {
  HOST_LAUNCH(cartpole_step, n, 256, sx, sx_dot, stheta, stheta_dot, sep, sepisodes, sreturns, dx,
              dx_dot, dtheta, dtheta_dot, dep, depisodes, dreturns, actions, obs, final_obs,
              terminated, truncated, bad, call, seed_key, t, n, consts, max_episode_steps);
}

extern "C" void host_policy_rollout(float* x, float* x_dot, float* theta, float* theta_dot, int* ep,
                                    int* episodes, float* returns, unsigned int* keys,
                                    unsigned int seed_key, unsigned int t0, int steps, int n,
                                    const float* consts, int max_episode_steps, const float* weights,
                                    int greedy) {
  HOST_LAUNCH(cartpole_step_keys, steps, 256, keys, seed_key, t0, steps);
  HOST_LAUNCH(cartpole_policy_rollout, n, 256, x, x_dot, theta, theta_dot, ep, episodes, returns, keys,
              steps, n, consts, max_episode_steps, weights, greedy);
}

extern "C" int host_policy_words(void) { return CP_POLICY_WORDS; }
