package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;

/**
 * Coverage-guided differential fuzzing of the file streams' loop {@code readLongs} against {@code
 * nextLong} of a reader of the same bytes as an array (itself fuzzed against the JDK in {@link
 * FastReaderFuzzTest}): arbitrary bytes, read in chunks of arbitrary sizes, through the array, a
 * stream with a buffer from one byte up loaded byte by byte or through the view, or small chunks of
 * a stream, with the default separators or one chosen delimiter. Every number must be nextLong's,
 * every exception nextLong's with its message, and after every call the reader must stand where
 * nextLong leaves it: the same line and column, the same token next.
 *
 * <p>Plain test runs (CI) replay the saved inputs in {@code FastReaderReadLongsFuzzTestInputs};
 * {@code docs/fuzzing.md} says how to run a campaign.
 */
class FastReaderReadLongsFuzzTest {
  private static final int[] BUFFER_SIZES = {1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 64};
  private static final String[] DELIMITERS = {",", ";", "|", ":", "x", "\t"};

  @FuzzTest(maxDuration = "10m")
  @DictionaryEntries({
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "18446744073709551617",
    "-36893488147419103232",
    "99999999",
    "100000000",
    "9999999999999999",
    "10000000000000000",
    "00000000000000000001",
    "\\x0D\\x0A",
  })
  void readLongsAgreesWithNextLong(FuzzedDataProvider data) {
    int source = data.consumeInt(0, 3);
    int bufferSize = data.pickValue(BUFFER_SIZES);
    int streamChunk = data.consumeInt(1, 9);
    String delimiter = data.consumeBoolean() ? data.pickValue(DELIMITERS) : null;
    int[] chunks = new int[data.consumeInt(1, 8)];
    for (int i = 0; i < chunks.length; i++) {
      chunks[i] = data.consumeBoolean() ? data.consumeInt(1, 3) : data.consumeInt(4, 300);
    }
    byte[] input = data.consumeRemainingAsBytes();

    FastReader actual;
    switch (source) {
      case 0 -> actual = FastReader.of(input);
      case 1 -> actual = new FastReader(new ByteArrayInputStream(input), bufferSize);
      case 2 -> actual = new FastReader(new ByteArrayInputStream(input), bufferSize).viewLoads();
      default ->
          actual =
              new FastReader(ReaderSources.chunked(input, streamChunk), bufferSize).viewLoads();
    }
    FastReader expected = FastReader.of(input);
    if (delimiter != null) {
      actual.separators(delimiter);
      expected.separators(delimiter);
    }

    StringBuilder log =
        new StringBuilder(
            String.format(
                "source %d, buffer %d, stream chunk %d, delimiter %s, input %s%n",
                source, bufferSize, streamChunk, delimiter, FastReaderFuzzTest.show(input)));
    // A failed call leaves the bad token unread; next() takes it, and the loop goes on past it.
    for (int call = 0; call < 64; call++) {
      long[] a = new long[chunks[call % chunks.length]];
      int n;
      try {
        n = actual.readLongs(a);
      } catch (RuntimeException e) {
        String want = FastReaderFuzzTest.outcome(expected::nextLong);
        log.append("readLongs(").append(a.length).append(") -> ").append(want).append('\n');
        assertEquals(want, Thrown.type(e) + ": " + e.getMessage(), log::toString);
        String next = FastReaderFuzzTest.outcome(expected::next);
        assertEquals(next, FastReaderFuzzTest.outcome(actual::next), log::toString);
        if (next.startsWith("NoSuchElementException")) {
          return;
        }
        continue;
      }
      int count = n;
      assertTrue(count >= 1 && count <= a.length, () -> "count " + count + "\n" + log);
      log.append("readLongs(").append(a.length).append(") -> ").append(count).append(':');
      for (int i = 0; i < count; i++) {
        String want = FastReaderFuzzTest.outcome(expected::nextLong);
        log.append(' ').append(want);
        assertEquals(want, "Long " + a[i], log::toString);
      }
      log.append('\n');
      assertEquals(expected.lineNumber(), actual.lineNumber(), () -> "line\n" + log);
      assertEquals(expected.column(), actual.column(), () -> "column\n" + log);
    }
  }
}
