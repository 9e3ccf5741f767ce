package io.github.fastio.jmh;

import io.github.fastio.FastWriter;
import io.github.fastio.bench.ClassicByteWriter;
import io.github.fastio.bench.NumType;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
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
 * Formatting {@code count} numbers, one a line, into a discarding {@link CountingSink}; one pass
 * per call. Ints and longs print in decimal, doubles with 9 fixed decimals (Java's rounding rule:
 * only fastio's and the JDK's output agree; the classic writer's may differ). {@code :bytes} is
 * output produced per second (see {@link InputBytes}), and each method returns the sink's hash so
 * nothing is dead code.
 */
@State(Scope.Benchmark)
@Fork(1)
@Warmup(iterations = 3, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 2, timeUnit = TimeUnit.SECONDS)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class FormatBenchmark {
  /** Numbers per pass. printf at 10^6 doubles takes about a second a pass on JDK 17. */
  @Param({"1000000"})
  public int count;

  /** {@code int}, {@code long} or {@code double}. */
  @Param({"int", "long", "double"})
  public String type;

  private NumType numType;
  private long[] raw;
  private double[] doubles;

  /** Generates the values once per trial. */
  @Setup
  public void setUp() {
    numType = NumType.parse(type);
    raw = numType.generate(count);
    doubles = new double[count];
    for (int i = 0; i < count; i++) {
      doubles[i] = Double.longBitsToDouble(raw[i]);
    }
  }

  /** fastio: digits written into its own buffer, no String. */
  @Benchmark
  public long measureFastio(InputBytes counter) {
    CountingSink sink = new CountingSink();
    FastWriter out = new FastWriter(sink);
    switch (numType) {
      case INT -> {
        for (long v : raw) {
          out.println((int) v);
        }
      }
      case LONG -> {
        for (long v : raw) {
          out.println(v);
        }
      }
      default -> {
        for (double x : doubles) {
          out.println(x, NumType.DECIMALS);
        }
      }
    }
    out.flush();
    return done(sink, counter);
  }

  /**
   * The classic contest byte writer (digits one at a time); its doubles use the idiom's rounding.
   */
  @Benchmark
  public long measureClassicByteWriter(InputBytes counter) {
    CountingSink sink = new CountingSink();
    ClassicByteWriter out = new ClassicByteWriter(sink);
    if (numType == NumType.DOUBLE) {
      for (double x : doubles) {
        out.print(x, NumType.DECIMALS);
        out.print('\n');
      }
    } else {
      for (long v : raw) {
        out.print(v);
        out.print('\n');
      }
    }
    out.flush();
    return done(sink, counter);
  }

  /** One PrintWriter over the stream (the folklore's advice); doubles through String.format. */
  @Benchmark
  @SuppressWarnings("DefaultCharset") // the idiom as contestants write it, as bench's programs do
  public long measurePrintWriter(InputBytes counter) {
    CountingSink sink = new CountingSink();
    PrintWriter out = new PrintWriter(sink);
    switch (numType) {
      case INT -> {
        for (long v : raw) {
          out.println((int) v);
        }
      }
      case LONG -> {
        for (long v : raw) {
          out.println(v);
        }
      }
      default -> {
        for (double x : doubles) {
          out.println(String.format(Locale.ROOT, "%.9f", x));
        }
      }
    }
    out.flush();
    return done(sink, counter);
  }

  /** A StringBuilder, encoded and written once at the end. */
  @Benchmark
  public long measureStringBuilder(InputBytes counter) {
    CountingSink sink = new CountingSink();
    StringBuilder text = new StringBuilder();
    switch (numType) {
      case INT -> {
        for (long v : raw) {
          text.append((int) v).append('\n');
        }
      }
      case LONG -> {
        for (long v : raw) {
          text.append(v).append('\n');
        }
      }
      default -> {
        for (double x : doubles) {
          text.append(String.format(Locale.ROOT, "%.9f", x)).append('\n');
        }
      }
    }
    byte[] bytes = text.toString().getBytes(StandardCharsets.US_ASCII);
    sink.write(bytes, 0, bytes.length);
    return done(sink, counter);
  }

  /** PrintWriter.printf: the Formatter parses the pattern on every call. */
  @Benchmark
  @SuppressWarnings("DefaultCharset") // the idiom as contestants write it, as bench's programs do
  public long measurePrintf(InputBytes counter) {
    CountingSink sink = new CountingSink();
    PrintWriter out = new PrintWriter(sink);
    switch (numType) {
      case INT -> {
        for (long v : raw) {
          out.printf(Locale.ROOT, "%d\n", (int) v);
        }
      }
      case LONG -> {
        for (long v : raw) {
          out.printf(Locale.ROOT, "%d\n", v);
        }
      }
      default -> {
        for (double x : doubles) {
          out.printf(Locale.ROOT, "%.9f\n", x);
        }
      }
    }
    out.flush();
    return done(sink, counter);
  }

  private static long done(CountingSink sink, InputBytes counter) {
    counter.bytes += sink.count;
    return sink.hash;
  }
}
