#!/usr/bin/env python3
"""scripts/check_layers.py on small made-up trees: it passes a tree whose
includes go down, and fails one with an upward include and one that reaches
into another folder's private header, naming the file and line."""
import os
import subprocess
import sys
import tempfile

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts", "check_layers.py")


def tree(files):
    root = tempfile.mkdtemp(prefix="layers-")
    for path, text in files.items():
        os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
        with open(os.path.join(root, path), "w") as f:
            f.write(text)
    return root


def check(files):
    done = subprocess.run([sys.executable, SCRIPT, tree(files)], capture_output=True, text=True)
    return done.returncode, done.stdout


LAYERS = "low src/low low.hpp\nhigh src/high high.hpp\n"
BASE = {
    "scripts/layers.txt": LAYERS,
    "include/lightsout/low.hpp": "#pragma once\n",
    "include/lightsout/high.hpp": '#pragma once\n#include "lightsout/low.hpp"\n',
    "src/low/low.cpp": '#include "lightsout/low.hpp"\n#include "low/private.hpp"\n',
    "src/low/private.hpp": "#pragma once\n",
    "src/high/high.cpp": '#include "lightsout/high.hpp"\n#include "lightsout/low.hpp"\n',
}

failures = 0
code, out = check(BASE)
if code != 0:
    print("a clean tree failed:\n" + out)
    failures += 1
code, out = check(dict(BASE, **{"src/low/low.cpp": '#include "lightsout/high.hpp"\n'}))
if code != 1 or 'src/low/low.cpp:1: #include "lightsout/high.hpp": goes up from low to high' not in out:
    print("an upward include was not caught:\n" + out)
    failures += 1
code, out = check(dict(BASE, **{"src/high/high.cpp": '#include "low/private.hpp"\n'}))
if code != 1 or "a private header of src/low, not of src/high" not in out:
    print("a private include was not caught:\n" + out)
    failures += 1
code, out = check(dict(BASE, **{"include/lightsout/low.hpp": '#include "lightsout/high.hpp"\n'}))
if code != 1 or "goes up from low to high" not in out:
    print("an upward include in a public header was not caught:\n" + out)
    failures += 1
print(f"{4 - failures} passed, {failures} failed")
sys.exit(1 if failures else 0)
