package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.Flushable;
import java.io.InputStream;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * Coverage-guided differential fuzzing of {@link FastReader} against {@link ReaderModel}, the
 * contract spelled out with the JDK's parsers: arbitrary bytes, read by a sequence of calls that
 * mixes every method, through every kind of source (the array, a stream with a buffer from one byte
 * up, a byte a read, small chunks), with a tied writer or none, with the default cap or a small
 * one. Each call must give the model's value or throw the model's exception with its message; a
 * reader fed a byte a read must never ask for a byte the calls so far did not need; with a tie,
 * every read is preceded by a flush.
 *
 * <p>Plain test runs (CI) replay the saved inputs in {@code FastReaderFuzzTestInputs}; {@code
 * docs/fuzzing.md} says how to run a campaign.
 */
class FastReaderFuzzTest {
  private static final int[] BUFFER_SIZES = {1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 64};

  /** Counts the bytes a stream has handed out and logs reads and flushes, in order. */
  private static final class Watched extends InputStream implements Flushable {
    private final InputStream in;
    final StringBuilder events = new StringBuilder();
    int delivered;

    Watched(InputStream in) {
      this.in = in;
    }

    @Override
    public int read() {
      throw new AssertionError("single-byte read");
    }

    @Override
    public int read(byte[] b, int off, int len) throws java.io.IOException {
      events.append('R');
      int n = in.read(b, off, len);
      if (n > 0) {
        delivered += n;
      }
      return n;
    }

    @Override
    public void flush() {
      events.append('F');
    }
  }

  @FuzzTest(maxDuration = "10m")
  @DictionaryEntries({
    "2147483647",
    "2147483648",
    "-2147483648",
    "-2147483649",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "4.9e-324",
    "2.4703282292062327e-324",
    "1.7976931348623157e308",
    "1e309",
    "0x1p-1074",
    "0x1.fffffffffffffp1023",
    "NaN",
    "Infinity",
    "-0.0",
    "2.5d",
    "1f",
    // libFuzzer's dictionary syntax: bytes outside printable ASCII as \xNN.
    "\\x0D\\x0A",
    "\\xEF\\xBB\\xBF",
    "\\xC3\\xA9",
    "\\xF0\\x9F\\x98\\x80",
    "9007199254740993",
    "00000000000000000001",
    ".5e-5",
  })
  void readerAgreesWithTheModel(FuzzedDataProvider data) {
    int source = data.consumeInt(0, 3);
    int bufferSize = data.consumeBoolean() ? 1 << 16 : data.pickValue(BUFFER_SIZES);
    int chunk = data.consumeInt(1, 9);
    boolean tie = data.consumeBoolean();
    int cap = data.consumeBoolean() ? FastReader.DEFAULT_MAX_LENGTH : data.consumeInt(64, 200);
    int[] calls = new int[data.consumeInt(1, 24)];
    for (int i = 0; i < calls.length; i++) {
      calls[i] = data.consumeInt(0, 16);
    }
    byte[] input = data.consumeRemainingAsBytes();

    Watched stream;
    FastReader reader;
    if (source == 0) {
      stream = null;
      reader = FastReader.of(input);
    } else {
      InputStream raw =
          source == 1
              ? new ByteArrayInputStream(input)
              : ReaderSources.chunked(input, source == 2 ? 1 : chunk);
      stream = new Watched(raw);
      reader = new FastReader(stream, bufferSize);
      if (tie) {
        reader.tieTo(stream);
      }
    }
    reader.maxLength(cap);
    ReaderModel model = new ReaderModel(input, cap);

    StringBuilder log =
        new StringBuilder(
            String.format(
                "source %d, buffer %d, chunk %d, tie %b, maxLength %d%n",
                source, bufferSize, chunk, tie, cap));
    for (int call : calls) {
      String got = outcome(() -> call(reader, call));
      String want = outcome(() -> modelCall(model, call));
      log.append(name(call)).append(" -> ").append(want).append('\n');
      assertEquals(want, got, () -> "calls so far:\n" + log + "input " + show(input));
      if (source == 2) {
        int delivered = stream.delivered;
        assertTrue(
            delivered <= model.needed,
            () ->
                "read ahead: "
                    + delivered
                    + " bytes delivered, "
                    + model.needed
                    + " needed\n"
                    + log
                    + "input "
                    + show(input));
      }
    }
    if (stream != null) {
      String events = stream.events.toString();
      assertTrue(
          tie
              ? !events.contains("R") || events.replace("FR", "").indexOf('R') < 0
              : !events.contains("F"),
          () -> "tie " + tie + ", reads and flushes " + events);
    }
  }

  static String name(int call) {
    return new String[] {
          "nextInt",
          "nextLong",
          "nextDouble",
          "next",
          "nextChar",
          "nextLine",
          "hasNext",
          "hasNextLine",
          "hasNextInt",
          "hasNextLong",
          "hasNextDouble",
          "nextInts(2)",
          "nextLongs(2)",
          "nextDoubles(2)",
          "nextLine",
          "nextInt",
          "next"
        }
        [call];
  }

  static Object call(FastReader r, int call) {
    return switch (call) {
      case 0, 15 -> r.nextInt();
      case 1 -> r.nextLong();
      case 2 -> Double.doubleToRawLongBits(r.nextDouble());
      case 3, 16 -> r.next();
      case 4 -> (int) r.nextChar();
      case 5, 14 -> r.nextLine();
      case 6 -> r.hasNext();
      case 7 -> r.hasNextLine();
      case 8 -> r.hasNextInt();
      case 9 -> r.hasNextLong();
      case 10 -> r.hasNextDouble();
      case 11 -> Arrays.toString(r.nextInts(2));
      case 12 -> Arrays.toString(r.nextLongs(2));
      default -> {
        double[] a = r.nextDoubles(2);
        yield Double.doubleToRawLongBits(a[0]) + "," + Double.doubleToRawLongBits(a[1]);
      }
    };
  }

  static Object modelCall(ReaderModel m, int call) {
    return switch (call) {
      case 0, 15 -> (int) m.nextInteger(true);
      case 1 -> m.nextInteger(false);
      case 2 -> Double.doubleToRawLongBits(m.nextDouble());
      case 3, 16 -> m.next();
      case 4 -> (int) m.nextChar();
      case 5, 14 -> m.nextLine();
      case 6 -> m.hasNext();
      case 7 -> m.hasNextLine();
      case 8 -> m.hasNextInteger(true);
      case 9 -> m.hasNextInteger(false);
      case 10 -> m.hasNextDouble();
      case 11 -> Arrays.toString(new int[] {(int) m.nextInteger(true), (int) m.nextInteger(true)});
      case 12 -> Arrays.toString(new long[] {m.nextInteger(false), m.nextInteger(false)});
      default -> {
        double a = m.nextDouble();
        double b = m.nextDouble();
        yield Double.doubleToRawLongBits(a) + "," + Double.doubleToRawLongBits(b);
      }
    };
  }

  static String outcome(Supplier<Object> call) {
    try {
      Object v = call.get();
      return v.getClass().getSimpleName() + " " + v;
    } catch (RuntimeException e) {
      return Thrown.type(e) + ": " + e.getMessage();
    }
  }

  /** The input for a failure message: its length, then its first 400 bytes, escaped. */
  static String show(byte[] input) {
    StringBuilder sb = new StringBuilder("(" + input.length + " bytes) ");
    for (int i = 0; i < Math.min(input.length, 400); i++) {
      int b = input[i] & 0xFF;
      sb.append(b >= 0x21 && b < 0x7F ? String.valueOf((char) b) : String.format("\\x%02X", b));
    }
    return sb.toString();
  }
}
