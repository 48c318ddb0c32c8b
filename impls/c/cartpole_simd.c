// The spec's rollout written by hand for the CPU (impls/c_simd.py): CS_WIDTH environments per vector
// (GCC's vector extensions: 16 lanes with -mavx512f, 8 with -mavx2, 1 for the scalar build), CS_GROUP
// vectors a block taking turns within each step (one vector alone leaves the core waiting on its
// chain of dependent operations), each thread a run of whole blocks, the state in registers (and L1)
// across the step loop, the spec's counter-based stream computed in the loop. Built with
// -ffp-contract=off (no fused multiply-add the spec's float32 order does not have). The reset: a
// vector's four reset words hashed and blended in where its episodes ended, in the steps where any of
// its lanes' episode ended (CS_RESET_ON_ANY=1), or in every step (0: masked, no branch); impls/c_simd.py
// says which was faster.
#define _GNU_SOURCE  // sincosf
#include <math.h>
#include <stdint.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#if CS_WIDTH > 1
#include <immintrin.h>
#endif

#ifndef CS_WIDTH
#error "CS_WIDTH (lanes per vector) must be given"
#endif

typedef float vf __attribute__((vector_size(4 * CS_WIDTH)));
typedef uint32_t vu __attribute__((vector_size(4 * CS_WIDTH)));
typedef int32_t vi __attribute__((vector_size(4 * CS_WIDTH)));

enum { C_GRAVITY, C_MASSPOLE, C_TOTAL_MASS, C_LENGTH, C_POLEMASS_LENGTH, C_FORCE_MAG, C_TAU,
       C_X_THRESHOLD, C_THETA_THRESHOLD, C_FOUR_THIRDS, C_RESET_SCALE };

// lowbias32 (impls/spec.py H), the same text for a word and for a vector of words
#define LOWBIAS32(x) (x ^= x >> 16, x *= 0x7feb352dU, x ^= x >> 15, x *= 0x846ca68bU, x ^= x >> 16, x)
static inline uint32_t hash1(uint32_t x) { return LOWBIAS32(x); }
static inline vu hashv(vu x) { return LOWBIAS32(x); }

static inline vf blend(vi m, vf yes, vf no) { return (vf)(((vu)yes & (vu)m) | ((vu)no & ~(vu)m)); }
static inline vf absv(vf x) { return (vf)((vu)x & 0x7fffffffU); }

// E(e, j) for the lanes' environments e
static inline vu env_key(vu e, uint32_t j) { return hashv(((j << 28) | e) ^ 0xC2B2AE35U); }

// (int)(w >> 8) - 2^23, as float32, times the reset scale
static inline vf reset_value(vu w, float scale) {
  return __builtin_convertvector((vi)(w >> 8) - (1 << 23), vf) * scale;
}

// sin and cos by Cephes' polynomials (impls/spec.py SIN_POLY, COS_POLY) where |x| <= pi/4, as every
// compiled row; a lane beyond (only a state set from outside) takes libm's sincosf.
// Only a state set from outside can be beyond: after a step every pole angle is within the
// termination threshold or reset, so the step loop checks its first step alone (any_far).
static inline void sincos_v(vf x, vf* s, vf* c) {
  const vf z = x * x;
  *s = ((-1.9515295891e-4f * z + 8.3321608736e-3f) * z - 1.6666654611e-1f) * z * x + x;
  *c = ((2.443315711809948e-5f * z - 1.388731625493765e-3f) * z + 4.166664568298827e-2f) * z * z - 0.5f * z + 1.0f;
}

// Whether any lane of a mask is set (one instruction: the lanes' sign bits, or AVX-512's mask compare)
static inline int any(vi m) {
#if CS_WIDTH == 16
  return _mm512_test_epi32_mask((__m512i)m, (__m512i)m) != 0;
#elif CS_WIDTH == 8
  return _mm256_movemask_ps((__m256)m) != 0;
#elif CS_WIDTH == 1
  return m[0] != 0;
#else
#error "CS_WIDTH: 16, 8 or 1"
#endif
}

static inline int any_far(vf x) { return any(absv(x) > 0.785398163f); }

static inline void sincos_far(vf x, vf* s, vf* c) {
  for (int l = 0; l < CS_WIDTH; ++l) {
    if (fabsf(x[l]) > 0.785398163f) {
      float sl, cl;
      sincosf(x[l], &sl, &cl);
      (*s)[l] = sl;
      (*c)[l] = cl;
    }
  }
}

struct params {
  float gravity, masspole, inv_m, length, pml, force_mag, force2, tau, x_th, theta_th, four_thirds, scale;
};

// One step of one vector's environments (the state and the lanes' keys kn passed by reference)
static inline __attribute__((always_inline)) void step1(const struct params* p, uint32_t k, int far, int max_ep,
                                                        const vu* kn, vf* x, vf* xd, vf* th, vf* thd, vi* ep,
                                                        vi* eps, vf* ret) {
  const vf force = __builtin_convertvector((vi)(hashv(k ^ kn[0]) >> 31), vf) * p->force2 - p->force_mag;
  vf sn, cs;
  sincos_v(*th, &sn, &cs);
  if (__builtin_expect(far, 0)) sincos_far(*th, &sn, &cs);
  const vf temp = (force + p->pml * *thd * *thd * sn) * p->inv_m;
  const vf theta_acc = (p->gravity * sn - cs * temp) / (p->length * (p->four_thirds - p->masspole * cs * cs * p->inv_m));
  const vf x_acc = temp - p->pml * theta_acc * cs * p->inv_m;
  *x = *x + p->tau * *xd;
  *xd = *xd + p->tau * x_acc;
  *th = *th + p->tau * *thd;
  *thd = *thd + p->tau * theta_acc;
  *ep = *ep + 1;
  const vi done = (absv(*x) > p->x_th) | (absv(*th) > p->theta_th) | (*ep >= max_ep);
  *eps = *eps - done;  // (a true lane is -1)
  *ret = *ret + blend(done, __builtin_convertvector(*ep, vf), (vf){0});
  *ep = *ep & ~done;
#if CS_RESET_ON_ANY  // the reset values computed only in a step where some lane's episode ended
  if (any(done)) {
#endif
    *x = blend(done, reset_value(hashv(k ^ kn[1]), p->scale), *x);
    *xd = blend(done, reset_value(hashv(k ^ kn[2]), p->scale), *xd);
    *th = blend(done, reset_value(hashv(k ^ kn[3]), p->scale), *th);
    *thd = blend(done, reset_value(hashv(k ^ kn[4]), p->scale), *thd);
#if CS_RESET_ON_ANY
  }
#endif
}

// The environments e0 .. e0 + CS_WIDTH * CS_GROUP - 1 over `steps` steps with keys K(t0 .. t0+steps-1): CS_GROUP
// vectors in turns within each step, so that one vector's chain of dependent operations (the sine,
// the division, the update) overlaps the others' instead of stalling the core.
static void run_block(int e0, float* x_, float* xd_, float* th_, float* thd_, int32_t* ep_, int32_t* eps_,
                      float* ret_, const uint32_t* keys, int steps, const float* c, int max_ep) {
  vu kn[CS_GROUP][5];
  vf x[CS_GROUP], xd[CS_GROUP], th[CS_GROUP], thd[CS_GROUP], ret[CS_GROUP];
  vi ep[CS_GROUP], eps[CS_GROUP];
  int far = 0;
  for (int g = 0; g < CS_GROUP; ++g) {
    const int b = e0 + g * CS_WIDTH;
    vu e;
    for (int l = 0; l < CS_WIDTH; ++l) e[l] = (uint32_t)(b + l);
    for (int j = 0; j < 5; ++j) kn[g][j] = env_key(e, (uint32_t)j);
    memcpy(&x[g], x_ + b, sizeof(vf));
    memcpy(&xd[g], xd_ + b, sizeof(vf));
    memcpy(&th[g], th_ + b, sizeof(vf));
    memcpy(&thd[g], thd_ + b, sizeof(vf));
    memcpy(&ret[g], ret_ + b, sizeof(vf));
    memcpy(&ep[g], ep_ + b, sizeof(vi));
    memcpy(&eps[g], eps_ + b, sizeof(vi));
    far |= any_far(th[g]);
  }
  const struct params p = {c[C_GRAVITY], c[C_MASSPOLE], 1.0f / c[C_TOTAL_MASS], c[C_LENGTH], c[C_POLEMASS_LENGTH],
                           c[C_FORCE_MAG], 2.0f * c[C_FORCE_MAG], c[C_TAU], c[C_X_THRESHOLD], c[C_THETA_THRESHOLD],
                           c[C_FOUR_THIRDS], c[C_RESET_SCALE]};
  for (int s = 0; s < steps; ++s) {
    const uint32_t k = keys[s];
    for (int g = 0; g < CS_GROUP; ++g)
      step1(&p, k, far, max_ep, kn[g], &x[g], &xd[g], &th[g], &thd[g], &ep[g], &eps[g], &ret[g]);
    far = 0;
  }
  for (int g = 0; g < CS_GROUP; ++g) {
    const int b = e0 + g * CS_WIDTH;
    memcpy(x_ + b, &x[g], sizeof(vf));
    memcpy(xd_ + b, &xd[g], sizeof(vf));
    memcpy(th_ + b, &th[g], sizeof(vf));
    memcpy(thd_ + b, &thd[g], sizeof(vf));
    memcpy(ret_ + b, &ret[g], sizeof(vf));
    memcpy(ep_ + b, &ep[g], sizeof(vi));
    memcpy(eps_ + b, &eps[g], sizeof(vi));
  }
}

// The environments a block takes: the caller pads its arrays to a multiple of it
int cs_block(void) { return CS_WIDTH * CS_GROUP; }

// The rollout of `n` environments (the arrays padded by the caller to a multiple of CS_WIDTH; the
// padding lanes run too and are never read), `steps` steps from t0, over `threads` threads.
void cs_rollout(float* x, float* xd, float* th, float* thd, int32_t* ep, int32_t* eps, float* ret, int n,
                uint32_t seed_key, uint32_t t0, int steps, uint32_t* keys, const float* consts, int max_ep,
                int threads) {
  for (int s = 0; s < steps; ++s) keys[s] = hash1(seed_key ^ hash1((t0 + (uint32_t)s) ^ 0x85EBCA6BU));
  const int blocks = (n + CS_WIDTH * CS_GROUP - 1) / (CS_WIDTH * CS_GROUP);
#pragma omp parallel for num_threads(threads) schedule(static)
  for (int b = 0; b < blocks; ++b)
    run_block(b * CS_WIDTH * CS_GROUP, x, xd, th, thd, ep, eps, ret, keys, steps, consts, max_ep);
}
