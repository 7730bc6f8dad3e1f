# Fails the build when a file of the core library includes a wxWidgets header: the core is the
# part the command line, the tests and any future front end share, so it must not know the GUI.
#   cmake -DCORE_DIR=<src dir> -DSTAMP=<file> -P CheckCoreHasNoWx.cmake
file(GLOB_RECURSE core_files "${CORE_DIR}/*.cpp" "${CORE_DIR}/*.hpp" "${CORE_DIR}/*.h")
set(offenders "")
foreach(file IN LISTS core_files)
  file(STRINGS "${file}" hits REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]wx/")
  if(hits)
    list(APPEND offenders "${file}: ${hits}")
  endif()
endforeach()
if(offenders)
  list(JOIN offenders "\n  " listed)
  message(FATAL_ERROR "the core library (src/) must not include wxWidgets headers:\n  ${listed}")
endif()
file(TOUCH "${STAMP}")
