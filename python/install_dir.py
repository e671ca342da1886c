"""Where `cmake --install` puts the lightsout package under PREFIX, relative to it:
the folder this interpreter searches for packages under that prefix (its user
site for ~/.local, dist-packages for Debian's /usr/local and /usr), else FALLBACK.

    python3 install_dir.py PREFIX FALLBACK
"""
import os
import site
import sys


def searched_under(prefix):
    prefix = os.path.realpath(prefix)
    candidates = list(site.getsitepackages())
    if site.ENABLE_USER_SITE:
        candidates.insert(0, site.getusersitepackages())
    for folder in candidates:
        real = os.path.realpath(folder)
        if real.startswith(prefix + os.sep):
            return os.path.relpath(real, prefix)
    return None


if __name__ == "__main__":
    print(searched_under(sys.argv[1]) or sys.argv[2])
