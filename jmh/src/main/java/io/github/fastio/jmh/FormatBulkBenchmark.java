package io.github.fastio.jmh;

import io.github.fastio.FastWriter;
import io.github.fastio.bench.NumType;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * fastio's bulk {@code print(int[])} and {@code print(long[])}: the same numbers as {@link
 * FormatBenchmark} at the same {@code count} and {@code type}, separated by spaces instead of line
 * breaks (the same bytes count), into a discarding {@link CountingSink}. Compare its scores with
 * FormatBenchmark's per-number methods. There is no bulk method for doubles.
 */
@State(Scope.Benchmark)
@Fork(1)
@Warmup(iterations = 3, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 2, timeUnit = TimeUnit.SECONDS)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class FormatBulkBenchmark {
  /** Numbers per pass. */
  @Param({"1000000"})
  public int count;

  /** {@code int} or {@code long}. */
  @Param({"int", "long"})
  public String type;

  private int[] ints;
  private long[] longs;

  /** Generates the values once per trial, the same as FormatBenchmark's. */
  @Setup
  public void setUp() {
    NumType numType = NumType.parse(type);
    longs = numType.generate(count);
    ints = new int[count];
    for (int i = 0; i < count; i++) {
      ints[i] = (int) longs[i];
    }
  }

  /** One call of {@code println(int[])} or {@code println(long[])}: the loop inside the library. */
  @Benchmark
  public long measureFastioBulk(InputBytes counter) {
    CountingSink sink = new CountingSink();
    FastWriter out = new FastWriter(sink);
    if (type.equals("int")) {
      out.println(ints);
    } else {
      out.println(longs);
    }
    out.flush();
    counter.bytes += sink.count;
    return sink.hash;
  }
}
