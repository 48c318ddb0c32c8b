"""The spec's policy (impls/policy.py): its weights, the policy file's checks, its float64 reference."""
from __future__ import annotations

import numpy as np
import pytest

from impls import policy, spec


def test_default_policy_is_orthogonal_and_reproducible():
    p = policy.default_policy(seed=3)
    q = policy.default_policy(seed=3)
    assert p.hidden == (64, 64) and p.multiply_adds == 4 * 64 + 64 * 64 + 2 * 64
    for k in policy.NAMES:
        a = getattr(p, k)
        assert a.dtype == np.float32 and a.shape == policy.shapes((64, 64))[k]
        np.testing.assert_array_equal(a, getattr(q, k))
    assert policy.fingerprint(p) == policy.fingerprint(q) != policy.fingerprint(policy.default_policy(seed=4))
    # orthogonal with its gain: W1 (4 x 64) has orthonormal rows, W2 orthonormal columns, W3 (64 x 2)
    # orthonormal columns, scaled by sqrt(2), sqrt(2) and 0.01; biases zero
    np.testing.assert_allclose(p.W1 @ p.W1.T, 2 * np.eye(4), atol=1e-5)
    np.testing.assert_allclose(p.W2.T @ p.W2, 2 * np.eye(64), atol=1e-5)
    np.testing.assert_allclose(p.W3.T @ p.W3, 1e-4 * np.eye(2), atol=1e-9)
    assert not any(getattr(p, b).any() for b in ("b1", "b2", "b3"))
    assert policy.default_policy(0, (32, 16)).hidden == (32, 16)


def test_reference_forward_and_action_rule():
    """The float64 forward pass against one written out by hand, and the sampling rule u < p."""
    rng = np.random.default_rng(0)
    p = policy.make({k: rng.standard_normal(s).astype(np.float32) for k, s in policy.shapes((5, 3)).items()})
    obs = rng.uniform(-0.2, 0.2, (7, 4))
    w = {k: getattr(p, k).astype(np.float64) for k in policy.NAMES}
    for i in range(7):
        h1 = [np.tanh(sum(obs[i, a] * w["W1"][a, j] for a in range(4)) + w["b1"][j]) for j in range(5)]
        h2 = [np.tanh(sum(h1[a] * w["W2"][a, j] for a in range(5)) + w["b2"][j]) for j in range(3)]
        lg = [sum(h2[a] * w["W3"][a, j] for a in range(3)) + w["b3"][j] for j in range(2)]
        np.testing.assert_allclose(policy.logits64(p, obs)[i], lg, rtol=1e-12)
        prob = 1 / (1 + np.exp(lg[0] - lg[1]))
        np.testing.assert_allclose(policy.probability64(p, obs[i:i + 1])[0], prob, rtol=1e-12)
        for u in (prob - 1e-9, prob + 1e-9):
            assert policy.actions64(p, obs[i:i + 1], [u])[0] == int(u < prob)
        assert policy.actions64(p, obs[i:i + 1], greedy=True)[0] == int(lg[1] > lg[0])
    tie = policy.make({**p.arrays(), "W3": np.zeros((3, 2), np.float32), "b3": np.zeros(2, np.float32)})
    assert (policy.actions64(tie, obs, greedy=True) == 0).all()  # a tie takes action 0


def test_weights_change_the_actions():
    """The weights are data the actions depend on (the spec's action stream as u)."""
    n = 4096
    obs = np.stack([spec.initial_state(n, 1)[f] for f in spec.STATE_FIELDS], 1) * 4
    u = spec.uniform01(spec.random_words(1, 0, n, spec.STREAM_ACTION))
    scaled = [policy.make({**policy.default_policy(s).arrays(), "W3": policy.default_policy(s).W3 * 300})
              for s in (0, 1)]  # gain 0.01 at the output keeps p within 0.0006 of 1/2: made decisive
    a, b, c = (policy.actions64(q, obs, u) for q in (policy.default_policy(0), *scaled))
    assert 0.45 < a.mean() < 0.55
    assert (a != b).mean() > 0.01 and (b != c).mean() > 0.01  # 2.4% and more with these states
    assert not np.allclose(policy.probability64(policy.default_policy(0), obs),
                           policy.probability64(policy.default_policy(1), obs), rtol=0, atol=1e-6)


@pytest.mark.parametrize("edit, message", [
    (lambda a: a.pop("b2"), "must hold exactly W1, b1, W2, b2, W3, b3; missing b2"),
    (lambda a: a.update(extra=np.zeros(1, np.float32)), "unexpected extra"),
    (lambda a: a.update(W1=a["W1"].astype(np.float64)), "W1 must be float32, got float64"),
    (lambda a: a.update(b1=np.zeros(63, np.float32)), "b1 has shape (63,), expected (64,)"),
    (lambda a: a.update(W3=np.zeros((64, 3), np.float32)), "W3 has shape (64, 3), expected (64, 2)"),
    (lambda a: a["W2"].__setitem__((0, 0), np.nan), "W2 holds NaN or infinite values"),
    (lambda a: a["b3"].__setitem__(1, np.inf), "b3 holds NaN or infinite values"),
])
def test_a_malformed_policy_file_is_a_one_line_error(tmp_path, edit, message):
    arrays = {k: v.copy() for k, v in policy.default_policy().arrays().items()}
    edit(arrays)
    path = tmp_path / "p.npz"
    np.savez(path, **arrays)
    with pytest.raises(ValueError) as exc:
        policy.load(path)
    assert message in str(exc.value) and "\n" not in str(exc.value) and str(path) in str(exc.value)


def test_policy_files_load_without_pickle_and_check_hidden(tmp_path):
    good = tmp_path / "good.npz"
    policy.save(good, policy.default_policy(2, (32, 16)))
    p = policy.load(good, hidden=(32, 16))
    assert policy.fingerprint(p) == policy.fingerprint(policy.default_policy(2, (32, 16)))
    with pytest.raises(ValueError, match="hidden sizes 32, 16 disagree with the requested 64, 64"):
        policy.load(good, hidden=(64, 64))
    pickled = tmp_path / "pickled.npz"
    np.savez(pickled, **policy.default_policy().arrays(), W9=np.array([{"code": 1}], dtype=object))
    with pytest.raises(ValueError, match="is not a NumPy .npz of arrays"):
        policy.load(pickled)  # an object array needs pickle: refused, never loaded
    (tmp_path / "text.npz").write_text("not a zip")
    with pytest.raises(ValueError, match="is not a NumPy .npz of arrays"):
        policy.load(tmp_path / "text.npz")
    with pytest.raises(ValueError, match="does not exist"):
        policy.load(tmp_path / "missing.npz")
    for bad in ((64,), (0, 64), (64.5, 64), "64,64"):
        with pytest.raises(ValueError, match="hidden sizes must be two positive integers"):
            policy.check_hidden(bad)


# -- policy mode against the reference -----------------------------------------------------------------
import impls  # noqa: E402
from harness import artifacts  # noqa: E402
from harness.measure import strict  # noqa: E402
from impls.adapters import split  # noqa: E402

# (name, device) of every own implementation with a policy mode: cupy-raw's CUDA C through its host
# build, numba-cuda's kernel in the CUDA simulator (tests/test_cuda_without_gpu.py runs these tests
# there, at the small conformance size); cuda cases are marked, and with a GPU present they must run.
POLICY_CASES = [pytest.param((n, d), id=f"{n}-{d}", marks=[pytest.mark.cuda] * (d == "cuda"))
                for n in impls.available() if impls.has_policy(n) and not impls.is_external(n)
                for d in impls.devices(n)]
# the small size: hidden sizes and environments the CUDA simulator runs in seconds
POLICY_SIZES = {"full": dict(hidden=(64, 64), n=256, steps=80, min_ended=200, long=27),
                "small": dict(hidden=(16, 8), n=48, steps=24, min_ended=50, long=12)}
EXTERNAL_POLICY = [n for n in impls.available() if impls.has_policy(n) and impls.is_external(n)]


@pytest.fixture(scope="module")
def psize(request):
    return POLICY_SIZES[request.config.getoption("--conformance-size")]


def _make(pcase, n, seed):
    """At the conformance suite's knob settings (test_conformance.OPTIONS: torch-compile's chunk of 2)."""
    from test_conformance import OPTIONS

    name, device = pcase
    try:
        return impls.make(name, n, seed=seed, device=device, **OPTIONS.get(name, {}))
    except impls.NotAvailable as exc:
        strict.skip_or_fail(device, exc)


def _weights(seed=0, hidden=(64, 64)):
    """Weights whose decisions depend on the state (the default's output gain of 0.01 keeps p near
    1/2) and non-zero biases, so that a dropped bias shows."""
    rng = np.random.default_rng(seed)
    d = policy.default_policy(seed, hidden).arrays()
    d["W1"] = d["W1"] * 8  # the states are ~0.05: make the first layer feel them
    d["W3"] = d["W3"] * 300
    for b in ("b1", "b2", "b3"):
        d[b] = (rng.standard_normal(d[b].shape) * 0.3).astype(np.float32)
    return policy.make(d)


@pytest.mark.parametrize("greedy", [False, True], ids=["sampled", "greedy"])
@pytest.mark.parametrize("pcase", POLICY_CASES)
def test_policy_rollout_against_the_reference(pcase, greedy, psize):
    """The fused policy rollout, checked step by step (check_against_the_reference)."""
    pol = _weights(hidden=psize["hidden"])
    env = _make(pcase, psize["n"], seed=5)
    env.set_policy(pol, greedy=greedy)
    check_against_the_reference(env, pol, greedy, seed=5, steps=psize["steps"], min_ended=psize["min_ended"])


@pytest.mark.parametrize("greedy", [False, True], ids=["sampled", "greedy"])
@pytest.mark.parametrize("name", impls.having("split"))
def test_split_loop_against_the_reference(name, greedy):
    """The split loops (a separate policy call per step, impls/adapters/split.py), checked the same way."""
    pol = _weights()
    try:
        env = impls.make(name, 256, seed=5)
        loop = split.SplitLoop(env, pol, greedy)
    except impls.NotAvailable as exc:
        strict.skip_or_fail("cpu", exc, name)
    check_against_the_reference(loop, pol, greedy, seed=5, steps=40)


def check_against_the_reference(env, pol, greedy, seed, steps=80, min_ended=200):
    """Step by step from the implementation's own state: the float64 reference steps it with each
    action; the implementation's next state (resets and counters included) must be one of the two,
    and its action the reference policy's, except where |u - p| (greedy: |logit gap|) is within the
    float32 error bound (impls.policy.gap_error_bound), where either is allowed."""
    n = env.num_envs
    near = decided = ended = 0
    start = env.state()["episodes"].sum()
    for _ in range(steps):
        t = env.t
        before = env.state()
        obs = np.stack([before[f] for f in spec.STATE_FIELDS], 1)
        u = spec.uniform01(spec.random_words(seed, t, n, spec.STREAM_ACTION))
        ref = policy.actions64(pol, obs, u, greedy)
        env.rollout(1)
        after = env.state()
        cands = [spec.reference_rollout(before, seed, t, 1, actions=np.full((1, n), a, np.int32)) for a in (0, 1)]

        def matches(c):
            ok = np.ones(n, bool)
            for f in spec.STATE_FIELDS:
                ok &= np.isclose(after[f], c[f], rtol=1e-5, atol=1e-6)
            for f in spec.COUNTER_FIELDS:
                ok &= after[f] == c[f]
            return ok
        m0, m1 = matches(cands[0]), matches(cands[1])
        assert (m0 | m1).all(), f"step {t}: environments {np.flatnonzero(~(m0 | m1))[:5]} follow neither action"
        took = np.where(m0 & m1, ref, np.where(m1, 1, 0))  # both: the action did not matter (a reset)
        if greedy:
            lg = policy.logits64(pol, obs)
            margin, bound = np.abs(lg[:, 1] - lg[:, 0]), 2 * policy.gap_error_bound(pol, obs)
        else:
            margin, bound = np.abs(u - policy.probability64(pol, obs)), 2 * policy.probability_error_bound(pol, obs)
        flipped = took != ref
        assert not (flipped & (margin > bound)).any(), (
            f"step {t}: environments {np.flatnonzero(flipped & (margin > bound))[:5]} took the other action "
            f"with |u - p| or |gap| {margin[flipped & (margin > bound)][:3]} beyond the bound")
        near += int((margin <= bound).sum())
        decided += int((~(m0 & m1)).sum())
        ended += int(cands[0]["terminated"].sum() + cands[0]["truncated"].sum())
    assert decided > 0.85 * n * steps and ended > min_ended and env.state()["episodes"].sum() - start == ended
    assert near < 0.01 * n * steps, near  # the allowance is narrow


def test_gpu_kernels_pack_the_weights_as_the_cuda_source_reads_them():
    """Hidden sizes that need padding (7, 5): the host build of the CUDA C's layout (its CP_OFF_*
    macros) against impls.policy.packed_layout, and a short rollout against the reference; a policy
    too large for the kernels' shared memory is refused by name."""
    pol = _weights(2, (7, 5))
    offsets, words = policy.packed_layout((7, 5))
    assert offsets == {"W1": 0, "b1": 28, "W2": 36, "b2": 72, "W3": 80, "b3": 92} and words == 96
    packed = policy.pack(pol)
    np.testing.assert_array_equal(packed[36:71].reshape(7, 5), pol.W2)
    assert packed[35] == packed[71] == 0  # the padding after b1 and W2
    try:
        env = impls.make("cupy-raw", 128, seed=4, device="host")
    except impls.NotAvailable as exc:
        strict.skip_or_fail("host", exc, "cupy-raw")
    env.set_policy(pol)
    assert env.policy_lib.host_policy_words() == words
    check_against_the_reference(env, pol, False, seed=4, steps=30, min_ended=5)
    with pytest.raises(ValueError, match=r"h2 <= 128 and at most 12288 packed words, got 96, 128 \(13156 words\)"):
        env.set_policy(policy.default_policy(0, (96, 128)))
    with pytest.raises(NotImplementedError, match="cupy-raw-fastmath has no policy mode"):
        impls.make("cupy-raw-fastmath", 8, device="host").set_policy(pol)


def test_policy_mode_needs_a_policy_object_and_an_implementation_that_has_it():
    env = impls.make("numpy", 8)
    with pytest.raises(ValueError, match="policy must be an impls.policy.Policy or None, got dict"):
        env.set_policy(policy.default_policy().arrays())
    env.set_policy(policy.default_policy())
    env.rollout(3)
    env.set_policy(None)  # the random policy again: the rollout is the spec's random one
    ref = impls.make("numpy", 8)
    ref.set_state(env.state(), t=env.t)
    env.rollout(5), ref.rollout(5)
    for f in spec.FIELDS:
        np.testing.assert_array_equal(env.state()[f], ref.state()[f])
    no = [n for n in impls.available() if not impls.has_policy(n) and "cpu" in impls.devices(n)
          and not impls.is_external(n)]
    try:
        other = impls.make(no[0], 8)
    except impls.NotAvailable as exc:
        strict.skip_or_fail("cpu", exc, no[0])
    with pytest.raises(NotImplementedError, match="has no policy mode"):
        other.set_policy(policy.default_policy())


# -- the sweep's policy mode ----------------------------------------------------------------------------
@pytest.mark.parametrize("args, message", [
    (("--mode", "policy", "--hidden", "64"), "--hidden must be two sizes h1,h2; got '64'"),
    (("--mode", "policy", "--hidden", "64,0"), "--hidden"),
    (("--hidden", "64,64"), "--hidden applies to --mode policy only; got --mode rollout"),
    (("--mode", "step", "--policy", "p.npz"), "--policy applies to --mode policy only; got --mode step"),
    (("--mode", "policy", "--impl", "torchscript"), "--mode policy: torchscript has no policy mode; valid: numpy, numba-cpu"),
    (("--mode", "policy", "--policy", "missing.npz"), "does not exist"),
])
def test_policy_sweep_bad_input(harness_main, tmp_path, args, message):
    r = harness_main("sweep", "--processes", "1", *args, "--out", str(tmp_path / "o"))
    assert r.returncode == 2 and message in r.stderr and r.stderr.count("\n") == 1, r.stderr
    assert not (tmp_path / "o").exists()


def test_policy_sweep_checks_the_policy_file_first(harness_main, tmp_path):
    bad = {k: v for k, v in policy.default_policy(0, (32, 16)).arrays().items()}
    bad["b1"] = bad["b1"].astype(np.float64)
    np.savez(tmp_path / "bad.npz", **bad)
    r = harness_main("sweep", "--processes", "1", "--mode", "policy", "--policy", tmp_path / "bad.npz", "--out", tmp_path / "o")
    assert r.returncode == 2 and "b1 must be float32, got float64" in r.stderr and not (tmp_path / "o").exists()
    policy.save(tmp_path / "good.npz", policy.default_policy(0, (32, 16)))
    r = harness_main("sweep", "--processes", "1", "--mode", "policy", "--policy", tmp_path / "good.npz", "--hidden", "64,64",
                     "--out", tmp_path / "o")
    assert r.returncode == 2 and "hidden sizes 32, 16 disagree with the requested 64, 64" in r.stderr


def test_policy_sweep_records_the_policy_and_its_roofline(tmp_path):
    """A real policy-mode sweep (its own processes): each point names the weights and its multiply-adds,
    the run records the policy, and the report has the policy tables."""
    import json
    import subprocess
    import sys

    policy.save(tmp_path / "p.npz", policy.default_policy(3, (16, 8)))
    r = subprocess.run([sys.executable, "-m", "harness", "sweep", "--processes", "1", "--mode", "policy", "--impl", "numpy",
                        "--policy", str(tmp_path / "p.npz"), "--num-envs", "8", "--steps", "3", "--rounds", "1",
                        "--out", str(tmp_path / "runs")], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    (run,) = (tmp_path / "runs").iterdir()
    meta = json.loads((run / "run.json").read_text())
    fp = policy.fingerprint(policy.default_policy(3, (16, 8)))
    assert meta["mode"] == "policy" and meta["hidden"] == [16, 8] and meta["policy_fingerprint"] == fp
    packed = artifacts.packed_files(run)
    (b,) = json.loads(packed["numpy-cpu-policy.json"])["benchmarks"]
    e = b["extra_info"]
    assert e["mode"] == "policy" and e["hidden"] == "16x8" and e["policy_fingerprint"] == fp
    assert e["macs_per_env_step"] == 4 * 16 + 16 * 8 + 2 * 8
    np.testing.assert_allclose(e["macs_per_s"], e["env_steps_per_s"] * e["macs_per_env_step"], rtol=1e-9)
    assert e["split_framework"] == "numpy" and e["split_env_steps_per_s"] > 0  # the split loop beside it
    np.testing.assert_allclose(e["fused_over_split"], e["env_steps_per_s"] / e["split_env_steps_per_s"], rtol=1e-9)
    if "roofline_macs_per_s" in e:  # JAX or torch measured the matrix-multiply rate in that process
        np.testing.assert_allclose(e["roofline_fraction"], e["macs_per_s"] / e["roofline_macs_per_s"], rtol=1e-9)
        # the roofline with the tanh time: 24 tanh per env-step at the measured tanh rate
        t_step = e["macs_per_env_step"] / e["roofline_macs_per_s"] + 24 / e["tanh_per_s"]
        np.testing.assert_allclose(e["roofline_tanh_fraction"], e["env_steps_per_s"] * t_step, rtol=1e-9)
        assert e["roofline_tanh_fraction"] > e["roofline_fraction"]  # the tanh time lowers the roofline
    r = subprocess.run([sys.executable, "-m", "harness", "report", str(run), "--out", str(tmp_path / "rep"),
                        "--name", "r"], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    text = (tmp_path / "rep" / "r" / "report.md").read_text()
    assert "Policy mode on" in text and "hidden 16x8" in text and "split loop" in text
    assert (tmp_path / "rep" / "r" / "throughput-policy.png").exists() and "throughput-policy.png" in text


@pytest.mark.parametrize("pcase", POLICY_CASES)
def test_a_long_policy_rollout_is_its_steps(pcase, psize):
    """A rollout of several steps (torch-compile's compiled chunks, JAX's scan) against the same
    implementation stepped one call at a time (the path the reference check above runs): the same
    states within float32 rounding and the same counters, but for the rare environment whose action
    sat within a rounding of its threshold."""
    n, seed = psize["n"], 2  # the reference check's size: torch-compile's programs of that shape serve both
    pol = _weights(hidden=psize["hidden"])
    whole, steps = _make(pcase, n, seed), _make(pcase, n, seed)
    for env in (whole, steps):
        env.set_policy(pol)
        env.rollout(1)  # the first step, apart (the initial state is set from outside: full sin/cos)
    whole.rollout(psize["long"])
    for _ in range(psize["long"]):
        steps.rollout(1)
    a, b = whole.state(), steps.state()
    same = np.ones(n, bool)
    for f in spec.STATE_FIELDS:
        same &= np.isclose(a[f], b[f], rtol=1e-4, atol=1e-5)
    for f in spec.COUNTER_FIELDS:
        same &= a[f] == b[f]
    assert same.mean() > 0.99, np.flatnonzero(~same)[:10]
    assert a["episodes"].sum() > 100 * n / 512 * psize["long"] / 27


@pytest.mark.parametrize("name", EXTERNAL_POLICY)
def test_public_systems_run_the_same_policy(name):
    """The public baselines in policy mode (gymnax: the MLP in its jitted scan; Gymnasium's and
    EnvPool's vector envs: a torch MLP beside each step): their own random numbers and physics, so
    not the reference check; the policy must drive them: a greedy policy that always pushes right
    ends every episode within a few dozen steps, and a sampled one lets them run about as long as the
    random policy does."""
    n = 64
    right = policy.make({**policy.default_policy().arrays(), "b3": np.array([-50, 50], np.float32)})
    try:
        env = impls.make(name, n, seed=1)
    except impls.NotAvailable as exc:
        strict.skip_or_fail("cpu", exc, name)
    env.set_policy(right, greedy=True)
    env.rollout(100)
    s = env.state()
    assert s["episodes"].sum() >= 2 * n and s["returns"].sum() / s["episodes"].sum() < 15
    env.set_policy(policy.default_policy(), greedy=False)
    before = env.state()
    env.rollout(200)
    s = env.state()
    mean = (s["returns"].sum() - before["returns"].sum()) / (s["episodes"].sum() - before["episodes"].sum())
    assert 15 < mean < 35


def test_numba_cpu_hidden_sizes_off_its_blocking():
    """numba-cpu's policy pass takes the second layer and the logits four units at a time; hidden sizes
    that are not multiples of four also run its loops over the units left over."""
    pol = _weights(hidden=(6, 7))
    env = _make(("numba-cpu", "cpu"), 128, seed=3)
    env.set_policy(pol)
    check_against_the_reference(env, pol, False, seed=3, steps=30, min_ended=20)


@pytest.mark.parametrize("pcase", POLICY_CASES)
def test_the_weights_are_run_time_data(pcase, psize):
    """Weights handed over after the implementation compiled its policy rollout with others are the
    ones it uses (a program that had them compiled in would still follow the first)."""
    first, second = _weights(0, psize["hidden"]), _weights(1, psize["hidden"])
    n = psize["n"]  # the reference check's size (torch-compile compiles per shape)
    env = _make(pcase, n, seed=3)
    env.set_policy(first)
    env.rollout(1)  # compiled and run with the first weights
    env.set_policy(second)
    obs = np.stack([env.state()[f] for f in spec.STATE_FIELDS], 1)
    u = spec.uniform01(spec.random_words(3, env.t, n, spec.STREAM_ACTION))
    assert (policy.actions64(first, obs, u) != policy.actions64(second, obs, u)).mean() > 0.05
    check_against_the_reference(env, second, False, seed=3, steps=12, min_ended=10)
