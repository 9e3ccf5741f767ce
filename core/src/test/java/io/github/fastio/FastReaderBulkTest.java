package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The bulk readers ({@link FastReader#nextInts}, {@link FastReader#nextLongs}) against {@link
 * ReaderModel}, the contract written with the JDK's parsers, called as {@code n} calls of {@code
 * nextInt()} or {@code nextLong()}: the same numbers, the same exception and message (which names
 * the line and column, so a miscounted line break shows), the numbers before a bad token consumed
 * and the bad token left unread, and the reader left where the model is, for every buffer size from
 * one byte and every way of cutting the input.
 */
class FastReaderBulkTest {
  private static final String[] SEPARATORS = {
    " ", " ", " ", "\n", "\n", "\r\n", "  ", "\t", "\r", ",", ";", " \n", "\n\n", "\u000B"
  };

  /** A token: mostly numbers the fast path takes, some it leaves to the per-call path. */
  private static String token(SplittableRandom random) {
    return switch (random.nextInt(13)) {
      case 0 -> Integer.toString(random.nextInt());
      case 1 -> Long.toString(random.nextLong());
      case 2 -> Long.toString(random.nextLong() >>> random.nextInt(64));
      case 3 -> "+" + random.nextInt(1000);
      case 4 -> {
        // 0-21 digits, leading zeros included: every length the fast path branches on.
        StringBuilder digits = new StringBuilder(random.nextBoolean() ? "-" : "");
        int n = random.nextInt(22);
        for (int i = 0; i < n; i++) {
          digits.append((char) ('0' + random.nextInt(10)));
        }
        yield digits.toString();
      }
      case 5 -> IntegerTokens.EDGES[random.nextInt(IntegerTokens.EDGES.length)];
      case 6 -> {
        // Zero, and tokens that only start like an integer.
        String[] more = {"0", "-", "12a", "1-2", "0x10", "1e5", "１"};
        yield more[random.nextInt(more.length)];
      }
      default -> Integer.toString(random.nextInt(-1_000_000_000, 1_000_000_001));
    };
  }

  private static byte[] input(SplittableRandom random, int tokens) {
    StringBuilder text = new StringBuilder();
    if (random.nextInt(4) == 0) {
      text.append(SEPARATORS[random.nextInt(SEPARATORS.length)]);
    }
    for (int i = 0; i < tokens; i++) {
      if (i > 0) {
        text.append(SEPARATORS[random.nextInt(SEPARATORS.length)]);
      }
      text.append(token(random));
    }
    if (random.nextBoolean()) {
      text.append('\n');
    }
    return text.toString().getBytes(StandardCharsets.UTF_8);
  }

  private static String outcome(Supplier<Object> call) {
    try {
      return String.valueOf(call.get());
    } catch (RuntimeException e) {
      return Thrown.type(e) + ": " + e.getMessage();
    }
  }

  /** The model's answer to {@code nextInts(n)} or {@code nextLongs(n)}: n calls, or the throw. */
  private static String modelBulk(ReaderModel model, int n, boolean ints) {
    return outcome(
        () -> {
          long[] a = new long[n];
          for (int i = 0; i < n; i++) {
            a[i] = model.nextInteger(ints);
          }
          return Arrays.toString(a);
        });
  }

  private static String readerBulk(FastReader reader, int n, boolean ints) {
    return outcome(
        () -> {
          if (!ints) {
            return Arrays.toString(reader.nextLongs(n));
          }
          return Arrays.toString(Arrays.stream(reader.nextInts(n)).asLongStream().toArray());
        });
  }

  private static void check(byte[] input, FastReader reader, String separators, long seed) {
    SplittableRandom calls = new SplittableRandom(seed);
    ReaderModel model = new ReaderModel(input, FastReader.DEFAULT_MAX_LENGTH, separators);
    StringBuilder log = new StringBuilder();
    for (int step = 0; step < 400; step++) {
      boolean ints = calls.nextBoolean();
      int n = 1 + calls.nextInt(calls.nextBoolean() ? 4 : 300);
      String want = modelBulk(model, n, ints);
      String got = readerBulk(reader, n, ints);
      log.append(ints ? "nextInts(" : "nextLongs(").append(n).append(") -> ").append(want);
      assertEquals(want, got, () -> log + "\ninput " + new String(input, StandardCharsets.UTF_8));
      log.setLength(Math.min(log.length(), 300));
      log.append('\n');
      if (want.startsWith("NoSuchElementException")) {
        break;
      }
      if (want.startsWith("InputMismatchException")) {
        // The bad token stays unread: both step over it, and the lines must still agree.
        assertEquals(model.next(), reader.next());
      }
    }
    assertEquals(outcome(model::nextLine), outcome(reader::nextLine));
  }

  @Test
  void bulkReadsAgreeWithTheModelFromAnArray() {
    SplittableRandom random = new SplittableRandom(20261201);
    for (int trial = 0; trial < 300; trial++) {
      byte[] input = input(random, 1 + random.nextInt(400));
      long seed = random.nextLong();
      check(input, FastReader.of(input).separators(",;"), ",;", seed);
    }
  }

  @Test
  void bulkReadsAgreeWithTheModelAtEveryBufferSizeAndCut() {
    SplittableRandom random = new SplittableRandom(7);
    for (int trial = 0; trial < 400; trial++) {
      byte[] input = input(random, 1 + random.nextInt(60));
      int buffer = 1 + random.nextInt(70);
      int chunk = 1 + random.nextInt(buffer + 3);
      long seed = random.nextLong();
      InputStream in =
          random.nextBoolean()
              ? ReaderSources.chunked(input, chunk)
              : ReaderSources.splitAt(input, random.nextInt(input.length + 1));
      String separators = random.nextBoolean() ? "" : ",;";
      FastReader reader = new FastReader(in, buffer).separators(separators);
      // Half of them load eight bytes through the ByteBuffer view, as a reader of a file does.
      check(input, trial % 2 == 0 ? reader : reader.viewLoads(), separators, seed);
    }
  }

  @Test
  void aBulkReadStopsAtTheTokenThatFailsAndTheErrorNamesItsLine() {
    FastReader reader = FastReader.of("1 2\r\n3\n4 x5 6");
    assertEquals(
        "InputMismatchException: expected an int but found \"x5\" at line 3, column 3",
        outcome(() -> Arrays.toString(reader.nextInts(6))));
    assertEquals("x5", reader.next());
    assertEquals(6, reader.nextInt());
  }
}
