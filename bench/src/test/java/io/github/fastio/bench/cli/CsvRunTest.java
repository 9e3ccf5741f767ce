package io.github.fastio.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --csv} end to end at a tiny size: every record reader a child JVM on this test's class
 * path, each checked against what the generator counted; the split idiom fails on quotes, and a
 * wrong sum shows as WRONG.
 */
class CsvRunTest {
  @TempDir Path dir;

  private List<Report.Table> run() throws Exception {
    return new CsvRun(200_000, HugeRunTest.bench(dir, "MB/s")).run();
  }

  @Test
  void everyReaderPrintsTheGeneratorsSumsAndSplitFailsOnQuotes() throws Exception {
    List<Report.Table> tables = run();
    Report.Table numeric = tables.get(0);
    assertEquals(9, numeric.rows().size());
    for (List<String> row : numeric.rows()) {
      assertTrue(row.get(2).matches("[0-9.]+"), numeric.title() + ": " + row);
    }
    assertEquals(
        List.of("method", "cores", "wall ms", "MB/s", "vs FastCSV", "vs unchecked", "CPU ms"),
        numeric.header());
    Report.Table text = tables.get(1);
    assertEquals(7, text.rows().size());
    assertEquals("FAILED", text.rows().get(0).get(2), "split cannot read quotes");
    for (List<String> row : text.rows().subList(1, text.rows().size())) {
      assertTrue(row.get(2).matches("[0-9.]+"), text.title() + ": " + row);
    }
    for (Report.Table t : tables) {
      for (String note : t.notes()) {
        assertFalse(note.startsWith("fastio") && note.contains("WRONG"), note);
      }
    }
  }

  @Test
  void aWrongSumShowsAsWrong() throws Exception {
    run();
    Path sidecar = dir.resolve("csv-numeric-200000.csv.expected");
    List<String> lines = Files.readAllLines(sidecar, StandardCharsets.UTF_8);
    Files.writeString(
        sidecar,
        lines.get(0) + "\n" + lines.get(1).replace("records=", "records=1") + "\n",
        StandardCharsets.UTF_8);
    Report.Table t = run().get(0);
    assertEquals("WRONG", t.rows().get(5).get(2));
    assertTrue(
        t.notes().stream().anyMatch(n -> n.startsWith("fastio: CsvReader: WRONG")),
        t.notes().toString());
  }
}
