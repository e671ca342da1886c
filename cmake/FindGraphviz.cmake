# Graphviz's layout library libgvc (Debian libgraphviz-dev), for pictures of
# graphs: Graphviz::Graphviz.
include(${CMAKE_CURRENT_LIST_DIR}/lightsout_pkg_config.cmake)
lightsout_find_pkg_config(Graphviz libgvc)
