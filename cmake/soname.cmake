# lightsout_soname(VAR LIBRARY): the SONAME of a shared library, the name that
# dlopen() should open so that the runtime package suffices (libflint.so.17,
# not the development symlink libflint.so). From objdump -p; the resolved file
# name when objdump is missing or says nothing.
function(lightsout_soname var library)
  get_filename_component(real ${library} REALPATH)
  set(soname "")
  if(CMAKE_OBJDUMP)
    execute_process(COMMAND ${CMAKE_OBJDUMP} -p ${real} OUTPUT_VARIABLE dump ERROR_QUIET RESULT_VARIABLE failed)
    if(NOT failed AND dump MATCHES "SONAME +([^ \t\r\n]+)")
      set(soname ${CMAKE_MATCH_1})
    endif()
  endif()
  if(NOT soname)
    get_filename_component(soname ${real} NAME)
  endif()
  set(${var} ${soname} PARENT_SCOPE)
endfunction()
