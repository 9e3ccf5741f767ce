package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Byte ranges at their edges: a range ends exactly at its end whatever the comment, quote and line
 * state there, and a range that meets what it cannot read says so once and goes on.
 */
class CsvReaderRangeTest {
  /** Long enough for any of these files on a busy machine; a hang runs into it. */
  private static final Duration NO_HANG = Duration.ofSeconds(20);

  @TempDir Path tmp;

  private Path file(String text) throws IOException {
    Path f = tmp.resolve("range.csv");
    Files.write(f, text.getBytes(StandardCharsets.UTF_8));
    return f;
  }

  private static List<List<String>> rows(CsvReader in) {
    return assertTimeoutPreemptively(NO_HANG, () -> CsvReaderDifferentialTest.all(in));
  }

  @Test
  void aCommentLineAtTheRangesEndEndsTheRange() throws IOException {
    Path f = file("a\n#c\nb\n");
    try (CsvReader in = CsvReader.open(f, 0, 2).comment('#')) {
      assertEquals(List.of(List.of("a")), rows(in));
    }
    try (CsvReader in = CsvReader.open(f, 2, 7).comment('#')) {
      assertEquals(List.of(List.of("b")), rows(in));
    }
  }

  @Test
  void aCommentLineThatCrossesTheRangesEndEndsItToo() throws IOException {
    // The comment starts inside [0, 3), the line after it is the next range's; a '#' inside the
    // comment at the range's end starts nothing.
    Path f = file("a\n##\nb\n");
    for (int end = 0; end <= 7; end++) {
      List<List<String>> got = new ArrayList<>();
      try (CsvReader in = CsvReader.open(f, 0, end).comment('#')) {
        got.addAll(rows(in));
      }
      try (CsvReader in = CsvReader.open(f, end, 7).comment('#')) {
        got.addAll(rows(in));
      }
      assertEquals(List.of(List.of("a"), List.of("b")), got, "cut at " + end);
    }
  }

  @Test
  void splitOfAlternatingCommentsAndRecordsGivesEveryRecordOnce() throws IOException {
    StringBuilder text = new StringBuilder();
    List<List<String>> expected = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      text.append("# note\n1,x").append(i).append('\n');
      expected.add(List.of("1", "x" + i));
    }
    Path f = file(text.toString());
    for (int parts = 1; parts <= 64; parts++) {
      List<List<String>> got = new ArrayList<>();
      for (CsvReader part : CsvReader.split(f, parts)) {
        try (CsvReader in = part.comment('#')) {
          got.addAll(rows(in));
        }
      }
      assertEquals(expected, got, parts + " parts");
    }
  }

  @Test
  void aRangeEndsAtItsEndWhateverComesThere() throws IOException {
    // A blank line, a comment, a quote and a line break each at the end of the range.
    for (String text : new String[] {"a\n\n\nb\n", "a\n#\"\nb\n", "a\n\"b\"\n", "a\r\n#x\r\nb"}) {
      Path f = file(text);
      int size = text.length();
      for (int end = 0; end <= size; end++) {
        int cut = end;
        try (CsvReader in = CsvReader.open(f, 0, end).comment('#')) {
          assertTimeoutPreemptively(
              NO_HANG,
              () -> {
                while (in.nextRecord()) {
                  assertTrue(in.recordOffset() < cut, text + " cut at " + cut);
                }
                assertFalse(in.nextRecord());
              });
        }
      }
    }
  }
}
