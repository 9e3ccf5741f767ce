package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The file streams' loop {@code readLongs} against {@code nextLong}, its oracle: on every input of
 * a fixed-seed sweep, cut at every buffer size from 1 to 40, through the view and byte by byte, in
 * chunks of every size, it returns the same numbers, then throws the same exception with the same
 * message, and leaves the reader where nextLong leaves it (the bad token unread, the same line and
 * column), also where a call stops early; with the usual separators and with {@code ",;"} chosen as
 * well (a number after the delimiter ',' stays on the loop's fast path, one after ';' does not).
 */
class FastReaderReadLongsTest {
  /** Separators, and bytes that are separators only where a reader takes ",;" as its own. */
  private static final String[] SEPARATORS = {
    " ", " ", " ", "\n", "\r\n", "\t", "  ", "\r", ",", ",", ";", ",\n", " ,"
  };

  private static final String[] EDGES = {
    "0",
    "-0",
    "+7",
    "9223372036854775807",
    "-9223372036854775808",
    "9223372036854775808",
    "-9223372036854775809",
    "99999999",
    "100000000",
    "9999999999",
    "12345678901",
    "1234567890123456",
    "12345678901234567",
    "123456789012345678901",
    // 2^64 + 1 and 2^65: more than 19 digits whose value wraps to a long in range (1, 0), which
    // only the length test rejects.
    "18446744073709551617",
    "-36893488147419103232",
    "0000000000000000000000001",
    "-",
    "+",
    "12a",
    "1.5",
    "--1",
    "x"
  };

  @Test
  void readsWhatNextLongReadsAndFailsWhereItFails() {
    SplittableRandom random = new SplittableRandom(20261201);
    for (int t = 0; t < 300; t++) {
      String input = input(random, t % 3 == 0);
      byte[] data = input.getBytes(StandardCharsets.US_ASCII);
      String chosen = t % 4 < 2 ? "" : ",;";
      String label = chosen.isEmpty() ? input : input + " (separators ,;)";
      for (int size = 1; size <= 40; size++) {
        int bufferSize = size;
        int chunk = 1 + random.nextInt(t % 2 == 0 ? 5 : 300);
        check(
            label,
            chunk,
            d -> new FastReader(new ByteArrayInputStream(d), bufferSize).separators(chosen),
            data);
        check(
            label,
            chunk,
            d ->
                new FastReader(new ByteArrayInputStream(d), bufferSize)
                    .viewLoads()
                    .separators(chosen),
            data);
        check(
            label,
            chunk,
            d ->
                new FastReader(ReaderSources.chunked(d, 3), bufferSize)
                    .viewLoads()
                    .separators(chosen),
            data);
      }
      check(label, 256, d -> FastReader.of(d).separators(chosen), data);
    }
  }

  @Test
  void returnsFullChunksOfALongRunOfNumbers() {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < 1000; i++) {
      s.append(i * 7_919_993L - 3_000_000_000L).append(i % 10 == 9 ? '\n' : ' ');
    }
    FastReader in = FastReader.of(s.toString());
    long[] chunk = new long[100];
    // The first call finds the buffer empty: its one number comes through nextLong's refill.
    assertEquals(1, in.readLongs(chunk));
    assertEquals(-3_000_000_000L, chunk[0]);
    assertEquals(100, in.readLongs(chunk));
    assertEquals(-3_000_000_000L + 7_919_993L, chunk[0]);
    assertEquals(-3_000_000_000L + 100 * 7_919_993L, chunk[99]);
  }

  private static String input(SplittableRandom random, boolean withEdges) {
    StringBuilder s = new StringBuilder();
    if (random.nextInt(4) == 0) {
      s.append(SEPARATORS[random.nextInt(SEPARATORS.length)]);
    }
    int tokens = 1 + random.nextInt(40);
    for (int i = 0; i < tokens; i++) {
      if (withEdges && random.nextInt(6) == 0) {
        s.append(EDGES[random.nextInt(EDGES.length)]);
      } else {
        int digits = 1 + random.nextInt(19);
        long bound = digits == 19 ? Long.MAX_VALUE : NumberMath.POW10[digits];
        long v = random.nextLong(NumberMath.POW10[digits - 1], bound);
        s.append(random.nextBoolean() ? "-" : "").append(v);
      }
      s.append(SEPARATORS[random.nextInt(SEPARATORS.length)]);
    }
    if (random.nextBoolean()) {
      s.setLength(s.length() - 1);
    }
    return s.toString();
  }

  private static void check(
      String input, int chunk, Function<byte[], FastReader> open, byte[] data) {
    String where = "input " + escape(input) + ", chunk " + chunk;
    FastReader expected = open.apply(data);
    FastReader actual = open.apply(data);
    long[] a = new long[chunk];
    while (true) {
      int n;
      try {
        n = actual.readLongs(a);
      } catch (RuntimeException e) {
        RuntimeException want = assertThrows(RuntimeException.class, expected::nextLong, where);
        assertEquals(want.getClass(), e.getClass(), where);
        assertEquals(want.getMessage(), e.getMessage(), where);
        break;
      }
      assertTrue(n >= 1 && n <= chunk, "count " + n);
      for (int i = 0; i < n; i++) {
        assertEquals(expected.nextLong(), a[i], where);
      }
      // Where a call stops early, the reader stands where nextLong would: same line, same column.
      assertEquals(expected.lineNumber(), actual.lineNumber(), where);
      assertEquals(expected.column(), actual.column(), where);
    }
    assertEquals(expected.lineNumber(), actual.lineNumber(), where);
    assertEquals(rest(expected), rest(actual), where);
  }

  /** What the reader holds after the failure: the bad token stays unread. */
  private static String rest(FastReader in) {
    try {
      return in.next();
    } catch (RuntimeException e) {
      return e.getClass().getName() + ": " + e.getMessage();
    }
  }

  private static String escape(String s) {
    return s.replace("\r", "\\r").replace("\n", "\\n").replace("\t", "\\t");
  }
}
