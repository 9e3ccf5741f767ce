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
import java.util.InputMismatchException;
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

  /** Records and errors of a skip-and-count loop: a line per record, then one per error. */
  static final class Outcome {
    final List<List<String>> records = new ArrayList<>();
    final List<String> errors = new ArrayList<>();
  }

  /**
   * The documented loop that skips bad rows and counts them, under a bound on its errors: a reader
   * that threw the same error forever would run into the bound (or the time-out). Closes {@code
   * in}.
   */
  static Outcome skipAndCount(CsvReader in, int fieldsRead) {
    try (CsvReader closed = in) {
      return skipAndCountOpen(closed, fieldsRead);
    }
  }

  private static Outcome skipAndCountOpen(CsvReader in, int fieldsRead) {
    Outcome out = new Outcome();
    assertTimeoutPreemptively(
        NO_HANG,
        () -> {
          for (; ; ) {
            try {
              if (!in.nextRecord()) {
                break;
              }
              List<String> row = new ArrayList<>();
              for (int f = 0; f < fieldsRead && in.hasNextField(); f++) {
                row.add(in.next());
              }
              out.records.add(row);
            } catch (InputMismatchException e) {
              out.errors.add(e.getMessage());
              assertTrue(out.errors.size() < 1000, "the same error again and again: " + e);
            }
          }
        });
    return out;
  }

  @Test
  void afterALineBreakInQuotesTheRangeGoesOnWithTheNextLine() throws IOException {
    Path f = file("1,\"a\nb\",c\n2,x\n");
    try (CsvReader in = CsvReader.open(f, 0, 5)) {
      Outcome o = skipAndCount(in, Integer.MAX_VALUE);
      assertEquals(List.of(), o.records, "the record that meets the break is an error, not a row");
      assertEquals(1, o.errors.size(), o.errors.toString());
      assertTrue(o.errors.get(0).contains("field 2 at line 1 of "), o.errors.get(0));
    }
    try (CsvReader in = CsvReader.open(f, 0, 15)) {
      // Reading only the first field, the break is met by nextRecord's skip of the rest.
      Outcome o = skipAndCount(in, 1);
      assertEquals(List.of(List.of("1"), List.of("b\""), List.of("2")), o.records);
      assertEquals(1, o.errors.size(), o.errors.toString());
    }
    // The range that starts inside the quotes cannot know it (see the class comment of CsvReader):
    // it reads the line as the range before it goes on to read it, and that one said so.
    try (CsvReader in = CsvReader.open(f, 5, 15)) {
      Outcome o = skipAndCount(in, Integer.MAX_VALUE);
      assertEquals(List.of(List.of("b\"", "c"), List.of("2", "x")), o.records);
      assertEquals(List.of(), o.errors);
    }
  }

  @Test
  void rangesCutAnywhereReadWhatOneRangeOfTheWholeFileReads() throws IOException {
    String text = "1,\"a\nb\",c\n2,x\n\"p\r\nq\r\nr\",s\r\n#\"\n3\n\"t";
    Path f = file(text);
    int size = text.length();
    Outcome whole;
    try (CsvReader in = CsvReader.open(f, 0, size).comment('#')) {
      whole = skipAndCount(in, Integer.MAX_VALUE);
    }
    assertEquals(3, whole.errors.size(), whole.errors.toString());
    for (int cut = 0; cut <= size; cut++) {
      Outcome first;
      Outcome second;
      try (CsvReader in = CsvReader.open(f, 0, cut).comment('#')) {
        first = skipAndCount(in, Integer.MAX_VALUE);
      }
      try (CsvReader in = CsvReader.open(f, cut, size).comment('#')) {
        second = skipAndCount(in, Integer.MAX_VALUE);
      }
      List<List<String>> records = new ArrayList<>(first.records);
      records.addAll(second.records);
      assertEquals(whole.records, records, "cut at " + cut);
      assertEquals(whole.errors.size(), first.errors.size() + second.errors.size(), "cut " + cut);
    }
  }
}
