package io.github.fastio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fastio.bench.NumType;
import io.github.fastio.bench.RunResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportTest {
  @TempDir Path dir;

  private static void add(Results results, Group g, String method, int n, double cpu, double wall) {
    Cell cell = results.cell(g, method, n);
    cell.runs.add(new RunResult(g.kind, method, NumType.INT, n, cpu, wall, cpu + 100, 0, "17"));
    cell.processWallMs.add(wall + 100);
  }

  /**
   * Writers at two sizes: printwriter 4x and 5x fastio, println wrong at the larger size, printf
   * skipped.
   */
  private static Results sample() {
    Results r = new Results(NumType.INT, List.of(1000, 1_000_000), 3, 10);
    for (double cpu : new double[] {40, 44, 200}) {
      add(r, Group.WRITERS, "printwriter", 1000, cpu, 50);
    }
    add(r, Group.WRITERS, "printwriter", 1_000_000, 500, 600);
    add(r, Group.WRITERS, "println", 1000, 2.5, 3.25);
    r.cell(Group.WRITERS, "println", 1_000_000)
        .mark(Cell.Status.WRONG, "output differs from the JDK's at byte 7 (line 2)");
    add(r, Group.WRITERS, "printf", 1000, 90, 95);
    r.cell(Group.WRITERS, "printf", 1_000_000).mark(Cell.Status.SKIPPED, "skipped (>10 s)");
    add(r, Group.WRITERS, "fastio", 1000, 11, 12);
    add(r, Group.WRITERS, "fastio", 1_000_000, 100, 120);
    return r;
  }

  @Test
  void markdownTableHasOneRowPerMethodWithMediansAndRatios() {
    String md = Report.markdown(Report.tables(sample()), "setting line");
    List<String> lines = md.lines().toList();
    int header = lines.indexOf("| method | 1e3 | 1e6 |");
    assertTrue(header > 0, md);
    assertEquals("|---|---:|---:|", lines.get(header + 1));
    // Median of 40, 44, 200 is 44: 4x fastio's 11; 500 / 100 = 5x.
    assertEquals("| printwriter | 44 / 50 (4.0x) | 500 / 600 (5.0x) |", lines.get(header + 2));
    assertEquals("| println | 2.5 / 3.3 (0.2x) | WRONG |", lines.get(header + 3));
    assertEquals("| printf | 90 / 95 (8.2x) | skipped (>10 s) |", lines.get(header + 4));
    assertEquals("| fastio | 11 / 12 (1.0x) | 100 / 120 (1.0x) |", lines.get(header + 5));
    assertTrue(
        md.contains("- println at 1e6: WRONG, output differs from the JDK's at byte 7 (line 2)"),
        md);
    assertTrue(md.startsWith("# fastio bench\n\nsetting line\n"), md);
  }

  @Test
  void textTableAlignsColumns() {
    String text = Report.text(Report.tables(sample()));
    List<String> rows =
        text.lines().filter(l -> l.startsWith("print") || l.startsWith("fastio")).toList();
    assertEquals(4, rows.size(), text);
    int end = rows.get(0).indexOf("(4.0x)") + "(4.0x)".length();
    for (String row : rows) {
      assertEquals(' ', row.charAt(end), row);
    }
    assertTrue(text.contains("writers, int: median of 3"), text);
  }

  @Test
  void roundTripShowsCpuAboveTheEmptyProgram() {
    Results r = new Results(NumType.INT, List.of(1_000_000), 1, 10);
    add(r, Group.ROUNDTRIP, "empty", 1_000_000, 0, 0); // process CPU 100
    add(r, Group.ROUNDTRIP, "classic", 1_000_000, 200, 10); // 300: +200
    add(r, Group.ROUNDTRIP, "fastio", 1_000_000, 100, 10); // 200: +100
    String md = Report.markdown(Report.tables(r), "");
    assertTrue(md.contains("| empty | 100 / 100 |"), md);
    assertTrue(md.contains("| classic | 300 / 110 +200 (2.0x) |"), md);
    assertTrue(md.contains("| fastio | 200 / 110 +100 (1.0x) |"), md);
  }

  @Test
  void csvHasOneRowPerRunAndOneForARunlessCell() {
    String csv = Csv.of(sample());
    assertEquals(1 + 3 + 1 + 1 + 1 + 1 + 1 + 1 + 1, csv.lines().count(), csv);
    assertTrue(csv.contains("write,println,int,1000000,WRONG,,,,,"), csv);
  }

  @Test
  void chartIsWrittenAsPng() throws IOException {
    List<Path> files = Chart.write(sample(), dir);
    assertEquals(List.of(dir.resolve("chart-writers-int.png")), files);
    byte[] png = Files.readAllBytes(files.get(0));
    assertEquals((byte) 0x89, png[0]);
    assertEquals('P', png[1]);
    assertEquals('N', png[2]);
    assertEquals('G', png[3]);
  }
}
