package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The edges of reading numbers eight bytes at a time and of counting lines lazily: digit runs that
 * end at, or cross, the end of the buffer and its padding, every byte after the digits, and line
 * and column numbers after many refills with {@code \r\n} split between reads.
 */
class FastReaderBufferBoundaryTest {

  private static String digits(Random rnd, int n) {
    char[] c = new char[n];
    for (int i = 0; i < n; i++) {
      c[i] = (char) ('0' + rnd.nextInt(10));
    }
    return new String(c);
  }

  private static FastReader[] readers(byte[] data, int size) {
    return new FastReader[] {
      FastReader.of(data),
      new FastReader(new ByteArrayInputStream(data), size),
      new FastReader(ReaderSources.chunked(data, 3), size),
      new FastReader(ReaderSources.chunkedOverDigits(data, 5), size),
      // Eight-byte loads through the ByteBuffer view, as in a reader of a file.
      new FastReader(ReaderSources.chunked(data, 3), size).viewLoads(),
      new FastReader(ReaderSources.chunkedOverDigits(data, 5), size).viewLoads()
    };
  }

  /** Reads {@code token} with both methods and checks them against parseInt and parseLong. */
  private static void checkToken(FastReader r, String token, boolean asInt) {
    Long expected;
    try {
      expected = asInt ? Integer.parseInt(token) : Long.parseLong(token);
    } catch (NumberFormatException e) {
      expected = null;
    }
    try {
      long v = asInt ? r.nextInt() : r.nextLong();
      if (expected == null || v != expected) {
        fail(token + " read as " + v);
      }
    } catch (InputMismatchException e) {
      if (expected != null) {
        fail(token + " rejected: " + e.getMessage());
      }
      assertEquals(token, r.next(), "the rejected token stays");
    }
  }

  @Test
  void everyDigitCountEndingAtEveryBufferPositionAgreesWithTheJdk() {
    Random rnd = new Random(2026);
    for (int n = 1; n <= 22; n++) {
      for (String sign : new String[] {"", "-", "+"}) {
        String token = sign + (n > 1 && rnd.nextInt(4) == 0 ? "0" : "") + digits(rnd, n);
        for (int size = 1; size <= 26; size += 1 + size / 8) {
          for (int lead = 0; lead <= size; lead++) {
            byte[] data =
                (" ".repeat(lead) + token + "\n" + token).getBytes(StandardCharsets.UTF_8);
            for (boolean asInt : new boolean[] {true, false}) {
              for (FastReader r : readers(data, size)) {
                checkToken(r, token, asInt);
                checkToken(r, token, asInt); // this one ends the input
                assertFalse(r.hasNext());
              }
            }
          }
        }
      }
    }
  }

  @Test
  void extremeValuesAtTheEndOfTheInputAgreeWithTheJdk() {
    for (String token : IntegerTokens.EDGES) {
      byte[] data = token.getBytes(StandardCharsets.UTF_8);
      for (int size = 1; size <= data.length + 9; size++) {
        for (boolean asInt : new boolean[] {true, false}) {
          for (FastReader r : readers(data, size)) {
            checkToken(r, token, asInt);
            assertFalse(r.hasNext());
          }
        }
      }
    }
  }

  /** Every byte after 1 to 20 digits: bytes up to {@code ' '}, 0 included, end the token. */
  @Test
  void everyByteAfterTheDigitsSeparatesOrJoinsAsTheJdkSplitsTokens() {
    Random rnd = new Random(5);
    for (int n = 1; n <= 20; n++) {
      String num = digits(rnd, n);
      for (int b = 0; b < 256; b++) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(num.getBytes(StandardCharsets.US_ASCII));
        out.write(b);
        out.writeBytes(" 7".getBytes(StandardCharsets.US_ASCII));
        byte[] data = out.toByteArray();
        String first =
            b <= ' ' ? num : new String(data, 0, n + 1, StandardCharsets.UTF_8); // the JDK's token
        for (boolean asInt : new boolean[] {true, false}) {
          for (FastReader r : readers(data, 1 + (b % 11))) {
            checkToken(r, first, asInt);
            assertEquals(7, asInt ? r.nextInt() : r.nextLong());
          }
        }
      }
    }
  }

  private static final String[] BREAKS = {"\n", "\r\n", "\r", " ", "\t", "  "};

  /** The message's position of {@code text[at]}, counted the slow and obvious way. */
  private static String where(String text, int at) {
    long line = 1;
    int lineStart = 0;
    for (int i = 0; i < at; i++) {
      char c = text.charAt(i);
      if (c == '\r' || (c == '\n' && (i == 0 || text.charAt(i - 1) != '\r'))) {
        line++;
      }
      if (c == '\r' || c == '\n') {
        lineStart = i + 1;
      }
    }
    return "line " + line + ", column " + (at - lineStart + 1);
  }

  @Test
  void lineAndColumnAfterManyRefillsMatchAPlainCount() {
    Random rnd = new Random(11);
    for (int trial = 0; trial < 60; trial++) {
      StringBuilder sb = new StringBuilder();
      List<Integer> starts = new ArrayList<>();
      int tokens = 50 + rnd.nextInt(400);
      for (int i = 0; i < tokens; i++) {
        sb.append(BREAKS[rnd.nextInt(BREAKS.length)]);
        if (rnd.nextInt(5) == 0) {
          sb.append(BREAKS[rnd.nextInt(3)]); // blank lines, "\r\r", "\n\r" and such
        }
        starts.add(sb.length());
        sb.append(rnd.nextInt(100_000));
      }
      int bad = rnd.nextInt(tokens);
      sb.insert((int) starts.get(bad), "x");
      sb.append(BREAKS[rnd.nextInt(BREAKS.length)]);
      String text = sb.toString();
      byte[] data = text.getBytes(StandardCharsets.US_ASCII);
      int size = 1 + rnd.nextInt(40);
      FastReader[] rs = {
        FastReader.of(data),
        new FastReader(new ByteArrayInputStream(data), size),
        new FastReader(ReaderSources.chunked(data, 1 + rnd.nextInt(9)), size),
        new FastReader(ReaderSources.chunked(data, 1 + rnd.nextInt(9)), size).viewLoads()
      };
      for (FastReader r : rs) {
        for (int i = 0; i < bad; i++) {
          r.nextInt();
        }
        InputMismatchException e = assertThrows(InputMismatchException.class, r::nextInt);
        assertEquals(
            "expected an int but found \"x"
                + text.substring(starts.get(bad) + 1).split("\\s", -1)[0]
                + "\" at "
                + where(text, starts.get(bad)),
            e.getMessage(),
            "buffer " + size);
        r.next();
        for (int i = bad + 1; i < tokens; i++) {
          r.nextLong();
        }
        NoSuchElementException end = assertThrows(NoSuchElementException.class, r::nextInt);
        assertEquals(
            "expected an int but input ended at " + where(text, text.length()), end.getMessage());
      }
    }
  }

  @Test
  void crLfSplitAtEveryReadBoundaryCountsOnce() {
    String text = "1\r\n2\r\n\r\n3\r\r\n4\n\r5 x";
    byte[] data = text.getBytes(StandardCharsets.US_ASCII);
    String expected = "expected an int but found \"x\" at " + where(text, text.length() - 1);
    for (int split = 0; split <= data.length; split++) {
      for (int size = 1; size <= data.length + 1; size++) {
        FastReader r = new FastReader(ReaderSources.splitAt(data, split), size);
        for (int i = 1; i <= 5; i++) {
          assertEquals(i, r.nextInt());
        }
        assertEquals(
            expected,
            assertThrows(InputMismatchException.class, r::nextInt).getMessage(),
            "split " + split + ", buffer " + size);
      }
    }
  }

  /** Doubles of every shape the one-pass path takes, ending at every position of the buffer. */
  @Test
  void doublesEndingAtEveryBufferPositionAgreeWithTheJdk() {
    Random rnd = new Random(19);
    String[] shapes = {"I", "I.F", ".F", "I.", "I.FeX", "IeX", "I.Fe-X", "I.FE+X", "-I.F", "I.Fd"};
    for (String shape : shapes) {
      for (int trial = 0; trial < 6; trial++) {
        String token =
            shape
                .replace("I", digits(rnd, 1 + rnd.nextInt(trial < 3 ? 8 : 20)))
                .replace("F", digits(rnd, 1 + rnd.nextInt(trial < 3 ? 9 : 20)))
                .replace("X", digits(rnd, 1 + rnd.nextInt(4)));
        long expected = Double.doubleToRawLongBits(Double.parseDouble(token));
        for (int size = 1; size <= 40; size += 1 + size / 6) {
          for (int lead = 0; lead <= size; lead++) {
            byte[] data =
                (" ".repeat(lead) + token + "\n" + token).getBytes(StandardCharsets.US_ASCII);
            for (FastReader r : readers(data, size)) {
              assertEquals(expected, Double.doubleToRawLongBits(r.nextDouble()), token);
              assertEquals(expected, Double.doubleToRawLongBits(r.nextDouble()), token);
              assertFalse(r.hasNext());
            }
          }
        }
      }
    }
  }

  /**
   * Fractions of 7 to 12 digits, around the 9th and 10th, which the fast path tests one at a time,
   * with an exponent or not, before each separator the fast path takes, ending at every position of
   * the buffer.
   */
  @Test
  void fractionsAroundTheNinthAndTenthDigitAgreeWithTheJdk() {
    Random rnd = new Random(23);
    String[] ends = {"", "e7", "E-12"};
    String[] separators = {"\n", " ", "\r\n", "\t"};
    for (int fraction = 7; fraction <= 12; fraction++) {
      for (String end : ends) {
        for (String separator : separators) {
          String token = digits(rnd, rnd.nextInt(8)) + "." + digits(rnd, fraction) + end;
          long expected = Double.doubleToRawLongBits(Double.parseDouble(token));
          for (int size = 1; size <= 40; size += 1 + size / 6) {
            for (int lead = 0; lead <= size; lead++) {
              byte[] data =
                  (" ".repeat(lead) + token + separator + token)
                      .getBytes(StandardCharsets.US_ASCII);
              for (FastReader r : readers(data, size)) {
                assertEquals(expected, Double.doubleToRawLongBits(r.nextDouble()), token);
                assertEquals(expected, Double.doubleToRawLongBits(r.nextDouble()), token);
                assertFalse(r.hasNext());
              }
            }
          }
        }
      }
    }
  }

  /** A byte of any value right before the digits, or between the sign and them. */
  @Test
  void everyByteBeforeTheDigitsSeparatesOrJoinsAsTheJdkSplitsTokens() {
    for (String sign : new String[] {"", "-"}) {
      for (int b = 0; b < 256; b++) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("0 ".getBytes(StandardCharsets.US_ASCII)); // the next token: a fast path
        out.writeBytes(sign.getBytes(StandardCharsets.US_ASCII));
        out.write(b);
        out.writeBytes("123456789 7".getBytes(StandardCharsets.US_ASCII));
        byte[] data = out.toByteArray();
        String text = new String(data, StandardCharsets.ISO_8859_1);
        String[] jdkTokens = text.split("[\\x00-\\x20]+", -1);
        for (boolean asInt : new boolean[] {true, false}) {
          for (FastReader r : readers(data, 1 + (b % 13) * 3)) {
            for (String t : jdkTokens) {
              if (!t.isEmpty()) {
                checkToken(
                    r,
                    new String(t.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8),
                    asInt);
              }
            }
            assertFalse(r.hasNext());
          }
        }
      }
    }
  }

  /** A byte of any value at each place of a double token: it ends the token or spoils it. */
  @Test
  void everyByteInsideADoubleIsReadAsTheJdkReadsTheToken() {
    String[][] shapes = {
      {"", "12.5e7"},
      {"1", "2.5e7"},
      {"12", ".5e7"},
      {"12.", "5e7"},
      {"12.5", "e7"},
      {"12.5e", "7"},
      {"12.5e-", "7"},
      {"-", "12.5"},
      {"12.5e7", ""}
    };
    for (String[] shape : shapes) {
      for (int b = 0; b < 256; b++) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("0 ".getBytes(StandardCharsets.US_ASCII));
        out.writeBytes(shape[0].getBytes(StandardCharsets.US_ASCII));
        out.write(b);
        out.writeBytes((shape[1] + " 7").getBytes(StandardCharsets.US_ASCII));
        byte[] data = out.toByteArray();
        String text = new String(data, StandardCharsets.ISO_8859_1);
        for (FastReader r : readers(data, 4 + b % 40)) {
          for (String t : text.split("[\\x00-\\x20]+", -1)) {
            if (t.isEmpty()) {
              continue;
            }
            Double expected;
            try {
              expected = Double.parseDouble(t);
            } catch (NumberFormatException e) {
              expected = null;
            }
            try {
              double v = r.nextDouble();
              assertEquals(expected, v, () -> "token " + t);
            } catch (InputMismatchException e) {
              assertEquals(null, expected, () -> "rejected " + t);
              r.next();
            }
          }
          assertFalse(r.hasNext());
        }
      }
    }
  }

  @Test
  void readingAnArrayTakesItABufferAtATimeWithoutCopyingItWhole() {
    java.lang.management.ThreadMXBean bean =
        java.lang.management.ManagementFactory.getThreadMXBean();
    org.junit.jupiter.api.Assumptions.assumeTrue(
        bean instanceof com.sun.management.ThreadMXBean, "no allocation counter here");
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
    byte[] data = "-123456789\n".repeat(2_000_000).getBytes(StandardCharsets.US_ASCII);
    long thread = Thread.currentThread().getId();
    threads.getThreadAllocatedBytes(thread);
    long before = threads.getThreadAllocatedBytes(thread);
    FastReader r = FastReader.of(data);
    long sum = 0;
    for (int i = 0; i < 2_000_000; i++) {
      sum += r.nextInt();
    }
    long allocated = threads.getThreadAllocatedBytes(thread) - before;
    assertEquals(-246_913_578_000_000L, sum);
    assertTrue(allocated < 200_000, "allocated " + allocated + " bytes for a 22 MB array");
  }
}
