# Desktop integration and the Debian package (cpack -G DEB).
set(MUSTER_APP_ID io.github.muster.Muster)
set(installer ${PROJECT_SOURCE_DIR}/installer)
install(FILES ${installer}/${MUSTER_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${installer}/${MUSTER_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${installer}/${MUSTER_APP_ID}.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages)
install(FILES ${installer}/completion/muster-cli ${installer}/completion/muster DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
install(FILES ${installer}/icons/${MUSTER_APP_ID}.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
foreach(size 16 24 32 48 64 128 256)
  install(FILES ${installer}/icons/${MUSTER_APP_ID}-${size}.png
          DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps RENAME ${MUSTER_APP_ID}.png)
endforeach()

# What Debian asks of every package: the copyright of every part, a changelog (compressed as
# installed).
set(MUSTER_DOC_DIR ${CMAKE_INSTALL_DATADIR}/doc/muster)
install(FILES ${installer}/debian/copyright DESTINATION ${MUSTER_DOC_DIR})
set(MUSTER_CHANGELOG ${CMAKE_BINARY_DIR}/changelog.gz)
add_custom_command(OUTPUT ${MUSTER_CHANGELOG}
  COMMAND ${GZIP} -9nc ${installer}/debian/changelog > ${MUSTER_CHANGELOG}
  DEPENDS ${installer}/debian/changelog COMMENT "Compressing the changelog")
add_custom_target(muster_changelog ALL DEPENDS ${MUSTER_CHANGELOG})
install(FILES ${MUSTER_CHANGELOG} DESTINATION ${MUSTER_DOC_DIR})

set(CPACK_PACKAGE_NAME muster)
set(CPACK_PACKAGE_VENDOR "The Muster team")
set(CPACK_PACKAGE_CONTACT "The Muster team <muster@example.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Army lists, siege plans, campaigns and reference sheets for tabletop wargames")
# The extended description, one line of at most 80 characters each, as Debian's control file wants it.
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
  "Muster builds army rosters for tabletop wargames and checks them against the"
  "faction lists of Hail Caesar (Hundred Years' War), Warmaster Medieval and"
  "Warhammer Fantasy Battle 3rd edition, each finding explained with its fix."
  "It plans both sides of a Warmaster Medieval siege, keeps campaigns (players,"
  "armies, roster versions, sieges, battles) in a file, checks ONUS! fortresses"
  "and SIEGE siege towers, and prints rosters, unit cards, army summaries and"
  "reference decks as PDF."
  "."
  "The package holds the desktop window (muster) and the command line"
  "(muster-cli), whose every command also answers in JSON. Both speak English"
  "and French.")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION utils)  # a tool for games, no game: Debian's games section is for games
# Loaded with dlopen when the first PDF is made, so dpkg-shlibdeps cannot see them; and the font
# every sheet is printed in, found through fontconfig.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libhpdf-2.3.0, libfontconfig1, fonts-dejavu-core")
# libpq is loaded the same way, only for a campaign on a PostgreSQL server: recommended, not needed.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libpq5")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/muster/muster")
set(CPACK_STRIP_FILES ON)  # the build keeps debug info; the package need not
set(CPACK_GENERATOR DEB)
include(CPack)
