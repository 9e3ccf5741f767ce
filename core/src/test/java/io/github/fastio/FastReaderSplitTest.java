package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link FastReader#split(Path, int)} and the line starts it cuts at: every line in exactly one
 * part whatever the cut, wherever the equal shares fall (inside a number, between {@code \r} and
 * {@code \n}, at the end without a line break, inside a line longer than a share), empty parts,
 * more parts than lines, an empty file; the line start after lines longer than the blocks the
 * search reads, with the line break at the end of a block or across two; and what a part's messages
 * say.
 */
class FastReaderSplitTest {
  @TempDir Path dir;

  /** Files with every kind of place a cut may fall. */
  private static final String[] FILES = {
    "",
    "7",
    "\n",
    "1 2\n3 4\n",
    "1 2\n3 4",
    "10\r\n-20\r\n30",
    "1\r2\r\r3\r",
    "\r\n\r\n5\r\n\r\n",
    "\n\n\n\n42",
    "123456789012345678 9\n1\n",
    "a b c d e f g h i j k l m n o p q r s t u v w x y z\n1\n2\n",
    "x\r\r\n\n\ry\r\nz",
  };

  private Path write(String content) throws IOException {
    Path file = Files.createTempFile(dir, "split", ".txt");
    Files.write(file, content.getBytes(StandardCharsets.UTF_8));
    return file;
  }

  /** The definition: a line starts at 0, after '\n', and after '\r' unless '\n' follows. */
  private static boolean isLineStart(byte[] b, int at) {
    return at == 0 || b[at - 1] == '\n' || (b[at - 1] == '\r' && (at == b.length || b[at] != '\n'));
  }

  /** The definition's first line start in {@code [at, end)} of {@code b}, or {@code end}. */
  static long firstLineStart(byte[] b, long at, long end) {
    long i = at;
    while (i < end && !isLineStart(b, (int) i)) {
      i++;
    }
    return i;
  }

  @Test
  void theLineStartAfterEveryOffsetIsTheFirstOneTheDefinitionGives() throws IOException {
    SplittableRandom random = new SplittableRandom(9);
    List<String> files = new ArrayList<>(List.of(FILES));
    for (int i = 0; i < 30; i++) {
      StringBuilder sb = new StringBuilder();
      for (int k = random.nextInt(40); k > 0; k--) {
        sb.append("ab1\r\n ".charAt(random.nextInt(6)));
      }
      files.add(sb.toString());
    }
    for (String content : files) {
      Path file = write(content);
      byte[] b = Files.readAllBytes(file);
      try (SeekableByteChannel ch = Files.newByteChannel(file)) {
        for (int end = 0; end <= b.length; end++) {
          for (int at = 0; at <= end; at++) {
            String where = "from " + at + " before " + end + " in " + show(content);
            assertEquals(firstLineStart(b, at, end), LineBoundary.atOrAfter(ch, at, end), where);
          }
        }
      }
    }
  }

  /**
   * Where the reads of {@link LineBoundary#atOrAfter} end, counted from the byte before the offset
   * asked for: it reads a block of 256 bytes, then blocks 4 times as long up to 64 KiB.
   */
  private static final int[] READ_ENDS = {256, 1280, 5376, 21760, 87296, 152832, 218368};

  @Test
  void theLineStartAfterALongLineIsTheDefinitionsWhereverTheReadsEnd() throws IOException {
    // A line longer than every read, then each kind of line break: its first byte falls two bytes
    // before the end of a read, the last byte of a read (a \r\n split between two reads), the first
    // byte of the next one, or the second.
    int longest = READ_ENDS[READ_ENDS.length - 1] + 100;
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < longest; i++) {
      line.append((char) ('a' + i % 26));
    }
    for (String lineBreak : new String[] {"\r\n", "\r", "\n", "\r\r\n", "\n\r", "\r\n\n"}) {
      String content = "1\n" + line + lineBreak + "2\n";
      Path file = write(content);
      byte[] b = Files.readAllBytes(file);
      int breakAt = 2 + longest;
      try (SeekableByteChannel ch = Files.newByteChannel(file)) {
        for (int readEnd : READ_ENDS) {
          for (int shift = -2; shift <= 1; shift++) {
            int at = breakAt - shift - readEnd + 1;
            for (int end :
                new int[] {b.length, breakAt + 1, breakAt + lineBreak.length(), breakAt + 3}) {
              String where =
                  "from "
                      + at
                      + " before "
                      + end
                      + ", a line of "
                      + longest
                      + " bytes, then "
                      + show(lineBreak)
                      + " at "
                      + breakAt;
              assertEquals(firstLineStart(b, at, end), LineBoundary.atOrAfter(ch, at, end), where);
            }
          }
        }
      }
    }
  }

  private static List<String> lines(FastReader r) {
    List<String> out = new ArrayList<>();
    while (r.hasNextLine()) {
      out.add(r.nextLine());
    }
    return out;
  }

  private static List<String> tokens(FastReader r) {
    List<String> out = new ArrayList<>();
    while (r.hasNext()) {
      out.add(r.next());
    }
    return out;
  }

  @Test
  void everyLineIsInExactlyOnePartForEveryNumberOfParts() throws IOException {
    for (String content : FILES) {
      Path file = write(content);
      List<String> lines;
      List<String> tokens;
      try (FastReader whole = FastReader.open(file)) {
        lines = lines(whole);
      }
      try (FastReader whole = FastReader.open(file)) {
        tokens = tokens(whole);
      }
      for (int parts = 1; parts <= content.length() + 3; parts++) {
        List<FastReader> split = FastReader.split(file, parts);
        assertEquals(parts, split.size());
        List<String> partLines = new ArrayList<>();
        for (FastReader part : split) {
          partLines.addAll(lines(part));
          part.close();
        }
        assertEquals(lines, partLines, show(content) + " in " + parts + " parts");
        List<String> partTokens = new ArrayList<>();
        for (FastReader part : FastReader.split(file, parts)) {
          partTokens.addAll(tokens(part));
          part.close();
        }
        assertEquals(tokens, partTokens, show(content) + " in " + parts + " parts");
      }
    }
  }

  @Test
  void partsHoldAboutEqualShares() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 10_000; i++) {
      sb.append(i).append('\n');
    }
    Path file = write(sb.toString());
    List<FastReader> parts = FastReader.split(file, 4);
    int[] counts = new int[4];
    for (int i = 0; i < 4; i++) {
      try (FastReader part = parts.get(i)) {
        while (part.hasNext()) {
          part.nextInt();
          counts[i]++;
        }
      }
    }
    for (int c : counts) {
      assertTrue(c > 2200 && c < 2800, java.util.Arrays.toString(counts));
    }
  }

  @Test
  void aLineLongerThanAShareLeavesThePartsAfterItEmpty() throws IOException {
    Path file = write("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20\n21\n");
    List<FastReader> parts = FastReader.split(file, 4);
    assertEquals(
        List.of("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20"), lines(parts.get(0)));
    List<String> rest = new ArrayList<>();
    for (FastReader part : parts.subList(1, 4)) {
      rest.addAll(lines(part));
    }
    assertEquals(List.of("21"), rest);
  }

  @Test
  void morePartsThanLinesGivesEmptyParts() throws IOException {
    Path file = write("1\n2\n");
    List<FastReader> parts = FastReader.split(file, 8);
    assertEquals(8, parts.size());
    long sum = 0;
    int empty = 0;
    for (FastReader part : parts) {
      if (!part.hasNext()) {
        empty++;
      }
      while (part.hasNext()) {
        sum += part.nextLong();
      }
      part.close();
    }
    assertEquals(3, sum);
    assertEquals(6, empty);
  }

  @Test
  void anEmptyFileGivesEmptyParts() throws IOException {
    Path file = write("");
    List<FastReader> parts = FastReader.split(file, 3);
    assertEquals(3, parts.size());
    for (FastReader part : parts) {
      assertFalse(part.hasNext());
      assertFalse(part.hasNextLine());
      part.close();
    }
  }

  @Test
  void theFirstPartNamesTheFilesLineAndByteOffset() throws IOException {
    Path file = write("1 2\n3 x4\n5\n6\n7\n8\n");
    FastReader first = FastReader.split(file, 2).get(0);
    first.nextInt();
    first.nextInt();
    first.nextInt();
    InputMismatchException e = assertThrows(InputMismatchException.class, first::nextInt);
    assertEquals(
        "expected an int but found \"x4\" at line 2, column 3 of " + file + " (byte offset 6)",
        e.getMessage());
  }

  @Test
  void aLaterPartNamesTheByteOffsetAndItsOwnLine() throws IOException {
    Path file = write("1\n2\n3\n4\n5\n6\n7\n8 oops\n");
    List<FastReader> parts = FastReader.split(file, 2);
    FastReader second = parts.get(1);
    assertEquals(6, second.nextInt());
    assertEquals(7, second.nextInt());
    assertEquals(8, second.nextInt());
    InputMismatchException e = assertThrows(InputMismatchException.class, second::nextInt);
    assertEquals(
        "expected an int but found \"oops\" at byte offset 16 of "
            + file
            + " (line 3, column 3 of the part from byte offset 10)",
        e.getMessage());
    assertEquals("oops", second.next());
    NoSuchElementException end = assertThrows(NoSuchElementException.class, second::nextInt);
    assertEquals(
        "expected an int but input ended at byte offset 21 of "
            + file
            + " (line 4, column 1 of the part from byte offset 10)",
        end.getMessage());
    NoSuchElementException firstEnd =
        assertThrows(
            NoSuchElementException.class,
            () -> {
              FastReader first = parts.get(0);
              while (true) {
                first.nextInt();
              }
            });
    assertEquals(
        "expected an int but input ended at line 6, column 1 of " + file + " (byte offset 10)",
        firstEnd.getMessage());
    parts.forEach(FastReader::close);
  }

  @Test
  void openNamesTheFileAndByteOffset() throws IOException {
    Path file = write("1\r\n2\r\nthree\r\n");
    try (FastReader in = FastReader.open(file)) {
      in.nextInt();
      in.nextInt();
      InputMismatchException e = assertThrows(InputMismatchException.class, in::nextLong);
      assertEquals(
          "expected a long but found \"three\" at line 3, column 1 of " + file + " (byte offset 6)",
          e.getMessage());
    }
  }

  @Test
  void aFileTruncatedWhileItIsReadFailsThePartThatFindsOut() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 100_000; i++) {
      sb.append(i).append('\n');
    }
    Path file = write(sb.toString());
    List<FastReader> parts = FastReader.split(file, 2);
    try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
      f.setLength(f.length() / 4);
    }
    FastReader second = parts.get(1);
    UncheckedIOException e =
        assertThrows(
            UncheckedIOException.class,
            () -> {
              while (second.hasNext()) {
                second.nextInt();
              }
            });
    assertTrue(
        e.getMessage().contains(" changed while it was read: it ends at byte offset "),
        e.getMessage());
    parts.forEach(FastReader::close);
  }

  @Test
  void aFileThatCannotBeSplitIsReadWholeByTheFirstPart() {
    // Files in /proc have no size; the same rule covers pipes and devices.
    Path version = Paths.get("/proc/self/stat");
    assumeTrue(Files.isReadable(version), "no /proc here");
    List<FastReader> parts = FastReader.split(version, 3);
    assertEquals(3, parts.size());
    assertTrue(parts.get(0).hasNext());
    assertFalse(parts.get(1).hasNext());
    assertFalse(parts.get(2).hasNext());
    parts.forEach(FastReader::close);
  }

  @Test
  void badArguments() throws IOException {
    Path file = write("1\n");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> FastReader.split(file, 0));
    assertEquals("parts must be from 1 to 65536 (a reader each): 0", e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class, () -> FastReader.split(file, Integer.MAX_VALUE));
    assertEquals("parts must be from 1 to 65536 (a reader each): 2147483647", e.getMessage());
    UncheckedIOException missing =
        assertThrows(UncheckedIOException.class, () -> FastReader.split(dir.resolve("missing"), 2));
    assertTrue(missing.getMessage().contains("missing"), missing.getMessage());
  }

  @Test
  void aBadTokenOnAnotherThreadReachesTheCallerWithItsMessage() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 20_000; i++) {
      sb.append(i == 15_000 ? "x" : Integer.toString(i)).append('\n');
    }
    Path file = write(sb.toString());
    InputMismatchException e =
        assertThrows(InputMismatchException.class, () -> sumOfParts(file, 4));
    assertTrue(e.getMessage().startsWith("expected a long but found \"x\" at "), e.getMessage());
    assertTrue(
        e.toString().startsWith("java.util.InputMismatchException: expected a long"), e.toString());
    try (java.util.stream.LongStream longs = FastReader.longs(file)) {
      e = assertThrows(InputMismatchException.class, () -> longs.parallel().sum());
    }
    assertTrue(
        e.toString()
            .startsWith(
                "java.util.InputMismatchException: expected a long but found \"x\" at line 15001"),
        e.toString());
  }

  @Test
  void aDirectoryFailsAtOnceNamingItsPath() {
    for (Runnable open :
        new Runnable[] {
          () -> FastReader.open(dir),
          () -> FastReader.split(dir, 2),
          () -> FastReader.longs(dir),
          () -> CsvReader.open(dir),
          () -> CsvReader.open(dir, 0, 10),
          () -> CsvReader.split(dir, 2)
        }) {
      UncheckedIOException e = assertThrows(UncheckedIOException.class, open::run);
      assertEquals(dir + ": is a directory, not a file", e.getCause().getMessage());
    }
  }

  @Test
  void manyPartsOpenTheFileOnlyWhenRead() throws IOException {
    Path fds = Paths.get("/proc/self/fd");
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(fds), "no /proc/self/fd here");
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 5000; i++) {
      sb.append(i).append('\n');
    }
    Path file = write(sb.toString());
    long before;
    try (java.util.stream.Stream<Path> open = Files.list(fds)) {
      before = open.count();
    }
    List<FastReader> parts = FastReader.split(file, 2000);
    long during;
    try (java.util.stream.Stream<Path> open = Files.list(fds)) {
      during = open.count();
    }
    assertTrue(during <= before + 2, "split holds files open: " + before + " then " + during);
    long sum = 0;
    for (FastReader part : parts) {
      try (FastReader in = part) {
        while (in.hasNext()) {
          sum += in.nextInt();
        }
      }
    }
    assertEquals(4999L * 5000 / 2, sum);
  }

  private static String show(String s) {
    return "\"" + s.replace("\r", "\\r").replace("\n", "\\n") + "\"";
  }

  @Test
  void aPartClosedLetsGoOfItsBufferAndReadsNoMore() throws IOException {
    // A list of many parts is read a part at a time: each closed part must not keep its buffer.
    Path file = dir.resolve("lines.txt");
    Files.write(file, "1\n2\n3\n4\n".repeat(10_000).getBytes(StandardCharsets.US_ASCII));
    List<FastReader> parts = FastReader.split(file, 4);
    long sum = 0;
    for (FastReader part : parts) {
      while (part.hasNext()) {
        sum += part.nextLong();
      }
      assertTrue(part.tokens.in.buf.length > ByteInput.PAD, "the part read through a buffer");
      part.close();
      assertEquals(ByteInput.PAD, part.tokens.in.buf.length, "a closed part keeps its buffer");
      UncheckedIOException e = assertThrows(UncheckedIOException.class, part::hasNext);
      assertEquals("FastReader is closed: nothing more can be read", e.getCause().getMessage());
      part.close();
    }
    assertEquals(100_000, sum);
  }

  /** The documented pattern: every part of {@code split} read in a parallel stream, summed. */
  static long sumOfParts(Path file, int parts) {
    return FastReader.split(file, parts).parallelStream()
        .mapToLong(
            part -> {
              long s = 0;
              try (FastReader in = part) {
                while (in.hasNext()) {
                  s += in.nextLong();
                }
              }
              return s;
            })
        .sum();
  }
}
