#!/usr/bin/env bash
# Fails when the doctest cases that ran under ctest are not exactly the cases muster-tests has.
#   check_every_case_ran.sh MUSTER_TESTS RUN_LOG
# RUN_LOG is the file the test runner appended each started case to (MUSTER_TEST_RUN_LOG).
set -euo pipefail
tests=$1 log=$2
expected=$("$tests" --count | sed -n 's/.*unskipped test cases passing the current filters: \([0-9]*\).*/\1/p')
[ -n "$expected" ] || { echo "could not read the number of test cases from $tests --count" >&2; exit 1; }
[ -f "$log" ] || { echo "no test case ran: $log is missing" >&2; exit 1; }
ran=$(sort -u "$log" | grep -c . || true)
if [ "$ran" != "$expected" ]; then
  echo "muster-tests has $expected test cases but ctest ran $ran. Cases that never ran:" >&2
  comm -23 <("$tests" --list-test-cases --no-version | grep -v '^\[doctest\]' | grep -v '^=*$' | sort -u) \
           <(sort -u "$log") >&2
  exit 1
fi
echo "every test case ran: $ran of $expected"
