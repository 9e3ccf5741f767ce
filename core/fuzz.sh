#!/usr/bin/env bash
# Fuzzing against the JDK oracle (see docs/fuzzing.md), one run at a time, at the lowest priority:
#   core/fuzz.sh reader|writer [seconds]   a campaign, 1800 s unless given
#   core/fuzz.sh reader|writer merge       adds to the saved inputs the campaign inputs that
#                                          cover code they do not, keeping the saved set small
# A campaign keeps the inputs that reached new code in core/.cifuzz-corpus/ (not in git) and
# saves an input that fails in core/src/test/resources/io/github/fastio/<Test>Inputs/<method>/,
# which every `mvn verify` then replays.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  reader) test=FastReaderFuzzTest method=readerAgreesWithTheModel ;;
  writer) test=FastWriterFuzzTest method=writerAgreesWithPrintWriter ;;
  *) echo "usage: core/fuzz.sh reader|writer [seconds|merge]" >&2; exit 2 ;;
esac
if [ "${2:-}" = merge ]; then
  saved="$PWD/core/src/test/resources/io/github/fastio/${test}Inputs/$method"
  corpus="$PWD/core/.cifuzz-corpus/io.github.fastio.$test/$method"
  args=(-Djazzer.internal.arg.1=-merge=1 -Djazzer.internal.arg.2="$saved"
    -Djazzer.internal.arg.3="$corpus")
else
  args=(-Djazzer.internal.arg.1=-max_total_time="${2:-1800}" -Djazzer.internal.arg.2=-print_final_stats=1)
fi
JAZZER_FUZZ=1 exec nice -n 19 mvn -B -ntp -pl core -P '!jdk25' test -Djacoco.skip=true \
  -Dtest="$test" -Djazzer.internal.arg.0=fuzz "${args[@]}"
