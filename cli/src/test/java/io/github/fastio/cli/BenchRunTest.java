package io.github.fastio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fastio.bench.NumType;
import io.github.fastio.bench.RunResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The checks end to end: real child JVMs (on this test's class path) at a tiny size. A deliberately
 * wrong writer and reader must come out WRONG while the correct classic peers pass.
 */
class BenchRunTest {
  @TempDir Path dir;

  static final BenchRun.Listener QUIET =
      new BenchRun.Listener() {
        @Override
        public void planned(long runs) {}

        @Override
        public void running(String what) {}

        @Override
        public void done() {}
      };

  /** One run of each method at 10^3 numbers, children on this JVM and this test's class path. */
  static Results runTiny(Path dir, NumType type, Map<Group, List<String>> methods)
      throws Exception {
    BenchRun.Config config =
        new BenchRun.Config(
            List.of(1000),
            1,
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            System.getProperty("java.class.path"),
            type,
            dir,
            10,
            methods);
    return new BenchRun(config, QUIET).run();
  }

  private Results run(NumType type, Map<Group, List<String>> methods) throws Exception {
    return runTiny(dir, type, methods);
  }

  @Test
  void deliberatelyWrongWriterAndReaderAreCaughtAndCorrectPeersPass() throws Exception {
    Results r =
        run(
            NumType.INT,
            Map.of(
                Group.WRITERS,
                List.of("bytes", "broken"),
                Group.READERS,
                List.of("bytes", "broken")));
    Cell goodWriter = r.cell(Group.WRITERS, "bytes", 1000);
    assertEquals(Cell.Status.OK, goodWriter.status, goodWriter.detail);
    assertEquals(1, goodWriter.runs.size());
    Cell badWriter = r.cell(Group.WRITERS, "broken", 1000);
    assertEquals(Cell.Status.WRONG, badWriter.status);
    assertTrue(badWriter.detail.contains("(line 1000)"), badWriter.detail);
    assertTrue(badWriter.runs.isEmpty(), "a wrong method keeps no time");
    assertEquals(Cell.Status.OK, r.cell(Group.READERS, "bytes", 1000).status);
    assertEquals(Cell.Status.WRONG, r.cell(Group.READERS, "broken", 1000).status);
    assertTrue(
        Report.text(Report.tables(r)).lines().anyMatch(l -> l.matches("broken\\s+WRONG")),
        Report.text(Report.tables(r)));
  }

  @Test
  void streamTokenizerIsCaughtLosingLongsBeyondTwoToThe53() throws Exception {
    Results r = run(NumType.LONG, Map.of(Group.READERS, List.of("tokenizer", "streamtokenizer")));
    assertEquals(Cell.Status.OK, r.cell(Group.READERS, "tokenizer", 1000).status);
    assertEquals(Cell.Status.WRONG, r.cell(Group.READERS, "streamtokenizer", 1000).status);
  }

  @Test
  void jdkWritersMatchTheReferenceOnDoubles() throws Exception {
    Results r = run(NumType.DOUBLE, Map.of(Group.WRITERS, List.of("printwriter", "printf")));
    assertEquals(Cell.Status.OK, r.cell(Group.WRITERS, "printwriter", 1000).status);
    assertEquals(Cell.Status.OK, r.cell(Group.WRITERS, "printf", 1000).status);
  }

  @Test
  void readerChecksumMismatchIsReportedAsWrong() throws IOException {
    RunResult result = new RunResult("read", "x", NumType.INT, 1, 1, 1, 1, 41, "17");
    assertEquals(
        "checksum differs from the JDK's parse",
        BenchRun.check(Group.READERS, "x", result, dir, dir, 42));
    assertNull(BenchRun.check(Group.READERS, "x", result, dir, dir, 41));
  }

  @Test
  void methodThatFailedIsSkippedAtTheLargerSizes() throws Exception {
    // /bin/false as "java": every child exits 1 at once, as a crashing or timed-out method would
    BenchRun.Config config =
        new BenchRun.Config(
            List.of(1000, 10_000),
            1,
            "/bin/false",
            System.getProperty("java.class.path"),
            NumType.INT,
            dir,
            10,
            Map.of(Group.WRITERS, List.of("bytes")));
    Results r = new BenchRun(config, QUIET).run();
    assertEquals(Cell.Status.FAILED, r.cell(Group.WRITERS, "bytes", 1000).status);
    Cell larger = r.cell(Group.WRITERS, "bytes", 10_000);
    assertEquals(Cell.Status.SKIPPED, larger.status);
    assertEquals("skipped (failed at 1e3)", larger.detail);
  }

  @Test
  void failingChildShowsItsExceptionLine() {
    String stderr =
        "Exception in thread \"main\" java.lang.IllegalStateException: boom\n\tat x.y(Z.java:1)\n";
    assertEquals(
        "Exception in thread \"main\" java.lang.IllegalStateException: boom",
        BenchRun.firstProblem(stderr));
  }

  @Test
  void commandRunsEndToEndAndWritesReportAndChart() throws Exception {
    StringWriter out = new StringWriter();
    var cmd = FastioCli.commandLine();
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(new StringWriter(), true));
    int code =
        cmd.execute(
            "bench",
            "--sizes=1e3",
            "--repeat=1",
            "--only=writers",
            "--methods=bytes,broken",
            "--out=" + dir);
    assertEquals(0, code, out.toString());
    assertTrue(out.toString().contains("broken"), out.toString());
    assertTrue(Files.readString(dir.resolve("report.md")).contains("| broken | WRONG |"));
    assertTrue(Files.exists(dir.resolve("chart-writers-int.png")));
  }
}
