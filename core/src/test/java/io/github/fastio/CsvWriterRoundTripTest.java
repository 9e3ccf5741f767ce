package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random records of every kind of value (text with delimiters, quotes, CR, LF, spaces, byte-order
 * marks and 4-byte chars, empty and missing values, every number kind with NaN, infinities, -0.0
 * and subnormals, decimals and dates) written by {@link CsvWriter} under random settings and read
 * back: by {@link CsvReader}, field by field, and by Python's {@code csv} module, as the same
 * values; and written again through every small buffer and a stream that takes a byte per call;
 * each time the bytes are those a plain model of the class comment builds. Each value's expected
 * text is the JDK's own ({@link CsvWriterNumbersTest} checks those texts one kind at a time).
 */
class CsvWriterRoundTripTest {
  @TempDir Path tmp;

  /** One field to write, and the text it must read back as (null for a missing value). */
  record Value(Object v, int decimals, String text) {
    void write(CsvWriter w) {
      if (v == null) {
        w.field((String) null);
      } else if (v instanceof Integer i) {
        w.field((int) i);
      } else if (v instanceof Long l) {
        w.field((long) l);
      } else if (v instanceof Double d) {
        if (decimals < 0) {
          w.field((double) d);
        } else {
          w.field(d, decimals);
        }
      } else if (v instanceof Float f) {
        w.field((float) f);
      } else if (v instanceof Boolean b) {
        w.field((boolean) b);
      } else if (v instanceof String s) {
        w.field(s);
      } else if (v instanceof StringBuilder s) {
        w.field(s);
      } else if (v instanceof BigDecimal d) {
        w.field(d);
      } else if (v instanceof LocalDate d) {
        w.field(d);
      } else if (v instanceof LocalDateTime d) {
        w.field(d);
      } else {
        w.field((Instant) v);
      }
    }

    @Override
    public String toString() {
      return (v == null ? "null" : v.getClass().getSimpleName()) + " " + Tries.show(text);
    }
  }

  /** Records and the settings to write them with. */
  record Table(
      char delimiter, char quote, boolean quoteAll, String lineEnding, List<List<Value>> rows) {
    CsvWriter settings(CsvWriter w) {
      return w.delimiter(delimiter).quote(quote).quoteAll(quoteAll).lineEnding(lineEnding);
    }

    byte[] write(int bufferSize) {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      write(CsvWriter.of(bytes, bufferSize));
      return bytes.toByteArray();
    }

    void write(CsvWriter w) {
      settings(w);
      for (List<Value> row : rows) {
        for (Value v : row) {
          v.write(w);
        }
        w.endRecord();
      }
      w.close();
    }

    /**
     * The bytes the class comment says are written, built the plainest way: each value's text, in
     * quotes with quotes doubled where it holds the delimiter, the quote, CR or LF, begins or ends
     * with a space, begins with U+FEFF, is empty, or always with quoteAll; nothing for a missing
     * value.
     */
    byte[] expected() {
      StringBuilder sb = new StringBuilder();
      for (List<Value> row : rows) {
        for (int i = 0; i < row.size(); i++) {
          if (i > 0) {
            sb.append(delimiter);
          }
          String t = row.get(i).text();
          if (t == null) {
            continue;
          }
          boolean quoted =
              quoteAll
                  || t.isEmpty()
                  || t.indexOf(delimiter) >= 0
                  || t.indexOf(quote) >= 0
                  || t.indexOf('\r') >= 0
                  || t.indexOf('\n') >= 0
                  || t.startsWith(" ")
                  || t.endsWith(" ")
                  || t.startsWith("\uFEFF");
          if (quoted) {
            String q = String.valueOf(quote);
            sb.append(q).append(t.replace(q, q + q)).append(q);
          } else {
            sb.append(t);
          }
        }
        sb.append(lineEnding);
      }
      return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The rows a reader that skips blank lines returns: those of no field or one missing. */
    List<List<Value>> nonBlank() {
      List<List<Value>> l = new ArrayList<>();
      for (List<Value> row : rows) {
        if (!(row.isEmpty() || (row.size() == 1 && row.get(0).text == null))) {
          l.add(row);
        }
      }
      return l;
    }
  }

  // ---------------------------------------------------------------- generators

  private static final String[] PIECES = {
    "a", "b", "xyz", " ", ",", ";", "\t", "|", "\"", "'", "\n", "\r", "\r\n", "é", "€", "😀",
    "\uFEFF", "0", "-1.5", "NaN", "~"
  };

  static String text(Random r) {
    int n = r.nextInt(30) == 0 ? 100 + r.nextInt(3000) : Tries.size(r, 0, 12);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      sb.append(r.nextInt(3) == 0 ? Tries.pick(r, PIECES) : (char) ('a' + r.nextInt(26)));
    }
    return sb.toString();
  }

  static double aDouble(Random r) {
    switch (r.nextInt(6)) {
      case 0:
        return Double.longBitsToDouble(r.nextLong());
      case 1: // subnormal
        return Double.longBitsToDouble(r.nextLong() & 0x800F_FFFF_FFFF_FFFFL);
      case 2:
        return Tries.pick(
            r,
            -0.0,
            0.0,
            Double.NaN,
            Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY,
            Double.MIN_VALUE,
            Double.MIN_NORMAL,
            Double.MAX_VALUE,
            1e23,
            9007199254740993.0,
            1e-7,
            1e7);
      default:
        return Tries.aDoubleOrSpecial(r);
    }
  }

  static float aFloat(Random r) {
    switch (r.nextInt(5)) {
      case 0:
        return Float.intBitsToFloat(r.nextInt());
      case 1:
        return Float.intBitsToFloat(r.nextInt() & 0x807F_FFFF);
      case 2:
        return Tries.pick(
            r,
            -0f,
            0f,
            Float.NaN,
            Float.POSITIVE_INFINITY,
            Float.NEGATIVE_INFINITY,
            Float.MIN_VALUE,
            Float.MIN_NORMAL,
            Float.MAX_VALUE,
            1e10f,
            1.0E-5f,
            16777217f);
      default:
        return Tries.aFloatOrSpecial(r);
    }
  }

  static Value value(Random r) {
    switch (r.nextInt(14)) {
      case 0:
        int i = Tries.anInt(r);
        return new Value(i, -1, Integer.toString(i));
      case 1:
        long l = Tries.aLong(r);
        return new Value(l, -1, Long.toString(l));
      case 2:
        double d = aDouble(r);
        return new Value(d, -1, DoubleFormatterOracle.shortest(d));
      case 3:
        float f = aFloat(r);
        return new Value(f, -1, DoubleFormatterOracle.shortest(f));
      case 4:
        double x = aDouble(r);
        int n = r.nextInt(20);
        return new Value(x, n, String.format(Locale.ROOT, "%." + n + "f", x));
      case 5:
        boolean b = r.nextBoolean();
        return new Value(b, -1, Boolean.toString(b));
      case 6:
        BigDecimal big = new BigDecimal(BigInteger.valueOf(Tries.aLong(r)), r.nextInt(41) - 20);
        return new Value(big, -1, big.toPlainString());
      case 7:
        LocalDate date = CsvWriterNumbersTest.aDate(r);
        return new Value(date, -1, date.toString());
      case 8:
        LocalDateTime time = CsvWriterNumbersTest.aDateTime(r);
        return new Value(time, -1, time.toString());
      case 9:
        Instant instant = CsvWriterNumbersTest.anInstant(r);
        return new Value(instant, -1, instant.toString());
      case 10:
        return new Value(null, -1, null);
      case 11:
        String t = text(r);
        return new Value(new StringBuilder(t), -1, t);
      default:
        String s = r.nextInt(8) == 0 ? "" : text(r);
        return new Value(s, -1, s);
    }
  }

  static Table table(Random r, int maxRows) {
    char delimiter = Tries.pick(r, ',', ',', ';', '\t', '|', ' ');
    char quote = Tries.pick(r, '"', '"', '\'');
    List<List<Value>> rows = new ArrayList<>();
    int n = Tries.size(r, 0, maxRows);
    for (int i = 0; i < n; i++) {
      rows.add(Tries.list(r, 0, 8, CsvWriterRoundTripTest::value));
    }
    return new Table(
        delimiter, quote, r.nextInt(5) == 0, Tries.pick(r, "\n", "\n", "\r\n", "\r"), rows);
  }

  // ---------------------------------------------------------------- CsvReader

  static void assertReadBack(Table t, CsvReader in) {
    in.delimiter(t.delimiter()).quote(t.quote());
    int r = 0;
    for (List<Value> row : t.nonBlank()) {
      assertEquals(true, in.nextRecord(), "record " + r);
      for (int f = 0; f < row.size(); f++) {
        Value v = row.get(f);
        String at = "record " + r + ", field " + f + " (" + v + ")";
        assertEquals(true, in.hasNextField(), at);
        assertEquals(v.text() == null, in.nextIsEmpty(), at + ": missing");
        assertEquals(v.text() == null ? "" : v.text(), in.next(), at);
      }
      assertFalse(in.hasNextField(), "record " + r + ": a field too many");
      r++;
    }
    assertFalse(in.nextRecord(), "a record too many");
  }

  @Test
  void randomRecordsReadBackThroughCsvReaderAsWritten() {
    Tries.forAll(
        Tries.scaled(300),
        List.of(),
        r -> table(r, 30),
        t -> {
          byte[] bytes = t.write(CsvWriter.DEFAULT_BUFFER_SIZE);
          assertArrayEquals(t.expected(), bytes, "the bytes of the class comment");
          assertReadBack(t, CsvReader.of(bytes));
          assertReadBack(t, CsvReader.of(ReaderSources.chunked(bytes, 1), 1));
        });
  }

  // ---------------------------------------------------------------- buffers

  /** A stream that hands every byte to the one below it in a call of its own. */
  static final class ByteAtATime extends OutputStream {
    final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    @Override
    public void write(int b) {
      bytes.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) {
      for (int i = 0; i < len; i++) {
        write(b[off + i]);
      }
    }
  }

  @Test
  void everyBufferSizeWritesTheSameBytes() {
    Tries.forAll(
        Tries.scaled(100),
        List.of(),
        r -> table(r, 6),
        t -> {
          byte[] expected = t.expected();
          // the least buffer, then every size up to past the whole output
          for (int size = 1; size <= expected.length + 40; size += size < 200 ? 1 : 37) {
            assertArrayEquals(expected, t.write(size), "buffer " + size);
          }
          ByteAtATime one = new ByteAtATime();
          t.write(CsvWriter.of(one, 40));
          assertArrayEquals(expected, one.bytes.toByteArray(), "a byte a call");
        });
  }

  // ---------------------------------------------------------------- Python

  private static final String PYTHON_READER =
      String.join(
          "\n",
          "import csv, sys",
          "args = sys.argv[1:]",
          "out = []",
          "for k in range(0, len(args), 3):",
          "    with open(args[k], newline='', encoding='utf-8') as f:",
          "        rows = list(csv.reader(f, delimiter=args[k + 1], quotechar=args[k + 2],"
              + " strict=True))",
          "    out.append('F')",
          "    for row in rows:",
          "        out.append('R' + ''.join(':' + x.encode('utf-8').hex() for x in row))",
          "sys.stdout.write('\\n'.join(out) + '\\n')",
          "");

  /** What Python's csv module reads: an empty row for a blank line, '' for a missing value. */
  static String pythonView(Table t) {
    StringBuilder sb = new StringBuilder("F\n");
    for (List<Value> row : t.rows()) {
      sb.append('R');
      boolean blank = row.isEmpty() || (row.size() == 1 && row.get(0).text() == null);
      if (!blank) {
        for (Value v : row) {
          sb.append(':');
          for (byte b : (v.text() == null ? "" : v.text()).getBytes(StandardCharsets.UTF_8)) {
            sb.append(String.format("%02x", b & 0xFF));
          }
        }
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  static boolean pythonPresent() {
    try {
      Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }

  @Test
  void randomRecordsReadBackThroughPythonsCsvModuleAsWritten() throws Exception {
    boolean present = pythonPresent();
    if (!present) {
      System.err.println(
          "CsvWriterRoundTripTest: no python3 on the PATH, Python's reading skipped");
    }
    Assumptions.assumeTrue(present, "python3 is not on the PATH");
    Random seeds = new Random(1980);
    List<String> command = new ArrayList<>(List.of("python3", "-c", PYTHON_READER));
    StringBuilder expected = new StringBuilder();
    List<Table> tables = new ArrayList<>();
    for (int i = 0; i < Sweep.of(150); i++) {
      Table t = table(new Random(seeds.nextLong()), 40);
      Path file = tmp.resolve("t" + i + ".csv");
      Files.write(file, t.write(CsvWriter.DEFAULT_BUFFER_SIZE));
      command.add(file.toString());
      command.add(String.valueOf(t.delimiter()));
      command.add(String.valueOf(t.quote()));
      expected.append(pythonView(t));
      tables.add(t);
    }
    Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    String read = new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
    assertEquals(true, p.waitFor(120, TimeUnit.SECONDS), "python3 ended");
    assertEquals(0, p.exitValue(), "python3's status");
    String[] want = expected.toString().split("F\n", -1);
    String[] got = read.split("F\n", -1);
    assertEquals(want.length, got.length, "files read");
    for (int i = 1; i < want.length; i++) {
      assertEquals(want[i], got[i], "file " + (i - 1) + ": " + tables.get(i - 1));
    }
  }
}
