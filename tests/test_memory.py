"""The engine's memory stays bounded in a long session (a classroom kernel, a simulation).

A fresh interpreter analyses 20,000 dealt 10-card hands (random viras) and reports its
resident memory (VmRSS) after the first 1,000 and after all of them: what the engine keeps
between hands must not grow with the number of hands asked about. Running in its own process
keeps the memory of the other tests out of the figure. The child stops early once its memory has
grown past the bound (an engine that keeps everything would reach gigabytes).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HANDS = 20_000
FIRST = 1_000
MAX_GROWTH_MB = 50

# Runs in the child: deals the hands, analyses them, prints the two VmRSS readings (kB).
SCRIPT = r"""
import json, random, sys, time
from cacheta_lab import PRESETS, analyze
from cacheta_lab.engine.cards import full_deck

def rss_kb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status")

presets, hands, first = sys.argv[1].split(","), int(sys.argv[2]), int(sys.argv[3])
stop_kb = int(sys.argv[4])  # stop early once grown this much: the answer is known
rng = random.Random(14)
after_first = None
start = time.process_time()
done = 0
for i in range(hands):
    rules = PRESETS[presets[i % len(presets)]]
    deck = full_deck(rules.jokers)
    rng.shuffle(deck)
    vira = next(c for c in deck[10:] if not c.is_joker) if rules.has_vira else None
    analyze(" ".join(c.code for c in deck[:10]), rules, vira)
    done = i + 1
    if done == first:
        after_first = rss_kb()
    elif after_first is not None and done % 500 == 0 and rss_kb() - after_first > stop_kb:
        break
print(json.dumps({"after_first_kb": after_first, "after_all_kb": rss_kb(), "hands": done,
                  "cpu_seconds": time.process_time() - start}))
"""

# cachetão (four jokers and four curingas: the most the engine can remember), and every preset
# in turn in one process.
WORKLOADS = {"cachetao": "cachetao", "every preset": "oficial,cachetao,megajogos,tradicional,"
                                                     "pife,pife-simples"}


def rss_after(presets: str, hands: int, first: int) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    stop_kb = str(MAX_GROWTH_MB * 1024)
    done = subprocess.run([sys.executable, "-c", SCRIPT, presets, str(hands), str(first),
                           stop_kb],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=1800,
                          check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux /proc")
@pytest.mark.parametrize("workload", list(WORKLOADS))
def test_rss_bounded_over_many_analyses(workload):
    got = rss_after(WORKLOADS[workload], HANDS, FIRST)
    growth_mb = (got["after_all_kb"] - got["after_first_kb"]) / 1024
    assert growth_mb <= MAX_GROWTH_MB, (
        f"{workload}: RSS grew {growth_mb:.0f} MB from hand {FIRST:,} to hand {got['hands']:,} "
        f"({got['after_first_kb'] // 1024} MB -> {got['after_all_kb'] // 1024} MB)")
