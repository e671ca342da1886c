"""The Python package lightsout, built by CMake (python/CMakeLists.txt) for the
interpreter that runs this: `pip install . --no-build-isolation`, or
`python3 -m build --no-isolation` for an sdist and a wheel (docs/LIBRARY.md).

The compiled module comes from the CMake target lightsout_python, built in
LIGHTSOUT_CMAKE_BUILD_DIR when that is set (else in setuptools' build folder),
with only what the module needs (no command, web server, cairo, lessons, tests or
benchmarks; the bindings as one translation unit).
"""
import glob
import os
import re
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = os.path.dirname(os.path.abspath(__file__))


def version():
    # One place: the project's version in CMakeLists.txt.
    text = open(os.path.join(ROOT, "CMakeLists.txt"), encoding="utf-8").read()
    return re.search(r"project\(lightsout VERSION ([0-9.]+)", text).group(1)


class CMakeModule(Extension):
    def __init__(self):
        super().__init__("lightsout._lightsout", sources=[])


class BuildWithCMake(build_ext):
    def build_extension(self, ext):
        build_dir = os.environ.get("LIGHTSOUT_CMAKE_BUILD_DIR") or os.path.join(os.path.abspath(self.build_temp), "cmake")
        configure = ["cmake", "-S", ROOT, "-B", build_dir, "-DCMAKE_BUILD_TYPE=Release",
                     f"-DPython_EXECUTABLE={sys.executable}", "-DLIGHTSOUT_PYTHON=ON", "-DLIGHTSOUT_CLI=OFF",
                     "-DLIGHTSOUT_RENDER=OFF", "-DLIGHTSOUT_WEB=OFF", "-DLIGHTSOUT_TESTS=OFF", "-DLIGHTSOUT_BENCH=OFF",
                     "-DLIGHTSOUT_PYTHON_UNITY=ON"]
        if shutil.which("ccache"):
            configure.append("-DCMAKE_CXX_COMPILER_LAUNCHER=ccache")
        subprocess.check_call(configure)
        subprocess.check_call(["cmake", "--build", build_dir, "--target", "lightsout_python", "-j", str(os.cpu_count() or 1)])
        built = glob.glob(os.path.join(build_dir, "python", "lightsout", "_lightsout*.so"))
        if len(built) != 1:
            raise RuntimeError(f"CMake built {len(built)} modules in {build_dir}/python/lightsout, not one")
        target = self.get_ext_fullpath(ext.name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(built[0], target)


setup(
    name="lightsout",
    version=version(),
    description="Lights Out and other toggle puzzles: solve, analyze, check, chase, order (C++ core)",
    license="see the repository",
    python_requires=">=3.9",
    install_requires=["numpy"],
    extras_require={"sparse": ["scipy"]},  # press_matrix(sparse=True)
    packages=["lightsout"],
    package_dir={"lightsout": "python/lightsout"},
    package_data={"lightsout": ["py.typed", "_lightsout.pyi"]},
    ext_modules=[CMakeModule()],
    cmdclass={"build_ext": BuildWithCMake},
    zip_safe=False,
)
