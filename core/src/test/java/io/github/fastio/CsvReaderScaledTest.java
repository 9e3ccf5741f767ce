package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link CsvReader#nextScaled(int)} against an oracle of the JDK's: a text {@link
 * Double#parseDouble} accepts, as a {@link BigDecimal} moved {@code scale} places and taken by
 * {@link BigDecimal#longValueExact()} (which refuses a fraction left over and a value past a long);
 * NaN, Infinity and hex have no such value. Seeded random decimals and named edge cases, read from
 * arrays, one-byte streams, small buffers and every cut of a stream in two.
 */
class CsvReaderScaledTest {
  private static final String[] NAMED = {
    "",
    "0",
    "-0",
    "+0",
    "-0.0",
    "007",
    "12.3",
    "-12.3",
    "+12.3",
    "12.30",
    "12.34",
    "12.",
    ".5",
    "-.5",
    ".",
    "-",
    "+",
    "1e1",
    "15e-1",
    "1.5e1",
    "1.25e1",
    "1E-1",
    "1e-2",
    "1e",
    "1e+",
    "0e999999999999",
    "0.000e-999999999999",
    "1e999999999999",
    "1e-999999999999",
    "1.5f",
    "2.5D",
    "2.5x",
    " 3.5 ",
    "\t4",
    "1 2",
    "0x10",
    "0x1p3",
    "NaN",
    "-Infinity",
    "Infinity",
    "1_000",
    "1..2",
    "1.2.3",
    "--1",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "922337203685477580.7",
    "922337203685477580.8",
    "-922337203685477580.8",
    "-922337203685477580.9",
    "92233720368547758.07",
    "-92233720368547758.08",
    "9.223372036854775807",
    "-9.223372036854775808",
    "9.223372036854775808",
    "0.000000000000000001",
    "0.0000000000000000001",
    "00000000000000000000000000001.5",
    "1.50000000000000000000000000000",
    "99999999999999999999",
    "123456789.12345678",
    "99999999.9",
    "-99.9",
    "99.9"
  };

  /** The oracle: {@code text} at {@code scale}, or null where nextScaled must reject it. */
  static Long expected(String text, int scale) {
    try {
      double d = Double.parseDouble(text);
      String t = text.trim();
      if (Double.isNaN(d) || t.endsWith("Infinity") || t.indexOf('x') >= 0 || t.indexOf('X') >= 0) {
        return null;
      }
      char last = t.charAt(t.length() - 1);
      if ("fFdD".indexOf(last) >= 0) {
        t = t.substring(0, t.length() - 1);
      }
      return big(t).movePointRight(scale).longValueExact();
    } catch (NumberFormatException | ArithmeticException e) {
      return null;
    }
  }

  /**
   * {@code new BigDecimal(t)}, which refuses an exponent past an int's range: such a number is 0 if
   * its digits are, else too large or too small for any scale (an ArithmeticException).
   */
  private static BigDecimal big(String t) {
    try {
      return new BigDecimal(t);
    } catch (NumberFormatException e) {
      int exp = Math.max(t.indexOf('e'), t.indexOf('E'));
      if (exp < 0 || new BigDecimal(t.substring(0, exp)).signum() != 0) {
        throw new ArithmeticException("exponent out of range");
      }
      return BigDecimal.ZERO;
    }
  }

  private static String randomDecimal(SplittableRandom r) {
    switch (r.nextInt(8)) {
      case 0:
        return NAMED[r.nextInt(NAMED.length)];
      case 1:
        return Long.toString(r.nextLong() >> r.nextInt(64));
      case 2:
        // Around the bounds of a long at some scale.
        String digits = Long.toString(r.nextBoolean() ? Long.MAX_VALUE : Long.MIN_VALUE);
        long bump = r.nextInt(3) - 1;
        digits = new BigDecimal(digits).add(BigDecimal.valueOf(bump)).toPlainString();
        int point = 1 + r.nextInt(digits.length() - 1);
        return digits.substring(0, point) + "." + digits.substring(point);
      case 3:
        return String.format(Locale.ROOT, "%." + r.nextInt(4) + "f", (r.nextDouble() - 0.5) * 200);
      default:
        StringBuilder sb = new StringBuilder();
        sb.append(r.nextInt(4) == 0 ? "-" : r.nextInt(20) == 0 ? "+" : "");
        int intDigits = r.nextInt(4) == 0 ? r.nextInt(21) : r.nextInt(4);
        for (int i = 0; i < intDigits; i++) {
          sb.append((char) ('0' + (i == 0 && r.nextInt(3) > 0 ? 1 + r.nextInt(9) : r.nextInt(10))));
        }
        if (r.nextInt(5) > 0) {
          sb.append('.');
          int frac = r.nextInt(4) == 0 ? r.nextInt(21) : r.nextInt(5);
          for (int i = 0; i < frac; i++) {
            sb.append((char) ('0' + (r.nextInt(3) == 0 ? 0 : r.nextInt(10))));
          }
        }
        if (r.nextInt(6) == 0) {
          sb.append(r.nextBoolean() ? 'e' : 'E');
          sb.append(r.nextInt(3) == 0 ? "-" : r.nextInt(3) == 0 ? "+" : "");
          sb.append(r.nextInt(25));
        }
        if (r.nextInt(30) == 0) {
          sb.append("fFdD".charAt(r.nextInt(4)));
        }
        return sb.toString();
    }
  }

  @Test
  void theCheckedParserAgreesWithTheOracle() {
    SplittableRandom r = new SplittableRandom(7);
    for (int i = 0; i < Sweep.of(200_000); i++) {
      String text = i < NAMED.length * 19 ? NAMED[i / 19] : randomDecimal(r);
      int scale = i < NAMED.length * 19 ? i % 19 : r.nextInt(19);
      byte[] b = ("##" + text + "##").getBytes(StandardCharsets.UTF_8);
      Long want = expected(text, scale);
      String where = "\"" + text + "\" at scale " + scale;
      if (want == null) {
        assertThrows(
            NumberFormatException.class,
            () -> FixedPoint.parse(b, 2, b.length - 2, scale),
            where + ": " + tryParse(b, scale));
      } else {
        assertEquals(want.longValue(), FixedPoint.parse(b, 2, b.length - 2, scale), where);
      }
    }
  }

  private static String tryParse(byte[] b, int scale) {
    try {
      return Long.toString(FixedPoint.parse(b, 2, b.length - 2, scale));
    } catch (NumberFormatException e) {
      return "rejected";
    }
  }

  @Test
  void everyFieldReadsAsTheOracleSays() {
    SplittableRandom rnd = new SplittableRandom(39);
    for (int trial = 0; trial < Sweep.of(1500); trial++) {
      long seed = rnd.nextLong();
      SplittableRandom r = new SplittableRandom(seed);
      List<List<String>> rows = new ArrayList<>();
      StringBuilder file = new StringBuilder();
      char delimiter = r.nextBoolean() ? ';' : ',';
      for (int i = 0, n = 1 + r.nextInt(6); i < n; i++) {
        List<String> row = new ArrayList<>();
        for (int f = 0, m = 1 + r.nextInt(5); f < m; f++) {
          String text = randomDecimal(r);
          row.add(text);
          boolean quoted = r.nextInt(4) == 0 || text.isEmpty() && m == 1;
          file.append(f > 0 ? String.valueOf(delimiter) : "")
              .append(quoted ? '"' + text + '"' : text);
        }
        rows.add(row);
        if (i < n - 1 || r.nextBoolean()) {
          file.append(r.nextBoolean() ? "\n" : "\r\n");
        }
      }
      byte[] bytes = file.toString().getBytes(StandardCharsets.UTF_8);
      int scale = r.nextInt(19);
      int buffer = 1 + r.nextInt(40);
      int cut = r.nextInt(bytes.length + 1);
      for (CsvReader in :
          new CsvReader[] {
            CsvReader.of(bytes),
            CsvReader.of(ReaderSources.chunked(bytes, 1), 1),
            CsvReader.of(new ByteArrayInputStream(bytes), buffer),
            CsvReader.of(ReaderSources.splitAt(bytes, cut))
          }) {
        in.delimiter(delimiter);
        readAll(in, rows, scale, "seed " + seed);
      }
    }
  }

  /** Reads {@code rows} from {@code in}, each field as the oracle says. */
  private static void readAll(CsvReader in, List<List<String>> rows, int scale, String seed) {
    for (List<String> row : rows) {
      assertTrue(in.nextRecord(), seed);
      for (String text : row) {
        String where = seed + ", \"" + text + "\" at scale " + scale;
        Long want = expected(text, scale);
        if (want == null) {
          assertThrows(InputMismatchException.class, () -> in.nextScaled(scale), where);
          assertEquals(text, in.next(), where + ": stays unread");
        } else {
          assertEquals(want.longValue(), in.nextScaled(scale), where);
        }
      }
      assertFalse(in.hasNextField(), seed);
    }
    assertFalse(in.nextRecord(), seed);
  }

  @Test
  void stationLinesCutAtEveryByte() {
    String text =
        "Hamburg;12.0\nBulawayo;8.9\nPalembang;-38.8\nSt. John's;1.5\nKraków;-0.1\n"
            + "Abha;99.9\nX;-99.9\nY;0.0";
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    long[] want = {120, 89, -388, 15, -1, 999, -999, 0};
    for (int cut = 0; cut <= bytes.length; cut++) {
      for (CsvReader in :
          new CsvReader[] {
            CsvReader.of(ReaderSources.splitAt(bytes, cut)).delimiter(';'),
            CsvReader.of(ReaderSources.chunked(bytes, 1 + cut % 5), 1 + cut % 7).delimiter(';')
          }) {
        for (long w : want) {
          assertTrue(in.nextRecord(), "cut " + cut);
          in.skip();
          assertEquals(w, in.nextScaled(1), "cut " + cut);
        }
        assertFalse(in.nextRecord(), "cut " + cut);
      }
    }
  }

  @Test
  void aRejectedFieldNamesTheScaleAndWhere() {
    CsvReader in = CsvReader.of("a;1.25\n").delimiter(';');
    assertTrue(in.nextRecord());
    in.skip();
    InputMismatchException e = assertThrows(InputMismatchException.class, () -> in.nextScaled(1));
    assertEquals(
        "expected a decimal of scale 1 but found \"1.25\" in field 2 at line 1 (byte offset 2)",
        e.getMessage());
    assertEquals(125, in.nextScaled(2));
  }

  @Test
  void overflowIsAnErrorNeverAWrappedNumber() {
    CsvReader in =
        CsvReader.of("92233720368547758.07,92233720368547758.08,-92233720368547758.08\n");
    assertTrue(in.nextRecord());
    assertEquals(Long.MAX_VALUE, in.nextScaled(2));
    assertThrows(InputMismatchException.class, () -> in.nextScaled(2));
    assertEquals("92233720368547758.08", in.next());
    assertEquals(Long.MIN_VALUE, in.nextScaled(2));
  }

  @Test
  void aDefaultStandsForAMissingValueOnly() {
    CsvReader in = CsvReader.of("1.5,,\"\"\n");
    assertTrue(in.nextRecord());
    assertEquals(150, in.nextScaled(2, -1));
    assertEquals(-1, in.nextScaled(2, -1));
    assertThrows(InputMismatchException.class, () -> in.nextScaled(2, -1), "\"\" is a value");
    assertEquals("", in.next());
    assertThrows(InputMismatchException.class, () -> in.nextScaled(1), "past the record's end");
  }

  @Test
  void theScaleIsFromZeroTo18() {
    CsvReader in = CsvReader.of("1\n");
    assertTrue(in.nextRecord());
    assertThrows(IllegalArgumentException.class, () -> in.nextScaled(-1));
    assertThrows(IllegalArgumentException.class, () -> in.nextScaled(19));
    assertThrows(IllegalArgumentException.class, () -> in.nextScaled(19, 0));
    assertEquals(1_000_000_000_000_000_000L, in.nextScaled(18));
  }
}
