# NTL, number theory and GF(2)[x] (Debian libntl-dev), which has no pkg-config
# file: NTL::NTL, carrying what NTL itself links (gf2x and GMP), which a static
# libntl.a needs and a shared one ignores.
include(FindPackageHandleStandardArgs)
find_path(NTL_INCLUDE_DIR NTL/ZZ.h)
find_library(NTL_LIBRARY ntl)
find_library(NTL_GF2X_LIBRARY gf2x)
find_library(NTL_GMP_LIBRARY gmp)
find_package_handle_standard_args(NTL REQUIRED_VARS NTL_LIBRARY NTL_INCLUDE_DIR NTL_GF2X_LIBRARY NTL_GMP_LIBRARY)
if(NTL_FOUND AND NOT TARGET NTL::NTL)
  add_library(NTL::NTL UNKNOWN IMPORTED)
  set_target_properties(NTL::NTL PROPERTIES
    IMPORTED_LOCATION ${NTL_LIBRARY}
    INTERFACE_INCLUDE_DIRECTORIES ${NTL_INCLUDE_DIR}
    INTERFACE_LINK_LIBRARIES "${NTL_GF2X_LIBRARY};${NTL_GMP_LIBRARY}")
endif()
mark_as_advanced(NTL_INCLUDE_DIR NTL_LIBRARY NTL_GF2X_LIBRARY NTL_GMP_LIBRARY)
