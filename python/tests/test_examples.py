"""The examples of docs/examples run as the docs show them."""
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "docs" / "examples"


def run(script, *args):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    return subprocess.run([sys.executable, str(EXAMPLES / script), *args], env=env, check=True,
                          capture_output=True, text=True).stdout


def test_ponder_this_redone():
    out = run("ponder_this.py")
    assert "24x24: 280 moves, fewest proven: True, replayed and legal: True" in out
    assert "30x30: 429 moves, fewest proven: True, replayed and legal: True" in out


def test_nullity_plot(tmp_path):
    out = run("nullity_plot.py", str(tmp_path / "table.png"))
    assert (tmp_path / "table.png").stat().st_size > 10000
    assert "wrote" in out
