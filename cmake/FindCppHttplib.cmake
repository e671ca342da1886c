# cpp-httplib, the HTTP client of the web tests (Debian libcpp-httplib-dev; the
# web game's server is the project's own, src/web/server.cpp):
# CppHttplib::CppHttplib. Debian's build is a compiled library; its .pc file
# also carries the defines (OpenSSL, zlib, brotli) that change the layout of
# httplib::Request, so every file including httplib.h must get them.
include(${CMAKE_CURRENT_LIST_DIR}/lightsout_pkg_config.cmake)
lightsout_find_pkg_config(CppHttplib cpp-httplib)
