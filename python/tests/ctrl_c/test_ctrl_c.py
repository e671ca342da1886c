"""Ctrl-C during a call: SIGINT at 300 random moments of a long call (before it, inside it, near
its end and just after it) ends each with KeyboardInterrupt, exactly once, and a signal that
comes while the call runs cuts the call short.

The calls run in a child Python (pytest keeps its own SIGINT handler); a thread of the child sends
the signal to its own process at a random offset. Nothing here fails on time: the time from the
signal to KeyboardInterrupt is printed (on a quiet machine it is a few ms), and the only time
limits are hang guards (30 s for one KeyboardInterrupt, ctest's time-out for the whole)."""
import json
import os
import subprocess
import sys

CHILD = r'''
import json, os, random, signal, sys, threading, time
import numpy as np
import lightsout

board = lightsout.random_solvable_board(%(size)d, seed=5)
boards = np.random.default_rng(5).integers(0, 2, size=(%(boards)d, 7, 7), dtype=np.uint8)
calls = {
    "fewest": lambda: lightsout.solve(board, minimal=True),
    "table": lambda: lightsout.nullity_table("plus", %(table)d),
    "batch": lambda: lightsout.solve_batch(boards),
}
rng = random.Random(%(seed)d)
results = []
for name, call in calls.items():
    start = time.monotonic()
    call()
    span = time.monotonic() - start  # this machine, now: the offsets scale with it
    for trial in range(%(trials)d):
        offset = rng.uniform(0, 1.3 * span)  # a quarter of them after the call's usual end
        sent = []
        def send():
            sent.append(time.monotonic())
            os.kill(os.getpid(), signal.SIGINT)
        timer = threading.Timer(offset, send)
        outcome, returned, caught = "lost", None, None
        try:
            try:
                timer.start()
                call()
                returned = time.monotonic()
                deadline = returned + 30 + 1.3 * span  # hang guard: the signal comes, Python raises
                while time.monotonic() < deadline:
                    time.sleep(0.001)
            except KeyboardInterrupt:
                caught = time.monotonic()
                outcome = "inside" if returned is None else "after"
                timer.join()
                time.sleep(0.05)  # a second KeyboardInterrupt for the same signal would come here
        except KeyboardInterrupt:
            outcome = "twice"
        timer.join()
        results.append({"call": name, "offset": offset, "span": span, "outcome": outcome,
                        "sent_before_return": bool(sent) and (returned is None or sent[0] < returned),
                        "latency": caught - sent[0] if caught and sent else None})
print(json.dumps(results))
'''


def run_child(size, table, boards, trials, seed):
    code = CHILD % {"size": size, "table": table, "boards": boards, "trials": trials, "seed": seed}
    child = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=dict(os.environ))
    assert child.returncode == 0, child.stderr[-2000:]
    return json.loads(child.stdout)


def test_sigint_at_300_random_moments_ends_each_call_with_keyboard_interrupt():
    # 62 x 62 plus (nullity 24): an exhaustive fewest-press search on every core; the nullity
    # table to 10,000 (a progress loop); 200,000 7x7 boards in one batch on every core. Each
    # well under a second on a quiet machine.
    results = run_child(size=62, table=10000, boards=200000, trials=100, seed=2026)
    assert len(results) == 300
    outcomes = [r["outcome"] for r in results]
    assert outcomes.count("lost") == 0 and outcomes.count("twice") == 0, results
    latencies = sorted(r["latency"] for r in results)
    during = [r for r in results if r["sent_before_return"]]
    finished_anyway = [r for r in during if r["outcome"] == "after"]
    print(f"KeyboardInterrupt after the signal: median {1000 * latencies[len(latencies) // 2]:.1f} ms, "
          f"worst {1000 * latencies[-1]:.1f} ms; signals during a call: {len(during)}, "
          f"of which the call finished anyway: {len(finished_anyway)}")
    # A signal during the call stops it (Cancelled) unless the call was within its last checks:
    # most such calls must not run to their end.
    assert len(during) >= 50, results
    assert len(finished_anyway) <= len(during) // 4, finished_anyway
