package io.github.fastio.bench.huge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The check-free ceiling gives the generator's count and sum whatever block cuts the file, so that
 * its row times a right answer.
 */
class SumLongsUncheckedTest {
  @TempDir Path dir;

  @Test
  void itSumsTheGeneratedFileAtEveryBlockSize() throws Exception {
    Path file = dir.resolve("numbers.txt");
    String expected = HugeNumbers.write(file, 20_000).line();
    for (int block = 12; block <= 80; block++) {
      assertEquals(expected, SumLongsUnchecked.sum(file, block), "block " + block);
    }
    assertEquals(expected, SumLongsUnchecked.sum(file, SumLongsUnchecked.BLOCK));
  }

  @Test
  void aLastNumberWithoutALineBreakCounts() throws Exception {
    Path file = dir.resolve("short.txt");
    Files.write(file, "1 -2\n-1000000000 33".getBytes(StandardCharsets.US_ASCII));
    for (int block = 12; block <= 40; block++) {
      assertEquals("4 -999999968", SumLongsUnchecked.sum(file, block), "block " + block);
    }
  }
}
