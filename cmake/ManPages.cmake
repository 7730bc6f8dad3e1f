# The man pages, made at build time by help2man from the programs' own --help and --version (so
# they cannot drift from them), with the sections --help has not (installer/man/NAME.h2m), in
# English whatever the builder's language, compressed as Debian installs them.
# The date in the page is the build's month unless SOURCE_DATE_EPOCH says otherwise.
find_program(HELP2MAN help2man REQUIRED)
find_program(GZIP gzip REQUIRED)
set(MUSTER_MAN_DIR ${CMAKE_BINARY_DIR}/man)

function(muster_man_page target help_option)
  set(page ${MUSTER_MAN_DIR}/${target}.1)
  set(include ${PROJECT_SOURCE_DIR}/installer/man/${target}.h2m)
  add_custom_command(OUTPUT ${page}.gz
    COMMAND ${CMAKE_COMMAND} -E make_directory ${MUSTER_MAN_DIR}
    # The folders the help names read "~/.local/share/muster/…", not the builder's own.
    COMMAND ${CMAKE_COMMAND} -E env LANGUAGE= LC_ALL=C.UTF-8 LANG=C.UTF-8 HOME=~ XDG_DATA_HOME= XDG_CONFIG_HOME=
            ${HELP2MAN} --locale=C.UTF-8 --no-info --section=1 --help-option=${help_option} --include=${include}
            --source=Muster --manual "User Commands" --output=${page} $<TARGET_FILE:${target}>
    COMMAND ${GZIP} -9nf ${page}
    DEPENDS ${target} ${include}
    COMMENT "Writing the ${target}(1) man page with help2man"
    VERBATIM)
  add_custom_target(${target}_man_page ALL DEPENDS ${page}.gz)
  install(FILES ${page}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endfunction()

muster_man_page(muster-cli --help-all)
if(TARGET muster)
  muster_man_page(muster --help)
endif()
