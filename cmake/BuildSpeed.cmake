# How the build stays fast (README, "Building"): unity builds for a clean build, precompiled
# headers for the heavy third-party headers, ccache when it is installed, and mold as the linker
# when it is installed. Each can be turned off; none changes what is built.
option(MUSTER_UNITY_BUILD "Compile each target in a few large translation units (fastest clean build)" ON)
option(MUSTER_CCACHE "Use ccache as the compiler launcher when it is installed" ON)
option(MUSTER_FAST_LINKER "Link with mold (or gold) when installed" ON)

if(MUSTER_UNITY_BUILD)
  set(CMAKE_UNITY_BUILD ON)
  # Large batches share the parsing of the same headers; 2 cores still get two at a time.
  set(CMAKE_UNITY_BUILD_BATCH_SIZE 16 CACHE STRING "Source files per unity translation unit")
endif()

# Line tables and function names are what a backtrace of an optimised build shows; GCC's full
# debug information (-g) costs half as much again as the compilation itself. The Debug build keeps -g.
if(CMAKE_CXX_FLAGS_RELWITHDEBINFO STREQUAL "-O2 -g -DNDEBUG")
  set(CMAKE_CXX_FLAGS_RELWITHDEBINFO "-O2 -g1 -DNDEBUG" CACHE STRING "Flags of RelWithDebInfo builds" FORCE)
endif()

if(MUSTER_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  find_program(MUSTER_CCACHE_PROGRAM ccache)
  if(MUSTER_CCACHE_PROGRAM)
    # Precompiled headers need these sloppiness settings to be cached at all. Paths are hashed
    # relative to the source folder, so two checkouts built file by file (the dev preset) share
    # objects; unity units include their files by full path and stay per checkout.
    set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env
        CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
        CCACHE_BASEDIR=${PROJECT_SOURCE_DIR} CCACHE_NOHASHDIR=true ${MUSTER_CCACHE_PROGRAM})
  endif()
endif()

if(MUSTER_FAST_LINKER)
  find_program(MUSTER_MOLD mold)
  if(MUSTER_MOLD AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_GREATER_EQUAL 12.1)
    add_link_options(-fuse-ld=mold)
  elseif(MUSTER_MOLD AND CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    add_link_options(-fuse-ld=mold)
  endif()
endif()

# muster_precompile(<target> <header>...): the target's precompiled header, unless unity builds and
# precompiled headers are both off (the edit loop may prefer one file at a time without them).
option(MUSTER_PRECOMPILED_HEADERS "Precompile the heavy third-party headers" ON)
function(muster_precompile target)
  if(MUSTER_PRECOMPILED_HEADERS)
    target_precompile_headers(${target} PRIVATE ${ARGN})
  endif()
endfunction()
