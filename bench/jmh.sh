#!/usr/bin/env bash
# The JMH suite (in-process throughput after warm-up). Builds bench/target/benchmarks.jar when it is missing or
# older than the sources, then runs it. With no arguments: a short configuration, every benchmark once,
#   -f 1 -wi 2 -w 1s -i 3 -r 1s -prof gc
# about 5-6 minutes on 2 cores; results also go to bench-results/jmh.csv. With arguments, they go to JMH as they
# are, e.g. the full run (about 30 minutes):
#   bench/jmh.sh -f 2 -wi 5 -w 2s -i 5 -r 2s -prof gc -p count=1000000,10000000 Parse
# or a smoke test: bench/jmh.sh -f 1 -wi 1 -i 1 -r 1s -w 1s 'ParseIntegersBenchmark.measureFastio'
# Reading the output: the ':bytes' secondary score is bytes of text per second (divide by 10^6 for MB/s), the
# primary score passes over the whole input per second; '·gc.alloc.rate.norm' is bytes allocated per pass.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
jar="$root/bench/target/benchmarks.jar"
sources=("$root/pom.xml" "$root/core/pom.xml" "$root/core/src/main" "$root/bench/pom.xml" "$root/bench/src/main")
if [ ! -f "$jar" ] || [ -n "$(find "${sources[@]}" -newer "$jar" -print -quit 2>/dev/null)" ]; then
  echo "jmh.sh: building bench/target/benchmarks.jar (mvn package, tests skipped)..." >&2
  log="$(mktemp)"
  if ! (cd "$root" && mvn -B -q -ntp -DskipTests -pl bench -am package >"$log" 2>&1); then
    cat "$log" >&2
    rm -f "$log"
    echo "jmh.sh: the build failed (Maven's output above)" >&2
    exit 1
  fi
  rm -f "$log"
fi
if [ $# -eq 0 ]; then
  mkdir -p "$root/bench-results"
  set -- -f 1 -wi 2 -w 1s -i 3 -r 1s -prof gc -rf csv -rff "$root/bench-results/jmh.csv"
fi
exec "$java" -jar "$jar" "$@"
