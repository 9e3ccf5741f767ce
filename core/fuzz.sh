#!/usr/bin/env bash
# One fuzz campaign against the JDK oracle: core/fuzz.sh reader|writer [seconds, default 1800].
# New inputs that cover new code go to core/.cifuzz-corpus/ (not in git); a failing input is
# saved in core/src/test/resources/io/github/fastio/<Test>Inputs/<method>/ and then replayed by
# every `mvn verify`. See FUZZING.md.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  reader) test=FastReaderFuzzTest ;;
  writer) test=FastWriterFuzzTest ;;
  *) echo "usage: core/fuzz.sh reader|writer [seconds]" >&2; exit 2 ;;
esac
seconds="${2:-1800}"
JAZZER_FUZZ=1 exec nice -n 19 mvn -B -ntp -pl core -P '!jdk25' test -Djacoco.skip=true \
  -Dtest="$test" \
  -Djazzer.internal.arg.0=fuzz \
  -Djazzer.internal.arg.1=-max_total_time="$seconds" \
  -Djazzer.internal.arg.2=-print_final_stats=1
