# Instrumented builds run slower (ThreadSanitizer 5-15x, a Debug build with
# AddressSanitizer about 3x). The tests that wait on a clock wait this many
# times longer: ctest's time-outs (lightsout_scale_test_times) and, through the
# environment variable of the same name, the docs' examples
# (scripts/doc_examples.py) and the browser's waits (tests/browser/lib.mjs).
if(LIGHTSOUT_TSAN)
  set(LIGHTSOUT_TEST_TIME_SCALE 10)
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
