package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;

/**
 * Coverage-guided differential fuzzing of {@link FastWriter} against {@link PrintWriter} over a
 * UTF-8 {@link OutputStreamWriter} and {@code String.format(Locale.ROOT, ...)}: arbitrary values
 * and call sequences (every print and println, split surrogate pairs, flushes, a flush the stream
 * refuses once, close, writes after close), with buffers from the smallest up and auto-flush on or
 * off. At every flush the stream must hold exactly what PrintWriter's holds; after close, every
 * write must fail the same way.
 *
 * <p>Plain test runs (CI) replay the saved inputs in {@code FastWriterFuzzTestInputs}; {@code
 * docs/fuzzing.md} says how to run a campaign.
 */
class FastWriterFuzzTest {

  /** A stream that can be told to refuse its next write, as a full disk or a closed pipe does. */
  private static final class Sink extends OutputStream {
    final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    boolean refuseNext;

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      if (refuseNext) {
        refuseNext = false;
        throw new IOException("Broken pipe");
      }
      bytes.write(b, off, len);
    }
  }

  /** A CharSequence that is neither a String nor a StringBuilder. */
  private static final class Chars implements CharSequence {
    private final String s;

    Chars(String s) {
      this.s = s;
    }

    @Override
    public int length() {
      return s.length();
    }

    @Override
    public char charAt(int i) {
      return s.charAt(i);
    }

    @Override
    public CharSequence subSequence(int from, int to) {
      return s.subSequence(from, to);
    }

    @Override
    public String toString() {
      return s;
    }
  }

  private static final String[] FORMATS = {
    "%d", "%s|%s", "%.3f", "%x %o", "%10.2e", "%-5s!", "%c", "%b", "%,d", "%08.3f", "%g", "%%"
  };

  /** Text with what an encoder finds hard: non-ASCII, surrogate pairs and lone halves. */
  private static String text(FuzzedDataProvider data) {
    int n = data.consumeInt(0, 12);
    char[] c = new char[n];
    for (int i = 0; i < n; i++) {
      c[i] =
          switch (data.consumeInt(0, 4)) {
            case 0 -> data.consumeChar((char) 0x20, (char) 0x7E);
            case 1 -> data.consumeChar((char) 0xD800, (char) 0xDFFF);
            case 2 -> data.consumeChar((char) 0x80, (char) 0x7FF);
            default -> data.consumeChar();
          };
    }
    return new String(c);
  }

  private static double aDouble(FuzzedDataProvider data) {
    return switch (data.consumeInt(0, 3)) {
      case 0 -> data.consumeDouble();
      case 1 -> data.consumeInt(-1_000_000, 1_000_000) / 1000.0;
      case 2 -> data.consumeLong() / Math.pow(10, data.consumeInt(0, 25));
      default -> Double.longBitsToDouble(data.consumeLong());
    };
  }

  @FuzzTest(maxDuration = "10m")
  @SuppressWarnings("UnnecessaryStringBuilder") // print(CharSequence) of a StringBuilder: call 7
  void writerAgreesWithPrintWriter(FuzzedDataProvider data) {
    int bufferSize =
        data.consumeBoolean() ? FastWriter.DEFAULT_BUFFER_SIZE : data.consumeInt(1, 80);
    boolean autoFlush = data.consumeBoolean();
    Sink sink = new Sink();
    FastWriter w = new FastWriter(sink, autoFlush, bufferSize);
    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    PrintWriter pw = new PrintWriter(new OutputStreamWriter(expected, StandardCharsets.UTF_8));
    StringBuilder log = new StringBuilder();
    boolean closed = false;
    int calls = data.consumeInt(1, 40);
    for (int k = 0; k < calls && data.remainingBytes() > 0; k++) {
      int call = data.consumeInt(0, 21);
      log.append(call).append(' ');
      if (closed) {
        UncheckedIOException e =
            assertThrows(UncheckedIOException.class, () -> anyWrite(w, call), log::toString);
        assertEquals("java.io.IOException: FastWriter is closed", e.getMessage());
        w.close();
        w.flush();
        continue;
      }
      boolean line = data.consumeBoolean();
      switch (call) {
        case 0 -> {
          int v = data.consumeInt();
          w.print(v);
          pw.print(v);
        }
        case 1 -> {
          long v = data.consumeLong();
          w.print(v);
          pw.print(v);
        }
        case 2 -> {
          double v = aDouble(data);
          w.print(v);
          pw.print(v);
        }
        case 3 -> {
          float v = (float) aDouble(data);
          w.print(v);
          pw.print(v);
        }
        case 4 -> {
          char v = data.consumeChar();
          w.print(v);
          pw.print(v);
        }
        case 5 -> {
          boolean v = data.consumeBoolean();
          w.print(v);
          pw.print(v);
        }
        case 6 -> {
          String v = data.consumeBoolean() ? null : text(data);
          w.print(v);
          pw.print(v);
        }
        case 7 -> {
          String v = text(data);
          w.print(new StringBuilder(v));
          pw.print(v);
        }
        case 8 -> {
          String v = text(data);
          w.print(new Chars(v));
          pw.print(v);
        }
        case 9 -> {
          char[] v = text(data).toCharArray();
          w.print(v);
          pw.print(v);
        }
        case 10 -> {
          Object v = Arrays.asList(data.consumeInt(), text(data));
          w.print(v);
          pw.print(v);
        }
        case 11 -> {
          int[] v = data.consumeInts(data.consumeInt(0, 5));
          w.print(v);
          pw.print(join(Arrays.stream(v).mapToObj(Integer::toString).toArray()));
        }
        case 12 -> {
          long[] v = data.consumeLongs(data.consumeInt(0, 5));
          w.print(v);
          pw.print(join(Arrays.stream(v).mapToObj(Long::toString).toArray()));
        }
        case 13 -> {
          double v = aDouble(data);
          int decimals = data.consumeBoolean() ? data.consumeInt(0, 20) : data.consumeInt(0, 400);
          w.print(v, decimals);
          pw.print(String.format(Locale.ROOT, "%." + decimals + "f", v));
        }
        case 14 -> {
          String format = data.pickValue(FORMATS);
          Object[] args = args(format, data);
          w.printf(format, args);
          pw.print(String.format(Locale.ROOT, format, args));
        }
        case 15 -> {
          w.println();
          pw.print('\n');
          line = false;
        }
        case 16 -> {
          int v = data.consumeInt();
          w.println(v);
          pw.print(v);
          line = true;
        }
        case 17 -> {
          long v = data.consumeLong();
          w.println(v);
          pw.print(v);
          line = true;
        }
        case 18 -> {
          flushAndCompare(w, pw, sink, expected, log);
          line = false;
        }
        case 19 -> {
          sink.refuseNext = true;
          try {
            w.flush();
          } catch (UncheckedIOException e) {
            assertEquals("java.io.IOException: Broken pipe", e.getMessage());
          }
          sink.refuseNext = false;
          line = false;
        }
        case 20 -> {
          w.close();
          w.close();
          pw.close();
          closed = true;
          assertEquals(
              new String(expected.toByteArray(), StandardCharsets.ISO_8859_1),
              new String(sink.bytes.toByteArray(), StandardCharsets.ISO_8859_1),
              log::toString);
          continue;
        }
        default -> {
          char high = data.consumeChar((char) 0xD800, (char) 0xDBFF);
          char low = data.consumeChar((char) 0xDC00, (char) 0xDFFF);
          w.print(high).print(low);
          pw.print(high);
          pw.print(low);
        }
      }
      if (line && call != 16 && call != 17) {
        w.println();
        pw.print('\n');
      } else if (call == 16 || call == 17) {
        if (autoFlush) {
          // println(int) and println(long) flush with auto-flush, as PrintWriter's println does.
          pw.print('\n');
          flushAndCompareOracleOnly(pw, sink, expected, log);
          continue;
        }
        pw.print('\n');
      }
      if (autoFlush && (line || call == 14 || call == 15)) {
        flushAndCompareOracleOnly(pw, sink, expected, log);
      }
    }
    if (!closed) {
      w.close();
      pw.close();
    }
    assertEquals(
        new String(expected.toByteArray(), StandardCharsets.ISO_8859_1),
        new String(sink.bytes.toByteArray(), StandardCharsets.ISO_8859_1),
        log::toString);
  }

  private static String join(Object[] parts) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < parts.length; i++) {
      sb.append(i > 0 ? " " : "").append(parts[i]);
    }
    return sb.toString();
  }

  private static Object[] args(String format, FuzzedDataProvider data) {
    return switch (format) {
      case "%d", "%x %o", "%,d" ->
          format.equals("%x %o")
              ? new Object[] {data.consumeInt(), data.consumeLong()}
              : new Object[] {data.consumeLong()};
      case "%s|%s" -> new Object[] {text(data), data.consumeInt()};
      case "%.3f", "%10.2e", "%08.3f", "%g" -> new Object[] {aDouble(data)};
      case "%-5s!" -> new Object[] {text(data)};
      case "%c" -> new Object[] {data.consumeChar((char) 0, (char) 0xD7FF)};
      case "%b" -> new Object[] {data.consumeBoolean()};
      default -> new Object[0];
    };
  }

  private static void flushAndCompare(
      FastWriter w, PrintWriter pw, Sink sink, ByteArrayOutputStream expected, StringBuilder log) {
    w.flush();
    flushAndCompareOracleOnly(pw, sink, expected, log);
  }

  /** After a flush of the writer: the stream holds what PrintWriter's holds after its flush. */
  private static void flushAndCompareOracleOnly(
      PrintWriter pw, Sink sink, ByteArrayOutputStream expected, StringBuilder log) {
    pw.flush();
    assertEquals(
        new String(expected.toByteArray(), StandardCharsets.ISO_8859_1),
        new String(sink.bytes.toByteArray(), StandardCharsets.ISO_8859_1),
        () -> "after a flush: " + log);
  }

  /** One write of each kind, by number, with empty arguments where the kind has them. */
  @SuppressWarnings("UnnecessaryStringBuilder") // print(CharSequence) of a StringBuilder is a kind
  private static void anyWrite(FastWriter w, int call) {
    switch (call % 12) {
      case 0 -> w.print("");
      case 1 -> w.print(new int[0]);
      case 2 -> w.print(new long[0]);
      case 3 -> w.print(new char[0]);
      case 4 -> w.print(new StringBuilder());
      case 5 -> w.printf("");
      case 6 -> w.print((Object) "");
      case 7 -> w.print(1);
      case 8 -> w.println();
      case 9 -> w.print('x');
      case 10 -> w.print(new Chars(""));
      default -> w.print(0.5, 3);
    }
  }
}
