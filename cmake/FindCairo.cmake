# cairo, 2-D drawing to SVG and PNG (Debian libcairo2-dev): Cairo::Cairo.
include(${CMAKE_CURRENT_LIST_DIR}/lightsout_pkg_config.cmake)
lightsout_find_pkg_config(Cairo cairo)
