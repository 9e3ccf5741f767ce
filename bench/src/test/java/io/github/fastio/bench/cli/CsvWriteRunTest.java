package io.github.fastio.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --csv-write} end to end at a tiny size: every record writer a child JVM on this test's
 * class path, each output read back and every value checked; an expected count that the outputs do
 * not have shows every row as WRONG.
 */
class CsvWriteRunTest {
  @TempDir Path dir;

  private List<Report.Table> run() throws Exception {
    return new CsvWriteRun(200_000, HugeRunTest.bench(dir, "MB/s")).run();
  }

  @Test
  void everyWriterWritesWhatReadsBackEqual() throws Exception {
    List<Report.Table> tables = run();
    Report.Table numeric = tables.get(0);
    assertEquals(8, numeric.rows().size());
    assertEquals(
        List.of("method", "cores", "wall ms", "MB/s", "vs FastCSV", "vs unchecked", "CPU ms"),
        numeric.header());
    Report.Table text = tables.get(1);
    assertEquals(7, text.rows().size());
    for (Report.Table t : tables) {
      for (List<String> row : t.rows()) {
        assertTrue(row.get(2).matches("[0-9.]+"), t.title() + ": " + row + " " + t.notes());
      }
    }
    assertTrue(Files.notExists(dir.resolve("csv-write-output.csv")), "each output is deleted");
  }

  @Test
  void anOutputThatReadsBackWrongShowsAsWrong() throws Exception {
    run();
    Path sidecar = dir.resolve("csv-write-numeric-200000.csv.expected");
    List<String> lines = Files.readAllLines(sidecar, StandardCharsets.UTF_8);
    Files.writeString(sidecar, lines.get(0) + "\n1" + lines.get(1) + "\n", StandardCharsets.UTF_8);
    Report.Table t = run().get(0);
    assertEquals("WRONG", t.rows().get(5).get(2));
    assertTrue(
        t.notes().stream().anyMatch(n -> n.startsWith("fastio: CsvWriter: WRONG")),
        t.notes().toString());
  }
}
