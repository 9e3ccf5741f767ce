package io.github.fastio.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileCompareTest {
  @TempDir Path dir;

  private Path file(String name, byte[] bytes) throws IOException {
    return Files.write(dir.resolve(name), bytes);
  }

  @Test
  void identicalFilesHaveNoDifference() throws IOException {
    byte[] big = new byte[200_000];
    Arrays.fill(big, (byte) '7');
    assertEquals(-1, FileCompare.firstDifference(file("a", big), file("b", big.clone())));
  }

  @Test
  void firstDifferingByteIsFoundPastTheFirstBlock() throws IOException {
    byte[] a = new byte[200_000];
    byte[] b = a.clone();
    b[150_001] = 1;
    b[199_999] = 1;
    assertEquals(150_001, FileCompare.firstDifference(file("a", a), file("b", b)));
  }

  @Test
  void prefixDiffersAtTheShorterLength() throws IOException {
    byte[] a = "12\n34\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    byte[] b = Arrays.copyOf(a, 5);
    assertEquals(5, FileCompare.firstDifference(file("a", a), file("b", b)));
    assertEquals(5, FileCompare.firstDifference(file("c", b), file("d", a)));
  }

  @Test
  void emptyFilesAreIdentical() throws IOException {
    assertEquals(-1, FileCompare.firstDifference(file("a", new byte[0]), file("b", new byte[0])));
  }

  @Test
  void lineAtCountsLineBreaksBeforeTheOffset() throws IOException {
    Path f = file("a", "1\n22\n333\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    assertEquals(1, FileCompare.lineAt(f, 0));
    assertEquals(2, FileCompare.lineAt(f, 2));
    assertEquals(3, FileCompare.lineAt(f, 6));
  }

  @Test
  void comparisonStartsPastTheSkippedBytes() throws IOException {
    Path expected = file("e", "3\n1\n2\n3\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    Path actual = file("a", "1\n2\n4\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    assertEquals(4, FileCompare.firstDifference(expected, 2, actual, false));
    assertEquals(3, FileCompare.lineAt(expected, 2, 4));
    assertEquals(2, FileCompare.firstLineLength(expected));
  }

  @Test
  void spaceMayStandForALineBreakOnlyWhenAsked() throws IOException {
    byte[] lines = new byte[300_000];
    Arrays.fill(lines, (byte) '7');
    for (int i = 5; i < lines.length; i += 11) {
      lines[i] = '\n';
    }
    byte[] spaces = lines.clone();
    for (int i = 5; i < spaces.length; i += 11) {
      spaces[i] = ' ';
    }
    Path expected = file("e", lines);
    Path actual = file("a", spaces);
    assertEquals(-1, FileCompare.firstDifference(expected, 0, actual, true));
    assertEquals(5, FileCompare.firstDifference(expected, 0, actual, false));
    // A digit changed past the first block is still found, and a space never matches a digit.
    spaces[200_001] = spaces[200_001] == ' ' ? (byte) '7' : (byte) ' ';
    Path changed = file("c", spaces);
    assertEquals(200_001, FileCompare.firstDifference(expected, 0, changed, true));
    // Nor does a line break stand for a space.
    assertEquals(5, FileCompare.firstDifference(actual, 0, expected, true));
  }
}
