# The hardening Debian builds its packages with (dpkg-buildflags, plus bindnow): fortified libc
# calls, stack protection and a read-only relocation table resolved at start. bindnow was measured
# (perf stat -r 50 with LD_BIND_NOW=1): muster-cli lists 3.9 ms of processor time either way,
# muster --version 17.4 against 17.3 ms, within the noise. Optimised builds only: _FORTIFY_SOURCE
# needs the optimiser.
if(NOT MUSTER_SANITIZE AND NOT MUSTER_FUZZ AND NOT CMAKE_BUILD_TYPE STREQUAL "Debug")
  add_compile_options(-U_FORTIFY_SOURCE -D_FORTIFY_SOURCE=2 -fstack-protector-strong -fstack-clash-protection -fcf-protection)
  add_link_options(-Wl,-z,relro -Wl,-z,now)
endif()
