#!/usr/bin/env bash
# The JMH suite (in-process throughput after warm-up); ./fastio jmh runs this. Builds jmh/target/benchmarks.jar when
# it is missing or older than the sources, then runs it.
#   With no arguments: a short pass over every benchmark, -f 1 -wi 2 -w 1s -i 3 -r 1s -prof gc, about 6 minutes on
#   2 cores; the results also go to bench-results/jmh.csv.
#   With arguments: they go to JMH as they are; what they leave out comes from the benchmark classes' own
#   @Fork/@Warmup/@Measurement (1 fork, 3 warm-up and 5 measured iterations of 2 s), e.g.
#     ./fastio jmh ParseIntegersBenchmark                         # one class, its own settings
#     ./fastio jmh -f 2 -prof gc -p count=1000000,10000000 Parse   # the full parse run
#     ./fastio jmh -f 1 -wi 1 -w 1s -i 1 -r 1s 'ParseIntegersBenchmark.measureFastio'   # a smoke test
#     ./fastio jmh -l | -h                                        # list the benchmarks | JMH's options
# Reading the output: the ':bytes' secondary score is bytes of text per second (divide by 10^6 for MB/s), the
# primary score passes over the whole input per second; '·gc.alloc.rate.norm' is bytes allocated per pass.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
jar="$root/jmh/target/benchmarks.jar"
# The suite takes its peers (the classic reader and writer) from the bench module: a change there rebuilds it.
sources=("$root/pom.xml" "$root/core/pom.xml" "$root/core/src/main" "$root/bench/pom.xml" "$root/bench/src/main"
  "$root/jmh/pom.xml" "$root/jmh/src/main")
if [ ! -f "$jar" ] || [ -n "$(find "${sources[@]}" -newer "$jar" -print -quit 2>/dev/null)" ]; then
  if ! command -v mvn >/dev/null 2>&1; then
    echo "fastio jmh: Maven (mvn) is needed to build the suite; install it or build $jar" >&2
    exit 1
  fi
  echo "fastio jmh: building jmh/target/benchmarks.jar (mvn package, tests skipped)..." >&2
  log="$(mktemp)"
  if ! (cd "$root" && mvn -B -q -ntp -DskipTests -pl jmh -am package >"$log" 2>&1); then
    cat "$log" >&2
    rm -f "$log"
    echo "fastio jmh: the build failed (Maven's output above)" >&2
    exit 1
  fi
  rm -f "$log"
fi
if [ $# -eq 0 ]; then
  mkdir -p "$root/bench-results"
  set -- -f 1 -wi 2 -w 1s -i 3 -r 1s -prof gc -rf csv -rff "$root/bench-results/jmh.csv"
fi
exec "$java" -jar "$jar" "$@"
