package io.github.fastio.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --huge} and {@code --stations} end to end at a tiny size: real child JVMs on this test's
 * class path and the C++ anchor where g++ is, every method checked against what the generator
 * counted, the files written once and reused, and a wrong answer shown as WRONG.
 */
class HugeRunTest {
  @TempDir Path dir;

  private List<Report.Table> run(long numbers, long stations) throws Exception {
    return run(numbers, stations, BenchRunTest.GXX);
  }

  private List<Report.Table> run(long numbers, long stations, Path compiler) throws Exception {
    return new HugeRun(new HugeRun.Config(numbers, stations, compiler), bench(dir, "GB/s")).run();
  }

  /** A bench of one run per method in {@code dir}, child JVMs on this test's class path. */
  static FileBench bench(Path dir, String unit) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return new FileBench(
        java,
        System.getProperty("java.class.path"),
        dir,
        1,
        BenchRunTest.QUIET,
        Launcher.find(),
        unit);
  }

  private static List<String> labels(Report.Table t) {
    return t.rows().stream().map(r -> r.get(0)).toList();
  }

  @Test
  void everyMethodAgreesWithTheGeneratorAndTheFilesAreReused() throws Exception {
    List<Report.Table> tables = run(300_000, 200_000);
    assertEquals(2, tables.size());
    Report.Table numbers = tables.get(0);
    List<String> expected =
        new ArrayList<>(
            List.of(
                "BufferedReader + StringTokenizer + Long.parseLong",
                "classic byte reader",
                "fastio: FastReader.longs(path)",
                "fastio: FastReader.longs(path).parallel()",
                "unchecked SWAR loop: fastio's parse, no checks (not a reader)"));
    if (BenchRunTest.GXX != null) {
      expected.add(HugeRun.CPP_LABEL);
    } else {
      System.out.println("HugeRunTest: no g++ on the PATH, the C++ anchor's row is not checked");
    }
    expected.add("cat > /dev/null (the floor)");
    assertEquals(expected, labels(numbers));
    assertEquals(4, tables.get(1).rows().size());
    for (Report.Table t : tables) {
      for (List<String> row : t.rows()) {
        assertTrue(row.get(2).matches("[0-9.]+"), t.title() + ": " + row);
      }
      for (String note : t.notes()) {
        assertFalse(note.contains("WRONG") || note.contains("FAILED"), note);
      }
      assertTrue(
          t.notes().get(t.notes().size() - 2).startsWith("page cache: "), t.notes().toString());
    }
    Path file = dir.resolve("huge-numbers-300000.txt");
    assertTrue(Files.size(file) >= 300_000);
    FileTime written = Files.getLastModifiedTime(file);
    Thread.sleep(20);
    run(300_000, 0);
    assertEquals(written, Files.getLastModifiedTime(file), "the file was written again");
  }

  @Test
  void withoutGxxTheCppAnchorIsSkippedWithANote() throws Exception {
    Report.Table t = run(50_000, 0, null).get(0);
    assertFalse(labels(t).contains(HugeRun.CPP_LABEL), labels(t).toString());
    assertEquals(6, t.rows().size());
    assertEquals("g++ is not on the PATH: the C++ anchor is skipped.", t.notes().get(0));
  }

  @Test
  void aWrongSumShowsAsWrong() throws Exception {
    run(100_000, 0);
    Path sidecar = dir.resolve("huge-numbers-100000.txt.expected");
    List<String> lines = Files.readAllLines(sidecar, StandardCharsets.UTF_8);
    String countSum = lines.get(1);
    int space = countSum.indexOf(' ');
    long wrongSum = Long.parseLong(countSum.substring(space + 1)) + 1;
    Files.writeString(
        sidecar,
        lines.get(0) + "\n" + countSum.substring(0, space) + " " + wrongSum + "\n",
        StandardCharsets.UTF_8);
    Report.Table t = run(100_000, 0).get(0);
    assertTrue(
        t.notes().stream().anyMatch(n -> n.startsWith("fastio: FastReader.longs(path): WRONG")),
        t.notes().toString());
    assertEquals("WRONG", t.rows().get(2).get(2));
  }
}
