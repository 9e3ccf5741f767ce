#!/usr/bin/env bash
# A/B: one program of the bench jar run from two builds, alternately (A, B, A, B, ...), each run its own JVM,
# so that a machine whose speed drifts drifts under both alike. Prints each run and the medians of A and B with
# B/A: the work's wall time where the program reports it (the readers' "wall_ns", see Probe), the whole
# process's wall and CPU time (bash's time: user + sys of the JVM and every thread, start-up included).
#
#   bench/ab.sh A.jar B.jar RUNS INPUT CLASS [ARGS...]     INPUT: a file for standard input, or - for none
#
# The jars are two builds of bench/target/fastio-bench.jar (keep a copy of the one built before a change):
#   bench/ab.sh before.jar bench/target/fastio-bench.jar 11 ints.txt io.github.fastio.bench.programs.ReadIntFastio
#   bench/ab.sh before.jar bench/target/fastio-bench.jar 7 - io.github.fastio.bench.csv.SumCsvFastio numeric f.csv
# JAVA (default: java on the PATH) and JAVA_OPTS (default: -Xmx2g) choose the JVM.
set -euo pipefail
if [ $# -lt 5 ]; then
  sed -n '2,11p' "$0" >&2
  exit 2
fi
a="$1" b="$2" runs="$3" input="$4"
shift 4
java="${JAVA:-java}"
read -r -a opts <<<"${JAVA_OPTS:--Xmx2g}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

# run JAR: one run; prints "work_ms wall_ms cpu_ms" (work_ms "-" where the program reports none).
run() {
  local jar="$1"
  shift
  local stdin=/dev/null
  [ "$input" != - ] && stdin="$input"
  (
    TIMEFORMAT='%R %U %S'
    { time "$java" "${opts[@]}" -cp "$jar" "$@" <"$stdin" >"$out/stdout" 2>"$out/stderr"; } 2>"$out/time"
  ) || {
    echo "ab: the run failed ($jar):" >&2
    cat "$out/stderr" >&2
    exit 1
  }
  local work
  work="$(sed -n 's/.*wall_ns=\([0-9]*\).*/\1/p' "$out/stderr" | head -1)"
  awk -v w="${work:--}" '{ printf "%s %.0f %.0f\n", (w == "-" ? "-" : sprintf("%.1f", w / 1e6)), $1 * 1000, ($2 + $3) * 1000 }' \
    "$out/time"
}

for ((i = 1; i <= runs; i++)); do
  for side in A B; do
    jar="$a"
    [ "$side" = B ] && jar="$b"
    line="$(run "$jar" "$@")"
    echo "$side $line" | tee -a "$out/runs"
    # The first result of each side is checked against the other's: a faster wrong program is no result.
    if [ ! -f "$out/expected.$side" ]; then
      cp "$out/stdout" "$out/expected.$side"
    fi
  done
done
if ! cmp -s "$out/expected.A" "$out/expected.B"; then
  echo "ab: A and B printed different results" >&2
  exit 1
fi
awk '
  function median(list, n,   sorted, i, j, t) {
    for (i = 1; i <= n; i++) sorted[i] = list[i]
    for (i = 2; i <= n; i++) for (j = i; j > 1 && sorted[j - 1] > sorted[j]; j--) { t = sorted[j]; sorted[j] = sorted[j - 1]; sorted[j - 1] = t }
    return n % 2 ? sorted[(n + 1) / 2] : (sorted[n / 2] + sorted[n / 2 + 1]) / 2
  }
  { n[$1]++; work[$1, n[$1]] = $2; wall[$1, n[$1]] = $3; cpu[$1, n[$1]] = $4 }
  END {
    for (s = 0; s < 2; s++) {
      side = s ? "B" : "A"
      for (i = 1; i <= n[side]; i++) { w[i] = work[side, i]; r[i] = wall[side, i]; c[i] = cpu[side, i] }
      mw[side] = (w[1] == "-") ? "-" : median(w, n[side]); mr[side] = median(r, n[side]); mc[side] = median(c, n[side])
    }
    printf "medians of %d runs each (ms): work A %s B %s", n["A"], mw["A"], mw["B"]
    if (mw["A"] != "-") printf " (B/A %.3f)", mw["B"] / mw["A"]
    printf "; wall A %s B %s (B/A %.3f); CPU A %s B %s (B/A %.3f)\n", mr["A"], mr["B"], mr["B"] / mr["A"], mc["A"], mc["B"], mc["B"] / mc["A"]
  }' "$out/runs"
