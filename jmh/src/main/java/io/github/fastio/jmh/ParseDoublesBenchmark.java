package io.github.fastio.jmh;

import ch.randelshofer.fastdoubleparser.JavaDoubleParser;
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
 * Parsing doubles from an in-memory byte[], one pass per call, token finding included for every
 * method (the fair comparison of a parser that also finds its tokens). {@code shape=fixed9}: the
 * experiment's 9-decimal values; {@code shape=mixed}: {@code -123.456789012} and {@code
 * 6.02214076e23} alternating. The exact peers are Double.parseDouble on tokens and
 * FastDoubleParser's byte[] API; StreamTokenizer (no exponents: "6.0e23" is 6.0 then a word) and
 * the classic byte reader (inexact) are here for speed only, their sums differ. {@code :bytes} is
 * input consumed per second (see {@link InputBytes}).
 */
@State(Scope.Benchmark)
@Fork(1)
@Warmup(iterations = 3, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 2, timeUnit = TimeUnit.SECONDS)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ParseDoublesBenchmark {
  /** Numbers per pass; {@code -p count=10000000} for the large run. */
  @Param({"1000000"})
  public int count;

  /** {@code fixed9} or {@code mixed}. */
  @Param({"fixed9", "mixed"})
  public String shape;

  private byte[] input;

  /** Builds the text once per trial. */
  @Setup
  public void setUp() {
    input =
        shape.equals("mixed") ? InputText.mixedDoubles(count) : InputText.of(NumType.DOUBLE, count);
  }

  /** fastio's exact in-buffer parser. */
  @Benchmark
  public double measureFastio(InputBytes counter) {
    FastReader in = FastReader.of(input);
    double sum = 0;
    for (int i = 0; i < count; i++) {
      sum += in.nextDouble();
    }
    counter.bytes += input.length;
    return sum;
  }

  /** fastio's bulk {@code nextDoubles(n)}: the loop inside the library, a new array each pass. */
  @Benchmark
  public double measureFastioBulk(InputBytes counter) {
    FastReader in = FastReader.of(input);
    double sum = 0;
    for (double x : in.nextDoubles(count)) {
      sum += x;
    }
    counter.bytes += input.length;
    return sum;
  }

  /**
   * FastDoubleParser's byte[] API; it parses a given span, so the tokens are found here by a plain
   * scan for separators (the same work fastio's reader does). This is the 1.2x target's baseline.
   */
  @Benchmark
  public double measureFastDoubleParser(InputBytes counter) {
    byte[] text = input;
    double sum = 0;
    int pos = 0;
    for (int i = 0; i < count; i++) {
      while (text[pos] <= ' ') {
        pos++;
      }
      int start = pos;
      while (pos < text.length && text[pos] > ' ') {
        pos++;
      }
      sum += JavaDoubleParser.parseDouble(text, start, pos - start);
    }
    counter.bytes += input.length;
    return sum;
  }

  /**
   * BufferedReader + StringTokenizer + Double.parseDouble: the JDK's exact route, a String per
   * token.
   */
  @Benchmark
  public double measureTokenizerParseDouble(InputBytes counter) throws IOException {
    BufferedReader in = reader();
    StringTokenizer tokens = new StringTokenizer("");
    double sum = 0;
    for (int i = 0; i < count; i++) {
      while (!tokens.hasMoreTokens()) {
        tokens = new StringTokenizer(in.readLine());
      }
      sum += Double.parseDouble(tokens.nextToken());
    }
    counter.bytes += input.length;
    return sum;
  }

  /**
   * StreamTokenizer's own double parsing: inexact and without exponents, measured for speed only.
   */
  @Benchmark
  public double measureStreamTokenizer(InputBytes counter) throws IOException {
    StreamTokenizer in = new StreamTokenizer(reader());
    double sum = 0;
    while (in.nextToken() != StreamTokenizer.TT_EOF) {
      sum += in.nval;
    }
    counter.bytes += input.length;
    return sum;
  }

  /** The classic byte reader's digit-by-digit doubles: inexact, no exponents; speed only. */
  @Benchmark
  public double measureClassicByteReader(InputBytes counter) {
    ClassicByteReader in = new ClassicByteReader(new ByteArrayInputStream(input));
    double sum = 0;
    for (int i = 0; i < count; i++) {
      sum += in.nextDouble();
    }
    counter.bytes += input.length;
    return sum;
  }

  private BufferedReader reader() {
    return new BufferedReader(
        new InputStreamReader(new ByteArrayInputStream(input), StandardCharsets.US_ASCII));
  }
}
