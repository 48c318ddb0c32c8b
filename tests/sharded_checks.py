"""jax-sharded on several CPU devices, run by tests/test_sharded.py in a process started with
JAX_NUM_CPU_DEVICES set (JAX reads it once, when it starts). Not collected by a plain pytest run."""
import os
import re

import numpy as np
import pytest

import impls
from impls import spec

DEVICES = int(os.environ["JAX_NUM_CPU_DEVICES"])
COLLECTIVES = re.compile(r"\b(all-reduce|all-gather|all-to-all|collective-permute|reduce-scatter|"
                         r"collective-broadcast|send|recv|infeed|outfeed)(-start|-done)?\(")


def test_the_machine_has_the_devices():
    import jax

    assert len(jax.devices("cpu")) == DEVICES


@pytest.mark.parametrize("n", [DEVICES * 256, DEVICES * 256 + 1, 1001])
def test_bit_identical_to_one_device(n):
    """Every shard draws the spec's words for its own global indices, so the state after 300 steps
    (episodes ending on the way) is jax-fused's on one device, bit for bit, also when the device
    count does not divide num_envs (padded; the extra environments are dropped)."""
    a, b = impls.make("jax-sharded", n, seed=11), impls.make("jax-fused", n, seed=11)
    assert a.n_devices == DEVICES and a.padded == -(-n // DEVICES) * DEVICES
    for env in (a, b):
        env.set_state(spec.initial_state(n, 11), t=77)
        env.rollout(300)
        env.rollout(3)  # a second rollout continues the streams
    sa, sb = a.state(), b.state()
    assert sa["episodes"].sum() > n
    for f in spec.FIELDS:
        np.testing.assert_array_equal(sa[f], sb[f], err_msg=f)


def test_the_loop_holds_no_cross_device_operation():
    env = impls.make("jax-sharded", DEVICES * 512, seed=0)
    text = env.compiled(100).as_text()
    assert "while" in text  # the rollout loop is there
    found = COLLECTIVES.findall(text)
    assert not found, f"cross-device operations in the sharded rollout: {found}"
    assert env.describe()["devices"] == DEVICES


def test_fewer_devices_on_request_and_bad_counts():
    env = impls.make("jax-sharded", 64, seed=0, devices=1)
    assert env.n_devices == 1
    with pytest.raises(ValueError, match=f"devices must be 1 to {DEVICES}"):
        impls.make("jax-sharded", 64, devices=DEVICES + 1)
    with pytest.raises(ValueError, match=f"num_envs 1 is smaller than devices {DEVICES}"):
        impls.make("jax-sharded", 1, devices=DEVICES)
    assert impls.make("jax-sharded", 1).n_devices == 1  # the default never exceeds num_envs


def test_seeds_trained_together_are_spread_over_the_devices():
    """The suite's PPO with its seeds sharded over the devices (impls/train/ppo.py Trainer), two slots
    a device: the same training as one device gives every seed, each seed's parameters and episode
    counts equal after its two updates, the seeds that entered the slots the first ones freed too."""
    try:
        from impls.train import ppo
    except impls.NotAvailable as exc:
        pytest.skip(str(exc))
    cfg = ppo.config("fast", num_envs=8, num_steps=16, total_timesteps=256)
    seeds = list(range(3 * DEVICES))
    one = ppo.Trainer(cfg, seeds, chunk=2, devices=1)  # every seed in a slot of its own
    assert one.devices == 1 and len(one.state["params"].sharding.device_set) == 1
    one.run_chunk()
    assert one.done and (one.finished > 0).all() and np.abs(one.params(0) - one.params(1)).max() > 0.01  # trained
    slots = ppo.Trainer(cfg, seeds, chunk=2, in_flight=2 * DEVICES)
    assert slots.slots == 2 * DEVICES and len(slots.state["params"].sharding.device_set) == DEVICES
    slots.run_chunk()
    slots.retire(0)
    slots.run_chunk()  # every seed trained its 2 updates and left: seeds 2 * DEVICES.. in freed slots
    assert slots.moved == seeds[2 * DEVICES:] and list(slots.updates) == [2] * len(seeds) and slots.done
    for i in seeds:
        np.testing.assert_allclose(slots.params(i), one.params(i), rtol=1e-5, atol=1e-6, err_msg=f"seed {i}")
        assert slots.finished[i] == one.finished[i], i
