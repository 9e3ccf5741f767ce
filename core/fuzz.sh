#!/usr/bin/env bash
# Fuzzing against the JDK oracle (see docs/fuzzing.md), one run at a time, at the lowest priority:
#   core/fuzz.sh reader|writer|longs [seconds]   a campaign, 1800 s unless given
#   core/fuzz.sh reader|writer|longs merge       adds to the saved inputs the campaign inputs that
#                                                reach edges they do not, keeping the saved set small
# A campaign keeps the inputs that reached new code in core/.cifuzz-corpus/ (not in git) and
# saves an input that fails in core/src/test/resources/io/github/fastio/<Test>Inputs/<method>/,
# which every `mvn verify` then replays.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  reader) test=FastReaderFuzzTest method=readerAgreesWithTheModel ;;
  writer) test=FastWriterFuzzTest method=writerAgreesWithPrintWriter ;;
  longs) test=FastReaderReadLongsFuzzTest method=readLongsAgreesWithNextLong ;;
  *) echo "usage: core/fuzz.sh reader|writer|longs [seconds|merge]" >&2; exit 2 ;;
esac
if [ "${2:-}" = merge ]; then
  # libFuzzer's -merge=1 runs the target in child processes, which the JUnit integration cannot.
  # Instead: replay the saved and the campaign inputs in one process, counting edges only
  # (-use_counters=0), and let libFuzzer name (-features_dir) each input that reached an edge the
  # ones before it did not; those are copied to the saved inputs, which then cover every edge the
  # campaign reached.
  saved="$PWD/core/src/test/resources/io/github/fastio/${test}Inputs/$method"
  corpus="$PWD/core/.cifuzz-corpus/io.github.fastio.$test/$method"
  features="$(mktemp -d)"
  JAZZER_FUZZ=1 nice -n 19 mvn -B -ntp -q -pl core test -Dfastio.jdk25=none -Djacoco.skip=true \
    -Dtest="$test" -Djazzer.internal.arg.0=fuzz -Djazzer.internal.arg.1=-runs=0 \
    -Djazzer.internal.arg.2=-use_counters=0 -Djazzer.internal.arg.3=-features_dir="$features" \
    -Djazzer.internal.arg.4="$corpus"
  for f in "$features"/*; do
    name="$(basename "$f")"
    if [ -f "$corpus/$name" ] && ! cmp -s "$corpus/$name" "$saved/$name"; then
      cp "$corpus/$name" "$saved/$name"
    fi
  done
  rm -r "$features"
  echo "saved inputs: $(ls "$saved" | wc -l) in $saved"
  exit 0
fi
JAZZER_FUZZ=1 exec nice -n 19 mvn -B -ntp -pl core test -Dfastio.jdk25=none -Djacoco.skip=true \
  -Dtest="$test" -Djazzer.internal.arg.0=fuzz \
  -Djazzer.internal.arg.1=-max_total_time="${2:-1800}" -Djazzer.internal.arg.2=-print_final_stats=1
