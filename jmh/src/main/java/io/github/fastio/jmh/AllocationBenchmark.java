package io.github.fastio.jmh;

import io.github.fastio.FastReader;
import io.github.fastio.bench.NumType;
import java.io.ByteArrayInputStream;
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
 * The memory target: reading 10^7 ints must allocate nothing per number. Run with {@code -prof gc}
 * and read {@code gc.alloc.rate.norm} (bytes allocated per call): it should stay near the reader's
 * buffer and the 40 MB result array, far below 10^7 times anything. The array is allocated here
 * once, so a healthy score is the 64 KiB buffer plus a few objects.
 */
@State(Scope.Benchmark)
@Fork(1)
@Warmup(iterations = 3, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 3, time = 2, timeUnit = TimeUnit.SECONDS)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class AllocationBenchmark {
  /** Numbers per call. */
  @Param({"10000000"})
  public int count;

  private byte[] input;
  private int[] values;

  /** Builds the 10^7-int text (about 105 MB) once. */
  @Setup
  public void setUp() {
    input = InputText.of(NumType.INT, count);
    values = new int[count];
  }

  /**
   * Reads every int into a preallocated array; B/op from -prof gc is the allocation of one whole
   * pass.
   */
  @Benchmark
  public int[] measureFastioReadTenMillionInts() {
    // Through a stream, so that the reader's buffer is its documented 64 KiB whatever of(byte[])
    // would do.
    FastReader in = new FastReader(new ByteArrayInputStream(input));
    int[] out = values;
    for (int i = 0; i < out.length; i++) {
      out[i] = in.nextInt();
    }
    return out;
  }
}
