"""Deliberate bugs (mutants) of real implementations, for the mutation check of the conformance suite.

A mutant is a copy of one implementation's module with a few exact text replacements in its source
(each old text must occur exactly once, so a refactor that moves the code makes the mutant fail to
apply, loudly, instead of silently testing nothing). ``install(name)`` loads the mutated copy under
its own module name and makes ``impls.make`` build it in place of the implementation it mutates.

``tests/test_mutants.py`` runs the conformance suite (``tests/test_conformance.py``) once per mutant,
each in its own process (``pytest --mutant NAME``), and requires at least one check to fail.
"""
from __future__ import annotations

import importlib.util
import linecache
import os
import sys
from dataclasses import dataclass, replace
from pathlib import Path


IMPLS = Path(__file__).resolve().parent.parent / "impls"


# (mutant, what it does, the first check that failed), filled by tests/test_mutants.py, printed at the end
CAUGHT = "mutant_caught"  # the property a caught mutant's test records (its report reaches the main process)


@dataclass(frozen=True)
class Mutant:
    impl: str  # the registered implementation it stands in for
    module: str  # file under impls/ whose source is mutated
    edits: tuple[tuple[str, str], ...]  # (old, new) source replacements, each old text found once
    about: str
    checks: str | None = None  # the target whose checks run it (tests/test_mutants.py), if not impl's
    # the check known to catch it (part of a test's name): run first of the target's checks, the
    # others after it in their own order, so a process stops early (-x) but still runs them all if
    # this one misses. An order, never a narrower selection.
    first: str | None = None


def _numpy(about, *edits):
    return Mutant("numpy", "numpy_cpu.py", edits, about)


def _numba(about, *edits):
    return Mutant("numba-cpu", "numba_cpu.py", edits, about)


GPU_COMPILE = "gpu-compile"  # the rungs' XLA:GPU kernels and launches, checked by tests/test_gpu_compile.py
VECTOR_ENV = "vector-env"  # the Gymnasium adapter (impls/adapters/vector_env.py), checked by tests/test_vector_env.py
NUMBA_NEXT_STEP = "numba-next-step"  # numba-cpu's next-step kernel, against the adapter's next-step over step
POLICY = "policy"  # policy mode, checked by tests/test_policy.py
# the trainers' adapters, checked by tests/test_training.py
SB3_ENV, GYMNAX_ENV = "sb3-vec-env", "gymnax-env"
TORCH_PPO = "torch-ppo"  # the suite's torch PPO, checked against the JAX PPO by tests/test_training.py
JAX_PPO = "jax-ppo"  # the JAX PPO's slots (seeds in flight), checked by tests/test_training.py
TUNE = "tune"  # harness tune (harness/measure/tune.py), checked by tests/test_tune.py
TUNED = "tuned-file"  # reading a tuned-settings file (harness/measure/variants.py), checked by tests/test_tune.py
READER = "result-reader"  # the reader of result files (harness/report/results.py), checked by tests/test_report.py
RUN_FOLDERS = "run-folders"  # run folders made at once by several commands (harness/cli.py), tests/test_results_store.py
DESIGN = "design"  # each point's run of the newest design, older ones marked; the release history (tests/test_report.py)
COMPARE = "compare"  # harness compare's table (harness/report/results.py), checked by tests/test_report.py
PACK = "result-pack"  # a sweep's result files packed (harness/artifacts.py) and read, by tests/test_results_store.py
SITE = "site"  # the HTML page (harness/report/site.py and its page.html), checked by tests/test_site.py
# a point measured in several processes (docs/measurement.md, "Processes"), checked by tests/test_processes.py:
# the statistics, the sweep's order of processes, the reader's one value per point
STATS, ORDER, BY_POINT = "stats", "process-order", "point-of-processes"
ADDED = "added-processes"  # the processes the sweep adds where a point's interval is wide (harness/measure/sweep.py)
OPTIONS = "sweep-options"  # the sweep's options checked (harness/measure/grid.py), by tests/test_processes.py
GRID = "sweep-grid"  # the sweep's points (harness/measure/grid.py's cases), by tests/test_tuning.py
# the command line's input checks, each bug class of the CLI fuzzing issue, checked by the fuzzers of
# every command's options (tests/test_fuzz_commands.py), in several modules
COMMANDS = "commands"
# the shape of each kind of analysis result (harness/shapes.py), checked by the readers' fuzzer
SHAPES = "result-shapes"
OLD_XLA = "old-xla"  # the study's XLA's dumps and stub driver (harness/analysis/old_xla.py), by tests/test_old_xla.py
PPO_NUMBA = "ppo-numba"  # the suite's PPO in Numba (impls/train/ppo_numba.py), by tests/test_ppo_numba.py
TORCH_GPU = "torch-gpu"  # PyTorch's GPU compilers' kernels (harness/analysis/torch_gpu.py), by tests/test_torch_gpu.py
TORCH_STEP = "torch-step"  # torch-compile's step mode (impls/torch_impls.py), by tests/test_torch.py
EXTERNAL = "external"  # the public systems' rows (impls/external.py), checked by tests/test_external.py
# compile time against run time: the cold and warm figures, harness advise, no compile inside the rounds
# (harness/report/results.py, harness/report/advise.py, jax-fused's programs), by tests/test_compile_time.py
COMPILE_TIME = "compile-time"
# the name of bin/test's kept Numba folder (impls/api.py package_key), by tests/test_hermetic.py
TEST_CACHES = "test-caches"
# what harness/ asks of an implementation beyond impls/api.py's contract, by tests/test_contract.py
CONTRACT = "contract"
CHILD = "child-protocol"  # the parent's side of harness/child.py, by tests/test_child.py
FLEET = "fleet"  # which nodes of a cluster measure, and what reaches them (harness/measure/fleet.py), by tests/test_fleet.py
MEASURING = "measuring-process"  # the sweep's measuring process on that protocol, by tests/test_processes.py
# the analysis registry and what reads it (harness/registry.py, the page), by tests/test_analyses.py
ANALYSES = "analysis-registry"
CPU_PROBE = "cpu-probe"  # the speed probe on every CPU and what reads it, by tests/test_cpu_probe.py
# framework releases (harness/measure/releases.py, the history, impls/compat_jax.py), by tests/test_releases.py
RELEASES = "releases"
HLO = "hlo-counter"  # the kernel counter (harness/analysis/hlo.py), by tests/test_hlo.py
ROUND_CALLS = "round-calls"  # a timed round's calls (harness/measure/timing.py), by tests/test_processes.py
FIGURES = "figures"  # the docs' figures checked against their runs (harness/report/figures.py), by tests/test_figures.py
BARE = "bare-process"  # sweep --bare's processes without the row's settings (harness/measure/process.py), by tests/test_processes.py
BUNDLE = "bundle"  # harness import's checks of a bundle (harness/archive.py, harness/report/bundle.py), by tests/test_bundle.py
BANNER = "banner"  # what an implementation prints at start-up (Warp on stdout, TensorFlow on stderr), by tests/test_registry.py
# the targets whose mutants replace a whole module (not one implementation's class): the module their
# file is (module_name)
WHOLE_MODULE = {VECTOR_ENV, SB3_ENV, GYMNAX_ENV, TORCH_PPO, JAX_PPO, TUNE, TUNED, READER, DESIGN, RUN_FOLDERS, COMPARE, PACK, SITE, STATS, ORDER,
                BY_POINT, OPTIONS, GRID, COMMANDS, SHAPES, OLD_XLA, TORCH_GPU, TORCH_STEP, PPO_NUMBA, EXTERNAL,
                COMPILE_TIME, TEST_CACHES, CONTRACT, CHILD, MEASURING, FLEET, ANALYSES,
                CPU_PROBE, RELEASES, HLO, ROUND_CALLS, GPU_COMPILE, FIGURES, BARE, BUNDLE, ADDED}


def module_name(m: "Mutant") -> str | None:
    """The module a whole-module mutant replaces (its file's, ``../harness/x.py`` -> harness.x); None
    for a mutant of one implementation's class."""
    if m.impl not in WHOLE_MODULE:
        return None
    return ".".join((IMPLS / m.module).resolve().relative_to(IMPLS.parent).with_suffix("").parts)


def _cli(about, module, old, new):
    return Mutant(COMMANDS, module, ((old, new),), f"command line: {about}")


def _site(about, old, new):
    return Mutant(SITE, "../harness/report/site.py", ((old, new),), f"HTML page: {about}")


def _has_browser() -> bool:
    from harness.report import browser

    return browser.find() is not None


def _policy(about, old, new):
    return Mutant("numpy", "numpy_cpu.py", ((old, new),), f"policy mode: {about}", POLICY)


def _vector(about, *edits):
    return Mutant(VECTOR_ENV, "adapters/vector_env.py", edits, about)


def _sb3(about, old, new):
    return Mutant(SB3_ENV, "adapters/sb3_vec_env.py", ((old, new),), f"SB3 adapter: {about}")


def _gymnax(about, old, new):
    return Mutant(GYMNAX_ENV, "adapters/gymnax_env.py", ((old, new),), f"gymnax adapter: {about}")


def _params(field, value):
    """numpy with one CartPole-v1 constant changed (its float32 constants come from these params)."""
    return (("c = self.params.float32_constants()",
             f"self.params = __import__('dataclasses').replace(self.params, {field}={value})\n"
             "        c = self.params.float32_constants()"),)


_ONE_PCT = {f: f"self.params.{f} * 1.01" for f in
            ("gravity", "masscart", "masspole", "length", "force_mag", "tau", "x_threshold",
             "theta_threshold_degrees")}

MUTANTS: dict[str, Mutant] = {
    "force-sign": _numpy(
        "action 1 pushes with -force_mag, action 0 with +force_mag",
        ("self.force_scale = np.float32(2) * c[\"force_mag\"]", "self.force_scale = np.float32(-2) * c[\"force_mag\"]"),
        ("a -= c[\"force_mag\"]", "a += c[\"force_mag\"]")),
    **{f"{f.replace('_', '-')}+1%": _numpy(f"{f} 1% too large", *_params(f, v)) for f, v in _ONE_PCT.items()},
    "theta-threshold-in-degrees": _numpy(
        "the angle test compares radians with 12 (the threshold in degrees)",
        ("np.greater(a, c[\"theta_threshold_radians\"], out=self.flag)",
         "np.greater(a, np.float32(self.params.theta_threshold_degrees), out=self.flag)")),
    "x-terminates-at-threshold": _numpy(
        "|x| >= x_threshold terminates (the spec: >)",
        ("np.greater(a, c[\"x_threshold\"], out=self.done)", "np.greater_equal(a, c[\"x_threshold\"], out=self.done)")),
    "theta-terminates-at-threshold": _numpy(
        "|theta| >= theta_threshold terminates (the spec: >)",
        ("np.greater(a, c[\"theta_threshold_radians\"], out=self.flag)",
         "np.greater_equal(a, c[\"theta_threshold_radians\"], out=self.flag)")),
    "truncate-at-499": _numpy(
        "episodes are truncated after 499 steps",
        ("self.ep_steps, self.params.max_episode_steps,", "self.ep_steps, self.params.max_episode_steps - 1,")),
    "truncate-at-501": _numpy(
        "episodes are truncated after 501 steps",
        ("self.ep_steps, self.params.max_episode_steps,", "self.ep_steps, self.params.max_episode_steps + 1,")),
    "reset-from-initial-streams": _numpy(
        "reset values drawn from streams 5..8 (the initial state's) instead of 1..4",
        ("(spec.STREAM_ACTION, *spec.STREAMS_RESET)", "(spec.STREAM_ACTION, *spec.STREAMS_INIT)")),
    "reset-fields-swapped": _numpy(
        "x takes x_dot's reset stream and x_dot takes x's",
        ("zip((self.x, self.x_dot, self.theta", "zip((self.x_dot, self.x, self.theta")),
    "reset-from-step-t+1": _numpy(
        "reset values drawn with K(t + 1)",
        ("for k in spec.step_keys(self.seed, self.t, steps):",
         "for k, self._kr in zip(spec.step_keys(self.seed, self.t, steps), "
         "spec.step_keys(self.seed, self.t + 1, steps)):"),
        ("self._reset(idx, k)", "self._reset(idx, self._kr)")),
    "reset-from-step-t-1": _numpy(
        "reset values drawn with K(t - 1)",
        ("for k in spec.step_keys(self.seed, self.t, steps):",
         "for k, self._kr in zip(spec.step_keys(self.seed, self.t, steps), "
         "spec.step_keys(self.seed, self.t - 1, steps)):"),
        ("self._reset(idx, k)", "self._reset(idx, self._kr)")),
    "action-from-low-bit": _numpy(
        "the action is the word's lowest bit instead of its highest",
        ("np.right_shift(w, _U31, out=w)", "np.bitwise_and(w, np.uint32(1), out=w)")),
    "seed-ignored": _numpy(
        "the step keys are computed for seed 0 whatever the seed",
        ("spec.step_keys(self.seed, self.t, steps)", "spec.step_keys(0, self.t, steps)")),
    "env-index-off-by-one": _numpy(
        "environment e draws the words of environment e + 1",
        ("self.ekeys = [spec.env_keys(n, j)", "self.ekeys = [spec.env_keys(n + 1, j)[1:]")),
    "episodes-not-counted-on-truncation": _numpy(
        "a truncated episode does not add one to episodes",
        ("self.episodes[idx] += 1", "self.episodes[idx] += self.ep_steps[idx] < self.params.max_episode_steps")),
    "return-off-by-one": _numpy(
        "an episode's return is its length minus one",
        ("self.returns[idx] += self.ep_steps[idx]", "self.returns[idx] += self.ep_steps[idx] - 1")),
    "ep-steps-not-reset": _numpy(
        "ep_steps is not set back to 0 at a reset",
        ("self.ep_steps[idx] = 0", "pass")),
    "step-counter-not-advanced": _numpy(
        "the global step counter t stays where it was after a rollout",
        ("    def _rollout(self, steps):",
         "    def rollout(self, steps):\n        t = self.t\n        super().rollout(steps)\n        self.t = t\n\n"
         "    def _rollout(self, steps):")),
    "t-ignored": _numpy(
        "every rollout starts the streams from step 0",
        ("spec.step_keys(self.seed, self.t, steps)", "spec.step_keys(self.seed, 0, steps)")),
    "semi-implicit-euler": _numpy(
        "x advances with the new x_dot instead of the old one",
        ("np.multiply(x_dot, c[\"tau\"], out=temp); x += temp\n        a *= c[\"tau\"]; x_dot += a",
         "a *= c[\"tau\"]; x_dot += a\n        np.multiply(x_dot, c[\"tau\"], out=temp); x += temp")),
    "sin-cos-swapped": _numpy(
        "sin and cos of the pole angle swapped",
        ("np.cos(theta, out=cos)\n        np.sin(theta, out=sin)", "np.cos(theta, out=sin)\n        np.sin(theta, out=cos)")),
    # numba-cpu: each costs a compilation of the kernel (about 3 s)
    "numba-truncate-at-499": _numba(
        "numba-cpu truncates after 499 steps",
        ("MAX_STEPS = np.int32(spec.PARAMS.max_episode_steps)", "MAX_STEPS = np.int32(spec.PARAMS.max_episode_steps - 1)")),
    "numba-x-terminates-at-threshold": _numba(
        "numba-cpu: |x| >= x_threshold terminates",
        ("d = (abs(nx) > x_th)", "d = (abs(nx) >= x_th)")),
    "numba-theta-threshold+1%": _numba(
        "numba-cpu: theta threshold 1% too large",
        ("_C[\"theta_threshold_radians\"], _C[\"four_thirds\"]", "_C[\"theta_threshold_radians\"] * F32(1.01), _C[\"four_thirds\"]")),
    "numba-reset-fields-swapped": _numba(
        "numba-cpu: x and x_dot take each other's reset values",
        ("x[i], x_dot[i], theta[i], theta_dot[i] = _reset4(rkeys, i, k)",
         "x_dot[i], x[i], theta[i], theta_dot[i] = _reset4(rkeys, i, k)")),
    "numba-reset-keys-off-by-one-stream": _numba(
        "numba-cpu's environment-major reset keys start at the action stream's",
        ("self.rkeys[...] = self.ekeys[1:, :n].T", "self.rkeys[...] = self.ekeys[:4, :n].T")),
    "numba-reset-hash-shift-16": _numba(
        "numba-cpu's 4-lane reset hash shifts by 16 where lowbias32 shifts by 15",
        ("w = builder.xor(w, builder.lshr(w, lanes(U15)))", "w = builder.xor(w, builder.lshr(w, lanes(U16)))")),
    "numba-return-off-by-one": _numba(
        "numba-cpu: an episode's return is its length minus one",
        ("returns[i] += F32(ep[i])\n            ep[i] = 0\n            x[i], x_dot[i]",
         "returns[i] += F32(ep[i] - 1)\n            ep[i] = 0\n            x[i], x_dot[i]")),
    "numba-small-angle-on-first-step": _numba(
        "numba-cpu uses the small-angle sin/cos on a call's first step too (wrong beyond pi/4)",
        ("_rollout_step(t == 0, _stream_action", "_rollout_step(t < 0, _stream_action")),
    "step-final-obs-not-kept": _numpy(
        "step mode: final_obs is not written for the environments that finished",
        ("self.final_obs[idx] = self.S[:, idx].T", "pass")),
    "step-truncated-means-done": _numpy(
        "step mode: truncated is set for every finished episode, terminated ones too",
        ("np.logical_or(self.term, self.trunc, out=self.done)",
         "np.logical_or(self.term, self.trunc, out=self.done); self.trunc |= self.term")),
    "numba-step-action-inverted": _numba(
        "numba-cpu step mode: action 1 pushes left",
        ("return np.uint32(acts[i])", "return np.uint32(1) - np.uint32(acts[i])")),
    "numba-tail-group-skipped": _numba(
        "numba-cpu's reset pass skips the last partial group of 64 environments of a block",
        ("``final_obs``.\"\"\"\n    groups = (hi - lo + 63) // 64", "``final_obs``.\"\"\"\n    groups = (hi - lo) // 64")),
    "numba-next-step-start-stream": Mutant(
        "numba-cpu", "numba_cpu.py",
        (("start[i, 0], start[i, 1], start[i, 2], start[i, 3] = _reset4(rkeys, i, k)",
          "start[i, 0], start[i, 2], start[i, 1], start[i, 3] = _reset4(rkeys, i, k)"),),
        "numba-cpu's next-step kernel swaps x_dot's and theta's reset values", NUMBA_NEXT_STEP),
    "numba-next-step-reward-one": Mutant(
        "numba-cpu", "numba_cpu.py", (("reward[i] = F32(1) - F32(h)", "reward[i] = F32(1)"),),
        "numba-cpu's next-step kernel rewards the call that starts a new episode", NUMBA_NEXT_STEP),
    "policy-W2-transposed": _policy("W2 used transposed", 'h = np.tanh(h @ w["W2"] + w["b2"])',
                                    'h = np.tanh(h @ w["W2"].T + w["b2"])'),
    "policy-bias-dropped": _policy("the second layer's bias left out", 'h = np.tanh(h @ w["W2"] + w["b2"])',
                                   'h = np.tanh(h @ w["W2"])'),
    "policy-relu-for-tanh": _policy("ReLU in place of the first tanh", 'h = np.tanh(obs @ w["W1"] + w["b1"])',
                                    'h = np.maximum(obs @ w["W1"] + w["b1"], 0)'),
    "policy-u-the-wrong-way": _policy("action 1 when u > p", "return u < np.float32(1)",
                                      "return u > np.float32(1)"),
    "policy-logits-swapped": _policy("the logit gap taken the other way round", "d = logits[:, 1] - logits[:, 0]",
                                     "d = logits[:, 0] - logits[:, 1]"),
    "vec-final-obs-after-reset": _vector(
        "same-step final_obs holds the new episode's first observation instead of the last one",
        ("gather_final(done, to_numpy(out.final_obs, False))", "gather_final(done, to_numpy(out.obs, False))")),
    "vec-held-envs-stepped": _vector(
        "next-step: the environment held after its episode ended is stepped anyway",
        ("        if len(held):  # next-step", "        if False:  # next-step")),
    "vec-held-reward-one": _vector(
        "next-step: the call that returns the new episode's first observation rewards 1, not 0",
        ("            reward[i] = 0\n", "            reward[i] = 1\n")),
    "vec-mask-reset-next-step-values": _vector(
        "a masked mid-episode reset draws the reset values of step t + 1 instead of t",
        ("spec.random_words(self.env.seed, self.env.t, n, j)", "spec.random_words(self.env.seed, self.env.t + 1, n, j)")),
    "vec-final-obs-python-loop": _vector(
        "final_obs built by a Python loop over the finished environments (a copy and a dict each), as before",
        ("        rows[idx] = np.fromiter(finished, dtype=object, count=len(idx))  # views made by NumPy's iterator\n",
         "        for j, i in enumerate(idx.tolist()):\n            rows[i] = finished[j].copy()\n"
         "            dict(final=rows[i])\n")),
    "vec-ring-reuses-kept-arrays": _vector(
        "the adapter reuses an output array the caller still holds",
        ("== 2:  # the entry's reference", "<= 3:  # the entry's reference")),
    "sb3-terminal-obs-after-reset": _sb3(
        "terminal_observation holds the new episode's first observation", '"terminal_observation": final[i].copy()',
        '"terminal_observation": obs[i].copy()'),
    "sb3-obs-a-view": _sb3("observations are views of the state, overwritten by the next step",
                           "obs = to_numpy(out.obs).astype", "obs = to_numpy(out.obs, False).astype"),
    "jax-ppo-refill-from-the-first-seed": Mutant(
        JAX_PPO, "train/ppo.py", (("_initial_runner(self.seeds[i], self.cfg, self._optimizer)\n",
                                   "_initial_runner(self.seeds[0], self.cfg, self._optimizer)\n"),),
        "JAX PPO: a seed taking a free slot starts from the first seed's initial state"),
    "torch-ppo-gae-without-lambda": Mutant(
        TORCH_PPO, "train/ppo_torch.py", (("gae = delta + cfg.gamma * cfg.gae_lambda * keep * gae",
                                     "gae = delta + cfg.gamma * keep * gae"),),
        "torch PPO: GAE discounts by gamma alone (lambda left out)"),
    "gymnax-action-inverted": _gymnax("action 1 pushes left", "jnp.asarray(action) == 1)", "jnp.asarray(action) == 0)"),
    "gymnax-done-ignores-truncation": _gymnax("FiveValues' done leaves truncation out",
                                              "return obs, state, reward, jnp.logical_or(terminated, truncated), info",
                                              "return obs, state, reward, terminated, info"),
    # the new rows (each caught by its own conformance cases)
    "tf-xla-resets-from-initial-streams": Mutant("tf-xla", "tf_xla.py", (
        ("_env_key(n, j)))) for j in spec.STREAMS_RESET]", "_env_key(n, j)))) for j in spec.STREAMS_INIT]"),),
        "tf-xla: reset values drawn from the initial-state streams 5..8"),
    "tf-naive-resets-reversed": Mutant("tf-xla-naive", "tf_xla.py", (
        ("tf.where(done[:, None], tf.stack(resets, axis=1),", "tf.where(done[:, None], tf.stack(resets[::-1], axis=1),"),),
        "tf-xla-naive: the stacked reset values in reverse column order"),
    "tf-naive-columns-swapped": Mutant("tf-xla-naive", "tf_xla.py", (
        ("x, x_dot, theta, theta_dot = (s[:, i] for i in range(4))",
         "x, x_dot, theta, theta_dot = (s[:, i] for i in (0, 1, 3, 2))"),),
        "tf-xla-naive: theta and theta_dot read from each other's columns of the stacked state"),
    "tf-xla-action-from-bit-30": Mutant("tf-xla", "tf_xla.py", (
        ("push = _shr(_h(_xor(k, _env_key(n, spec.STREAM_ACTION))), 31)",
         "push = _shr(_h(_xor(k, _env_key(n, spec.STREAM_ACTION))), 30)"),),
        "tf-xla: the action read from bit 30 of its word"),
    "iree-step-counter-ahead": Mutant("iree-cpu", "iree_cpu.py", (
        ("t = t0 + i.astype(jnp.uint32)  #", "t = t0 + i.astype(jnp.uint32) + jnp.uint32(1)  #"),),
        "iree-cpu: step t draws step t+1's words"),
    "iree-unrolled-steps-share-t": Mutant("iree-cpu", "iree_cpu.py", (
        ("c = step(j * unroll + u, c, key, t0)", "c = step(j * unroll, c, key, t0)"),),
        "iree-cpu: the unrolled steps of an iteration all use its first step's t"),
    "warp-truncate-at-501": Mutant("warp-cpu", "warp_cpu.py", (
        ("if _terminated(s) or e_steps >= MAX_STEPS:", "if _terminated(s) or e_steps > MAX_STEPS:"),),
        "warp-cpu: rollout episodes truncated after 501 steps"),
    "warp-return-off-by-one": Mutant("warp-cpu", "warp_cpu.py", (
        ("ret[j] = ret[j] + wp.float32(e_steps)", "ret[j] = ret[j] + wp.float32(e_steps - 1)"),),
        "warp-cpu: a finished episode's return one short"),
    "warp-greets-on-stdout": Mutant("warp-cpu", "warp_cpu.py", (
        ("wp.config.log_level = wp.LOG_WARNING", "wp.config.log_level = wp.LOG_INFO"),),
        "warp-cpu: Warp's start-up greeting left on, printed on the caller's stdout", checks=BANNER),
    "warp-no-driver-notice-kept": Mutant("warp-cpu", "warp_cpu.py", (
        ("without_start_up_lines(wp.init, NO_DRIVER_NOTICE)", "wp.init()"),),
        "warp-cpu: Warp's note that there is no CUDA driver left on the caller's stderr", checks=BANNER),
    "tf-start-up-banner-kept": Mutant("tf-xla", "tf_xla.py", (
        ('import_module("tensorflow"), START_UP_NOISE)', 'import_module("tensorflow"), ())'),),
        "tf-xla: TensorFlow's start-up lines (absl's notice, oneDNN's) left on the caller's stderr", checks=BANNER),
    "pallas-one-step-short": Mutant("jax-pallas", "jax_pallas.py", (
        ("lax.fori_loop(jnp.uint32(1), steps,", "lax.fori_loop(jnp.uint32(2), steps,"),),
        "jax-pallas: the loop starts a step late (one step fewer)"),
    "pallas-polynomial-at-large-angles": Mutant("jax-pallas", "jax_pallas.py", (
        ("lambda c: jax_xla.spec_step(c, key, t0, block, False, base=base)",
         "lambda c: jax_xla.spec_step(c, key, t0, block, True, base=base)"),),
        "jax-pallas: the first step after set_state uses the small-angle polynomials at any angle"),
    "pallas-block-forgets-offset": Mutant("jax-pallas", "jax_pallas.py", (
        ("base = pl.program_id(0).astype(jnp.uint32) * jnp.uint32(block)",
         "base = pl.program_id(0).astype(jnp.uint32) * jnp.uint32(0)"),),
        "jax-pallas: every kernel instance keys its environments from 0 (block 0's random words again)"),
    # numerically the same rollout: only XLA:GPU's kernels and launches per step tell it from the rung
    "no-concat-state-stacked": Mutant("jax-no-concat", "jax_xla.py", (
        ('    name = "jax-no-concat"\n    stacked = False', '    name = "jax-no-concat"\n    stacked = True'),),
        "jax-no-concat carries the state stacked (the concatenate is back)", GPU_COMPILE),
    "tune-picks-a-different-state": Mutant(TUNE, "../harness/measure/tune.py", (
        ('ok = [r for r in group if r["same_as_default"] is not False and (', "ok = [r for r in group if ("),),
        "harness tune: the fastest setting wins even when its state is not the default's"),
    "tune-turns-of-one-call": Mutant(TUNE, "../harness/measure/tune.py", (
        ("timing.calls_per_round(p, round_ms) for p", "timing.calls_per_round(p, 0) for p"),),
        "harness tune: a turn is one call again, however short (--round-ms ignored)"),
    "tune-each-setting-its-own-calls": Mutant(TUNE, "../harness/measure/tune.py", (
        ("calls = dict.fromkeys(order, max(timing.calls_per_round(p, round_ms) for p in probe.values()))",
         "calls = {s: timing.calls_per_round(probe[s], round_ms) for s in order}"),),
        "harness tune: each setting its own calls a turn, so no two states after the turns are alike"),
    "turns-time-one-call-of-their-round": Mutant(TUNE, "../harness/measure/timing.py", (
        ("times[name] += timed_rounds(*runs[name], 1, calls[name])", "times[name] += timed_rounds(*runs[name], 1)"),),
        "turns (tune, the CPU peak) time one call whatever their calls a round say"),
    "tune-any-machines-file": Mutant(TUNED, "../harness/measure/variants.py", (
        ("    if theirs != label_:\n", "    if theirs is None and theirs != label_:\n"),),
        "harness tune: sweep --tuned takes another machine's tuned settings"),
    "tune-best-by-median-alone": Mutant(TUNE, "../harness/measure/tune.py", (
        ('r is default or r["slow_quartile"] > default["fast_quartile"])]', "True)]"),),
        "harness tune: the highest median wins, even inside the default's spread"),
    "tune-no-state-check": Mutant(TUNE, "../harness/measure/tune.py", (
        ('reference = envs[""].state() if "" in envs and not partial else None',
         'reference = envs[""].state() if "" in envs else None\n    envs = {s: envs[""] for s in envs}'),),
        "harness tune: each setting's state compared with the default's own (never different)"),
    "reader-takes-a-zero-median": Mutant(READER, "../harness/report/results.py", (
        ("math.isfinite(value) and value > 0", "math.isfinite(value) and value >= 0"),),
        "result reader: a zero median accepted (every rate from it divides by zero)"),
    "reader-takes-any-benchmark": Mutant(READER, "../harness/report/results.py", (
        ("        if not isinstance(b, dict) or not isinstance(b.get(\"extra_info\") or {}, dict) \\\n",
         "        if False and not isinstance(b, dict) or not isinstance(b.get(\"extra_info\") or {}, dict) \\\n"),),
        "result reader: a benchmark entry of any shape read as one (a traceback instead of a line)"),
    "compare-machine-inverted": Mutant(COMPARE, "../harness/report/results.py", (
        ("stats.median(pb) / stats.median(pa)", "stats.median(pa) / stats.median(pb)"),),
        "compare: the machine's speed read from the probes' times the wrong way up (a slower machine "
        "shown as faster)"),
    "pack-leaves-the-files": Mutant(PACK, "../harness/artifacts.py", (
        ("    out = write_pack(Path(folder) / BENCHMARKS, members)\n    for f in files:\n        f.unlink()\n",
         "    out = write_pack(Path(folder) / BENCHMARKS, members)\n"),),
        "result pack: the packed files left beside it (each process read twice)"),
    "pack-keeps-the-derived-statistics": Mutant(PACK, "../harness/artifacts.py", (
        ("    out = json.dumps(doc)\n    return out if _whole(out) == text else text", "    return text"),),
        "result pack: each benchmark's statistics stored beside the round times they are derived from"),
    "pack-restores-another-text": Mutant(PACK, "../harness/artifacts.py", (
        ("json.loads(text)), ensure_ascii=True, indent=4)", "json.loads(text)), ensure_ascii=True, indent=2)"),),
        "result pack: a slim benchmark read back in another layout than pytest-benchmark wrote"),
    "logs-pack-takes-a-failed-log": Mutant(PACK, "../harness/artifacts.py", (
        ("(Path(logs).glob(\"*\") if files is None else map(Path, files))", "Path(logs).glob(\"*\")"),),
        "process logs: a failed process's log packed too (the file its line names is gone)"),
    "reader-misses-packs": Mutant(PACK, "../harness/report/results.py", (
        ("(is_json(q) or is_points_log(q) or is_benchmark_pack(q))", "(is_json(q) or is_points_log(q))"),),
        "result reader: a run folder's pack not read (a packed run has no points)"),
    "reader-takes-any-analysis-shape": Mutant(READER, "../harness/report/results.py", (
        ("_CHECKED[key] = (stamp, doc, artifact_problem(doc, kind) if doc is not None else None)",
         "_CHECKED[key] = (stamp, doc, None)"),),
        "result reader: an analysis result whose rows are not objects read as one (a traceback in the report)"),
    "shapes-ok-rows-unchecked": Mutant(SHAPES, "../harness/shapes.py", (
        ('        holds = (value.get("status") == "ok") if name == "ok" else (value.get(name) is not None)\n',
         '        holds = False if name == "ok" else (value.get(name) is not None)\n'),),
        "result shapes: a row whose status is ok is not checked for the fields the tables read (a KeyError)"),
    "old-xla-threefry-calls-not-launched": Mutant(OLD_XLA, "../harness/analysis/old_xla.py", (
        ('                stack[-1].append({"kind": "kCustomCall", "name": m.group(1), "threads": None})\n',
         "                pass\n"),),
        "the study's XLA: its threefry kernels (custom calls) left out of the launches per iteration"),
    "old-xla-graph-counted-per-kernel": Mutant(OLD_XLA, "../harness/analysis/old_xla.py", (
        ('                stack[-1].append({"kind": "kCommandBuffer", "name": m.group(1), "threads": None,\n'
         '                                  "children": block(funcs.get(m.group(1), []), {})})\n',
         '                stack[-1].extend(block(funcs.get(m.group(1), []), {}))\n'),),
        "the study's XLA: a CUDA graph's kernels counted as launches of their own in the graph column"),
    "old-xla-stub-bus-halved": Mutant(OLD_XLA, "../harness/analysis/old_xla.py", (
        ("round(target.bandwidth / (2 * 256 / 8) / 1e3), 256, total))", "round(target.bandwidth / (2 * 256 / 8) / 1e3), 128, total))"),),
        "the stub driver's memory bus half the width its clock was computed for (XLA reads half the bandwidth)"),
    "torch-gpu-step-split-in-two": Mutant(TORCH_GPU, "torch_impls.py", (
        ("        push = h32_i32(ekeys[0] ^ k) < 0\n",
         "        push = h32_i32(torch.stack([ekeys[0], ekeys[1]])[0] ^ k) < 0\n"),),
        "torch-compile's step split into two kernels on the GPU (a stack of the keys, which Inductor does not "
        "fuse into the step's kernel)"),
    "torch-step-graph-per-action-dtype": Mutant(TORCH_STEP, "torch_impls.py", (
        ("        return a if a.dtype in (torch.int64, torch.uint64) else a.to(torch.int64)\n",
         "        return a\n"),),
        "torch-compile's step mode hands the caller's action dtype to the compiled step (a graph compiled "
        "on the first use of each dtype)"),
    "ppo-numba-surrogate-sign": Mutant(PPO_NUMBA, "train/ppo_numba.py", (
        ("        dratio = -w * inv_n\n", "        dratio = w * inv_n\n"),),
        "the suite's Numba PPO: the clipped surrogate's gradient with the wrong sign (the policy climbs the loss)"),
    "ppo-numba-gae-without-lambda": Mutant(PPO_NUMBA, "train/ppo_numba.py", (
        ("            g = delta + gamma * lam * keep * g\n", "            g = delta + gamma * keep * g\n"),),
        "the suite's Numba PPO: GAE without its lambda (the Monte-Carlo-like advantage)"),
    "ppo-numba-split-without-the-critic": Mutant(PPO_NUMBA, "train/ppo_numba.py", (
        ("        terms[part] = _share(np.int64(part), flat,", "        terms[part] = _share(np.int64(0), flat,"),),
        "the suite's Numba PPO: the two-core minibatch step runs the actor's share on both cores (the "
        "critic's half of the gradient never written)"),
    "ppo-numba-exp-series-coefficient": Mutant(PPO_NUMBA, "train/ppo_numba.py", (
        ("        F32(1 / 120) + r", "        F32(1 / 125) + r"),),
        "the suite's Numba PPO: its own exp's fifth-order coefficient off by 4% (a relative error of 1e-6 at "
        "the ends of the reduced range, inside the gradients' bound)"),
    "ppo-numba-tile-drops-the-last-samples": Mutant(PPO_NUMBA, "train/ppo_numba.py", (
        ("        lo = mt if j < kt else 0\n", "        lo = m if j < kt else 0\n"),),
        "the suite's Numba PPO: the layers' samples beyond whole tiles never computed (no fast-zoo shape "
        "has any: the gradients' checks pass)"),
    "ppo-numba-adam-without-bias-correction": Mutant(PPO_NUMBA, "train/ppo_numba.py", (
        ("    c1, c2 = F32(1) - B1 ** t, F32(1) - B2 ** t\n", "    c1, c2 = F32(1), F32(1)\n"),),
        "the suite's Numba PPO: Adam's moments not bias-corrected"),
    "external-actions-repeat-each-rollout": Mutant(EXTERNAL, "external.py", (
        ("        start, rows = self._cursor, self._action_rows\n", "        start, rows = 0, self._action_rows\n"),),
        "the public systems' random policy: every rollout reads the same first rows of actions (a short "
        "round's policy periodic, its episodes shorter than a random policy's)"),
    "cli-empty-target-is-every-target": _cli(
        "an empty --target taken as the default (every target) and run", "../harness/analysis/gpu_targets.py",
        'wanted = names() if arg in (None, "all") else', 'wanted = names() if not arg or arg == "all" else'),
    "cli-seed-range-without-end": _cli(
        "--seeds 3- taken as seed 3 and run", "../harness/commands/train.py",
        'if sep and not hi:  # "3-": a range with no end\n                raise ValueError\n            lo, hi = int(lo, 10), '
        'int(hi if sep else lo, 10)', "lo, hi = int(lo, 10), int(hi or lo, 10)"),
    "cli-target-clock-inf": _cli(
        "a target whose clock reads as inf (1e999) accepted", "../harness/analysis/gpu_targets.py",
        " or not math.isfinite(values[field]):", ":"),
    "cli-block-not-dividing-taken": _cli(
        "a block size that does not divide num_envs passes the checks (the run fails inside, exit 1)",
        "../harness/measure/grid.py", "for v in values if knob.divides and e % v]", "for v in values if False]"),
    "cli-missing-tuned-file-a-run-failure": _cli(
        "a missing --tuned file reaches the reading (a traceback, exit 1) instead of bad input",
        "../harness/measure/variants.py",
        "    except (OSError, ValueError, KeyError, TypeError):\n        theirs = None",
        "    except (ValueError, KeyError, TypeError):\n        theirs = None"),
    "cli-gymnasium-without-the-sweeps-options": _cli(
        "the gymnasium alias built without the sweep's own options (AttributeError on every input)",
        "../harness/commands/sweep.py", "    for name, about in grid.CLI_OPTIONS.items():  # the sweep's own, from the one place",
        "    for name, about in {}.items():  # the sweep's own, from the one place"),
    "bundle-lets-a-climbing-name-in": Mutant(BUNDLE, "../harness/archive.py", (
        ("""or ".." in Path(name).parts:""", """or name.startswith(".."):"""),),
        "import: a member named RUN/../../x passes (only a name that starts with .. is refused)"),
    "bundle-hashes-unchecked": Mutant(BUNDLE, "../harness/archive.py", (
        ("""    changed = sorted(n for n in set(files) & set(want) if sha(files[n]) != want[n])""",
         """    changed = []"""),),
        "import: a file changed after bundling passes (names compared, not hashes)"),
    "bare-process-gets-the-settings": Mutant(BARE, "../harness/measure/process.py", (
        ("""    if impl is not None and not bare:""", """    if impl is not None:"""),),
        "sweep --bare: the bare process started with the row's settings after all"),
    "c-simd-every-rollout-from-step-0": Mutant("c-simd", "c_simd.py", (
        ("""ctypes.c_uint32(self.t & spec.MASK32),""", """ctypes.c_uint32(0),"""),),
        "c-simd: each rollout's step keys start again at t = 0 (the stream repeats across calls)"),
    "c-simd-padding-lanes-returned": Mutant("c-simd", "c_simd.py", (
        ("""        return {f: a[: self.num_envs].copy() for f, a in self.arrays.items()}""",
         """        return {f: a.copy() for f, a in self.arrays.items()}"""),),
        "c-simd: the state read back with the block's padding lanes"),
    "round-calls-rounded-down": Mutant(ROUND_CALLS, "../harness/measure/timing.py", (
        ("math.ceil(min_round_ms / 1e3", "math.floor(min_round_ms / 1e3"),),
        "a timed round's calls rounded down: rounds a little shorter than --round-ms"),
    "round-time-not-per-call": Mutant(ROUND_CALLS, "../harness/measure/timing.py", (
        ("times.append((time.perf_counter() - t) / calls)", "times.append(time.perf_counter() - t)"),),
        "a round of several calls timed as if it were one call"),
    "round-calls-sized-by-the-whole-warm-up": Mutant(ROUND_CALLS, "../harness/measure/timing.py", (
        ("    for _ in range(warmup - 1):\n        run()\n    sync()\n    t = time.perf_counter()\n",
         "    t = time.perf_counter()\n    for _ in range(warmup - 1):\n        run()\n    sync()\n"),),
        "the rounds sized by all the warm-up calls' time, as if it were one call's (rounds too short)"),
    "compare-blind-to-the-round-rule": Mutant(COMPARE, "../harness/report/results.py", (
        ('f"{rb} -> {ra}" if how == "both" and rb != ra else ""', '""'),),
        "harness compare: a point timed under another --round-ms (or steps) in one run than in the other is not named"),
    "compare-reads-the-rules-first-runs-as-one-call": Mutant(COMPARE, "../harness/report/results.py", (
        ('return "?" if isinstance(calls', 'return 0 if isinstance(calls'),),
        "harness compare: a result of the rule's first runs (calls_per_round, no round_ms) read as one call a round"),
    "compare-blind-to-the-steps": Mutant(COMPARE, "../harness/report/results.py", (
        ('steps=moved(*(map(_whole, m[f"steps_{s}"]) for s in spreads)))',
         'steps=moved(*(map(_whole, m["steps_before"]) for s in spreads)))'),),
        "harness compare: a point timed with other steps a call in one run than in the other is not named"),
    "median-of-an-even-count-takes-the-upper": Mutant(STATS, "../harness/measure/stats.py", (
        ("""    return v[m] if len(v) % 2 else (v[m - 1] + v[m]) / 2""", """    return v[m]"""),),
        "the median of an even number of values is the upper middle one, not the mean of the two"),
    "interval-from-rounds-alone": Mutant(STATS, "../harness/measure/stats.py", (
        ("    procs = rng.integers(0, k, (resamples, k))\n", "    procs = np.tile(np.arange(k), (resamples, 1))\n"),),
        "a ratio's interval drawn from the rounds alone, as if every process were the same"),
    "interval-at-another-level": Mutant(STATS, "../harness/measure/stats.py", (
        ("    lo, hi = np.quantile(draws, [(1 - level) / 2, (1 + level) / 2])",
         "    lo, hi = np.quantile(draws, [1 - level, level])"),),
        "a point's interval at 90% where it says 95% (the ends at the wrong quantiles of its draws)"),
    "bootstrap-mean-of-processes": Mutant(STATS, "../harness/measure/stats.py", (
        ("    return np.median(np.median(sample, axis=2), axis=1)", "    return np.mean(np.median(sample, axis=2), axis=1)"),),
        "the bootstrap draws the mean of the processes' medians where the point's value is their median: one "
        "slow process moves the interval"),
    "compare-without-bonferroni": Mutant(STATS, "../harness/measure/stats.py", (
        ("student.ppf(1 - alpha / (2 * len(judged)), df)", "student.ppf(1 - alpha / 2, df)"),),
        "compare: each of ~140 points tested at 5% (false alarms grow with the number of points)"),
    "processes-one-implementation-after-another": Mutant(ORDER, "../harness/measure/sweep.py", (
        ("[(j, *pair) for j in range(1, processes + 1) for pair in pairs]",
         "[(j, *pair) for pair in pairs for j in range(1, processes + 1)]"),),
        "the sweep's processes A A A B B B: a drift of the machine reaches one implementation only"),
    "compact-a-cited-runs-tables": Mutant(DESIGN, "../harness/report/index.py", (
        ('        if r["cited_by"] or newest[', '        if newest['),),
        "harness runs --compact removes the tables of a run a page names (an excerpt or a figure reads them)"),
    "compact-the-newest-of-each-design": Mutant(DESIGN, "../harness/report/index.py", (
        ('    newest = {(r["machine"], r["kind"], r["design"]): r["folder"] for r in rows}',
         '    newest = {(r["machine"], r["kind"]): r["folder"] for r in rows}'),
         ('newest[(r["machine"], r["kind"], r["design"])] == r["folder"]', 'newest[(r["machine"], r["kind"])] == r["folder"]')),
        "harness runs --compact keeps the newest run of each machine and kind only: the newest of an older design "
        "loses its tables"),
    "bare-row-is-the-best": Mutant(BARE, "../harness/report/results.py", (
        ("    return df[[not variants.is_bare(str(v)) for v in df.variant.fillna(\"\")]]", "    return df"),),
        "a bare process's row named the suite's best (the baselines, the best table, the README's finding)"),
    "processes-added-to-the-narrow-points": Mutant(ADDED, "../harness/measure/sweep.py", (
        ("                if half > width:", "                if half <= width:"),),
        "the sweep adds processes to the points whose interval is already narrow, not to the wide ones"),
    "added-time-unbounded": Mutant(ADDED, "../harness/measure/sweep.py", (
        ("            if guess + cost <= budget:", "            if cost <= budget:"),),
        "each row's added process weighed against the whole added time alone: together they overrun it"),
    "added-time-to-the-narrowest-first": Mutant(ADDED, "../harness/measure/sweep.py", (
        ("key=lambda r: -max(by_run[label[r]].values()))", "key=lambda r: max(by_run[label[r]].values()))"),),
        "the added time spent on the least wide points first"),
    "extra-time-negative-taken": Mutant(OPTIONS, "../harness/measure/grid.py", (
        ("lambda f: 0 <= f <= MAX_EXTRA_TIME", "lambda f: f <= MAX_EXTRA_TIME"),),
        "--extra-time -0.5 (or NaN) taken: a sweep whose added time is nothing, silently"),
    "processes-zero-taken": Mutant(OPTIONS, "../harness/measure/grid.py", (
        ('    k = positive_int(text, "--processes") if text is not None else DEFAULT_PROCESSES\n',
         '    k = int(text) if text is not None else DEFAULT_PROCESSES\n'),),
        "--processes 0 (or -1) taken: a sweep that measures nothing, or fails inside instead of exit 2"),
    "cpu-sweep-ignored": Mutant(GRID, "../harness/measure/grid.py", (
        ("for v in variants(name, overrides, dev) for n in num_envs)", "for v in variants(name, overrides) for n in num_envs)"),),
        "the sweep's points take every device's knob values: jax-unroll's unroll 32 back in the CPU sweep"),
    "point-field-of-its-first-process": Mutant(BY_POINT, "../harness/report/results.py", (
        ("                first[k] = stats.median(values)", "                first[k] = values[0]"),),
        "a point's per-process fields (IQR, make_vec's rate, the roofline fractions, ...) are its first process's"),
    "point-is-its-first-process": Mutant(BY_POINT, "../harness/report/results.py", (
        ("            if values:\n                first[k] = stats.median(values)\n", "            pass\n"),),
        "a point's value is its first process's, not the median of its processes'"),
    "steadiness-from-the-extremes": Mutant(BY_POINT, "../harness/report/results.py", (
        ("np.quantile(readings, [0.1, 0.5, 0.9])", "np.quantile(readings, [0.0, 0.5, 1.0])"),),
        "the machine's steadiness under a sweep's table from the probe's slowest and fastest readings, "
        "not its 10th and 90th percentiles", first="test_the_machines_steadiness_is_its_probes_percentiles"),
    "ratio-pairs-two-runs": Mutant(BY_POINT, "../harness/report/results.py", (
        ("    common = set(a._run) & set(b._run)\n", "    common = set(a._run) | set(b._run)\n"),),
        "a ratio pairs two runs: this suite's best of one run with an external system's of another"),
    "warm-compile-with-the-cold": Mutant(COMPILE_TIME, "../harness/report/results.py", (
        ("        later = [v for v in values[1:] if v is not None]\n",
         "        later = [v for v in values if v is not None]\n"),),
        "a point's warm compile is the median of every process's, the cold first one's among them"),
    "advise-winner-inside-the-intervals": Mutant(COMPILE_TIME, "../harness/report/advise.py", (
        ("    tied = [a.label for a in ranked[1:] if a.total_lo is None or a.total_lo <= best.total_hi]\n",
         "    tied = []\n"),),
        "advise names a winner whose interval overlaps another's"),
    "advise-interpolates-linearly": Mutant(COMPILE_TIME, "../harness/report/advise.py", (
        ("    return math.exp(math.log(a) + w * (math.log(b) - math.log(a)))\n", "    return a + w * (b - a)\n"),),
        "advise interpolates a rate linearly between sizes a factor of 16 apart (the sizes are on a log scale)"),
    "advise-without-the-frameworks-start": Mutant(COMPILE_TIME, "../harness/report/advise.py", (
        ("(row.build.get(row.sizes[0]), _around(row.build, row.sizes, n))", "(_around(row.build, row.sizes, n),)"),),
        "advise counts a framework's start (its first point's build) at that size only: TensorFlow looks free "
        "from 16 environments up"),
    "train-warm-with-one-cache-of-two": Mutant(COMPILE_TIME, "../impls/api.py", (
        ("    return \"warm\" if all(f is not None and f.is_dir()", "    return \"warm\" if any(f is not None and f.is_dir()"),),
        "a trainer's compile is called warm when one of its folders of compiled programs was kept"),
    "bench-reads-an-undeclared-attribute": Mutant(CONTRACT, "../harness/measure/bench_cartpole.py", (
        ("""facts = {"loop": env.policy_loop,""", """facts = {"loop": getattr(env, "loop", "fused"),"""),),
        "the policy benchmark reads an attribute impls/api.py does not declare, guarded by a default (as it read "
        "policy_loop before the contract declared it)"),
    "child-error-drops-its-lines": Mutant(CHILD, "../harness/child.py", (
        ("""        raise ChildError(f"{module}: {answer['error']}", lines, proc.returncode)""",
         """        raise ChildError(f"{module}: {answer['error']}")"""),),
        "a child that fails loses what it streamed before (gpu-compile's finished programs become failed rows)"),
    "child-death-without-its-stdout-words": Mutant(CHILD, "../harness/child.py", (
        ("(said or [s for s in stray if s] or [\"\"])[-1]", "(said or [\"\"])[-1]"),),
        "a child that dies having said something only on stdout, before serve() took it over (a library at its "
        "import), is named with no reason"),
    "child-outlives-its-parent": Mutant(CHILD, "../harness/child.py", (
        ("text=True, preexec_fn=tied())", "text=True, preexec_fn=None)"),),
        "a child of a parent killed outright (a time limit, a lost node's worker) goes on measuring beside the "
        "next job"),
    "child-keeps-its-parents-blocked-ctrl-c": Mutant(CHILD, "../harness/child.py", (
        ("        mask(unblock, ctrl_c)\n", ""),),
        "a child started from a thread that blocks SIGINT (a Ray worker's) never gets a Ctrl-C: a fleet node's "
        "cancelled sweep runs on until it is killed, keeping nothing"),
    "measuring-process-death-after-the-dots": Mutant(MEASURING, "../harness/measure/executor.py", (
        ('fh.write(("" if ended else "\\n") + f"{exc}\\n")', 'fh.write(f"{exc}\\n")'),),
        "the line naming a measuring process that died is appended to pytest's last line of dots, where the "
        "sweep's printed tail hides it"),
    "measuring-process-death-passes": Mutant(MEASURING, "../harness/measure/executor.py", (
        ("self.code = exc.returncode if exc.returncode not in (None, 0, 5) else 1", "self.code = 0"),),
        "a measuring process that died is reported as one that ended well: the sweep prints no failure"),
    "fleet-resume-forgets-the-unfinished": Mutant(FLEET, "../harness/measure/fleet.py", (
        ("""    return sorted({r["label"] for r in fleet["nodes"]} - finished(fleet) - now)""",
         """    return sorted({r["label"] for r in picked} - finished(fleet) - now)"""),),
        "a resume with no node of an unfinished identity alive says every identity finished and exits 0"),
    "fleet-head-measures-unasked": Mutant(FLEET, "../harness/measure/fleet.py", (
        ('(n for n in found if head or local or not n["head"])', "(n for n in found)"),),
        "the head node, which runs Ray's control services, measures without --head"),
    "fleet-nodes-of-one-host-at-once": Mutant(FLEET, "../harness/measure/fleet.py", (
        ('groups.setdefault((n["host"], n["boot_id"]), [])', 'groups.setdefault(n["node_id"], [])'),),
        "two nodes of one machine run their sweeps at once: each measures beside the other"),
    "fleet-resume-counts-a-failed-node-done": Mutant(FLEET, "../harness/measure/fleet.py", (
        ('if r.get("status") == FINISHED and r.get("folder")}', 'if r.get("status") != FAILED}'),),
        "a resume skips an interrupted node's identity (only failed ones run again)"),
    "fleet-omp-reaches-the-measurement": Mutant(FLEET, "../harness/measure/fleet.py", (
        ('SCRUBBED = ("RAY_", "OMP_NUM_THREADS", ', 'SCRUBBED = ("RAY_", '),),
        "Ray's one-thread OpenMP reaches the measuring processes of a fleet's nodes"),
    "gpu-compile-every-cuda-kernel": Mutant(GPU_COMPILE, "../harness/analysis/gpu_compile.py", (
        ("return [p for p in every if p.impl in wanted], [k for k in kernels if k.impl in wanted]",
         "return [p for p in every if p.impl in wanted], kernels"),),
        "gpu-compile builds every CUDA kernel of harness sass for every target, whatever --impl names"),
    "gpu-compile-blames-the-plugin": Mutant(GPU_COMPILE, "../harness/analysis/gpu_compile.py", (
        ('[result["rows"] and result["plugin_problem"], result["torch_problem"]]',
         '[result["plugin_problem"], result["torch_problem"]]'),),
        "gpu-compile's CUDA kernels that all failed are said to have failed for want of XLA's plugin"),
    "what-runs-counts-the-condition": Mutant(OLD_XLA, "../harness/analysis/gpu_compile.py", (
        ("return {\"runs_kernels_per_step\": (trip * sum(not copy(t) for t in body)",
         "return {\"runs_kernels_per_step\": (trip * (sum(not copy(t) for t in body) + 1)"),),
        "what runs counts the loop's condition as a kernel every iteration, as the HLO count did, though a loop "
        "with a known trip count never launches it"),
    "slow-cpu-shared-in-any-process": Mutant(CPU_PROBE, "../harness/measure/stats.py", (
        ('"shared": ratio >= SLOW_CPU and process == slowest}', '"shared": ratio >= SLOW_CPU}'),),
        "a slow CPU is called the machine's whichever process it was slow in, so a disagreement the probe does "
        "not share is blamed on the machine"),
    "cpu-probe-on-one-cpu": Mutant(CPU_PROBE, "../harness/measure/placement.py", (
        ("key = tuple(sorted(cpus if cpus is not None else PROCESS_CPUS or ()))",
         "key = tuple(sorted(cpus if cpus is not None else (PROCESS_CPUS or ())[:1]))"),),
        "the probe runs on the process's first CPU only, as the one-thread probe did: a busy second CPU is not seen"),
    "analysis-shape-last-pattern": Mutant(ANALYSES, "../harness/registry.py", (
        ("for a in ANALYSES for pattern, shape in a.shapes.items()",
         "for a in ANALYSES for pattern, shape in reversed(a.shapes.items())"),),
        "a result is checked against the last of its analysis's patterns that match: an ablation compiled for GPU "
        "targets against the CPU ablation's shape"),
    "release-not-in-the-point": Mutant(RELEASES, "../harness/report/results.py", (
        ('POINT = ["machine", "impl", "variant", "release", "device", "num_envs", "mode"]',
         'POINT = ["machine", "impl", "variant", "device", "num_envs", "mode"]'),),
        "a point's key leaves its release out: two releases measured in one run are merged as one point"),
    "history-sorted-as-text": Mutant(RELEASES, "../harness/report/results.py", (
        ('out = out.assign(vkey=out.version.map(lambda v: Version(v) if _is_version(v) else Version("0")))',
         "out = out.assign(vkey=out.version)"),),
        "the release history orders releases as text: 0.10.2 before 0.4.23, and the newest is not the last"),
    "history-of-the-smaller-run": Mutant(RELEASES, "../harness/report/results.py", (
        ('chosen = runs.sort_values(["n", "dt"]).drop_duplicates("_point", keep="last")',
         'chosen = runs.sort_values(["n", "dt"]).drop_duplicates("_point", keep="first")'),),
        "a point's release history is taken from the run that measured it under the fewest releases (a bisect "
        "step's two) instead of the whole history's run"),
    "bisect-range-leaves-out-the-bad": Mutant(RELEASES, "../harness/measure/releases.py", (
        ("if Version(lo) <= Version(v) <= Version(hi)]", "if Version(lo) <= Version(v) < Version(hi)]"),),
        "the releases between good and bad leave out the newer end: bisect never reaches it"),
    "jax-device-count-flag-always": Mutant(RELEASES, "../impls/compat_jax.py", (
        ("if not wanted or has_cpu_device_option() or FORCE_CPU_DEVICES in flags:",
         "if not wanted or FORCE_CPU_DEVICES in flags:"),),
        "XLA's device-count flag is added even where JAX reads JAX_NUM_CPU_DEVICES itself"),
    "trip-from-condition-off-by-one": Mutant(HLO, "../harness/analysis/hlo.py", (
        ("    return int(limit.operands[0])", "    return int(limit.operands[0]) + 1"),),
        "a loop's trip count read from its condition is one too many (counter <= N)"),
    "page-leaves-out-the-newest-analysis": Mutant(ANALYSES, "../harness/report/build.py", (
        ("for entry in registry.ANALYSES if entry.section)", "for entry in registry.ANALYSES[:-1] if entry.section)"),),
        "the page renders every registered section but the last: a newly registered analysis never shows"),
    "test-numba-folder-top-level-only": Mutant(TEST_CACHES, "../impls/api.py", (
        ("""root.joinpath(*package.split(".")).rglob("*.py")""", """root.joinpath(*package.split(".")).glob("*.py")"""),),
        "bin/test's kept Numba folder is named by impls/'s top-level modules only: a changed impls/train module "
        "loads its kernels stale"),
    "advise-compile-of-the-smaller-neighbour": Mutant(COMPILE_TIME, "../harness/report/advise.py", (
        ("    return max(known) if known else None", "    return min(known) if known else None"),),
        "advise: between two measured sizes, the compile of the cheaper one (a fresh process may pay the larger)"),
    "advise-old-run-read-as-new": Mutant(COMPILE_TIME, "../harness/report/advise.py", (
        ("                       kept, build, compile_s, once, not new))", "                       kept, build, compile_s, once, False))"),),
        "advise: a run from before the per-process compile record read as if each size's compile were its own"),
    "advise-check-ratio-inverted": Mutant(COMPILE_TIME, "../harness/report/advise_check.py", (
        ("        ratio = measured / predicted", "        ratio = predicted / measured"),),
        "advise --check: a user's measured time against advise's prediction printed as prediction over measurement"),
    "advise-train-drops-unsolved-seeds": Mutant(COMPILE_TIME, "../harness/report/advise.py", (
        ("""        out[key] = [compile_s + r["time_to_solve_s"] if r["time_to_solve_s"] is not None else math.inf for r in rs]""",
         """        out[key] = [compile_s + r["time_to_solve_s"] for r in rs if r["time_to_solve_s"] is not None]"""),),
        "advise --train drops the seeds that never solved (a trainer that fails a quarter of them looks sure)"),
    "readme-takes-one-process-tables": Mutant(COMPILE_TIME, "../harness/report/build.py", (
        ("""(entry.frame.get("processes", pd.Series([1])) > 1).all()""",
         """(entry.frame.get("processes", pd.Series([1])) >= 1).all()"""),),
        "the README's machine tables from one-process runs too (no intervals, no warm compile: the Zen 5's "
        "table pointed at the wrong implementation by 40x)"),
    "jax-fused-compiles-every-round": Mutant("jax-fused", "jax_xla.py", (
        ("        return (type(self).__name__, self.num_envs, steps, peel,",
         "        return (self.t, type(self).__name__, self.num_envs, steps, peel,"),),
        "jax-fused's program is keyed by the step counter: every round compiles a new one", COMPILE_TIME),
    "run-folder-shared": Mutant(RUN_FOLDERS, "../harness/cli.py", (
        ("""            path.mkdir()
            return path""", """            path.mkdir(exist_ok=True)
            return path"""),),
        "two sweeps started in the same second write into one run folder"),
    "one-run-tables-from-the-newest-points": Mutant(DESIGN, "../harness/report/build.py", (
        ("""        vs = results.baselines_table(every[every.machine == m])""",
         """        vs = results.baselines_table(d)"""),),
        "the baselines table reads one measurement of each point: a later sweep of a few rows takes them out of "
        "its run"),
    "latest-ignores-the-design": Mutant(DESIGN, "../harness/report/results.py", (
        ("""    order = order.sort_values(["_ok", "_d", "_dt"], kind="stable")""",
         """    order = order.sort_values(["_ok", "_dt"], kind="stable")"""),),
        "a later one-process run replaces a point measured in several processes (the newest wins whatever its design)"),
    "design-marks-left-off": Mutant(DESIGN, "../harness/report/results.py", (
        ("""counts.loc[idx, col]) + (m if isinstance(m, str) else "")
    return out""", """counts.loc[idx, col])
    return out"""),),
        "a throughput cell from a run of an older design is shown unmarked beside the column's others"),
    "releases-each-newest": Mutant(DESIGN, "../harness/report/build.py", (
        ("""    return pd.concat([results.latest(results.of_releases(df, False)), results.of_releases(df, True)],
                     ignore_index=True)""", """    return results.latest(df)"""),),
        "the release history built from each release's newest point, so a bisect step's two releases drop them "
        "from the run the table names"),
    "finding-fastest-at-the-largest-size": Mutant(COMPILE_TIME, "../harness/report/findings.py", (
        ("""    return max(nums.index, key=lambda lab: (wins[lab], geo[lab]))""",
         """    return max(nums.index, key=lambda lab: nums.loc[lab].iloc[-1])"""),),
        "the README's fastest is the row fastest at the largest size, not at the most sizes"),
    "finding-public-systems-from-every-size": Mutant(COMPILE_TIME, "../harness/report/findings.py", (
        ("""        ns = [n for n in sizes if n >= AGAINST and""", """        ns = [n for n in sizes if n >= FROM and"""),),
        "the README's ratios over the public systems taken from 256 up, where the sentence says 2048"),
    "map-hint-names-the-answers-label": Mutant(COMPILE_TIME, "../harness/report/advise.py", (
        ("""    return results.label({"impl": impl, "device": device.removesuffix(")")})""", """    return label"""),),
        "the map's cells carry the answer's 'impl (device)', not the tables' label: a public baseline's cell is "
        "left uncoloured on the page"),
    "map-hint-dropped": Mutant(COMPILE_TIME, "../harness/report/advise.py", (
        ("""        styles.update({(i, 1 + j): hint""", """        styles.update({(i, j): hint"""),),
        "the map's style hints keyed one column off (num_envs is the table's first column): the page colours "
        "the wrong cells"),
    "site-cells-name-the-newest-run": Mutant(SITE, "../harness/report/build.py", (
        ("""            run = runs.loc[idx, col] if idx in runs.index and col in runs.columns else None""",
         """            run = max(runs.stack()) if idx in runs.index and col in runs.columns else None"""),),
        "HTML page: every cell titled with the table's newest run, not the run its point came from"),
    "site-analyses-tables-dropped": Mutant(SITE, "../harness/table.py", (
        ("""            elif isinstance(p, Table):
                out.append((heading, p))""", """            elif isinstance(p, Table) and not p.caption:
                out.append((heading, p))"""),),
        "HTML page: an analysis's captioned tables left out of the page (its Markdown still has them)"),
    "site-plots-the-fastest-round": _site(
        "the plotted rate is the fastest round's, not the median the tables print",
        "rates = results.throughput_table(d)\n", 'rates = results.throughput_table(d, "env_steps_per_s_max")\n'),
    "site-roofline-times-fraction": _site(
        "the policy's roofline is a point's rate times its fraction of it",
        "(g.env_steps_per_s / g.f)", "(g.env_steps_per_s * g.f)"),
    "site-fusion-speedup-inverted": _site(
        "the fusion ladder's speed-up is the naive rung's rate over the rung's",
        'float(r["env_steps_per_s"]) / base', 'base / float(r["env_steps_per_s"])'),
    "figures-ratio-inverted": Mutant(FIGURES, "../harness/report/figures.py", (
        ("    return vs[0] / vs[1]", "    return vs[1] / vs[0]"),),
        "readme --check: a reference's ratio A / B read as B / A"),
    "figures-two-runs-in-one-ratio": Mutant(FIGURES, "../harness/report/figures.py", (
        ("    if len(runs) > 1:", "    if len(runs) > 2:"),),
        "readme --check: a ratio of two runs' numbers allowed"),
    "figures-release-ignored": Mutant(FIGURES, "../harness/report/figures.py", (
        ('    if term["release"]:\n', '    if False:\n'),),
        "readme --check: a reference's release (@N~RELEASE) ignored, the run's first point of that size read"),
    "figures-excerpt-where-ignored": Mutant(FIGURES, "../harness/report/figures.py", (
        ('    if m["column"]:\n', '    if False:\n'),),
        "an excerpt's where column=value ignored: the whole table copied"),
    "figures-stale-excerpt-passes": Mutant(FIGURES, "../harness/report/figures.py", (
        ("            if text[start:end] != lines:", "            if text[start:end] != lines and False:"),),
        "readme --check: an excerpt that differs from its run's table passes"),
    # a bug in the page's own script (page.html, read by site.page): only a browser runs it
    **({"site-hover-shows-the-run-as-commit": _site(
        "the hover's commit line shows the run folder",
        'TEMPLATE.read_text())', 'TEMPLATE.read_text().replace("s.folder[i], s.commit[i]", "s.folder[i], s.folder[i]"))')}
       if _has_browser() else {}),
}

# Each mutant whose catcher comes late in its target's checks, after costly ones: that catcher
# (Mutant.first). Measured one at a time on a 2-core Zen 3 (s, in order, then catcher first): 24.1 ->
# 15.6 (the rollout-kernel checks before step mode), 27.1 -> 18.6, 13.4 -> 8.5, 12.6 -> 4.0, 12.3 ->
# 10.6; the others' catchers came early enough to gain nothing. The Numba PPO's GAE and Adam mutants
# (after its minibatch step's compile; 2-core Rocket Lake Xeon, `pytest tests/test_ppo_numba.py -x
# --mutant NAME`): 51.8 -> 11.6 and 50.5 -> 10.0.
_FIRST = {
    "numba-step-action-inverted": "test_step_outputs_against_the_reference",  # the step kernel alone
    "vec-final-obs-python-loop": "test_make_vec_overhead",
    "vec-mask-reset-next-step-values": "test_reset_mask_in_mid_episode",
    "vec-ring-reuses-kept-arrays": "test_kept_arrays_stay_valid",
    "gymnax-done-ignores-truncation": "test_episode_stats_and_five_values",
    "ppo-numba-exp-series-coefficient": "test_own_exp_and_log1p_equal_float64s_within_a_few_ulps",
    "ppo-numba-tile-drops-the-last-samples": "test_the_tiled_layer_equals_numba_cpus_dense_bit_for_bit",
    "ppo-numba-gae-without-lambda": "test_gae_equals_the_jax_scan",
    "ppo-numba-adam-without-bias-correction": "test_optimizer_steps_equal_optaxs",
    "ppo-numba-split-without-the-critic": "test_the_two_core_step_equals_the_one_core_step_bit_for_bit",
    "gpu-compile-blames-the-plugin": "test_cuda_kernels_that_all_fail_are_not_blamed_on_the_missing_plugin",  # before the live compile
}
MUTANTS = {name: replace(m, first=_FIRST.get(name)) for name, m in MUTANTS.items()}


def mutated_source(m: Mutant) -> str:
    src = (IMPLS / m.module).read_text()
    for old, new in m.edits:
        count = src.count(old)
        if count != 1:
            raise ValueError(f"mutant text {old!r} occurs {count} times in {(IMPLS / m.module).resolve().relative_to(IMPLS.parent)} (expected once): "
                             "update the mutant to the current source")
        src = src.replace(old, new)
    return src


def install(name: str, children: bool = True) -> Mutant:
    """Load the mutated module and make ``impls.make(m.impl, ...)`` build its class (the mutants of a
    whole module, WHOLE_MODULE: make it that module). ``children``: the processes the harness starts install
    it too (through the registry's plugins: tests/mutant_plugin.py), as harness gpu-compile's compile
    child must."""
    import impls

    if name not in MUTANTS:
        raise ValueError(f"unknown mutant {name!r}; valid: {', '.join(MUTANTS)}")
    m = MUTANTS[name]
    if children:
        here = str(Path(__file__).resolve().parent)
        os.environ["CARTPOLE_MUTANT"] = name
        os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [here, os.environ.get("PYTHONPATH")]))
        os.environ["CARTPOLE_PLUGINS"] = ",".join(filter(None, [os.environ.get("CARTPOLE_PLUGINS"), "mutant_plugin"]))
        impls.PLUGINS_LOADED.add("mutant_plugin")  # this process has it already
    whole = module_name(m)
    if whole:
        mod = importlib.util.module_from_spec(importlib.util.spec_from_loader(whole, loader=None))
        mod.__file__ = str(IMPLS / m.module)
        sys.modules[whole] = mod
        parent, _, child = whole.rpartition(".")
        if parent in sys.modules:  # imported already: `from parent import child` reads the package's attribute
            setattr(sys.modules[parent], child, mod)
        src, filename = mutated_source(m), f"{IMPLS / m.module} (mutant {name})"
        linecache.cache[filename] = (len(src), None, src.splitlines(True), filename)  # TorchScript reads it
        exec(compile(src, filename, "exec"), mod.__dict__)
        return m
    original = impls.entry(m.impl)
    mod_name = f"{original.module}_mutant"
    loader_spec = importlib.util.spec_from_loader(mod_name, loader=None)
    mod = importlib.util.module_from_spec(loader_spec)
    mod.__file__ = str(IMPLS / m.module)
    sys.modules[mod_name] = mod
    src, filename = mutated_source(m), f"{IMPLS / m.module} (mutant {name})"
    linecache.cache[filename] = (len(src), None, src.splitlines(True), filename)  # Warp reads its kernels' source
    exec(compile(src, filename, "exec"), mod.__dict__)
    cls = getattr(mod, original.cls)
    load = impls.load
    impls.load = lambda n: cls if n == m.impl else load(n)
    return m

