package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file of 3 GiB, past the 2 GiB that an int offset can count, read under a heap of 256 MB (the
 * {@code huge-files} surefire execution runs this class alone with {@code -Xmx256m}) by {@link
 * FastReader#open(Path)}, {@link FastReader#split(Path, int)} and a parallel {@link
 * FastReader#longs(Path)}. The file is sparse: NUL bytes (separators) everywhere but a few lines,
 * one of them across the 2 GiB mark, so that it costs no disk where the file system keeps holes,
 * and the test reads it in about as many seconds as it has gigabytes per pass. Where the temporary
 * directory has less room than the file's size, the tests are skipped with a message saying so.
 */
@Tag("hugefile")
class HugeFileTest {
  private static final long SIZE = 3L << 30;

  /** Where the line across the 2 GiB mark starts: its break, then 9876543210 across the mark. */
  private static final long ACROSS = (1L << 31) - 6;

  /** Where the last line starts: its break, then "-7 x" and a final break at the file's end. */
  private static final long LAST = SIZE - 6;

  @TempDir static Path dir;
  private static Path file;

  @BeforeAll
  static void makeTheFile() throws IOException {
    long max = Runtime.getRuntime().maxMemory();
    assertTrue(max <= 256L << 20, "run with -Xmx256m, not " + (max >> 20) + " MB");
    long usable = Files.getFileStore(dir).getUsableSpace();
    if (usable < SIZE + (256L << 20)) {
      String why =
          "HugeFileTest skipped: "
              + dir
              + " has "
              + (usable >> 20)
              + " MiB free, less than the "
              + (SIZE >> 20)
              + " MiB file (and 256 MiB to spare) it needs where holes are not kept";
      System.err.println("WARNING: " + why);
      assumeTrue(false, why);
    }
    file = dir.resolve("huge.txt");
    try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
      f.setLength(SIZE);
      f.seek(0);
      f.write(ascii("1\n"));
      f.seek(ACROSS);
      f.write(ascii("\n9876543210\n"));
      f.seek(LAST);
      f.write(ascii("\n-7 x\n"));
    }
    assertEquals(SIZE, Files.size(file));
  }

  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }

  /** The message of a sequential reader at the bad token: line 5, past the 2 GiB mark. */
  private static String expectedMessage() {
    return "expected a long but found \"x\" at line 5, column 4 of "
        + file
        + " (byte offset "
        + (LAST + 4)
        + ")";
  }

  @Test
  void aSequentialReaderReadsPastEveryMarkAndCountsTheLines() {
    try (FastReader in = FastReader.open(file)) {
      assertEquals(1, in.nextLong());
      assertEquals(9_876_543_210L, in.nextLong());
      assertEquals(-7, in.nextLong());
      InputMismatchException e = assertThrows(InputMismatchException.class, in::nextLong);
      assertEquals(expectedMessage(), e.getMessage());
    }
  }

  @Test
  void splitPartsHoldEveryLineOnce() {
    List<String> tokens = new ArrayList<>();
    List<FastReader> parts = FastReader.split(file, 3);
    for (FastReader part : parts) {
      try (FastReader in = part) {
        while (in.hasNext()) {
          tokens.add(in.next());
        }
      }
    }
    assertEquals(List.of("1", "9876543210", "-7", "x"), tokens);
  }

  @Test
  void aParallelStreamFailsAsTheSequentialReaderDoes() {
    InputMismatchException e =
        assertThrows(InputMismatchException.class, () -> FastReader.longs(file).parallel().sum());
    assertEquals(expectedMessage(), e.getMessage());
  }
}
