# FLINT, Z/nZ matrices for the engine mod K (Debian libflint-dev), which has no
# pkg-config file: FLINT::FLINT, carrying GMP and MPFR, which FLINT itself
# links (a static libflint.a needs them; a shared one ignores them).
include(FindPackageHandleStandardArgs)
find_path(FLINT_INCLUDE_DIR flint/flint.h)
find_library(FLINT_LIBRARY flint)
find_library(FLINT_MPFR_LIBRARY mpfr)
find_library(FLINT_GMP_LIBRARY gmp)
find_package_handle_standard_args(FLINT REQUIRED_VARS FLINT_LIBRARY FLINT_INCLUDE_DIR FLINT_MPFR_LIBRARY FLINT_GMP_LIBRARY)
if(FLINT_FOUND AND NOT TARGET FLINT::FLINT)
  add_library(FLINT::FLINT UNKNOWN IMPORTED)
  set_target_properties(FLINT::FLINT PROPERTIES
    IMPORTED_LOCATION ${FLINT_LIBRARY}
    INTERFACE_INCLUDE_DIRECTORIES ${FLINT_INCLUDE_DIR}
    INTERFACE_LINK_LIBRARIES "${FLINT_MPFR_LIBRARY};${FLINT_GMP_LIBRARY}")
endif()
mark_as_advanced(FLINT_INCLUDE_DIR FLINT_LIBRARY FLINT_MPFR_LIBRARY FLINT_GMP_LIBRARY)
