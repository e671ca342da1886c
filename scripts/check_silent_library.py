#!/usr/bin/env python3
"""Fails when a file of the library writes to stdout or stderr, or words a
message with a command-line flag (the library is silent, and its messages
name values; the command line and Python word them their own way).

    check_silent_library.py ROOT      exit 0 when the library is silent
"""
import os
import re
import sys

# The library's folders (scripts/layers.txt below the command line and the server).
LIBRARY = ["core", "gf2", "zk", "solve", "strategy", "order", "graph", "variants", "api", "io", "learn", "batch"]
PRINTS = re.compile(r"std::(cerr|cout|clog)\b|\bstderr\b|\bstdout\b|\bputs\s*\(|(?<![sn])printf\s*\(")
FLAG = re.compile(r'"[^"\n]*--[a-z]')
# Known exceptions, with why (none: M4RI's error exit, src/gf2/m4ri_startup.cpp,
# throws instead of printing).
ALLOWED = {}


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    problems = []
    for folder in LIBRARY:
        base = os.path.join(root, "src", folder)
        for name in sorted(os.listdir(base)) if os.path.isdir(base) else []:
            path = os.path.join("src", folder, name)
            if not name.endswith((".cpp", ".hpp")) or path in ALLOWED:
                continue
            for number, line in enumerate(open(os.path.join(root, path), encoding="utf-8"), 1):
                code = line.split("//", 1)[0]
                if PRINTS.search(code):
                    problems.append(f"{path}:{number}: writes to stdout or stderr: {line.strip()}")
                if FLAG.search(code):
                    problems.append(f"{path}:{number}: names a command-line flag: {line.strip()[:120]}")
    for p in problems:
        print(p)
    print(f"{len(problems)} library lines print or name a command-line flag")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
