package io.github.fastio.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fastio.bench.NumType;
import io.github.fastio.bench.RunResult;
import io.github.fastio.bench.Shape;
import io.github.fastio.cli.ProcessTimes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportTest {
  @TempDir Path dir;

  private static final Row PRINTWRITER = new Row("printwriter", Shape.MAIN);
  private static final Row PRINTLN = new Row("println", Shape.MAIN);
  private static final Row PRINTF = new Row("printf", Shape.HELPER);
  private static final Row FASTIO = new Row("fastio", Shape.MAIN);
  private static final Row FASTIO_HELPER = new Row("fastio", Shape.HELPER);
  private static final Row FASTIO_BULK = new Row("fastio", Shape.BULK);

  /** A run whose I/O work took {@code wall} ms in a process of {@code cpu} ms of CPU. */
  private static void add(Results results, Group g, Row row, int n, double wall, double cpu) {
    results
        .cell(g, row, n)
        .runs
        .add(
            new Cell.Run(
                new RunResult(n, wall, 0, "17"),
                new ProcessTimes(wall + 100, cpu * 0.75, cpu * 0.25),
                wall + 150));
  }

  /**
   * Writers at two sizes: printwriter 4x and 5x fastio main, println wrong at the larger size,
   * printf (helper) skipped, fastio helper and bulk against fastio main.
   */
  private static Results sample() {
    Results r = new Results(NumType.INT, 3, 10);
    r.sizes(Group.WRITERS, List.of(1000, 1_000_000));
    for (double wall : new double[] {40, 44, 200}) {
      add(r, Group.WRITERS, PRINTWRITER, 1000, wall, 150);
    }
    add(r, Group.WRITERS, PRINTWRITER, 1_000_000, 500, 700);
    add(r, Group.WRITERS, PRINTLN, 1000, 2.5, 120);
    r.cell(Group.WRITERS, PRINTLN, 1_000_000)
        .mark(Cell.Status.WRONG, "output differs from the JDK's at byte 7 (line 2)");
    add(r, Group.WRITERS, FASTIO, 1000, 11, 130);
    add(r, Group.WRITERS, FASTIO, 1_000_000, 100, 250);
    add(r, Group.WRITERS, PRINTF, 1000, 90, 200);
    r.cell(Group.WRITERS, PRINTF, 1_000_000).mark(Cell.Status.SKIPPED, "skipped (>10 s)");
    add(r, Group.WRITERS, FASTIO_HELPER, 1000, 22, 135);
    add(r, Group.WRITERS, FASTIO_HELPER, 1_000_000, 150, 260);
    add(r, Group.WRITERS, FASTIO_BULK, 1000, 5.5, 125);
    add(r, Group.WRITERS, FASTIO_BULK, 1_000_000, 50, 200);
    return r;
  }

  @Test
  void markdownTableHasOneRowPerMethodAndShapeWithMediansAndRatios() {
    String md = Report.markdown(Report.tables(sample()), "setting line");
    List<String> lines = md.lines().toList();
    int header = lines.indexOf("| method | shape | 1e3 | 1e6 |");
    assertTrue(header > 0, md);
    assertEquals("|---|---|---:|---:|", lines.get(header + 1));
    // Median wall of 40, 44, 200 is 44: 4x fastio main's 11; 500 / 100 = 5x. CPU: the process's.
    assertEquals(
        "| printwriter | main | 44 (4.0x) / 150 | 500 (5.0x) / 700 |", lines.get(header + 2));
    assertEquals("| println | main | 2.5 (0.2x) / 120 | WRONG |", lines.get(header + 3));
    assertEquals("| fastio | main | 11 (1.0x) / 130 | 100 (1.0x) / 250 |", lines.get(header + 4));
    // printf is a helper program and there is a fastio helper: 90 / 22.
    assertEquals("| printf | helper | 90 (4.1x) / 200 | skipped (>10 s) |", lines.get(header + 5));
    // fastio's own helper and bulk rows against fastio main.
    assertEquals("| fastio | helper | 22 (2.0x) / 135 | 150 (1.5x) / 260 |", lines.get(header + 6));
    assertEquals("| fastio | bulk | 5.5 (0.5x) / 125 | 50 (0.5x) / 200 |", lines.get(header + 7));
    assertTrue(
        md.contains(
            "- println main at 1e6: WRONG, output differs from the JDK's at byte 7 (line 2)"),
        md);
    assertTrue(md.contains("- fastio's own helper and bulk rows are relative to fastio main."), md);
    assertTrue(md.startsWith("# fastio bench\n\nsetting line\n"), md);
  }

  @Test
  void textTableAlignsColumns() {
    String text = Report.text(Report.tables(sample()));
    List<String> rows =
        text.lines().filter(l -> l.startsWith("print") || l.startsWith("fastio")).toList();
    assertEquals(6, rows.size(), text);
    int end = rows.get(0).indexOf("/ 150") + "/ 150".length();
    for (String row : rows) {
      assertEquals(' ', row.charAt(end), row);
    }
    assertTrue(rows.get(3).startsWith("printf       helper  "), rows.get(3));
    assertTrue(text.contains("writers, int, one JVM a run: median of 3"), text);
  }

  @Test
  void roundTripShowsCpuAboveTheEmptyProgramPerShape() {
    Results r = new Results(NumType.INT, 1, 10);
    r.sizes(Group.ROUNDTRIP, List.of(1_000_000));
    add(r, Group.ROUNDTRIP, Row.of("empty"), 1_000_000, 0, 100);
    add(r, Group.ROUNDTRIP, new Row("classic", Shape.MAIN), 1_000_000, 10, 300);
    add(r, Group.ROUNDTRIP, FASTIO, 1_000_000, 10, 200);
    add(r, Group.ROUNDTRIP, new Row("classic", Shape.HELPER), 1_000_000, 10, 400);
    add(r, Group.ROUNDTRIP, FASTIO_HELPER, 1_000_000, 10, 250);
    String md = Report.markdown(Report.tables(r), "");
    assertTrue(md.contains("| empty | - | 100 / 100 |"), md);
    assertTrue(md.contains("| classic | main | 300 / 110 +200 (2.0x) |"), md);
    assertTrue(md.contains("| fastio | main | 200 / 110 +100 (1.0x) |"), md);
    // classic helper against fastio helper: 300 / 150; fastio helper against fastio main.
    assertTrue(md.contains("| classic | helper | 400 / 110 +300 (2.0x) |"), md);
    assertTrue(md.contains("| fastio | helper | 250 / 110 +150 (1.5x) |"), md);
  }

  @Test
  void aplusbComparesWholeProcessWallWithTheCppProgram() {
    Results r = new Results(NumType.INT, 1, 10);
    r.sizes(Group.APLUSB, List.of(1_000_000));
    Row fastio = new Row("fastio", Shape.MAIN);
    Row cpp = Row.of("cpp");
    r.cell(Group.APLUSB, fastio, 1_000_000)
        .runs
        .add(new Cell.Run(null, new ProcessTimes(300, 350, 50), 320));
    r.cell(Group.APLUSB, cpp, 1_000_000)
        .runs
        .add(new Cell.Run(null, new ProcessTimes(100, 80, 20), 110));
    String md = Report.markdown(Report.tables(r), "");
    assertTrue(md.contains("| fastio | main | 300 (3.0x) / 400 |"), md);
    assertTrue(md.contains("| cpp | - | 100 (1.0x) / 100 |"), md);
    assertTrue(md.contains("pairs up to 10^18"), md);
  }

  @Test
  void cppWritersAreRelativeToFastioMain() {
    Results r = new Results(NumType.LONG, 1, 10);
    r.sizes(Group.WRITERS, List.of(1_000_000));
    add(r, Group.WRITERS, FASTIO, 1_000_000, 100, 200);
    add(r, Group.WRITERS, Row.of("cpp"), 1_000_000, 150, 160);
    add(r, Group.WRITERS, Row.of("floor"), 1_000_000, 40, 50);
    String md = Report.markdown(Report.tables(r), "");
    assertTrue(md.contains("| cpp | - | 150 (1.5x) / 160 |"), md);
    assertTrue(md.contains("| floor | - | 40 (0.4x) / 50 |"), md);
    assertTrue(md.contains("- cpp: C++ with hand-written fast output"), md);
  }

  @Test
  void theFloorAloneIsExplainedToo() {
    Results r = new Results(NumType.INT, 1, 10);
    r.sizes(Group.WRITERS, List.of(1_000));
    add(r, Group.WRITERS, FASTIO, 1_000, 10, 20);
    add(r, Group.WRITERS, Row.of("floor"), 1_000, 1, 5);
    String md = Report.markdown(Report.tables(r), "");
    assertTrue(md.contains("floor: the same program"), md);
  }

  @Test
  void withoutProcessTimesTheCpuIsUnknownNotZero() {
    Results r = new Results(NumType.INT, 1, 10);
    r.sizes(Group.READERS, List.of(1000));
    r.cell(Group.READERS, FASTIO, 1000)
        .runs
        .add(new Cell.Run(new RunResult(1000, 12, 0, "17"), null, 90));
    String md = Report.markdown(Report.tables(r), "");
    assertTrue(md.contains("| fastio | main | 12 (1.0x) / ? |"), md);
  }

  @Test
  void csvHasOneRowPerRunAndOneForARunlessCell() {
    String csv = Csv.of(sample());
    assertEquals(1 + 3 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 2 + 2, csv.lines().count(), csv);
    assertTrue(csv.contains("write,println,main,int,1000000,WRONG,,,,,,,\n"), csv);
    assertTrue(
        csv.contains(
            "write,fastio,bulk,int,1000,OK,5.500,125.000,93.750,31.250,105.500,155.500,17\n"),
        csv);
    String header = csv.lines().findFirst().orElseThrow();
    for (String line : csv.lines().toList()) {
      assertEquals(header.split(",", -1).length, line.split(",", -1).length, line);
    }
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
