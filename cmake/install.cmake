# What `cmake --install build --prefix P` puts under P (docs/LIBRARY.md):
#   bin/lightsout                               the command
#   libexec/lightsout/lightsout-render, -serve  its helpers for render and serve
#   include/lightsout/*.hpp                     the public headers (and version.hpp), lightsout.hpp the front door;
#                                               not the engines' own (gf2/, zk/, dense, structured, chasing_engine)
#   lib/liblightsout.a (.so with BUILD_SHARED_LIBS=ON), liblightsout_render, liblightsout_web
#   lib/cmake/lightsout/                        lightsoutConfig.cmake, version file, targets, find modules
#   lib/pkgconfig/lightsout.pc                  for pkg-config (the library only)
include(CMakePackageConfigHelpers)
set(lightsout_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/lightsout)

if(LIGHTSOUT_CLI)
  install(TARGETS lightsout_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(TARGETS lightsout_render_cli lightsout_serve_cli RUNTIME DESTINATION ${LIGHTSOUT_HELPER_INSTALL_DIR})
  install(FILES ${LIGHTSOUT_REFERENCE_DIR}/man/man1/lightsout.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
  install(FILES ${LIGHTSOUT_REFERENCE_DIR}/bash-completion/completions/lightsout
          DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
  install(FILES ${LIGHTSOUT_REFERENCE_DIR}/zsh/site-functions/_lightsout DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/site-functions)
endif()
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/lightsout ${PROJECT_BINARY_DIR}/include/lightsout
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} FILES_MATCHING PATTERN "*.hpp"
        # The engines' own headers stay inside: callers reach every engine
        # through solve() (lightsout.hpp, the front door).
        PATTERN "gf2" EXCLUDE PATTERN "zk" EXCLUDE PATTERN "dense.hpp" EXCLUDE
        PATTERN "structured.hpp" EXCLUDE PATTERN "chasing_engine.hpp" EXCLUDE)

install(TARGETS lightsout EXPORT lightsoutTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(EXPORT lightsoutTargets NAMESPACE lightsout:: DESTINATION ${lightsout_cmake_dir})
foreach(component render web)
  if(TARGET lightsout_${component})
    install(TARGETS lightsout_${component} EXPORT lightsout-${component}Targets
            ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
    install(EXPORT lightsout-${component}Targets NAMESPACE lightsout:: DESTINATION ${lightsout_cmake_dir})
  endif()
endforeach()

configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/lightsoutConfig.cmake.in
  ${PROJECT_BINARY_DIR}/lightsoutConfig.cmake INSTALL_DESTINATION ${lightsout_cmake_dir})
# 0.x: a minor version may change the API, so only the same minor version is compatible.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/lightsoutConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/lightsoutConfig.cmake ${PROJECT_BINARY_DIR}/lightsoutConfigVersion.cmake
  ${PROJECT_SOURCE_DIR}/cmake/lightsout_pkg_config.cmake ${PROJECT_SOURCE_DIR}/cmake/FindM4RI.cmake
  ${PROJECT_SOURCE_DIR}/cmake/FindNTL.cmake ${PROJECT_SOURCE_DIR}/cmake/FindCairo.cmake
  ${PROJECT_SOURCE_DIR}/cmake/FindGraphviz.cmake
  DESTINATION ${lightsout_cmake_dir})

# pkg-config: a static library lists what it links; a shared one keeps that private.
# (FLINT is opened at run time when first needed: -ldl, no -lflint.)
if(BUILD_SHARED_LIBS)
  set(lightsout_pc_requires "Requires.private: m4ri\nLibs: -L\${libdir} -llightsout\nLibs.private: -lntl -lgf2x -lgmp -ldl -pthread")
else()
  set(lightsout_pc_requires "Requires: m4ri\nLibs: -L\${libdir} -llightsout -lntl -lgf2x -lgmp -ldl -pthread")
endif()
set(lightsout_pc_dir ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
file(RELATIVE_PATH lightsout_pc_up /${lightsout_pc_dir} /)
string(REGEX REPLACE "/$" "" lightsout_pc_up "${lightsout_pc_up}")
configure_file(${PROJECT_SOURCE_DIR}/cmake/lightsout.pc.in ${PROJECT_BINARY_DIR}/lightsout.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/lightsout.pc DESTINATION ${lightsout_pc_dir})
