# Compiles message catalogues (src/muster/text/po/<lang>.po) with msgfmt --check, which refuses
# a translation whose {placeholders} differ from the English, and builds the .mo bytes into a
# library so no file has to be found at run time. Every .po there is a language Muster speaks.
find_program(MUSTER_MSGFMT msgfmt REQUIRED)

# muster_embed_catalogues(<output.cpp> <a.po> [<b.po> …]): each <language>.po compiled, then all
# written as bytes into output.cpp (the language is the file's name).
function(muster_embed_catalogues output)
  set(po_files ${ARGN})
  list(SORT po_files)
  get_filename_component(output_name "${output}" NAME_WE)
  get_filename_component(output_dir "${output}" DIRECTORY)
  file(MAKE_DIRECTORY "${output_dir}")
  set(mo_dir "${CMAKE_CURRENT_BINARY_DIR}/catalogues/${output_name}")
  set(mo_files "")
  foreach(po IN LISTS po_files)
    get_filename_component(language "${po}" NAME_WE)
    set(mo "${mo_dir}/${language}.mo")
    add_custom_command(OUTPUT "${mo}"
      COMMAND ${CMAKE_COMMAND} -E make_directory "${mo_dir}"
      COMMAND ${MUSTER_MSGFMT} --check -o "${mo}" "${po}"
      DEPENDS "${po}"
      COMMENT "Compiling the ${language} message catalogue (${output_name})")
    list(APPEND mo_files "${mo}")
  endforeach()
  string(REPLACE ";" "|" mo_list "${mo_files}")  # one argument: a ";" would split the command
  add_custom_command(OUTPUT "${output}"
    COMMAND ${CMAKE_COMMAND} "-DOUTPUT=${output}" "-DMO_FILES=${mo_list}"
            -P "${PROJECT_SOURCE_DIR}/cmake/WriteEmbeddedCatalogues.cmake"
    DEPENDS ${mo_files} "${PROJECT_SOURCE_DIR}/cmake/WriteEmbeddedCatalogues.cmake"
    COMMENT "Building the message catalogues into ${output_name}"
    VERBATIM)
endfunction()
