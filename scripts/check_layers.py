#!/usr/bin/env python3
"""Fails on an #include that goes up a layer or into another folder's private header.

The layers are in scripts/layers.txt, lowest first: each names its folders
and its public headers (under include/lightsout/). A file of src/ or
python/src may include public headers of its own layer or below and the
private headers of its own folder, and the shared private headers
("shared:FOLDER/name.hpp" in a layer's line) of its own layer or below; a
public header may include public headers of its own layer or below, and no
private header.

    check_layers.py ROOT       exit 0 when every include holds, 1 otherwise
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def read_layers(path):
    """folder -> rank, public header -> rank, shared private header -> rank, rank -> name."""
    folders, headers, shared, names = {}, {}, {}, []
    for line in open(path, encoding="utf-8"):
        line = line.split("#", 1)[0].split()
        if not line:
            continue
        rank = len(names)
        names.append(line[0])
        for word in line[1:]:
            if word.startswith(("src/", "python/")):
                folders[word] = rank
            elif word.startswith("shared:"):
                shared[word[len("shared:"):]] = rank
            else:
                headers["lightsout/" + word] = rank
    return folders, headers, shared, names


def sources(root, top):
    for folder, _, files in os.walk(os.path.join(root, top)):
        for name in sorted(files):
            if name.endswith((".cpp", ".hpp", ".h")):
                yield os.path.relpath(os.path.join(folder, name), root)


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    root = sys.argv[1]
    folders, headers, shared, names = read_layers(os.path.join(root, "scripts", "layers.txt"))
    problems = []

    def folder_of(path):
        for folder in sorted(folders, key=len, reverse=True):
            if path.startswith(folder + "/"):
                return folder
        return None

    files = list(sources(root, "src")) + list(sources(root, "python/src")) + list(sources(root, "include/lightsout"))
    for path in files:
        if path.startswith("include/"):
            own = path[len("include/"):]
            if own not in headers:
                problems.append(f"{path}: a public header that scripts/layers.txt does not place in a layer")
                continue
            rank, folder = headers[own], None
        else:
            folder = folder_of(path)
            if folder is None:
                problems.append(f"{path}: in no folder of scripts/layers.txt")
                continue
            rank = folders[folder]
        for number, line in enumerate(open(os.path.join(root, path), encoding="utf-8"), 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            target = m.group(1)
            where = f"{path}:{number}: #include \"{target}\""
            if target.startswith("lightsout/"):
                if target not in headers:
                    if not os.path.exists(os.path.join(root, "include", target)):
                        continue  # generated (version.hpp) or not a header of ours
                    problems.append(f"{where}: a public header in no layer")
                elif headers[target] > rank:
                    problems.append(f"{where}: goes up from {names[rank]} to {names[headers[target]]}")
            elif folder is None:
                problems.append(f"{where}: a public header includes a private one")
            else:
                # A private header: "FOLDER/name.hpp" relative to src/ (or python/src), or beside the file.
                private_folder = "src/" + target.split("/", 1)[0] if "/" in target else folder
                if "/" in target and not os.path.exists(os.path.join(root, private_folder)):
                    continue
                if target in shared:
                    if shared[target] > rank:
                        problems.append(f"{where}: goes up from {names[rank]} to {names[shared[target]]}")
                    continue
                if private_folder != folder and not (folder.startswith("python/") and "/" not in target):
                    problems.append(f"{where}: a private header of {private_folder}, not of {folder}")
    for p in problems:
        print(p)
    print(f"{len(files)} files checked against {len(names)} layers: {len(problems)} upward or private includes")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
