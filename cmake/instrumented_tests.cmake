# Tests of an instrumented build (make sanitize, make tsan).
#
# Instrumented builds run slower (ThreadSanitizer 5-15x, and twice that when
# the suite's two jobs run fewest-press searches on both cores at once, as
# doc_examples and cli_fewest_presses do; a Debug build with AddressSanitizer
# about 3x). The tests that wait on a clock wait this many
# times longer: ctest's time-outs (lightsout_scale_test_times) and, through the
# environment variable of the same name, the docs' examples
# (scripts/doc_examples.py) and the browser's waits (tests/browser/lib.mjs).
if(LIGHTSOUT_TSAN)
  set(LIGHTSOUT_TEST_TIME_SCALE 20)
elseif(LIGHTSOUT_SANITIZE)
  set(LIGHTSOUT_TEST_TIME_SCALE 3)
else()
  set(LIGHTSOUT_TEST_TIME_SCALE 1)
endif()

# Every test added so far in this folder: its TIMEOUT times the scale, and the
# scale in its environment. Called at the end of each folder's CMakeLists.txt.
function(lightsout_scale_test_times)
  get_property(tests DIRECTORY PROPERTY TESTS)
  foreach(test IN LISTS tests)
    get_test_property(${test} TIMEOUT seconds)
    if(seconds)
      math(EXPR seconds "${seconds} * ${LIGHTSOUT_TEST_TIME_SCALE}")
      set_tests_properties(${test} PROPERTIES TIMEOUT ${seconds})
    endif()
    set_property(TEST ${test} APPEND PROPERTY ENVIRONMENT LIGHTSOUT_TEST_TIME_SCALE=${LIGHTSOUT_TEST_TIME_SCALE})
  endforeach()
endfunction()

# Python itself is not instrumented: under the sanitizers the module needs their
# runtime loaded first (LD_PRELOAD), with libstdc++ beside it (else ASan cannot
# find the real __cxa_throw and aborts at the first C++ exception), and the
# interpreter's own never-freed objects are not reported as leaks. The Python
# tests get this environment; scripts/doc_examples.py gives the preload to the
# docs' Python examples (LIGHTSOUT_PYTHON_PRELOAD).
set(LIGHTSOUT_PYTHON_TEST_ENVIRONMENT)
set(LIGHTSOUT_PYTHON_PRELOAD)
if(LIGHTSOUT_SANITIZE)
  set(sanitizer_runtime libasan.so)
elseif(LIGHTSOUT_TSAN)
  set(sanitizer_runtime libtsan.so)
endif()
if(sanitizer_runtime)
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=${sanitizer_runtime}
                  OUTPUT_VARIABLE runtime OUTPUT_STRIP_TRAILING_WHITESPACE)
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libstdc++.so
                  OUTPUT_VARIABLE cxx_runtime OUTPUT_STRIP_TRAILING_WHITESPACE)
  set(LIGHTSOUT_PYTHON_PRELOAD "${runtime} ${cxx_runtime}")
  set(LIGHTSOUT_PYTHON_TEST_ENVIRONMENT "LD_PRELOAD=${LIGHTSOUT_PYTHON_PRELOAD}" "ASAN_OPTIONS=detect_leaks=0")
endif()
