#!/usr/bin/env bash
# Runs one experiment program once (one JVM, one pass, stdin from a generated file, as ./fastio bench runs it) under
# async-profiler, or under any JVM options, to see where its time goes.
#
#   bench/profile.sh [-n N] [-t TYPE] [-o DIR] [-x] PROGRAM [JVM_OPTION...]
#
#   PROGRAM  a class of io.github.fastio.bench.programs: ReadIntFastio, ReadLongBytes, WriteLongPrintWriter,
#            EchoIntClassic, ReadDoubleFastioBulk, AplusbFastio, ... (Read|Write|Echo + Int|Long|Double + method
#            [+ Bulk]), or helper:KIND:METHOD for a helper-shape program (helper:read:fastio, helper:roundtrip:classic)
#   -n N     numbers (or a+b pairs) in the input; default 1e7 (a+b: 1e6)
#   -t TYPE  int, long or double for a helper program (default int; the class name decides otherwise)
#   -o DIR   where the profiler, the inputs and the results go; default bench-results/profile
#   -x       no profiler: only the JVM options, e.g.
#            bench/profile.sh -x -n 1e6 ReadIntFastio -XX:+UnlockDiagnosticVMOptions -XX:+PrintInlining
#            (PrintCompilation and PrintInlining print to standard output: they land in DIR/stdout-PROGRAM.txt)
#
# The profiler is async-profiler 3.0 from Maven Central (tools.profiler:async-profiler:3.0, fetched once with
# mvn dependency:copy); its jar holds linux-x64/libasyncProfiler.so and linux-arm64/libasyncProfiler.so. The default
# agent options are start,event=cpu,interval=1ms,flat=20 (a flat top-20 of methods by CPU samples, then the
# call trees); set ASPROF_OPTS to change them, e.g. ASPROF_OPTS=start,event=cpu,interval=1ms,file=FILE.html for a
# flame graph (FILE is replaced by the output path). JAVA_HOME picks the JDK, as for ./fastio.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
n=""
type=""
out="$root/bench-results/profile"
profile=1
usage() { sed -n '5,13p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while getopts "n:t:o:xh" opt; do
  case "$opt" in
    n) n="$OPTARG" ;;
    t) type="$OPTARG" ;;
    o) out="$OPTARG" ;;
    x) profile=0 ;;
    *) usage ;;
  esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || usage
program="$1"
shift

# What to run and what it reads.
args=()
case "$program" in
  helper:*:*)
    IFS=: read -r _ kind method <<<"$program"
    type="${type:-int}"
    class=io.github.fastio.bench.Main
    n="${n:-1e7}"
    ;;
  Aplusb*)
    kind=aplusb
    type=aplusb
    class="io.github.fastio.bench.programs.$program"
    n="${n:-1e6}"
    ;;
  Read* | Write* | Echo*)
    case "$program" in
      Read*) kind=read ;;
      Write*) kind=write ;;
      *) kind=roundtrip ;;
    esac
    case "$program" in
      *Int*) type=int ;;
      *Long*) type=long ;;
      *Double*) type=double ;;
    esac
    class="io.github.fastio.bench.programs.$program"
    n="${n:-1e7}"
    ;;
  *)
    echo "profile.sh: unknown program '$program' (examples: ReadIntFastio, EchoIntClassic, helper:read:fastio)" >&2
    exit 2
    ;;
esac
count="$(awk -v n="$n" 'BEGIN { printf "%d", n }')"
name="${program//:/-}"
case "$program" in
  helper:*) args=("$kind" "$method" "$type" "$count") ;;
  Write*) args=("$count") ;;
esac

# The tool's jar (./fastio builds it when missing or older than the sources).
"$root/fastio" bench --version >/dev/null
jar="$root/bench/target/fastio-bench.jar"
mkdir -p "$out"

agent=()
if [ "$profile" = 1 ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) platform=linux-x64 ;;
    Linux-aarch64) platform=linux-arm64 ;;
    *) echo "profile.sh: async-profiler's jar has no library for $(uname -s) $(uname -m); use -x" >&2; exit 1 ;;
  esac
  lib="$out/async-profiler/$platform/libasyncProfiler.so"
  if [ ! -f "$lib" ]; then
    echo "profile.sh: fetching tools.profiler:async-profiler:3.0 with Maven..." >&2
    # Outside the project, so that Maven copies it once instead of once per module.
    (cd "$out" && mvn -B -q -ntp dependency:copy -Dartifact=tools.profiler:async-profiler:3.0 -DoutputDirectory="$out/async-profiler")
    (cd "$out/async-profiler" && if command -v unzip >/dev/null 2>&1; then
      unzip -q -o async-profiler-3.0.jar "$platform/libasyncProfiler.so"
    else
      "${JAVA_HOME:+$JAVA_HOME/bin/}jar" xf async-profiler-3.0.jar "$platform/libasyncProfiler.so"
    fi)
  fi
  result="$out/profile-$name.txt"
  options="${ASPROF_OPTS:-start,event=cpu,interval=1ms,flat=20,file=FILE}"
  case "$options" in *file=*) ;; *) options="$options,file=FILE" ;; esac
  case "$options" in *file=FILE.html*) result="${result%.txt}.html" ;; esac
  options="${options//file=FILE.html/file=$result}"
  options="${options//file=FILE/file=$result}"
  agent=("-agentpath:$lib=$options")
fi

input="$out/input-$type-$count.txt"
if [ "$kind" != write ] && [ ! -f "$input" ]; then
  echo "profile.sh: writing $input..." >&2
  if [ "$type" = aplusb ]; then
    "$java" -cp "$jar" io.github.fastio.bench.Generate aplusb "$count" >"$input"
  else
    "$java" -cp "$jar" io.github.fastio.bench.Generate "$type" "$count" >"$input"
  fi
fi
[ "$kind" = write ] && input=/dev/null

stdout="$out/stdout-$name.txt"
# ${a[@]+"${a[@]}"}: an empty array under set -u, on any bash.
echo "profile.sh: $java ${agent[*]+"${agent[*]}"} $* -cp $jar $class ${args[*]+"${args[*]}"} < $input > $stdout" >&2
TIMEFORMAT="profile.sh: whole process: %3R s wall, %3U s user, %3S s system"
time "$java" ${agent[@]+"${agent[@]}"} "$@" -cp "$jar" "$class" ${args[@]+"${args[@]}"} <"$input" >"$stdout"
if [ "$profile" = 1 ]; then
  echo "profile.sh: profile in $result" >&2
  case "$result" in *.txt) head -n 40 "$result" ;; esac
fi
