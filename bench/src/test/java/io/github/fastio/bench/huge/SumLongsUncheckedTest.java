package io.github.fastio.bench.huge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The check-free anchor gives the generator's count and sum whatever block cuts the file, so that
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
  void bytesThatStartNoNumberAreSkipped() throws Exception {
    Path file = dir.resolve("odd.txt");
    Files.write(file, "1 +5 2.5 x".getBytes(StandardCharsets.US_ASCII));
    String sum =
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> SumLongsUnchecked.sum(file, 16));
    assertEquals("4 13", sum);
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
