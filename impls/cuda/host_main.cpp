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
