# lightsout_find_pkg_config(NAME MODULE): the find modules of this folder for
# libraries that Debian describes by a pkg-config file. Defines NAME_FOUND,
# NAME_VERSION and the imported target NAME::NAME (include directories, compile
# flags and libraries as the .pc file says). Used by the build and, installed
# beside lightsoutConfig.cmake, by projects that find_package(lightsout).
include(FindPackageHandleStandardArgs)

macro(lightsout_find_pkg_config name module)
  find_package(PkgConfig QUIET)
  if(PkgConfig_FOUND)
    pkg_check_modules(_lightsout_${name} QUIET IMPORTED_TARGET ${module})
  endif()
  find_package_handle_standard_args(${name}
    REQUIRED_VARS _lightsout_${name}_LINK_LIBRARIES
    VERSION_VAR _lightsout_${name}_VERSION
    REASON_FAILURE_MESSAGE "pkg-config finds no '${module}' (on Debian: the package providing ${module}.pc)")
  if(${name}_FOUND AND NOT TARGET ${name}::${name})
    set(${name}_VERSION ${_lightsout_${name}_VERSION})
    add_library(${name}::${name} INTERFACE IMPORTED)
    set_target_properties(${name}::${name} PROPERTIES INTERFACE_LINK_LIBRARIES PkgConfig::_lightsout_${name})
  endif()
endmacro()
