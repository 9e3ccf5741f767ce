#!/usr/bin/env bash
# ./fastio bench --spark SIZE [--dir DIR] [--warm N]: Spark's CSV reader against fastio's data source
# (SparkBench), with Spark's jars from Maven. Builds the spark module first when a source is newer than its jar.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="$root/spark/target/fastio-spark.jar"
cp_file="$root/spark/target/spark-classpath.txt"
if [ ! -f "$jar" ] || [ ! -f "$cp_file" ] ||
  [ -n "$(find "$root/pom.xml" "$root/core/pom.xml" "$root/core/src/main" "$root/spark/pom.xml" \
    "$root/spark/src/main" -newer "$jar" -print -quit 2>/dev/null)" ]; then
  echo "fastio: building the spark module (mvn package, tests skipped; Spark's jars come from Maven)..." >&2
  log="$(mktemp)"
  if ! (cd "$root" && mvn -B -q -ntp -DskipTests -pl spark -am package >"$log" 2>&1); then
    cat "$log" >&2
    rm -f "$log"
    echo "fastio: the build failed (Maven's output above)" >&2
    exit 1
  fi
  rm -f "$log"
fi
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
# The flags Spark's own launcher gives its JVMs on Java 17 and later (spark/pom.xml, spark.jvm.flags).
flags=(-XX:+IgnoreUnrecognizedVMOptions -Xmx4g -Djdk.reflect.useDirectMethodHandle=false
  -Dio.netty.tryReflectionSetAccessible=true)
for p in java.lang java.lang.invoke java.lang.reflect java.io java.net java.nio java.util java.util.concurrent \
  java.util.concurrent.atomic jdk.internal.ref sun.nio.ch sun.nio.cs sun.security.action sun.util.calendar; do
  flags+=("--add-opens=java.base/$p=ALL-UNNAMED")
done
exec "$java" "${flags[@]}" -cp "$jar:$(cat "$cp_file")" io.github.fastio.spark.SparkBench "$@"
