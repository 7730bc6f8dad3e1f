# Read by ctest after the doctest cases are discovered: the cases named "server: …" need the
# PostgreSQL test cluster (the muster_pg_cluster fixture), and are shown skipped (exit 77)
# where this machine has no PostgreSQL. The restart case stops the shared cluster: alone.
foreach(test IN LISTS muster-tests_TESTS)
  if(test MATCHES "^server: ")
    set_tests_properties("${test}" PROPERTIES FIXTURES_REQUIRED muster_pg_cluster SKIP_RETURN_CODE 77
                         ENVIRONMENT "MUSTER_SKIP_EXIT_CODE=77" TIMEOUT 300)
    if(test MATCHES "restarted")
      set_tests_properties("${test}" PROPERTIES RUN_SERIAL TRUE)
    endif()
  endif()
endforeach()
