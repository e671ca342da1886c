# The two commands of the README, and a few more.
#   make demo   install what is missing, build, solve the built-in 5x5 example
#   make test   install what is missing, build, run the whole suite (ctest)
BUILD ?= build
JOBS ?= $(shell nproc)
LIGHTSOUT := $(BUILD)/lightsout
# ccache (installed by scripts/install-deps.sh) when it is there: rebuilds and
# the library's second build in the FetchContent test then cost seconds.
CCACHE := $(shell command -v ccache 2>/dev/null)
CMAKE_OPTIONS := $(if $(CCACHE),-DCMAKE_CXX_COMPILER_LAUNCHER=$(CCACHE))
# Paths under the clone are hashed relative to it, so two clones (or a clone
# and pip's build of the Python module) share their compiled objects.
export CCACHE_BASEDIR ?= $(CURDIR)

.PHONY: all deps build demo test bench load sanitize tsan fuzz clean

all: build

deps:
	@scripts/install-deps.sh

build: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(CMAKE_OPTIONS) >/dev/null
	@cmake --build $(BUILD) -j $(JOBS)

demo: build
	@echo "== the 5x5 example of the strategy seed (002), solved with fewest presses:"
	@$(LIGHTSOUT) solve examples/5x5-seed.txt --minimal --format grid
	@echo "== the same as a list of cell numbers:"
	@$(LIGHTSOUT) solve examples/5x5-seed.txt --minimal --format list --coords index

test: build
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

bench: build
	@scripts/bench.sh $(BUILD)
	@/usr/bin/python3 bench/batch_bench.py $(BUILD)/lightsout
	@/usr/bin/python3 bench/parallel_bench.py $(BUILD)/lightsout
	@PYTHONPATH=$(BUILD)/python /usr/bin/python3 bench/python_bench.py $(BUILD)

# The web server under load (bench/load_test.py, docs/ROBUSTNESS.md "Load
# test"): 200 clients, 20,000 mixed requests, slow sockets and a health probe
# every 100-200 ms; a few minutes; not part of `make test`. Options go in
# LOAD_ARGS, e.g. make load LOAD_ARGS="--clients 50 --requests 2000".
load: build
	@/usr/bin/python3 bench/load_test.py $(LIGHTSOUT) $(LOAD_ARGS)

# The test suite under AddressSanitizer and UndefinedBehaviorSanitizer.
sanitize: deps
	@cmake -S . -B $(BUILD)-asan -DCMAKE_BUILD_TYPE=Debug -DLIGHTSOUT_SANITIZE=ON -DLIGHTSOUT_BENCH=OFF $(CMAKE_OPTIONS) >/dev/null
	@cmake --build $(BUILD)-asan -j $(JOBS)
	@cd $(BUILD)-asan && LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0 ctest --output-on-failure -j $(JOBS)

# The test suite under ThreadSanitizer (the threaded tests, the web server
# under concurrent clients, everything else once). M4RI, NTL and cpp-httplib
# are not instrumented: their locks are seen, their memory accesses are not.
tsan: deps
	@cmake -S . -B $(BUILD)-tsan -DCMAKE_BUILD_TYPE=Debug -DLIGHTSOUT_TSAN=ON -DLIGHTSOUT_BENCH=OFF >/dev/null
	@cmake --build $(BUILD)-tsan -j $(JOBS)
	@cd $(BUILD)-tsan && TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 suppressions=$(CURDIR)/scripts/tsan.supp" ctest --output-on-failure -j $(JOBS)

# The libFuzzer targets of fuzz/ (clang, ASan, UBSan) in $(BUILD)-fuzz, each
# run for FUZZ_SECONDS (default 60); FUZZ_TARGETS="pbm web_api" for some,
# FUZZ_JOBS=2 for two at a time. Crashes go to $(BUILD)-fuzz/crashes/.
# `make test` replays their corpora (fuzz/corpus/) without libFuzzer.
fuzz: deps
	@FUZZ_BUILD=$(BUILD)-fuzz scripts/fuzz.sh

clean:
	rm -rf $(BUILD) $(BUILD)-asan $(BUILD)-tsan $(BUILD)-fuzz
