# The command and its helpers (src/cli/, docs/PERFORMANCE.md "Start-up").
#
#   lightsout          every command; links the library only
#   lightsout-render   `lightsout render` hands over to it (cairo)
#   lightsout-serve    `lightsout serve` hands over to it (the web server)
#
# so that solving a small board does not load cairo and the web game
# first. The helpers sit beside lightsout in the build tree and in
# LIBEXECDIR/lightsout when installed (src/cli/helper.cpp finds them).
find_package(CLI11 CONFIG QUIET)
set(cli_dir ${PROJECT_SOURCE_DIR}/src/cli)
file(GLOB cli_sources CONFIGURE_DEPENDS ${cli_dir}/*.cpp)
file(GLOB cli_render_sources CONFIGURE_DEPENDS ${cli_dir}/render/*.cpp)
file(GLOB cli_serve_sources CONFIGURE_DEPENDS ${cli_dir}/serve/*.cpp)

add_executable(lightsout_cli ${cli_sources})
set_target_properties(lightsout_cli PROPERTIES OUTPUT_NAME lightsout)
add_executable(lightsout_render_cli ${cli_render_sources} ${cli_dir}/app.cpp ${cli_dir}/suggest.cpp ${cli_dir}/progress_line.cpp ${cli_dir}/common.cpp ${cli_dir}/output.cpp
               ${cli_dir}/states.cpp ${cli_dir}/render_options.cpp ${cli_dir}/graph_input.cpp ${cli_dir}/edges.cpp)
set_target_properties(lightsout_render_cli PROPERTIES OUTPUT_NAME lightsout-render)
target_link_libraries(lightsout_render_cli PRIVATE lightsout_render)
add_executable(lightsout_serve_cli ${cli_serve_sources} ${cli_dir}/app.cpp ${cli_dir}/suggest.cpp ${cli_dir}/progress_line.cpp
               ${cli_dir}/serve_options.cpp)
set_target_properties(lightsout_serve_cli PROPERTIES OUTPUT_NAME lightsout-serve)
target_link_libraries(lightsout_serve_cli PRIVATE lightsout_web)
# The man page and the bash and zsh completion scripts, generated from the
# command's own definitions (src/cli/reference.cpp) whenever it is built, so
# they cannot drift from it; cmake/install.cmake installs them.
set(LIGHTSOUT_REFERENCE_DIR ${PROJECT_BINARY_DIR}/share)
add_custom_command(TARGET lightsout_cli POST_BUILD
  COMMAND ${CMAKE_COMMAND} -E make_directory ${LIGHTSOUT_REFERENCE_DIR}/man/man1
          ${LIGHTSOUT_REFERENCE_DIR}/bash-completion/completions ${LIGHTSOUT_REFERENCE_DIR}/zsh/site-functions
  COMMAND sh -c "'$<TARGET_FILE:lightsout_cli>' --generate man > '${LIGHTSOUT_REFERENCE_DIR}/man/man1/lightsout.1'"
  COMMAND sh -c "'$<TARGET_FILE:lightsout_cli>' --generate bash > '${LIGHTSOUT_REFERENCE_DIR}/bash-completion/completions/lightsout'"
  COMMAND sh -c "'$<TARGET_FILE:lightsout_cli>' --generate zsh > '${LIGHTSOUT_REFERENCE_DIR}/zsh/site-functions/_lightsout'"
  VERBATIM)
# Building the command builds its helpers (the tests run `lightsout render`).
add_dependencies(lightsout_cli lightsout_render_cli lightsout_serve_cli)

set(LIGHTSOUT_HELPER_INSTALL_DIR ${CMAKE_INSTALL_LIBEXECDIR}/lightsout)
file(RELATIVE_PATH helper_dir ${CMAKE_INSTALL_FULL_BINDIR} ${CMAKE_INSTALL_FULL_LIBEXECDIR}/lightsout)
target_compile_definitions(lightsout_cli PRIVATE LIGHTSOUT_HELPER_DIR="${helper_dir}")

# Static M4RI, NTL and GMP in the binaries where Debian ships their archives
# (it ships none for gf2x and FLINT): no symbol lookups and relocations for
# them at every start, and M4RI's tables built on first use instead
# (src/gf2/m4ri_startup.cpp). They come before the library's shared objects on
# the link line, and --as-needed drops the shared objects they made unused.
# Only with the static library: a shared liblightsout carries its own links.
option(LIGHTSOUT_STATIC_DEPS "Link M4RI, NTL and GMP statically into the command where their .a files exist" ON)
set(cli_static_archives "")
get_target_property(lightsout_type lightsout TYPE)
if(LIGHTSOUT_STATIC_DEPS AND lightsout_type STREQUAL "STATIC_LIBRARY")
  foreach(archive m4ri ntl gmp)
    find_library(LIGHTSOUT_${archive}_ARCHIVE NAMES lib${archive}.a)
    mark_as_advanced(LIGHTSOUT_${archive}_ARCHIVE)
    if(LIGHTSOUT_${archive}_ARCHIVE)
      list(APPEND cli_static_archives ${LIGHTSOUT_${archive}_ARCHIVE})
    endif()
  endforeach()
endif()

foreach(target lightsout_cli lightsout_render_cli lightsout_serve_cli)
  target_include_directories(${target} PRIVATE ${PROJECT_SOURCE_DIR}/src)
  target_link_libraries(${target} PRIVATE lightsout ${cli_static_archives} nlohmann_json::nlohmann_json)
  target_link_options(${target} PRIVATE LINKER:--as-needed)
endforeach()
