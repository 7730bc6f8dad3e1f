# Compiles the core's message catalogues (src/muster/text/po/<lang>.po) with msgfmt --check,
# which refuses a translation whose {placeholders} differ from the English, and builds the
# .mo bytes into the library so no file has to be found at run time.
find_program(MUSTER_MSGFMT msgfmt REQUIRED)

function(muster_embed_catalogues po_dir output)
  file(GLOB po_files CONFIGURE_DEPENDS "${po_dir}/*.po")
  list(SORT po_files)
  set(mo_files "")
  foreach(po IN LISTS po_files)
    get_filename_component(language "${po}" NAME_WE)
    set(mo "${CMAKE_CURRENT_BINARY_DIR}/catalogues/${language}.mo")
    add_custom_command(OUTPUT "${mo}"
      COMMAND ${CMAKE_COMMAND} -E make_directory "${CMAKE_CURRENT_BINARY_DIR}/catalogues"
      COMMAND ${MUSTER_MSGFMT} --check -o "${mo}" "${po}"
      DEPENDS "${po}"
      COMMENT "Compiling the ${language} message catalogue")
    list(APPEND mo_files "${mo}")
  endforeach()
  add_custom_command(OUTPUT "${output}"
    COMMAND ${CMAKE_COMMAND} "-DOUTPUT=${output}" "-DMO_FILES=${mo_files}"
            -P "${PROJECT_SOURCE_DIR}/cmake/WriteEmbeddedCatalogues.cmake"
    DEPENDS ${mo_files} "${PROJECT_SOURCE_DIR}/cmake/WriteEmbeddedCatalogues.cmake"
    COMMENT "Building the message catalogues into the library")
endfunction()
