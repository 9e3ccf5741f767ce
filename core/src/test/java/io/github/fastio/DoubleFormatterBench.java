package io.github.fastio;

import java.io.OutputStream;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A quick timing harness, not a unit test (no timings belong in tests): ns per value of {@code
 * println(x, 9)} against {@code printf("%.9f%n")}, both into a discarding stream, and of {@code
 * writeFixed} alone, on values uniform in [-1e6, 1e6] and [-1e9, 1e9]. Methods alternate round by
 * round; medians are reported. Run after {@code mvn -pl core test-compile}: {@code java -cp
 * core/target/classes:core/target/test-classes io.github.fastio.DoubleFormatterBench}
 */
final class DoubleFormatterBench {
  private static final OutputStream NULL =
      new OutputStream() {
        @Override
        public void write(int b) {}

        @Override
        public void write(byte[] b, int off, int len) {}
      };

  private DoubleFormatterBench() {}

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
    for (double range : new double[] {1e6, 1e9}) {
      double[] xs = new SplittableRandom(7).doubles(1 << 16, -range, range).toArray();
      double[][] t = new double[3][rounds];
      for (int r = 0; r < rounds; r++) {
        t[0][r] = fast(xs);
        t[1][r] = printf(xs, r == 0 ? 1 : 4);
        t[2][r] = writeFixed(xs);
      }
      double fw = median(t[0]);
      double pf = median(t[1]);
      double wf = median(t[2]);
      System.out.printf(
          Locale.ROOT,
          "java %s range 1e%d: println(x,9) %.1f ns [%.1f-%.1f], printf %.1f ns [%.1f-%.1f],"
              + " writeFixed %.1f ns [%.1f-%.1f], ratio %.1fx%n",
          System.getProperty("java.specification.version"),
          (int) Math.log10(range),
          fw,
          min(t[0]),
          max(t[0]),
          pf,
          min(t[1]),
          max(t[1]),
          wf,
          min(t[2]),
          max(t[2]),
          pf / fw);
    }
  }

  static long sink;

  private static double fast(double[] xs) {
    FastWriter w = new FastWriter(NULL);
    long t0 = System.nanoTime();
    for (int rep = 0; rep < 40; rep++) {
      for (double x : xs) {
        w.println(x, 9);
      }
    }
    w.flush();
    return (System.nanoTime() - t0) / (40.0 * xs.length);
  }

  private static double writeFixed(double[] xs) {
    byte[] buf = new byte[DoubleFormatter.maxFixedLength(9)];
    long s = 0;
    long t0 = System.nanoTime();
    for (int rep = 0; rep < 40; rep++) {
      for (double x : xs) {
        s += DoubleFormatter.writeFixed(x, 9, buf, 0);
      }
    }
    sink += s + buf[3];
    return (System.nanoTime() - t0) / (40.0 * xs.length);
  }

  private static double printf(double[] xs, int reps) {
    PrintWriter p = new PrintWriter(NULL);
    long t0 = System.nanoTime();
    for (int rep = 0; rep < reps; rep++) {
      for (double x : xs) {
        p.printf(Locale.ROOT, "%.9f%n", x);
      }
    }
    p.flush();
    return (System.nanoTime() - t0) / ((double) reps * xs.length);
  }

  private static double median(double[] a) {
    double[] b = a.clone();
    Arrays.sort(b);
    return b[b.length / 2];
  }

  private static double min(double[] a) {
    return Arrays.stream(a).min().getAsDouble();
  }

  private static double max(double[] a) {
    return Arrays.stream(a).max().getAsDouble();
  }
}
