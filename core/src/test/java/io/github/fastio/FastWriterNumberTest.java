package io.github.fastio;

import static io.github.fastio.WriterTestSupport.fast;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Numbers against Integer/Long/Double/Float.toString and String.format. Sweeps are multiples of
 * {@link #SWEEP}, scaled by {@code -Dfastio.sweep} (see {@link Sweep}).
 */
class FastWriterNumberTest {
  private static final int SWEEP = Sweep.of(2000);

  static List<Long> edgeLongs() {
    List<Long> v = new ArrayList<>();
    long p = 1;
    for (int digits = 1; digits <= 19; digits++) {
      for (long x : new long[] {p - 1, p, p + 1, 2 * p - 1, 9 * p, 10 * p - 1}) {
        if (x >= 0) { // 10 * p overflows for 19 digits
          v.add(x);
          v.add(-x);
        }
      }
      p *= 10;
    }
    for (int bit = 0; bit < 63; bit++) {
      for (long x : new long[] {(1L << bit) - 1, 1L << bit, (1L << bit) + 1}) {
        v.add(x);
        v.add(-x);
      }
    }
    // Where the long path switches from one to two 64-bit divisions: high part = 2^31.
    v.addAll(Arrays.asList(214748364799999999L, 214748364800000000L, -214748364800000000L));
    v.addAll(Arrays.asList(Long.MIN_VALUE, Long.MIN_VALUE + 1, Long.MAX_VALUE, Long.MAX_VALUE - 1));
    v.addAll(Arrays.asList((long) Integer.MIN_VALUE, Integer.MIN_VALUE - 1L));
    v.addAll(Arrays.asList((long) Integer.MAX_VALUE, Integer.MAX_VALUE + 1L));
    return v;
  }

  static List<Integer> edgeInts() {
    List<Integer> v = new ArrayList<>();
    for (long x : edgeLongs()) {
      if (x == (int) x) {
        v.add((int) x);
      }
    }
    return v;
  }

  /** Random longs of every digit count with both signs. */
  private static long randomLong(Random r) {
    long x = r.nextLong() >>> r.nextInt(64);
    return r.nextBoolean() ? x : -x;
  }

  // ------------------------------------------------------------ FastWriter digits

  private static ByteBuffer le(byte[] buf) {
    return ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN);
  }

  /**
   * Writes at {@code off} of an array that ends {@code SLACK} bytes after the digits at the latest,
   * so a store past that allowance throws; checks that nothing before {@code off} changed.
   */
  private static String writeInt(int v, int off) {
    byte[] buf = new byte[off + Integer.toString(v).length() + FastWriter.SLACK];
    Arrays.fill(buf, (byte) '#');
    int end = Digits.writeLong(v, buf, le(buf), off);
    checkUntouchedBefore(buf, off);
    return new String(buf, off, end - off, UTF_8);
  }

  private static String writeLong(long v, int off) {
    byte[] buf = new byte[off + Long.toString(v).length() + FastWriter.SLACK];
    Arrays.fill(buf, (byte) '#');
    int end = Digits.writeLong(v, buf, le(buf), off);
    checkUntouchedBefore(buf, off);
    return new String(buf, off, end - off, UTF_8);
  }

  private static void checkUntouchedBefore(byte[] buf, int off) {
    for (int i = 0; i < off; i++) {
      if (buf[i] != '#') {
        throw new AssertionError("byte " + i + " before " + off + " was written");
      }
    }
  }

  @Test
  void writeIntEqualsIntegerToStringOnEdges() {
    for (int v : edgeInts()) {
      assertEquals(Integer.toString(v), writeInt(v, 0));
      assertEquals(Integer.toString(v), writeInt(v, 5));
    }
  }

  @Test
  void writeLongEqualsLongToStringOnEdges() {
    for (long v : edgeLongs()) {
      assertEquals(Long.toString(v), writeLong(v, 0));
      assertEquals(Long.toString(v), writeLong(v, 3));
    }
  }

  @Test
  void writeIntAndWriteLongEqualTheJdkOnRandomValues() {
    Random r = new Random(1130);
    for (int i = 0; i < SWEEP * 200; i++) {
      long v = randomLong(r);
      assertEquals(Long.toString(v), writeLong(v, i & 3));
      int n = (int) v;
      assertEquals(Integer.toString(n), writeInt(n, i & 3));
    }
  }

  private static String digits8(int v) {
    byte[] b = new byte[8];
    le(b).putLong(0, Digits.digits8(v) + 0x3030303030303030L);
    return new String(b, UTF_8);
  }

  @Test
  void digits8EqualsZeroPaddedToStringAcrossItsRange() {
    // A stride through [0, 10^8) plus the ends and every power of ten; -Dfastio.sweep=100 (a
    // release check) makes the stride 1 below 10^6 and 997 above.
    List<Integer> v = new ArrayList<>();
    int dense = Math.min(SWEEP * 5, 1_000_000);
    for (int x = 0; x < dense; x++) {
      v.add(x);
    }
    for (int x = dense; x < 100_000_000; x += 997) {
      v.add(x);
    }
    for (int p = 1; p <= 100_000_000; p *= 10) {
      v.addAll(Arrays.asList(p - 1, p, p + 1));
    }
    for (int x : v) {
      if (x < 100_000_000) {
        assertEquals(String.format("%08d", x), digits8(x), "of " + x);
      }
    }
  }

  @Test
  void digits8EqualsItsDigitsByDivisionForEveryValue() {
    // Every one of the 10^8 inputs, against a digit-by-digit reference: the multiply-shifts are
    // exact only below bounds that the comments state, so a stride could step over a failure.
    for (int x = 0; x < 100_000_000; x++) {
      long expected = 0;
      int rest = x;
      for (int shift = 56; shift >= 0; shift -= 8) {
        expected |= (long) (rest % 10) << shift;
        rest /= 10;
      }
      if (Digits.digits8(x) != expected) {
        assertEquals(String.format("%08d", x), digits8(x), "of " + x);
      }
    }
  }

  @Test
  void lengthCountsDigitsAroundEveryPowerOfTenBelow10To8() {
    for (int p = 1; p <= 10_000_000; p *= 10) {
      for (int x : new int[] {p - 1, p, p + 1, 2 * p, 10 * p - 1}) {
        assertEquals(Integer.toString(x).length(), Digits.decimalLength8(x), "of " + x);
      }
    }
  }

  @Test
  void everyDigitCountWithBothSignsEndsExactlyAtTheArrayEndMinusSlack() {
    long p = 1;
    for (int digits = 1; digits <= 19; digits++) {
      for (long x : new long[] {p, 2 * p + 3, 9 * p + p / 2, 10 * p - 1}) {
        if (x > 0) {
          for (int off = 0; off < 12; off++) {
            assertEquals(Long.toString(x), writeLong(x, off));
            assertEquals(Long.toString(-x), writeLong(-x, off));
            if (x == (int) x) {
              assertEquals(Integer.toString((int) x), writeInt((int) x, off));
              assertEquals(Integer.toString((int) -x), writeInt((int) -x, off));
            }
          }
        }
      }
      p *= 10;
    }
    for (int off = 0; off < 12; off++) {
      assertEquals("-9223372036854775808", writeLong(Long.MIN_VALUE, off));
      assertEquals("-2147483648", writeInt(Integer.MIN_VALUE, off));
      assertEquals("0", writeInt(0, off));
    }
  }

  @Test
  void maxLengthsAreTheLongestTexts() {
    assertEquals(Integer.toString(Integer.MIN_VALUE).length(), FastWriter.MAX_INT_LENGTH);
    assertEquals(Long.toString(Long.MIN_VALUE).length(), FastWriter.MAX_LONG_LENGTH);
  }

  // ------------------------------------------------------------ through the writer

  @Test
  void intsAndLongsAtEveryPositionOfTheBufferEnd() {
    for (int size = FastWriter.MIN_BUFFER_SIZE; size < FastWriter.MIN_BUFFER_SIZE + 3; size++) {
      for (int prefix = 0; prefix < 2 * size; prefix++) {
        String pad = "x".repeat(prefix);
        for (long v : edgeLongs()) {
          int n = (int) v;
          String expected = pad + v + "\n" + pad + v + " " + n + n + "\n";
          byte[] out =
              fast(
                  size,
                  w -> w.print(pad).println(v).print(pad).print(v).print(' ').print(n).println(n));
          assertEquals(expected, new String(out, UTF_8), "buffer " + size + ", prefix " + prefix);
        }
      }
    }
  }

  @Test
  void arraysOfEveryDigitCountAtEveryPositionOfTheBufferEnd() {
    long[] longs = edgeLongs().stream().mapToLong(Long::longValue).toArray();
    int[] ints = edgeInts().stream().mapToInt(Integer::intValue).toArray();
    String expected =
        Arrays.stream(ints).mapToObj(Integer::toString).collect(Collectors.joining(" "))
            + "\n"
            + Arrays.stream(longs).mapToObj(Long::toString).collect(Collectors.joining(" "))
            + "\n";
    for (int size = FastWriter.MIN_BUFFER_SIZE; size < FastWriter.MIN_BUFFER_SIZE + 2; size++) {
      for (int prefix = 0; prefix <= size; prefix++) {
        String pad = "x".repeat(prefix);
        byte[] out = fast(size, w -> w.print(pad).println(ints).println(longs));
        assertEquals(
            pad + expected, new String(out, UTF_8), "buffer " + size + ", prefix " + prefix);
      }
    }
  }

  @Test
  void doublesAndFloatsEqualTheirToStringOnEdges() {
    for (double v : edgeDoubles()) {
      float f = (float) v;
      String expected = v + "\n" + f + "\n" + v + f;
      assertEquals(
          expected, new String(fast(w -> w.println(v).println(f).print(v).print(f)), UTF_8));
    }
  }

  @Test
  void randomDoublesAndFloatsEqualTheirToString() {
    Random r = new Random(42);
    for (int i = 0; i < SWEEP * 10; i++) {
      double v = i % 2 == 0 ? Double.longBitsToDouble(r.nextLong()) : r.nextInt() / 1000.0;
      float f = Float.intBitsToFloat(r.nextInt());
      String expected = v + " " + f + "\n";
      int size = FastWriter.MIN_BUFFER_SIZE + (i & 7);
      assertEquals(expected, new String(fast(size, w -> w.print(v).print(' ').println(f)), UTF_8));
    }
  }

  @SuppressWarnings("FloatingPointLiteralPrecision") // 1e23 as people write it, a hard case
  static double[] edgeDoubles() {
    return new double[] {
      0.0,
      -0.0,
      1.0,
      -1.0,
      0.1,
      0.15,
      1.005,
      2.675,
      0.5,
      1.5,
      2.5,
      -0.04,
      -0.5,
      0.05,
      0.045,
      1e-3,
      1e-4,
      1e7,
      1e-7,
      9999999.0,
      1e15,
      1e16,
      1e22,
      1e23,
      1.2345678901234568E17,
      Double.NaN,
      Double.POSITIVE_INFINITY,
      Double.NEGATIVE_INFINITY,
      Double.MIN_VALUE,
      -Double.MIN_VALUE,
      Double.MIN_NORMAL,
      Double.MAX_VALUE,
      -Double.MAX_VALUE,
      Math.PI,
      Math.E,
      Math.nextDown(1.0),
      Math.nextUp(1.0),
      4.35,
      0.999999,
      9.9999999999,
      2e-323,
      1.0 / 3,
      2.0 / 3
    };
  }

  // ------------------------------------------------------------ fixed decimals

  private static String format(double v, int decimals) {
    return String.format(Locale.ROOT, "%." + decimals + "f", v);
  }

  @Test
  void fixedDecimalsEqualStringFormatOnEdges() {
    for (double v : edgeDoubles()) {
      for (int n = 0; n <= 20; n++) {
        int d = n;
        assertEquals(
            format(v, d) + "\n" + format(v, d),
            new String(fast(w -> w.println(v, d).print(v, d)), UTF_8),
            v + " with " + d);
      }
    }
  }

  @Test
  void moreDecimalsThanTheBufferHoldsEqualStringFormatAndNeedNoStringOfThemAll() {
    // Past FastWriter.EXACT_DECIMALS the writer writes the zeros itself; around it and past the
    // buffer's size, on small and default buffers alike, the text is String.format's.
    int edge = FastWriter.EXACT_DECIMALS;
    int[] counts = {70_000, edge - 1, edge, edge + 1, edge + 5000, 200_000};
    for (double v : edgeDoubles()) {
      for (int d : counts) {
        String expected = format(v, d) + "\n";
        assertEquals(expected, new String(fast(w -> w.println(v, d)), UTF_8), v + " with " + d);
        assertEquals(
            expected, new String(fast(1 << 10, w -> w.println(v, d)), UTF_8), v + " with " + d);
      }
    }
  }

  @Test
  void fixedDecimalsOfTheFamousHalfwayCasesRoundUpOnTheShortestDecimal() {
    // Expected values checked against String.format on JDK 17 and 25 (see field.md).
    assertEquals(
        "0.2 1.01 2.68 -0.0 0.10000000000000000000",
        new String(
            fast(
                w ->
                    w.print(0.15, 1)
                        .print(' ')
                        .print(1.005, 2)
                        .print(' ')
                        .print(2.675, 2)
                        .print(' ')
                        .print(-0.04, 1)
                        .print(' ')
                        .print(0.1, 20)),
            UTF_8));
  }

  @Test
  void fixedDecimalsEqualStringFormatOnRandomValues() {
    Random r = new Random(7);
    for (int i = 0; i < SWEEP * 5; i++) {
      double v =
          switch (i % 3) {
            case 0 -> Double.longBitsToDouble(r.nextLong());
            case 1 -> r.nextInt() / 1000.0;
            default -> r.nextDouble() * Math.pow(10, r.nextInt(40) - 20);
          };
      int n = r.nextInt(21);
      int size = DoubleFormatter.maxFixedLength(n) + (i & 15);
      assertEquals(
          format(v, n) + "\n", new String(fast(size, w -> w.println(v, n)), UTF_8), v + " " + n);
    }
  }

  @Test
  void fixedDecimalsThatDoNotFitTheBufferFallBackToStringFormat() {
    double[] values = {Math.PI, -Double.MAX_VALUE, Double.MIN_VALUE, Double.NaN, -0.0};
    for (double v : values) {
      for (int n : new int[] {0, 30, 400, 1100}) {
        for (int size : new int[] {FastWriter.MIN_BUFFER_SIZE, 512, 1 << 16}) {
          assertEquals(
              "a" + format(v, n) + "\n",
              new String(fast(size, w -> w.print('a').println(v, n)), UTF_8),
              v + " " + n + " buffer " + size);
        }
      }
    }
  }

  @Test
  void fixedDecimalsAtTheExactBufferCapacity() {
    for (int n = 0; n < 4; n++) {
      int need = DoubleFormatter.maxFixedLength(n);
      for (int size = need - 2; size <= need + 2; size++) {
        int d = n;
        assertEquals(
            "xy" + format(-Double.MAX_VALUE, d) + format(1.5, d),
            new String(
                fast(size, w -> w.print("xy").print(-Double.MAX_VALUE, d).print(1.5, d)), UTF_8));
      }
    }
  }

  @Test
  void negativeDecimalsAreRejected() {
    FastWriter w = new FastWriter(new WriterTestSupport.RecordingStream());
    assertThrows(IllegalArgumentException.class, () -> w.print(1.0, -1));
    assertThrows(IllegalArgumentException.class, () -> w.println(1.0, Integer.MIN_VALUE));
  }

  // ------------------------------------------------------------ printf and locale

  @Test
  void printfEqualsStringFormatWithLocaleRoot() {
    Object[][] cases = {
      {
        "%d %s %x %08.3f %e %g %,d %b %c %% %-5s|",
        42,
        "s",
        255,
        -3.14159,
        12345.678,
        1e-5,
        1234567,
        true,
        'c',
        "ab"
      },
      {"%s and %s", null, List.of(1)},
      {"%.0f %.20f %10.4f", 2.5, 0.1, Double.NaN},
      {"no args"},
      {"%n"},
    };
    for (Object[] c : cases) {
      String format = (String) c[0];
      Object[] args = Arrays.copyOfRange(c, 1, c.length);
      assertEquals(
          String.format(Locale.ROOT, format, args),
          new String(fast(w -> w.printf(format, args)), UTF_8));
    }
  }

  @Test
  void printfPropagatesFormatErrors() {
    FastWriter w = new FastWriter(new WriterTestSupport.RecordingStream());
    assertThrows(java.util.IllegalFormatException.class, () -> w.printf("%d", "not a number"));
  }

  @Test
  void decimalSeparatorIsAPointWhateverTheDefaultLocale() {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(Locale.GERMANY);
      assertEquals("3,14", String.format("%.2f", 3.14159)); // the trap being avoided
      assertEquals(
          "3.14 3.14 1234567.5",
          new String(fast(w -> w.print(3.14159, 2).printf(" %.2f %s", 3.14159, 1234567.5)), UTF_8));
    } finally {
      Locale.setDefault(saved);
    }
  }
}
