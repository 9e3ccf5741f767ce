package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Each kind of value {@link CsvWriter} writes, against the JDK's own text for it: {@code
 * Integer.toString}, {@code Long.toString}, {@code Double.toString} and {@code Float.toString} of
 * JDK 19+ (on JDK 19+ the JDK's itself; on older JDKs the BigDecimal oracle of that rule, and the
 * text must parse back to the same bits), {@code String.format("%.nf")} of the running JDK, {@code
 * BigDecimal.toPlainString} and the {@code toString} of {@code java.time}'s dates. Runs on the
 * build's JDK and again on JDK 25.
 */
class CsvWriterNumbersTest {
  private static final boolean JDK19 = DoubleFormatter.JDK >= 19;

  /** The text of one field written alone, with or without quoteAll. */
  static String one(Consumer<CsvWriter> field) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    CsvWriter w = CsvWriter.of(bytes, 256);
    field.accept(w);
    w.close();
    String plain = bytes.toString(StandardCharsets.UTF_8);
    bytes.reset();
    w = CsvWriter.of(bytes, 256).quoteAll(true);
    field.accept(w);
    w.close();
    assertEquals('"' + plain + '"', bytes.toString(StandardCharsets.UTF_8), "with quoteAll");
    return plain;
  }

  @Test
  void intsAndLongsAreToString() {
    Tries.forAll(
        Tries.INT_EDGES,
        Tries::anInt,
        v -> assertEquals(Integer.toString(v), one(w -> w.field(v))));
    Tries.forAll(
        Tries.LONG_EDGES, Tries::aLong, v -> assertEquals(Long.toString(v), one(w -> w.field(v))));
  }

  static List<Double> doubleEdges() {
    List<Double> l = new ArrayList<>(Tries.DOUBLE_EDGES);
    l.addAll(List.of(-0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY));
    l.addAll(
        List.of(
            Double.MIN_VALUE,
            -Double.MIN_VALUE,
            Double.MIN_NORMAL,
            Math.nextDown(Double.MIN_NORMAL)));
    l.addAll(List.of(1e23, 2e23, 8.41e21, 5e-324, 1e-7, 1e7, 9999999.0, 0.001, 1e-3 - 1e-19));
    l.addAll(List.of(9007199254740993.0, 0x1p63, 1.0E22, 4.9E-324, 2.2250738585072014E-308));
    return l;
  }

  static void assertShortest(double v, String text) {
    assertEquals(DoubleFormatterOracle.shortest(v), text);
    if (JDK19) {
      assertEquals(Double.toString(v), text);
    }
    assertEquals(Double.doubleToLongBits(v), Double.doubleToLongBits(Double.parseDouble(text)));
  }

  @Test
  void doublesAreTheShortestInJdk19sLayoutOnEveryJdk() {
    Tries.forAll(
        doubleEdges(),
        CsvWriterRoundTripTest::aDouble,
        v -> assertShortest(v, one(w -> w.field(v))));
  }

  @Test
  void floatsAreTheShortestInJdk19sLayoutOnEveryJdk() {
    List<Float> edges = new ArrayList<>(Tries.FLOAT_EDGES);
    edges.addAll(List.of(-0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY));
    edges.addAll(
        List.of(Float.MIN_VALUE, Float.MIN_NORMAL, 1e10f, 1.0E-5f, 16777217f, 2.0E-45f, 8.5E37f));
    Tries.forAll(
        edges,
        CsvWriterRoundTripTest::aFloat,
        v -> {
          String text = one(w -> w.field(v));
          assertEquals(DoubleFormatterOracle.shortest(v), text);
          if (JDK19) {
            assertEquals(Float.toString(v), text);
          }
          assertEquals(Float.floatToIntBits(v), Float.floatToIntBits(Float.parseFloat(text)));
        });
  }

  @Test
  void everyFloatBitPatternInASweepIsToStringOnJdk19() {
    // a stride through all 2^32 patterns: every exponent, many significands
    for (long bits = 0; bits < 1L << 32; bits += 65_537 * 31) {
      float v = Float.intBitsToFloat((int) bits);
      String text = one(w -> w.field(v));
      assertEquals(
          JDK19 ? Float.toString(v) : DoubleFormatterOracle.shortest(v), text, "bits " + bits);
    }
  }

  @Test
  void fixedDecimalsAreStringFormatOfTheRunningJdk() {
    Tries.forAll(
        Tries.pairs(doubleEdges(), List.of(0, 1, 2, 3, 17, 20, 400), (v, n) -> new Object[] {v, n}),
        r -> new Object[] {CsvWriterRoundTripTest.aDouble(r), Tries.size(r, 0, 340)},
        a -> {
          double v = (Double) a[0];
          int n = (Integer) a[1];
          assertEquals(String.format(Locale.ROOT, "%." + n + "f", v), one(w -> w.field(v, n)));
        });
  }

  @Test
  void fixedDecimalsWiderThanTheBufferAreStringFormatToo() {
    for (double v : new double[] {1e300, -Double.MIN_VALUE, 0.1, Double.NaN}) {
      for (int n : new int[] {500, 1100, 1101, 3000}) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        CsvWriter w = CsvWriter.of(bytes, 64).quoteAll(true);
        w.field(1).field(v, n).endRecord().close();
        assertEquals(
            "\"1\",\"" + String.format(Locale.ROOT, "%." + n + "f", v) + "\"\n",
            bytes.toString(StandardCharsets.UTF_8),
            v + " with " + n);
      }
    }
  }

  @Test
  void bigDecimalsAreToPlainString() {
    Tries.forAll(
        List.of(
            BigDecimal.ZERO,
            new BigDecimal("1E+3"),
            new BigDecimal("-0.000"),
            new BigDecimal("1E-30"),
            new BigDecimal("123456789012345678901234567890.123456789")),
        r ->
            new BigDecimal(
                new BigInteger(1 + r.nextInt(120), r)
                    .multiply(BigInteger.valueOf(r.nextBoolean() ? 1 : -1)),
                r.nextInt(81) - 40),
        v -> assertEquals(v.toPlainString(), one(w -> w.field(v))));
    // a plain string longer than the buffer
    BigDecimal huge = new BigDecimal("1E+5000");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    CsvWriter.of(bytes, 50).field(huge).field(1).endRecord().close();
    assertEquals(huge.toPlainString() + ",1\n", bytes.toString(StandardCharsets.UTF_8));
  }

  static LocalDate aDate(Random r) {
    if (r.nextInt(10) == 0) {
      return LocalDate.of(
          Tries.pick(
              r,
              -999_999_999,
              -1,
              0,
              9999,
              10_000,
              999_999_999,
              Tries.between(r, -999_999_999, 999_999_999)),
          1 + r.nextInt(12),
          1 + r.nextInt(28));
    }
    return LocalDate.ofEpochDay(Tries.between(r, -719_528, 2_932_896)); // 0000-01-01 to 9999-12-31
  }

  static LocalTime aTime(Random r) {
    int nano;
    switch (r.nextInt(5)) {
      case 0:
        nano = 0;
        break;
      case 1:
        nano = r.nextInt(1000) * 1_000_000;
        break;
      case 2:
        nano = r.nextInt(1_000_000) * 1000;
        break;
      default:
        nano = r.nextInt(1_000_000_000);
    }
    return LocalTime.of(r.nextInt(24), r.nextInt(60), r.nextInt(4) == 0 ? 0 : r.nextInt(60), nano);
  }

  static LocalDateTime aDateTime(Random r) {
    return LocalDateTime.of(aDate(r), aTime(r));
  }

  static Instant anInstant(Random r) {
    long s;
    switch (r.nextInt(6)) {
      case 0:
        s =
            Tries.pick(
                r,
                Instant.MIN.getEpochSecond(),
                Instant.MAX.getEpochSecond(),
                IsoTime.FIRST_SECOND,
                IsoTime.FIRST_SECOND - 1,
                IsoTime.END_SECOND,
                IsoTime.END_SECOND - 1,
                0L,
                -1L,
                951_782_400L);
        break;
      case 1:
        s = r.nextLong() % Instant.MAX.getEpochSecond();
        break;
      default:
        s =
            IsoTime.FIRST_SECOND
                + (long) (r.nextDouble() * (IsoTime.END_SECOND - IsoTime.FIRST_SECOND));
    }
    return Instant.ofEpochSecond(s, aTime(r).getNano());
  }

  @Test
  void datesAndTimesAreTheirIsoToString() {
    Tries.forAll(
        List.of(LocalDate.MIN, LocalDate.MAX, LocalDate.of(2024, 2, 29), LocalDate.of(0, 1, 1)),
        CsvWriterNumbersTest::aDate,
        v -> assertEquals(v.toString(), one(w -> w.field(v))));
    Tries.forAll(
        List.of(
            LocalDateTime.MIN,
            LocalDateTime.MAX,
            LocalDateTime.of(2024, 2, 29, 0, 0),
            LocalDateTime.of(2024, 2, 29, 0, 0, 0, 1),
            LocalDateTime.of(1, 1, 1, 0, 0, 1)),
        CsvWriterNumbersTest::aDateTime,
        v -> assertEquals(v.toString(), one(w -> w.field(v))));
    Tries.forAll(
        List.of(
            Instant.MIN,
            Instant.MAX,
            Instant.EPOCH,
            Instant.ofEpochSecond(-1, 999_999_999),
            Instant.ofEpochSecond(IsoTime.FIRST_SECOND),
            Instant.ofEpochSecond(IsoTime.END_SECOND - 1, 999_999_999)),
        CsvWriterNumbersTest::anInstant,
        v -> assertEquals(v.toString(), one(w -> w.field(v))));
  }

  @Test
  void everyDayOfTheFourDigitYearsIsInstantToString() {
    // each day once, at a time of day and a fraction that move, every 13th day, checked 10,000 days
    // at a time
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    CsvWriter w = CsvWriter.of(bytes);
    StringBuilder expected = new StringBuilder();
    for (long day = -719_528; day <= 2_932_896; day += 13) {
      Instant v =
          Instant.ofEpochSecond(
              day * 86_400 + (day * 7919 & 0xFFFF), (int) (day % 1000) * 1_000_000);
      w.field(v).field(LocalDate.ofEpochDay(day)).endRecord();
      expected.append(v).append(',').append(LocalDate.ofEpochDay(day)).append('\n');
      if (day % 10_000 < 13 || day + 13 > 2_932_896) {
        w.flush();
        assertEquals(expected.toString(), bytes.toString(StandardCharsets.UTF_8), "to day " + day);
        bytes.reset();
        expected.setLength(0);
      }
    }
  }

  @Test
  void booleansAreTrueAndFalse() {
    assertEquals("true", one(w -> w.field(true)));
    assertEquals("false", one(w -> w.field(false)));
  }
}
