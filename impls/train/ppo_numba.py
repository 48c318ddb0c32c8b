"""The suite's PPO in Numba (the ``suite-numba`` trainer): a whole update in compiled loops: the
rollout (the actor and critic on every environment, the action sampled as the spec samples it,
numba-cpu's step with same-step resets), the episode ring of the solve criterion, GAE, and the
minibatch epochs with the two networks' forward and backward passes written out (the clipped
surrogate, the clipped value loss, the entropy bonus), the gradient-norm clip and Adam; seeds in
slots over the cores (``Slots``, ``run_slots``).

The same algorithm, hyperparameters and initial weights as the suite's JAX PPO (impls/train/ppo.py,
impls/train/config.py): the parameters are one float32 vector in the order JAX's ``ravel_pytree``
gives the two networks' dicts (``layout``), the loss is ppo.py's ``_loss`` term by term, and the
optimizer is optax's ``chain(clip_by_global_norm(max_grad_norm), adam(lr, eps=1e-5))`` with the
learning rate annealed per update as ``_optimizer`` does. tests/test_ppo_numba.py holds each piece
against suite-jax's on fixed batches (the bound: docs/training.md).

Where JAX's derivative rules choose (the minimum in the surrogate and the maximum in the value loss
at a tie: half the gradient to each side; the clip's derivative: zero outside the range), these
loops choose the same.
"""
from __future__ import annotations

import os

import numpy as np

from impls import spec
from impls.api import NotAvailable
from impls.train.config import WINDOW, PPOConfig, SeedSlots, init_params

try:
    import numba
    from llvmlite import ir
    from numba import njit, prange
    from numba.core import cgutils, types as nb_types
    from numba.core.extending import intrinsic

    from impls import numba_cpu
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"numba is not installed ({exc})") from exc


def _source() -> None:
    """(its code's file name: this module's, or a mutated copy's that exists nowhere and cannot be cached)"""


# Numba's cache (numba_cpu.cache_folder: keyed by this module's own imports), for this module's own file
CACHE = os.path.exists(_source.__code__.co_filename) and numba_cpu.cache_folder(__name__) is not None
TANH = numba_cpu.TANH  # tanh as XLA's CPU backend computes it (numba-cpu's policy mode's too)
FAST = {"contract", "reassoc", "nsz", "arcp"}  # the layers' sums may be reordered (within the stated bound)

F32 = np.float32
NETS = ("actor", "critic")
ARRAYS = ("W1", "W2", "W3", "b1", "b2", "b3")  # within a network, in ravel_pytree's (sorted) order
B1, B2, EPS = F32(0.9), F32(0.999), F32(1e-5)  # Adam's (optax's defaults, the suite's eps)


def layout(hidden) -> list[tuple[str, str, tuple[int, ...]]]:
    """(network, array, shape) of the flat parameter vector, in order."""
    h1, h2 = hidden
    out = []
    for net in NETS:
        k = 2 if net == "actor" else 1  # two logits, one value
        shapes = {"W1": (4, h1), "W2": (h1, h2), "W3": (h2, k), "b1": (h1,), "b2": (h2,), "b3": (k,)}
        out += [(net, a, shapes[a]) for a in ARRAYS]
    return out


def flatten(params: dict, hidden) -> np.ndarray:
    """The two networks' arrays (init_params' form) as one float32 vector in ``layout`` order."""
    return np.concatenate([np.asarray(params[net][a], F32).reshape(-1) for net, a, _ in layout(hidden)])


def unflatten(flat: np.ndarray, hidden) -> dict:
    out, at = {net: {} for net in NETS}, 0
    for net, a, shape in layout(hidden):
        n = int(np.prod(shape))
        out[net][a] = flat[at:at + n].reshape(shape)
        at += n
    return out


def initial_flat(seed: int, cfg: PPOConfig) -> np.ndarray:
    """The suite's initial weights of ``seed`` (config.init_params), flat."""
    return flatten(init_params(seed, cfg.hidden), cfg.hidden)


@njit(cache=CACHE, error_model="numpy")
def _views(flat, h1, h2, k):
    """W1, W2, W3, b1, b2, b3 of the network whose output width is ``k`` starting at flat[0]; and its size."""
    at = 0
    w1 = flat[at:at + 4 * h1].reshape((4, h1))
    at += 4 * h1
    w2 = flat[at:at + h1 * h2].reshape((h1, h2))
    at += h1 * h2
    w3 = flat[at:at + h2 * k].reshape((h2, k))
    at += h2 * k
    b1 = flat[at:at + h1]
    at += h1
    b2 = flat[at:at + h2]
    at += h2
    b3 = flat[at:at + k]
    return w1, w2, w3, b1, b2, b3, at + k


# Samples a ``_tile`` keeps in each of its sums: two 16-lane vectors where Numba compiles for 512-bit
# vectors (8 of AVX-512's 32 registers), else one (with AVX2 two of its 16 registers)
TILE = 32 if numba_cpu.preferred_vector_bits() == 512 else 16


@intrinsic
def _tile(typingctx, w, b, src, dst, j, i0):
    """dst[j:j+4, i0:i0+TILE] = b[j:j+4] + the sums over a of w[a, j:j+4] src[a, i0:i0+TILE]: four
    units by TILE samples, the eight (AVX-512) or four 16-lane sums held in registers over all rows
    (one multiply-add per row each; each row's samples one or two vector loads, its four weights
    broadcast), the result stored once. Written as LLVM vector IR because in loops over the samples
    LLVM reloads and stores the sums at every pass over the rows (``numba_cpu.dense``, four rows a
    pass). ``src`` and ``dst`` rows contiguous; ``w`` any strides (a transposed view)."""
    if not all(isinstance(t, nb_types.Array) and t.dtype == nb_types.float32 for t in (w, b, src, dst)) \
            or src.layout != "C" or dst.layout != "C":
        return None
    sig = nb_types.void(w, b, src, dst, j, i0)
    nvec = TILE // 16

    def codegen(context, builder, signature, args):
        tw, tb, ts, td, tj, ti = signature.args
        wa, ba, sa, da = (context.make_array(t)(context, builder, v) for t, v in zip((tw, tb, ts, td), args[:4]))
        jj = context.cast(builder, args[4], tj, nb_types.intp)
        ii = context.cast(builder, args[5], ti, nb_types.intp)
        vty, i32 = ir.VectorType(ir.FloatType(), 16), ir.IntType(32)
        fma = cgutils.get_or_insert_function(builder.module, ir.FunctionType(vty, [vty] * 3), "llvm.fmuladd.v16f32")
        intp = context.get_value_type(nb_types.intp)

        def c(v):
            return ir.Constant(intp, v)

        def splat(x):
            v = builder.insert_element(ir.Constant(vty, ir.Undefined), x, ir.Constant(i32, 0))
            return builder.shuffle_vector(v, ir.Constant(vty, ir.Undefined), ir.Constant(ir.VectorType(i32, 16), [0] * 16))

        def at(t, a, idx):
            return cgutils.get_item_pointer(context, builder, t, a, idx)

        accs = []
        for u in range(4):
            bias = splat(builder.load(at(tb, ba, [builder.add(jj, c(u))])))
            for v in range(nvec):
                slot = cgutils.alloca_once(builder, vty)
                builder.store(bias, slot)
                accs.append(slot)
        rows = cgutils.unpack_tuple(builder, wa.shape, 2)[0]
        with cgutils.for_range(builder, rows) as loop:
            a = loop.index
            xs = [builder.load(builder.bitcast(at(ts, sa, [a, builder.add(ii, c(16 * v))]), vty.as_pointer()), align=4)
                  for v in range(nvec)]
            for u in range(4):
                wv = splat(builder.load(at(tw, wa, [a, builder.add(jj, c(u))])))
                for v in range(nvec):
                    slot = accs[u * nvec + v]
                    builder.store(builder.call(fma, [xs[v], wv, builder.load(slot)]), slot)
        for u in range(4):
            for v in range(nvec):
                ptr = at(td, da, [builder.add(jj, c(u)), builder.add(ii, c(16 * v))])
                builder.store(builder.load(accs[u * nvec + v]), builder.bitcast(ptr, vty.as_pointer()), align=4)
        return context.get_dummy_value()
    return sig, codegen


@njit(cache=CACHE, fastmath=FAST, error_model="numpy")
def dense_layer(w, b, src, dst):
    """dst = w.T src + b (columns: samples): whole four-unit, TILE-sample tiles by ``_tile``; the rest by
    ``_dense_rows``: an output layer (under four units), fewer samples than a tile, units and samples
    left over beside whole tiles (no configuration's hidden layers have any)."""
    r, k = w.shape
    m = src.shape[1]
    kt, mt = k - k % 4, m - m % TILE
    if kt == 0 or mt == 0:
        kt = mt = 0
    for j in range(0, kt, 4):
        for i0 in range(0, mt, TILE):
            _tile(w, b, src, dst, j, i0)
    _dense_rows(w, b, src, dst, kt, mt)


@njit(cache=CACHE, fastmath={"contract"}, error_model="numpy")
def _dense_rows(w, b, src, dst, kt, mt):
    """The units from ``kt`` on (every sample) and the samples from ``mt`` on (units below ``kt``), a unit
    at a time: each sum from its bias, a multiply-add a row in order, as ``numba_cpu.dense`` and
    ``_tile`` make it (so the same bits: no reordering allowed here); a loop nest smaller to compile
    into every caller than a second copy of numba_cpu.dense's blocks."""
    r, k = w.shape
    m = src.shape[1]
    for j in range(k):
        lo = mt if j < kt else 0
        d, c = dst[j, lo:], b[j]  # (loops from 0: the index known not negative, no wrap-around test)
        for i in range(m - lo):
            d[i] = c
        for a in range(r):
            x, c = src[a, lo:], w[a, j]
            for i in range(m - lo):
                d[i] = d[i] + x[i] * c


@njit(cache=CACHE, fastmath=FAST, error_model="numpy")
def forward(w1, w2, w3, b1, b2, b3, x, a1, a2, out, few):
    """The MLP (tanh, tanh, linear) on the columns of ``x`` (4, n): one layer at a time with the samples
    innermost (contiguous: each multiply-add a vector instruction over them, as numba-cpu's policy
    mode); the hidden activations into ``a1`` (h1, n) and ``a2`` (h2, n), the outputs into ``out`` (k,
    n). ``few``: None, the layers by ``dense_layer``; True, by ``numba_cpu.dense`` (four units by four rows a
    pass: the same bits, faster than ``_dense_rows`` where there are fewer samples than a tile, the
    rollout of a configuration with few environments: ``forward_any``). A None is pruned before typing:
    the minibatch steps compile no copy of numba_cpu.dense."""
    _layer(w1, b1, x, a1, True, few)
    _layer(w2, b2, a1, a2, True, few)
    _layer(w3, b3, a2, out, False, few)


@njit(cache=CACHE, fastmath=FAST, error_model="numpy")
def forward_any(w1, w2, w3, b1, b2, b3, x, a1, a2, out):
    """``forward`` for any number of samples (the rollouts'): fewer than a tile through numba_cpu.dense."""
    if x.shape[1] < TILE:
        forward(w1, w2, w3, b1, b2, b3, x, a1, a2, out, True)
    else:
        forward(w1, w2, w3, b1, b2, b3, x, a1, a2, out, None)


@njit(cache=CACHE, fastmath=FAST, error_model="numpy")
def _layer(w, b, x, out, tanh, few):
    """out = w.T x + b (``forward``'s ``few``), then tanh."""
    if few is None:
        dense_layer(w, b, x, out)
    else:
        numba_cpu.dense(w, b, x, out, x.shape[1])
    if tanh:
        for j in range(out.shape[0]):
            r = out[j]
            for i in range(r.shape[0]):
                r[i] = numba_cpu.tanh32(r[i], TANH)


@njit(cache=CACHE, fastmath=FAST, error_model="numpy")
def backward(w1, w2, w3, x, a1, a2, dout, g1, g2, g3, gb1, gb2, gb3, d1, d2):
    """The MLP's parameter gradients (added to g1, g2, g3, gb1, gb2, gb3) for output gradients ``dout``
    (k, n), in forward's form; ``d1`` (h1, n) and ``d2`` (h2, n): scratch for the hidden layers'."""
    _back(w3, a2, dout, g3, gb3, d2)
    _back(w2, a1, d2, g2, gb2, d1)
    _back(w1, x, d1, g1, gb1, d1[:0])


@njit(cache=CACHE, fastmath=FAST, error_model="numpy")
def _back(w, x, dz, g, gb, dx):
    """One layer backward: g += x dz.T (``_outer``), gb += the sums of dz's rows, and (when ``dx`` has
    rows) the gradient at the tanh below, dx = (w dz) * (1 - x^2) (x its outputs: numba-cpu's
    ``dense`` with w.T and no bias)."""
    m, k = w.shape
    n = x.shape[1]
    _outer(x, dz, g)
    for c in range(k):
        r, t = dz[c], F32(0)
        for i in range(n):
            t += r[i]
        gb[c] += t
    if dx.shape[0] == 0:
        return
    dense_layer(w.T, np.zeros(m, np.float32), dz, dx)
    for d in range(m):
        r, a = dx[d], x[d]
        for i in range(n):
            r[i] = r[i] * (F32(1) - a[i]) * (F32(1) + a[i])


@njit(cache=CACHE, fastmath=FAST, error_model="numpy")
def _outer(x, dz, g):
    """g[d, c] += the sum over the samples of x[d] dz[c], four rows of each a pass (16 sums from 8
    loads a sample, where a row of x against four of dz made 4 from 5)."""
    m, k = g.shape
    d = 0
    while d + 4 <= m:
        x0, x1, x2, x3 = x[d], x[d + 1], x[d + 2], x[d + 3]
        c = 0
        while c + 4 <= k:
            z0, z1, z2, z3 = dz[c], dz[c + 1], dz[c + 2], dz[c + 3]
            s00 = s01 = s02 = s03 = s10 = s11 = s12 = s13 = F32(0)
            s20 = s21 = s22 = s23 = s30 = s31 = s32 = s33 = F32(0)
            for i in range(x0.shape[0]):
                u0, u1, u2, u3, v0, v1, v2, v3 = x0[i], x1[i], x2[i], x3[i], z0[i], z1[i], z2[i], z3[i]
                s00 += u0 * v0
                s01 += u0 * v1
                s02 += u0 * v2
                s03 += u0 * v3
                s10 += u1 * v0
                s11 += u1 * v1
                s12 += u1 * v2
                s13 += u1 * v3
                s20 += u2 * v0
                s21 += u2 * v1
                s22 += u2 * v2
                s23 += u2 * v3
                s30 += u3 * v0
                s31 += u3 * v1
                s32 += u3 * v2
                s33 += u3 * v3
            g[d, c] += s00
            g[d, c + 1] += s01
            g[d, c + 2] += s02
            g[d, c + 3] += s03
            g[d + 1, c] += s10
            g[d + 1, c + 1] += s11
            g[d + 1, c + 2] += s12
            g[d + 1, c + 3] += s13
            g[d + 2, c] += s20
            g[d + 2, c + 1] += s21
            g[d + 2, c + 2] += s22
            g[d + 2, c + 3] += s23
            g[d + 3, c] += s30
            g[d + 3, c + 1] += s31
            g[d + 3, c + 2] += s32
            g[d + 3, c + 3] += s33
            c += 4
        while c < k:
            for e in range(4):
                g[d + e, c] += _dot(x[d + e], dz[c])
            c += 1
        d += 4
    while d < m:
        for c in range(k):
            g[d, c] += _dot(x[d], dz[c])
        d += 1


@njit(cache=CACHE, fastmath=FAST, error_model="numpy")
def _dot(u, v):
    s = F32(0)
    for i in range(u.shape[0]):
        s += u[i] * v[i]
    return s


@njit(cache=CACHE, fastmath=FAST, error_model="numpy")
def _sum(v):
    """The sum of a float32 vector, in vector lanes (reordered: within the stated bound)."""
    s = F32(0)
    for i in range(v.shape[0]):
        s += v[i]
    return s


LN2 = F32(np.log(2.0))
LN2_HI, LN2_LO = F32(0.693145751953125), F32(np.log(2.0) - 0.693145751953125)  # (LN2_HI: 16 bits, n LN2_HI exact)
SQRT2_M1 = F32(np.sqrt(2.0) - 1.0)


@intrinsic
def _as_f32(typingctx, bits):
    """The float32 whose bits are the low 32 of the integer ``bits`` (a bitcast, which LLVM keeps in
    vector lanes; Numba widens int32 arithmetic to 64 bits)."""
    if not isinstance(bits, nb_types.Integer):
        return None
    sig = nb_types.float32(bits)

    def codegen(context, builder, signature, args):
        v = args[0]
        if signature.args[0].bitwidth > 32:
            v = builder.trunc(v, ir.IntType(32))
        return builder.bitcast(v, ir.FloatType())
    return sig, codegen


@njit(inline="always")
def exp32(x):
    """e^x in float32 without a library call (so a loop of it vectorises): x = k ln2 + r, |r| <= ln2/2
    (Cody-Waite, ln2 in two parts), e^r by its Taylor series to r^7 (truncation < 1e-8 relative),
    times 2^k built in the exponent's bits. x is held to [-87, 88] (2^k a normal float): e^-87 ~ 1.6e-38
    stands for the zero and e^88 ~ 1.7e38 for the infinity a library exp returns beyond."""
    x = min(max(x, F32(-87)), F32(88))
    k = np.floor(x * F32(1.4426950408889634) + F32(0.5))
    r = (x - k * LN2_HI) - k * LN2_LO
    p = F32(1) + r * (F32(1) + r * (F32(1 / 2) + r * (F32(1 / 6) + r * (F32(1 / 24) + r * (
        F32(1 / 120) + r * (F32(1 / 720) + r * F32(1 / 5040)))))))
    return p * _as_f32((np.int64(k) + 127) << 23)


@njit(inline="always")
def log1p32(q):
    """log(1 + q) for q in [0, 1] in float32 without a library call: 1 + q = 2^e (1 + f) with e = 0,
    f = q (exact) or e = 1, f = (q - 1) / 2, so f in [1/sqrt2 - 1, sqrt2 - 1]; then log(1 + f) =
    2 atanh(s), s = f / (2 + f), |s| < 0.172, by its series to s^9 (truncation < 3e-9 relative)."""
    big = q > SQRT2_M1
    f = (q - F32(1)) * F32(0.5) if big else q
    s = f / (F32(2) + f)
    z = s * s
    t = F32(2) * s * (F32(1) + z * (F32(1 / 3) + z * (F32(1 / 5) + z * (F32(1 / 7) + z * F32(1 / 9)))))
    return t + LN2 if big else t


@njit(cache=CACHE, error_model="numpy")
def _log_sigmoid(s):
    """log sigmoid(s) = -softplus(-s), as jax.nn.softplus computes it (logaddexp(x, 0)); with the loss's
    exp and log1p (``_surrogate``), so that a minibatch's first ratio is exactly 1, as in suite-jax."""
    t = -s
    return -(max(t, F32(0)) + log1p32(exp32(-abs(t))))


@njit(cache=CACHE, error_model="numpy")
def loss_grad(flat, grad, h1, h2, obs, action, old_logp, old_value, adv, target, clip, vf_coef, ent_coef):
    """ppo.py's ``_loss`` of one minibatch and its gradient into ``grad`` (the flat layout): the
    clipped surrogate over normalised advantages, the clipped value loss, the entropy bonus; the
    actor's share then the critic's (``_share``: each network's terms depend on its own outputs only)."""
    xt, total = _columns(obs), F32(0)
    for part in range(2):  # (an int64 as in loss_grad_split: one compiled _share for both, not one a literal)
        total += _share(part, flat, grad, h1, h2, xt, action, old_logp, old_value, adv, target, clip, vf_coef,
                        ent_coef)
    return total


@njit(parallel=True, cache=CACHE, error_model="numpy")
def loss_grad_split(flat, grad, h1, h2, obs, action, old_logp, old_value, adv, target, clip, vf_coef, ent_coef):
    """``loss_grad`` with the actor's share on one core and the critic's on another (one seed using
    two cores: the shares write disjoint halves of ``grad``)."""
    terms, xt = np.empty(2, np.float32), _columns(obs)
    for part in prange(2):
        terms[part] = _share(np.int64(part), flat, grad, h1, h2, xt, action, old_logp, old_value, adv, target,
                             clip, vf_coef, ent_coef)
    return terms[0] + terms[1]


@njit(cache=CACHE, error_model="numpy")
def _columns(obs):
    """The minibatch's observations (n, 4) as the layers take them: (4, n), the samples innermost."""
    n = obs.shape[0]
    xt = np.empty((4, n), np.float32)
    for i in range(n):
        xt[0, i], xt[1, i], xt[2, i], xt[3, i] = obs[i, 0], obs[i, 1], obs[i, 2], obs[i, 3]
    return xt


@njit(cache=CACHE, error_model="numpy")
def _share(part, flat, grad, h1, h2, xt, action, old_logp, old_value, adv, target, clip, vf_coef, ent_coef):
    """The actor's (part 0: the surrogate and entropy terms) or the critic's (part 1: the value loss)
    share of the loss, its network's forward pass on the observations ``xt`` (4, n), and that
    network's gradient into its half of ``grad`` (zeroed first)."""
    n = xt.shape[1]
    k, at = (2, 0) if part == 0 else (1, _views(flat, h1, h2, 2)[6])
    w1, w2, w3, b1, b2, b3, size = _views(flat[at:], h1, h2, k)
    grad[at:at + size] = 0
    g = _views(grad[at:], h1, h2, k)
    a1, a2, out, dout = np.empty((h1, n), np.float32), np.empty((h2, n), np.float32), np.empty((k, n), np.float32), \
        np.empty((k, n), np.float32)
    forward(w1, w2, w3, b1, b2, b3, xt, a1, a2, out, None)
    if part == 0:
        term = _surrogate(out, dout, action, old_logp, adv, clip, ent_coef)
    else:
        term = _value_loss(out[0], dout[0], old_value, target, clip, vf_coef)
    backward(w1, w2, w3, xt, a1, a2, dout, g[0], g[1], g[2], g[3], g[4], g[5], np.empty((h1, n), np.float32),
             np.empty((h2, n), np.float32))
    return term


@njit(cache=CACHE, error_model="numpy")
def _surrogate(logits, dlogits, action, old_logp, adv, clip, ent_coef):
    """The actor's terms, -mean(min(ratio a, clip(ratio) a)) - ent_coef mean(entropy) over advantages
    ``a`` normalised in the minibatch, and their gradient at the logits into ``dlogits``. One pass over
    the samples without a sum or a library call in it (``exp32``, ``log1p32``), so that it runs in
    vector lanes; the per-sample terms summed after it."""
    n = adv.shape[0]
    inv_n = F32(1) / F32(n)
    mean = _sum(adv) * inv_n
    terms = np.empty((2, n), np.float32)
    dev = terms[0]
    for i in range(n):
        dev[i] = (adv[i] - mean) * (adv[i] - mean)
    std = np.sqrt(_sum(dev) * inv_n)
    lo, hi = F32(1) - clip, F32(1) + clip
    surr, ent = terms[0], terms[1]
    for i in range(n):
        gap = logits[1, i] - logits[0, i]
        push = action[i] == 1
        # log sigmoid(+-gap) and sigmoid(+-gap) from one exp and one log1p (jax.nn.softplus's form)
        q = exp32(-abs(gap))
        soft = log1p32(q)
        lp1, lp0 = -(max(-gap, F32(0)) + soft), -(max(gap, F32(0)) + soft)
        p1 = F32(1) / (F32(1) + q) if gap >= 0 else q / (F32(1) + q)
        logp = lp1 if push else lp0
        ratio = exp32(logp - old_logp[i])
        a = (adv[i] - mean) / (std + F32(1e-8))
        clipped = min(max(ratio, lo), hi)
        u, c = ratio * a, clipped * a
        surr[i] = min(u, c)
        dclip = F32(1) if lo < ratio < hi else F32(0)
        # d(-mean(min(u, c)))/d ratio; a tie: half to each (JAX's rule for min)
        w = a if u < c else dclip * a if c < u else F32(0.5) * (a + dclip * a)
        dratio = -w * inv_n
        dlogp = dratio * ratio
        dgap = dlogp * ((F32(1) - p1) if push else -p1)
        ent[i] = p1 * lp1 + (F32(1) - p1) * lp0  # minus the entropy
        # d(-ent_coef * mean(entropy))/d gap = ent_coef * gap * p1 * (1 - p1) / n
        dgap += ent_coef * inv_n * (p1 * (F32(1) - p1)) * gap
        dlogits[1, i], dlogits[0, i] = dgap, -dgap
    return -_sum(surr) * inv_n + ent_coef * _sum(ent) * inv_n


@njit(cache=CACHE, error_model="numpy")
def _value_loss(value, dvalue, old_value, target, clip, vf_coef):
    """The critic's term, vf_coef / 2 mean(max((v - target)^2, (v_clipped - target)^2)), and its
    gradient at the values into ``dvalue``."""
    n = value.shape[0]
    inv_n = F32(1) / F32(n)
    vloss = F32(0)
    for i in range(n):
        v = value[i]
        diff = v - old_value[i]
        vc = old_value[i] + min(max(diff, -clip), clip)
        e1, e2 = (v - target[i]) * (v - target[i]), (vc - target[i]) * (vc - target[i])
        vloss += max(e1, e2)
        dvc = F32(1) if -clip < diff < clip else F32(0)
        d1, d2 = F32(2) * (v - target[i]), F32(2) * (vc - target[i]) * dvc
        dv = d1 if e1 > e2 else d2 if e2 > e1 else F32(0.5) * (d1 + d2)
        dvalue[i] = vf_coef * F32(0.5) * inv_n * dv
    return vf_coef * F32(0.5) * vloss * inv_n


@njit(cache=CACHE, error_model="numpy")
def adam(flat, grad, mu, nu, count, lr, max_norm):
    """optax's clip_by_global_norm(max_norm) then adam(lr, eps=1e-5), applied: ``count`` is the number
    of earlier steps (the bias correction's 1 - b ** (count + 1))."""
    norm = np.sqrt(_dot(grad, grad))  # (its sum reordered into vector lanes: one chain was most of a step)
    scale = norm >= max_norm
    t = F32(count + 1)
    c1, c2 = F32(1) - B1 ** t, F32(1) - B2 ** t
    if scale:  # optax's order: (g / norm) * max_norm
        for i in range(grad.shape[0]):
            grad[i] = grad[i] / norm * max_norm
    for i in range(grad.shape[0]):
        g = grad[i]
        mu[i] = (F32(1) - B1) * g + B1 * mu[i]
        nu[i] = (F32(1) - B2) * (g * g) + B2 * nu[i]
        flat[i] += -lr * ((mu[i] / c1) / (np.sqrt(nu[i] / c2) + EPS))


@njit(cache=CACHE, error_model="numpy")
def gae(done, value, last_value, gamma, lam):
    """Generalised advantage estimates of a rollout (done, value: (steps, envs); reward 1 a step; an
    episode's end, terminated or truncated, not bootstrapped), as ppo.py's reverse scan."""
    steps, n = value.shape
    adv = np.empty((steps, n), np.float32)
    for e in range(n):
        g, nxt = F32(0), last_value[e]
        for t in range(steps - 1, -1, -1):
            keep = F32(1) - done[t, e]
            delta = F32(1) + gamma * nxt * keep - value[t, e]
            g = delta + gamma * lam * keep * g
            adv[t, e] = g
            nxt = value[t, e]
    return adv


@njit(cache=CACHE, error_model="numpy")
def epochs(flat, mu, nu, count, perms, minibatches, obs, action, logp, value, adv, target, h1, h2, clip, vf_coef,
           ent_coef, max_norm, lr0, per_update, num_updates, anneal, split):
    """The update's minibatch epochs: for each permutation (one an epoch) the batch in ``minibatches``
    consecutive slices of it, a gradient step each; the learning rate annealed per update as ppo.py's
    schedule does (lr0 x (1 - (count // per_update) / num_updates)). ``split``: None, each step on one
    core (``loss_grad``); True, its two networks on two cores (``loss_grad_split``); a None is pruned
    before typing, so each path compiles only its own. Returns the new step count."""
    grad = np.empty_like(flat)
    size = obs.shape[0] // minibatches
    for ep in range(perms.shape[0]):
        for mb in range(minibatches):
            idx = perms[ep, mb * size:(mb + 1) * size]
            step = (flat, grad, h1, h2, obs[idx], action[idx], logp[idx], value[idx], adv[idx], target[idx], clip,
                    vf_coef, ent_coef)
            if split is None:
                loss_grad(*step)
            else:
                loss_grad_split(*step)
            lr = lr0 * (F32(1) - F32(count // per_update) / F32(num_updates)) if anneal else lr0
            adam(flat, grad, mu, nu, count, lr, max_norm)
            count += 1
    return count


_hash = njit(inline="always")(spec.lowbias32_u32)
_step_key = njit(inline="always")(spec.step_key_fn(_hash, np.uint32(spec.STEP_SALT)))
SHUFFLE_SALT = np.uint32(0x5BD1E995)  # the minibatch shuffle's stream (its own: not the environment's)


@njit(cache=CACHE, error_model="numpy")
def rollout(flat, h1, h2, env, ekeys, rkeys, consts, done_row, seed_key, t, steps, obs, action, logp, value, done,
            length):
    """``steps`` steps of every environment under the actor, as ppo.py's ``_env_step``: each step's
    observations, the actor's logits and the critic's value, the action sampled as the spec samples
    it (1 when u < sigmoid(gap), u from the action stream at K(t)), its log-probability, then
    numba-cpu's step with those actions (same-step resets); the episode's length so far where it
    ended. ``env``: (x, x_dot, theta, theta_dot, ep, episodes, returns). Returns the next t."""
    x, x_dot, theta, theta_dot, ep, episodes, returns = env
    n = x.shape[0]
    aw1, aw2, aw3, ab1, ab2, ab3, size = _views(flat, h1, h2, 2)
    cw1, cw2, cw3, cb1, cb2, cb3, _ = _views(flat[size:], h1, h2, 1)
    a1, a2, logits, v = np.empty((h1, n), np.float32), np.empty((h2, n), np.float32), np.empty((2, n), np.float32), \
        np.empty((1, n), np.float32)
    push = np.empty(n, np.uint8)
    xt = np.empty((4, n), np.float32)
    for s in range(steps):
        o = obs[s * n:(s + 1) * n]
        for e in range(n):
            o[e, 0], o[e, 1], o[e, 2], o[e, 3] = x[e], x_dot[e], theta[e], theta_dot[e]
            xt[0, e], xt[1, e], xt[2, e], xt[3, e] = x[e], x_dot[e], theta[e], theta_dot[e]
        forward_any(aw1, aw2, aw3, ab1, ab2, ab3, xt, a1, a2, logits)
        forward_any(cw1, cw2, cw3, cb1, cb2, cb3, xt, a1, a2, v)
        k = _step_key(seed_key, np.uint32(t))
        for e in range(n):
            gap = logits[1, e] - logits[0, e]
            u = F32(_hash(k ^ ekeys[0, e]) >> np.uint32(8)) * F32(2.0 ** -24)
            p = u < F32(1) / (F32(1) + np.exp(-gap))
            push[e] = p
            action[s * n + e] = p
        for e in range(n):  # (apart: no library call in this loop, so it runs in vector lanes)
            gap = logits[1, e] - logits[0, e]
            logp[s * n + e] = _log_sigmoid(gap if push[e] else -gap)
            value[s, e] = v[0, e]
            length[s, e] = ep[e] + 1
        numba_cpu.policy_env_step(x, x_dot, theta, theta_dot, ep, episodes, returns, ekeys, rkeys, push, k, consts,
                                  done_row)
        for e in range(n):
            done[s, e] = F32(done_row[e])
        t += 1
    return t


@njit(cache=CACHE, error_model="numpy")
def record(ring, finished, done, length):
    """The rollout's finished episodes' lengths (its returns: reward 1 a step) into the ring of the last
    WINDOW, in the order they finished (step by step, environments in order). Returns the new count."""
    steps, n = done.shape
    for s in range(steps):
        for e in range(n):
            if done[s, e] != 0:
                ring[finished % WINDOW] = F32(length[s, e])
                finished += 1
    return finished


@njit(cache=CACHE, error_model="numpy")
def last_mean(ring, finished):
    """The mean return of the last WINDOW finished episodes (of those so far while fewer)."""
    count = min(finished, WINDOW)
    if count == 0:
        return F32(0)
    total = F32(0)
    for i in range(count):
        total += ring[i]
    return total / F32(count)


@njit(cache=CACHE, error_model="numpy")
def shuffles(key, update, epochs_, n):
    """Each epoch's permutation of the batch: Fisher-Yates driven by the spec's hash of a counter
    (the seed's shuffle key, the update, the epoch, the position): the seed's own stream."""
    perms = np.empty((epochs_, n), np.int64)
    for ep in range(epochs_):
        for i in range(n):
            perms[ep, i] = i
        base = _hash(key ^ np.uint32((update * epochs_ + ep) * 0x9E3779B9))
        for i in range(n - 1, 0, -1):
            j = np.int64(_hash(base ^ np.uint32(i)) % np.uint32(i + 1))
            perms[ep, i], perms[ep, j] = perms[ep, j], perms[ep, i]
    return perms


@njit(cache=CACHE, error_model="numpy")
def train_update(flat, mu, nu, count, env, ekeys, rkeys, consts, done_row, seed_key, shuffle_key, t, update, ring,
                 finished, h1, h2, steps, epochs_, minibatches, gamma, lam, clip0, anneal_clip, num_updates, vf_coef,
                 ent_coef, max_norm, lr0, per_update, anneal_lr, split):
    """One PPO update of one seed, as ppo.py's ``_update``: the rollout, its episodes into the ring, GAE
    (bootstrapped from the critic at the last state), the clip range of this update, the minibatch
    epochs. Returns (count, t, finished)."""
    n = env[0].shape[0]
    b = steps * n
    obs, action = np.empty((b, 4), np.float32), np.empty(b, np.int32)
    logp, value, done, length = np.empty(b, np.float32), np.empty((steps, n), np.float32), \
        np.empty((steps, n), np.float32), np.empty((steps, n), np.int32)
    t = rollout(flat, h1, h2, env, ekeys, rkeys, consts, done_row, seed_key, t, steps, obs, action, logp, value, done,
                length)
    finished = record(ring, finished, done, length)
    x, x_dot, theta, theta_dot = env[0], env[1], env[2], env[3]
    last = np.empty((4, n), np.float32)
    for e in range(n):
        last[0, e], last[1, e], last[2, e], last[3, e] = x[e], x_dot[e], theta[e], theta_dot[e]
    size = _views(flat, h1, h2, 2)[6]
    cw1, cw2, cw3, cb1, cb2, cb3, _ = _views(flat[size:], h1, h2, 1)
    lv = np.empty((1, n), np.float32)
    forward_any(cw1, cw2, cw3, cb1, cb2, cb3, last, np.empty((h1, n), np.float32), np.empty((h2, n), np.float32), lv)
    adv = gae(done, value, lv[0].copy(), gamma, lam)
    target = adv + value
    clip = clip0 * (F32(1) - F32(update) / F32(num_updates)) if anneal_clip else clip0
    perms = shuffles(shuffle_key, update, epochs_, b)
    count = epochs(flat, mu, nu, count, perms, minibatches, obs, action, logp, value.reshape(b), adv.reshape(b),
                   target.reshape(b), h1, h2, clip, vf_coef, ent_coef, max_norm, lr0, per_update, num_updates, anneal_lr,
                   split)
    return count, t, finished


def learning_rate_args(cfg: PPOConfig) -> tuple:
    """The schedule's arguments of ``epochs``: (lr0, steps per update, updates, anneal)."""
    return F32(cfg.learning_rate), cfg.num_minibatches * cfg.update_epochs, cfg.num_updates, cfg.anneal_lr


def clip_at(cfg: PPOConfig, update: int) -> np.float32:
    """The clip range of update ``update`` (annealed to 0 when the configuration says)."""
    return F32(cfg.clip_eps * (1.0 - update / cfg.num_updates)) if cfg.anneal_clip else F32(cfg.clip_eps)


@njit(parallel=True, cache=CACHE, error_model="numpy")
def run_slots(state, fixed):
    """``run_slot`` for each slot, the slots over the cores (prange: one seed a core, its arithmetic its own)."""
    for s in prange(state[0].shape[0]):
        run_slot(np.int64(s), state, fixed, None)  # (one int type: the prange compiles its body for two)


@njit(cache=CACHE, error_model="numpy")
def run_slot(s, state, fixed, split):
    """Up to ``chunk`` updates of the seed in slot ``s`` (if active; ``split`` True: one slot alone, its
    two networks' minibatch steps on two cores, ``loss_grad_split``; None: ``run_slots``'s, one core);
    it stops inside the chunk at the end of its budget or, when ``stop_at`` > 0, as its criterion's
    mean reaches it. ``state``: the slots' stacked arrays (Slots.run_chunk); ``fixed``: the
    configuration's numbers (Slots._fixed). The environments' state: (x, x_dot, theta, theta_dot,
    returns) float32 rows in ``fl`` and (ep, episodes) int32 rows in ``it`` (Slots.envs: one array
    cannot hold both; nor can a tuple in a tuple reach prange's body)."""
    (flats, mus, nus, counts, fl, it, ekeys, rkeys, consts, done_rows, seed_keys, shuffle_keys, ts, updates, rings,
     finished, active, chunk, stop_at, means) = state
    (h1, h2, steps, epochs_, minibatches, gamma, lam, clip0, anneal_clip, num_updates, vf_coef, ent_coef, max_norm,
     lr0, per_update, anneal_lr) = fixed
    if not active[s]:
        return
    env = (fl[0, s], fl[1, s], fl[2, s], fl[3, s], it[0, s], it[1, s], fl[4, s])
    for _ in range(chunk):
        if updates[s] >= num_updates:
            break
        counts[s], ts[s], finished[s] = train_update(
            flats[s], mus[s], nus[s], counts[s], env, ekeys, rkeys, consts, done_rows[s], seed_keys[s],
            shuffle_keys[s], ts[s], updates[s], rings[s], finished[s], h1, h2, steps, epochs_, minibatches, gamma,
            lam, clip0, anneal_clip, num_updates, vf_coef, ent_coef, max_norm, lr0, per_update, anneal_lr, split)
        updates[s] += 1
        means[s] = last_mean(rings[s], finished[s])
        if stop_at > 0 and means[s] >= stop_at:
            break


class Slots(SeedSlots):
    """Seeds trained in ``slots`` slots of stacked state, the slots over the cores (``run_slots``): a
    seed enters a free slot, trains there in chunks of ``chunk`` updates (stopping inside one as its
    criterion's mean reaches ``stop_at``, when given), and leaves at the end of its budget or when
    ``retire``d; the next seed takes the slot (config.SeedSlots). One slot: one seed at a time, its
    two networks' minibatch steps on two cores where there are two (``split``; ``run_slot`` called alone)."""

    def __init__(self, cfg: PPOConfig, seeds, slots: int = 1, chunk: int = 1, stop_at: float = 0.0,
                 split: bool | None = None):
        seeds = list(seeds)
        self.slots = k = min(spec.check_int(slots, "slots", 1), max(1, len(seeds)))
        # one slot: its two networks on two cores where there are two (loss_grad_split)
        self.split = k == 1 and numba.get_num_threads() > 1 if split is None else bool(split)
        if self.split and k != 1:
            raise ValueError(f"split: one slot's networks on two cores; got {k} slots")
        self._init_slots(cfg, seeds, k)
        self.chunk = spec.check_int(chunk, "chunk", 1)
        n, p = cfg.num_envs, initial_flat(0, cfg).shape[0]
        self.flats, self.mus, self.nus = (np.zeros((k, p), np.float32) for _ in range(3))
        self.envs = (np.zeros((5, k, n), np.float32), np.zeros((2, k, n), np.int32))
        self.ekeys, self.rkeys = numba_cpu.env_key_rows(n)
        self.done_rows = np.stack([numba_cpu.done_row(n) for _ in range(k)])
        self.rings = np.zeros((k, WINDOW), np.float32)
        self.seed_keys, self.shuffle_keys = np.zeros(k, np.uint32), np.zeros(k, np.uint32)
        self.counts, self.ts, self.updates_in, self.finished_in = (np.zeros(k, np.int64) for _ in range(4))
        self.active, self.means = np.zeros(k, np.bool_), np.zeros(k, np.float32)
        self.stop_at = F32(stop_at)
        lr0, per, _, anneal = learning_rate_args(cfg)
        self._fixed = (*cfg.hidden, cfg.num_steps, cfg.update_epochs, cfg.num_minibatches, F32(cfg.gamma),
                       F32(cfg.gae_lambda), F32(cfg.clip_eps), cfg.anneal_clip, cfg.num_updates, F32(cfg.vf_coef),
                       F32(cfg.ent_coef), F32(cfg.max_grad_norm), lr0, per, anneal)

    def compile(self) -> None:
        """Compile the loop this trainer runs (``run_slot`` alone or ``run_slots``: one update of its first
        seed in a throwaway copy), so that no timed chunk compiles."""
        Slots(self.cfg, self.seeds[:1], split=self.split).run_chunk()

    def _enter(self, slot: int, i: int) -> None:
        seed, cfg = self.seeds[i], self.cfg
        state = spec.initial_state(cfg.num_envs, seed)
        for j, f in enumerate((*spec.STATE_FIELDS, "returns")):
            self.envs[0][j, slot] = state[f]
        for j, f in enumerate(("ep_steps", "episodes")):
            self.envs[1][j, slot] = state[f]
        self.flats[slot], self.mus[slot], self.nus[slot] = initial_flat(seed, cfg), 0, 0
        self.rings[slot], self.done_rows[slot] = 0, 0
        self.seed_keys[slot] = spec.seed_key(seed)
        self.shuffle_keys[slot] = spec.lowbias32(seed ^ int(SHUFFLE_SALT))  # (Python ints: no overflow warning)
        self.counts[slot] = self.ts[slot] = self.updates_in[slot] = self.finished_in[slot] = 0
        self.active[slot], self.means[slot] = True, 0

    def run_chunk(self) -> tuple[np.ndarray, np.ndarray]:
        """One chunk of the seeds in the slots (free slots first take the next seeds): every seed's
        (finished episodes, mean of the last 100 returns), those not in ``moved`` as they were."""
        self._fill()
        state = (self.flats, self.mus, self.nus, self.counts, *self.envs, self.ekeys, self.rkeys, numba_cpu.CONSTS,
                 self.done_rows, self.seed_keys, self.shuffle_keys, self.ts, self.updates_in, self.rings,
                 self.finished_in, self.active, self.chunk, self.stop_at, self.means)
        if self.split:
            run_slot(0, state, self._fixed, True)
        else:
            run_slots(state, self._fixed)
        return self._advanced(self.updates_in, self.finished_in, self.means)

    def _slot_params(self, slot: int) -> np.ndarray:
        return self.flats[slot].copy()

    def _vacated(self, slot: int, retired: bool) -> None:
        self.active[slot] = False

    def actor(self, i: int = 0):
        """Seed i's trained actor as a policy (a policy file every implementation runs)."""
        return self._actor(unflatten(self.params(i), self.cfg.hidden)["actor"])


__all__ = ["Slots", "adam", "backward", "clip_at", "epochs", "flatten", "forward", "gae", "initial_flat", "last_mean",
           "layout", "learning_rate_args", "loss_grad", "loss_grad_split", "record", "rollout", "run_slot", "run_slots",
           "shuffles", "train_update", "unflatten"]
