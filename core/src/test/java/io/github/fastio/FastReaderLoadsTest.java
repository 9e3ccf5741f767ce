package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which readers load eight bytes at a time through the ByteBuffer view: those of arrays and files,
 * whose numbers are nearly all read in C2's code, and not those of streams, standard input among
 * them, whose byte loads cost less in the interpreter and C1, where a contest's small inputs are
 * read. Either way gives the same values and messages (the boundary, bulk and model tests run
 * both); this is where a change of the choice shows before a benchmark.
 */
class FastReaderLoadsTest {
  @TempDir Path dir;

  @Test
  void readersOfStreamsLoadByteByByte() {
    byte[] data = "1 2\n".getBytes(StandardCharsets.US_ASCII);
    assertFalse(new FastReader(new ByteArrayInputStream(data)).loadsThroughView());
    assertFalse(new FastReader(new ByteArrayInputStream(data), 7).loadsThroughView());
  }

  @Test
  void readersOfArraysAndFilesLoadThroughTheView() throws Exception {
    assertTrue(FastReader.of("1 2\n").loadsThroughView());
    assertTrue(FastReader.of(new byte[0]).loadsThroughView());
    Path file = dir.resolve("numbers.txt");
    Files.write(file, "1 2\n3 4\n5 6\n".getBytes(StandardCharsets.US_ASCII));
    try (FastReader in = FastReader.open(file)) {
      assertTrue(in.loadsThroughView());
    }
    for (FastReader part : FastReader.split(file, 3)) {
      try (FastReader in = part) {
        assertTrue(in.loadsThroughView());
      }
    }
    TokenInput part = TokenInput.part(file, 4, 12, false, FilePart.STREAM_BUFFER);
    assertTrue(part.in.loadsThroughView(), "a part of a stream of the file");
    part.in.close("FastReader");
  }
}
