#!/usr/bin/env bash
# ./fastio bench --spark SIZE [--dir DIR] [--warm N]: Spark's CSV reader against fastio's data source
# (bench's SparkBench), with the spark module's jar and Spark's jars from Maven. Builds the spark and bench
# modules first when a source is newer than their jars.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="$root/spark/target/fastio-spark.jar"
cp_file="$root/spark/target/spark-classpath.txt"
classes="$root/bench/target/classes"
if [ ! -f "$jar" ] || [ ! -f "$cp_file" ] || [ ! -d "$classes/io/github/fastio/bench/spark" ] ||
  [ -n "$(find "$root/pom.xml" "$root/core/pom.xml" "$root/core/src/main" "$root/spark/pom.xml" \
    "$root/spark/src/main" "$root/bench/pom.xml" "$root/bench/src/main" -newer "$jar" -print -quit 2>/dev/null)" ]; then
  echo "fastio: building the spark and bench modules (mvn package, tests skipped; Spark's jars come from Maven)..." >&2
  log="$(mktemp)"
  if ! (cd "$root" && mvn -B -q -ntp -DskipTests -pl spark,bench -am package >"$log" 2>&1); then
    cat "$log" >&2
    rm -f "$log"
    echo "fastio: the build failed (Maven's output above)" >&2
    exit 1
  fi
  rm -f "$log"
  touch "$jar"
fi
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
# The flags Spark's own launcher gives its JVMs on Java 17 and later (spark/pom.xml, spark.jvm.flags).
flags=(-XX:+IgnoreUnrecognizedVMOptions -Xmx4g -Djdk.reflect.useDirectMethodHandle=false
  -Dio.netty.tryReflectionSetAccessible=true)
for p in java.lang java.lang.invoke java.lang.reflect java.io java.net java.nio java.util java.util.concurrent \
  java.util.concurrent.atomic jdk.internal.ref sun.nio.ch sun.nio.cs sun.security.action sun.util.calendar; do
  flags+=("--add-opens=java.base/$p=ALL-UNNAMED")
done
exec "$java" "${flags[@]}" -cp "$classes:$jar:$(cat "$cp_file")" io.github.fastio.bench.spark.SparkBench "$@"
