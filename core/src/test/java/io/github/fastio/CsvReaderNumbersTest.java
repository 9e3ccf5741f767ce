package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The typed fields against the JDK's parsers of the field's text: every field of random records,
 * numbers and near-numbers, quoted or not, read as an int, a long and a double from whole arrays,
 * one-byte streams and small buffers. A field the JDK rejects throws and stays unread.
 */
class CsvReaderNumbersTest {
  private static final String[] NEAR = {
    "",
    " 1",
    "1 ",
    "+5",
    "-0",
    "007",
    "1e3",
    "1E-3",
    "-.5",
    ".",
    "-",
    "+",
    "1.",
    "1.5e",
    "0x10",
    "NaN",
    "-Infinity",
    "Infinity",
    "1_000",
    "12a",
    "2147483647",
    "2147483648",
    "-2147483648",
    "-2147483649",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "1.5d",
    "2.5f",
    " 3.5 ",
    "\t4",
    "99999999999999999999",
    "0.1",
    "123456789012345678901234567890",
    "4.9e-324",
    "1e400",
    "-0.0"
  };

  private static String randomNumber(SplittableRandom r) {
    switch (r.nextInt(6)) {
      case 0:
        return NEAR[r.nextInt(NEAR.length)];
      case 1:
        return Integer.toString(r.nextInt());
      case 2:
        return Long.toString(r.nextLong());
      case 3:
        return Long.toString(r.nextLong() >> r.nextInt(64));
      case 4:
        return Double.toString(Double.longBitsToDouble(r.nextLong()));
      default:
        return String.format(
            java.util.Locale.ROOT, "%." + r.nextInt(12) + "f", r.nextDouble() * 1e6);
    }
  }

  private enum Kind {
    INT,
    LONG,
    DOUBLE
  }

  /** What the JDK makes of {@code text} as {@code kind}, or null where it rejects it. */
  private static Object jdk(Kind kind, String text) {
    try {
      return switch (kind) {
        case INT -> Integer.parseInt(text);
        case LONG -> Long.parseLong(text);
        case DOUBLE -> Double.doubleToRawLongBits(Double.parseDouble(text));
      };
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private static Object read(Kind kind, CsvReader in) {
    return switch (kind) {
      case INT -> in.nextInt();
      case LONG -> in.nextLong();
      case DOUBLE -> Double.doubleToRawLongBits(in.nextDouble());
    };
  }

  @Test
  void everyFieldParsesAsTheJdkParsesItsText() {
    SplittableRandom rnd = new SplittableRandom(32);
    for (int trial = 0; trial < Sweep.of(1500); trial++) {
      long seed = rnd.nextLong();
      SplittableRandom r = new SplittableRandom(seed);
      List<List<String>> rows = new ArrayList<>();
      StringBuilder file = new StringBuilder();
      for (int i = 0, n = 1 + r.nextInt(6); i < n; i++) {
        List<String> row = new ArrayList<>();
        for (int f = 0, m = 1 + r.nextInt(5); f < m; f++) {
          String text = randomNumber(r);
          row.add(text);
          boolean quoted = r.nextInt(4) == 0 || text.isEmpty() && m == 1;
          file.append(f > 0 ? "," : "").append(quoted ? '"' + text + '"' : text);
        }
        rows.add(row);
        if (i < n - 1 || r.nextBoolean()) {
          file.append(r.nextBoolean() ? "\n" : "\r\n");
        }
      }
      byte[] bytes = file.toString().getBytes(StandardCharsets.UTF_8);
      Kind kind = Kind.values()[r.nextInt(3)];
      int buffer = 1 + r.nextInt(40);
      for (CsvReader in :
          new CsvReader[] {
            CsvReader.of(bytes),
            CsvReader.of(ReaderSources.chunked(bytes, 1), 1),
            CsvReader.of(new ByteArrayInputStream(bytes), buffer)
          }) {
        for (List<String> row : rows) {
          assertTrue(in.nextRecord(), "seed " + seed);
          for (String text : row) {
            String where = "seed " + seed + ", " + kind + " of \"" + text + "\"";
            Object expected = jdk(kind, text);
            if (expected == null) {
              assertThrows(InputMismatchException.class, () -> read(kind, in), where);
              assertEquals(text, in.next(), where + ": stays unread");
            } else {
              assertEquals(expected, read(kind, in), where);
            }
          }
          assertFalse(in.hasNextField(), "seed " + seed);
        }
        assertFalse(in.nextRecord(), "seed " + seed);
      }
    }
  }

  @Test
  void aDefaultStandsForAMissingValueOnly() {
    CsvReader in = CsvReader.of("1,,3\n,\"\",x\n");
    assertTrue(in.nextRecord());
    assertEquals(1, in.nextInt(-1));
    assertEquals(-1, in.nextInt(-1));
    assertEquals(3L, in.nextLong(-1));
    assertTrue(in.nextRecord());
    assertEquals(Double.NaN, in.nextDouble(Double.NaN));
    assertThrows(InputMismatchException.class, () -> in.nextInt(-1), "\"\" is no missing value");
    assertEquals("", in.next());
    assertThrows(InputMismatchException.class, () -> in.nextDouble(0));
  }

  @Test
  void quotedNumbersAreTheirTextWithoutTheQuotes() {
    CsvReader in = CsvReader.of("\"12\",\"-3.5\",\"9223372036854775807\",\" 7\"\n");
    assertTrue(in.nextRecord());
    assertEquals(12, in.nextInt());
    assertEquals(-3.5, in.nextDouble());
    assertEquals(Long.MAX_VALUE, in.nextLong());
    assertThrows(InputMismatchException.class, in::nextInt, "Integer.parseInt(\" 7\") throws");
    assertEquals(7.0, in.nextDouble(), "Double.parseDouble trims");
  }
}
