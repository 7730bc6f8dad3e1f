# libharu ships no CMake config or pkg-config file on Debian 12: find it by hand.
find_path(HPDF_INCLUDE_DIR hpdf.h)
find_library(HPDF_LIBRARY NAMES hpdf)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(Hpdf DEFAULT_MSG HPDF_LIBRARY HPDF_INCLUDE_DIR)
if(Hpdf_FOUND AND NOT TARGET Hpdf::Hpdf)
  add_library(Hpdf::Hpdf UNKNOWN IMPORTED)
  set_target_properties(Hpdf::Hpdf PROPERTIES
    IMPORTED_LOCATION "${HPDF_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${HPDF_INCLUDE_DIR}")
endif()
mark_as_advanced(HPDF_INCLUDE_DIR HPDF_LIBRARY)
