# M4RI, dense matrices over GF(2) (Debian libm4ri-dev): M4RI::M4RI.
include(${CMAKE_CURRENT_LIST_DIR}/lightsout_pkg_config.cmake)
lightsout_find_pkg_config(M4RI m4ri)
