#!/usr/bin/env bash
# Mutation testing of the core with PIT (see docs/mutation.md), at the lowest priority:
#   core/mutate.sh                     every class of the core against every test (on 2 cores the
#                                      reader's classes take about 20 minutes, the writer's 6)
#   core/mutate.sh 'FilePart*,LineBoundary*'   only these classes (simple names, PIT's globs)
# The fuzz, bounded-memory and huge-file tests stay out, as they do in surefire's default run.
# The report: core/target/pit-reports/index.html (and mutations.xml); the summary ends the log.
set -euo pipefail
cd "$(dirname "$0")/.."
classes="io.github.fastio.*"
if [ -n "${1:-}" ]; then
  classes="$(echo "$1" | sed 's/\([^,]*\)/io.github.fastio.\1/g')"
fi
exec nice -n 19 mvn -B -ntp -pl core -Pmutation test-compile org.pitest:pitest-maven:mutationCoverage \
  -Dfastio.jdk25=none -Djacoco.skip=true -DtargetClasses="$classes"
