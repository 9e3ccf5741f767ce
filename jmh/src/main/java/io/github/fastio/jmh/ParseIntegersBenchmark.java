package io.github.fastio.jmh;

import io.github.fastio.FastReader;
import io.github.fastio.bench.ClassicByteReader;
import io.github.fastio.bench.NumType;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.nio.charset.StandardCharsets;
import java.util.StringTokenizer;
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
 * Parsing ints and longs from an in-memory byte[] of {@code count} numbers, one a line, each
 * benchmark one pass over the whole text. The primary score is passes per second; the {@code
 * :bytes} secondary score is the input consumed per second (see {@link InputBytes}). Every method
 * returns the sum of what it read, so nothing is dead code, and the same inputs feed every peer in
 * one run. Longs span the whole range: StreamTokenizer's are then wrong beyond 2^53 (it is here for
 * its speed, not its answers).
 */
@State(Scope.Benchmark)
@Fork(1)
@Warmup(iterations = 3, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 2, timeUnit = TimeUnit.SECONDS)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ParseIntegersBenchmark {
  /**
   * Numbers per pass: 10^6 in the short run, add 10^7 ({@code -p count=1000000,10000000}) for the
   * full one.
   */
  @Param({"1000000"})
  public int count;

  /** {@code int} or {@code long}. */
  @Param({"int", "long"})
  public String type;

  private byte[] input;
  private boolean ints;

  /** Builds the text once per trial: its cost is not measured. */
  @Setup
  public void setUp() {
    ints = NumType.parse(type) == NumType.INT;
    input = InputText.of(NumType.parse(type), count);
  }

  /** fastio straight from the byte[] (eight-byte loads through a {@code ByteBuffer} view). */
  @Benchmark
  public long measureFastio(InputBytes counter) {
    return readAll(FastReader.of(input), counter);
  }

  /**
   * fastio reading the same bytes as a stream, as it reads standard input: eight-byte loads byte by
   * byte, which cost less than the array reader's {@code ByteBuffer} loads before C2 compiles them
   * and more after.
   */
  @Benchmark
  public long measureFastioStream(InputBytes counter) {
    return readAll(new FastReader(new ByteArrayInputStream(input)), counter);
  }

  /** The sum of the {@code count} numbers that {@code in} reads one call at a time. */
  private long readAll(FastReader in, InputBytes counter) {
    long sum = 0;
    if (ints) {
      for (int i = 0; i < count; i++) {
        sum += in.nextInt();
      }
    } else {
      for (int i = 0; i < count; i++) {
        sum += in.nextLong();
      }
    }
    counter.bytes += input.length;
    return sum;
  }

  /**
   * fastio's bulk {@code nextInts(n)} / {@code nextLongs(n)}: the loop inside the library. The
   * array is allocated each pass, as a caller's would be.
   */
  @Benchmark
  public long measureFastioBulk(InputBytes counter) {
    FastReader in = FastReader.of(input);
    long sum = 0;
    if (ints) {
      for (int v : in.nextInts(count)) {
        sum += v;
      }
    } else {
      for (long v : in.nextLongs(count)) {
        sum += v;
      }
    }
    counter.bytes += input.length;
    return sum;
  }

  /** The classic contest byte reader through an InputStream: the baseline of the 2.5x target. */
  @Benchmark
  public long measureClassicByteReader(InputBytes counter) {
    ClassicByteReader in = new ClassicByteReader(new ByteArrayInputStream(input));
    long sum = 0;
    if (ints) {
      for (int i = 0; i < count; i++) {
        sum += in.nextInt();
      }
    } else {
      for (int i = 0; i < count; i++) {
        sum += in.nextLong();
      }
    }
    counter.bytes += input.length;
    return sum;
  }

  /** StreamTokenizer: no String per token, but every number is a double (lossy for long). */
  @Benchmark
  public long measureStreamTokenizer(InputBytes counter) throws IOException {
    StreamTokenizer in = new StreamTokenizer(reader());
    long sum = 0;
    for (int i = 0; i < count; i++) {
      in.nextToken();
      sum += ints ? (int) in.nval : (long) in.nval;
    }
    counter.bytes += input.length;
    return sum;
  }

  /** BufferedReader + StringTokenizer + parseXxx: a String per line and per token. */
  @Benchmark
  public long measureTokenizerParse(InputBytes counter) throws IOException {
    BufferedReader in = reader();
    StringTokenizer tokens = new StringTokenizer("");
    long sum = 0;
    for (int i = 0; i < count; i++) {
      while (!tokens.hasMoreTokens()) {
        tokens = new StringTokenizer(in.readLine());
      }
      String token = tokens.nextToken();
      sum += ints ? Integer.parseInt(token) : Long.parseLong(token);
    }
    counter.bytes += input.length;
    return sum;
  }

  private BufferedReader reader() {
    return new BufferedReader(
        new InputStreamReader(new ByteArrayInputStream(input), StandardCharsets.US_ASCII));
  }
}
