#!/usr/bin/env bash
# StationStats against the One Billion Row Challenge's own yardstick, whole processes, one run: the challenge's
# generator writes the file, its baseline's output is the oracle every row must print byte for byte, and its fastest
# entries in safe Java run beside fastio, interleaved, medians of wall and CPU time.
#
#   bench/stations-1brc.sh [-r ROWS] [-n REPEAT] [-o DIR] [-e "ENTRY..."] CHECKOUT
#
#   CHECKOUT  a checkout of github.com/gunnarmorling/1brc (its code is compiled into DIR, never into this repository)
#   -r ROWS   rows of the generated file (default 75000000: about 1 GB, 13.8 bytes a row)
#   -n N      runs of each row (default 5)
#   -o DIR    where the classes, the file and the outputs go (default bench-results/stations-1brc)
#   -e LIST   the entries to run, by the suffix of their class (default "gonix hundredwatt shipilev": the fastest
#             without Unsafe, preview or incubator APIs and not a native image; each run with the JVM flags of its
#             own calculate_average_NAME.sh, less --enable-preview, which none of the three needs)
#
# Rows: the entries on all cores; StationStats (fastio) on all cores and on one; StationStatsClassic (BufferedReader
# + String.split + Double.parseDouble) on one; "one core" is taskset -c 0 for the whole JVM. The entries need JDK
# 21+: JAVA_HOME picks the JDK for every row. The baseline runs once, for the oracle (its time is shown, not a
# median). The file stays in DIR for later runs; delete it when done.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
javac="${JAVA_HOME:+$JAVA_HOME/bin/}javac"
rows=75000000
repeat=5
out="$root/bench-results/stations-1brc"
entries="gonix hundredwatt shipilev"
usage() { sed -n '5,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while getopts "r:n:o:e:h" opt; do
  case "$opt" in
    r) rows="$OPTARG" ;;
    n) repeat="$OPTARG" ;;
    o) out="$OPTARG" ;;
    e) entries="$OPTARG" ;;
    *) usage ;;
  esac
done
shift $((OPTIND - 1))
[ $# -eq 1 ] || usage
checkout="$(cd "$1" && pwd)"
src="$checkout/src/main/java/dev/morling/onebrc"
[ -f "$src/CreateMeasurements.java" ] || { echo "stations-1brc.sh: no 1brc checkout at $checkout" >&2; exit 2; }
mkdir -p "$out/classes"
out="$(cd "$out" && pwd)"

# The challenge's classes, compiled from the checkout.
files=("$src/CreateMeasurements.java" "$src/CalculateAverage_baseline.java")
for e in $entries; do files+=("$src/CalculateAverage_$e.java"); done
"$javac" -nowarn -d "$out/classes" "${files[@]}" 2>&1 | grep -v '^Note:' || true

# fastio's jars, built in this tree.
(cd "$root" && mvn -B -q -ntp -DskipTests -pl examples -am package)
fastio_cp="$(ls "$root"/core/target/fastio-*-SNAPSHOT.jar | grep -v -- '-sources\|-javadoc\|-tests' | head -1)"
fastio_cp="$fastio_cp:$(ls "$root"/examples/target/fastio-examples-*.jar | head -1)"

cd "$out"
if [ ! -f measurements.txt ] || [ "$(cat measurements.rows 2>/dev/null)" != "$rows" ]; then
  echo "generating $rows rows with the challenge's CreateMeasurements..." >&2
  "$java" -cp classes dev.morling.onebrc.CreateMeasurements "$rows" >&2
  echo "$rows" > measurements.rows
fi
size=$(stat -L -c %s measurements.txt)

# The JVM flags of each entry's own script, without --enable-preview.
flags() {
  awk 'f == 0 && /^JAVA_OPTS="/ {f = 1; sub(/^JAVA_OPTS="/, "")}
       f == 1 {line = $0; done = sub(/".*$/, "", line); printf "%s ", line; if (done) exit}' \
    "$checkout/calculate_average_$1.sh" | sed -e 's/--enable-preview//g'
}

# name|cores|command: each command prints the stations on stdout.
commands=()
for e in $entries; do
  # shellcheck disable=SC2207
  commands+=("$e (1brc entry)|all|$java $(flags "$e") -cp classes dev.morling.onebrc.CalculateAverage_$e")
done
commands+=("fastio StationStats|all|$java -cp $fastio_cp io.github.fastio.examples.StationStats measurements.txt")
commands+=("fastio StationStats|1|taskset -c 0 $java -cp $fastio_cp io.github.fastio.examples.StationStats measurements.txt 1")
commands+=("BufferedReader + split + parseDouble|1|taskset -c 0 $java -cp $fastio_cp io.github.fastio.examples.StationStatsClassic measurements.txt")

# One timed run: "wall cpu" in seconds; the output compared with the oracle.
run() {
  local cmd="$1" file="$2"
  /usr/bin/time -f "%e %U %S" -o time.txt bash -c "$cmd" > "$file"
  awk '{printf "%s %.2f\n", $1, $2 + $3}' time.txt
}

echo "the oracle: the challenge's baseline..." >&2
baseline_time="$(run "$java -cp classes dev.morling.onebrc.CalculateAverage_baseline" oracle.txt)"
declare -A walls cpus wrong
for ((r = 0; r < repeat; r++)); do
  n=${#commands[@]}
  for ((k = 0; k < n; k++)); do
    i=$(((k + r) % n)) # a different order each round
    IFS='|' read -r name cores cmd <<< "${commands[$i]}"
    t="$(run "$cmd" "row-$i.txt")"
    walls[$i]+="${t% *} "
    cpus[$i]+="${t#* } "
    cmp -s "row-$i.txt" oracle.txt || wrong[$i]=1
    echo "  round $((r + 1)): $name, $cores: $t" >&2
  done
done

median() { tr ' ' '\n' | grep . | sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
best_entry=""
for i in "${!commands[@]}"; do
  IFS='|' read -r name cores cmd <<< "${commands[$i]}"
  if [[ "$name" == *"(1brc entry)"* ]] && [ -z "${wrong[$i]:-}" ]; then
    w=$(echo "${walls[$i]}" | median)
    if [ -z "$best_entry" ] || awk "BEGIN {exit !($w < $best_wall)}"; then best_entry="$name"; best_wall=$w; fi
  fi
done
classic_wall=$(echo "${walls[$((${#commands[@]} - 1))]}" | median)

echo
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $("$java" -version 2>&1 | head -1), $size bytes ($rows rows), medians of $repeat"
printf '| %-40s | %5s | %7s | %6s | %7s | %16s | %17s |\n' method cores "wall s" "GB/s" "CPU s" "vs fastest entry" "vs BufferedReader"
printf '|%s|%s|%s|%s|%s|%s|%s|\n' "------------------------------------------" "------:" "--------:" "-------:" "--------:" "-----------------:" "------------------:"
for i in "${!commands[@]}"; do
  IFS='|' read -r name cores cmd <<< "${commands[$i]}"
  w=$(echo "${walls[$i]}" | median)
  c=$(echo "${cpus[$i]}" | median)
  label="$name"
  [ -n "${wrong[$i]:-}" ] && label="$name (WRONG output)"
  printf '| %-40s | %5s | %7.2f | %6.2f | %7.2f | %15.2fx | %16.2fx |\n' "$label" "$cores" "$w" \
    "$(awk "BEGIN {print $size / $w / 1e9}")" "$c" "$(awk "BEGIN {print ${best_wall:-$w} / $w}")" \
    "$(awk "BEGIN {print $classic_wall / $w}")"
done
printf '| %-40s | %5s | %7.2f | %6.2f | %7.2f | %16s | %17s |\n' "the challenge's baseline (once)" all \
  "${baseline_time% *}" "$(awk "BEGIN {print $size / ${baseline_time% *} / 1e9}")" "${baseline_time#* }" "" ""
echo "ratios: the fastest entry's (${best_entry:-none}) median wall time over the row's; every output compared with the baseline's"
