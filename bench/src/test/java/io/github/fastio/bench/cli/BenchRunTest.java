package io.github.fastio.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.fastio.bench.NumType;
import io.github.fastio.bench.RunResult;
import io.github.fastio.bench.Shape;
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

  static final Path GXX = CppAnchor.findCompiler(System.getenv("PATH"));

  static BenchRun.Config config(
      Path dir, String java, NumType type, Map<Group, List<Row>> rows, Path compiler) {
    return new BenchRun.Config(
        List.of(1000),
        1,
        java,
        System.getProperty("java.class.path"),
        type,
        dir,
        10,
        rows,
        1000,
        compiler);
  }

  /** One run of each row at 10^3 numbers (and a+b pairs), children on this JVM and class path. */
  static Results runTiny(Path dir, NumType type, Map<Group, List<Row>> rows) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return new BenchRun(config(dir, java, type, rows, GXX), QUIET).run();
  }

  private Results run(NumType type, Map<Group, List<Row>> rows) throws Exception {
    return runTiny(dir, type, rows);
  }

  private static Row helper(String method) {
    return new Row(method, Shape.HELPER);
  }

  private static Row main(String method) {
    return new Row(method, Shape.MAIN);
  }

  @Test
  void deliberatelyWrongWriterAndReaderAreCaughtAndCorrectPeersPass() throws Exception {
    Results r =
        run(
            NumType.INT,
            Map.of(
                Group.WRITERS,
                List.of(main("bytes"), helper("broken")),
                Group.READERS,
                List.of(main("bytes"), helper("broken"))));
    Cell goodWriter = r.cell(Group.WRITERS, main("bytes"), 1000);
    assertEquals(Cell.Status.OK, goodWriter.status, goodWriter.detail);
    assertEquals(1, goodWriter.runs.size());
    Cell badWriter = r.cell(Group.WRITERS, helper("broken"), 1000);
    assertEquals(Cell.Status.WRONG, badWriter.status);
    assertTrue(badWriter.detail.contains("(line 1000)"), badWriter.detail);
    assertTrue(badWriter.runs.isEmpty(), "a wrong method keeps no time");
    assertEquals(Cell.Status.OK, r.cell(Group.READERS, main("bytes"), 1000).status);
    assertEquals(Cell.Status.WRONG, r.cell(Group.READERS, helper("broken"), 1000).status);
    assertTrue(
        Report.text(Report.tables(r)).lines().anyMatch(l -> l.matches("broken\\s+helper\\s+WRONG")),
        Report.text(Report.tables(r)));
  }

  @Test
  void everyRunIsTimedAsAWholeProcessByItsParent() throws Exception {
    assumeTrue(Launcher.find().timesProcesses(), "no bash: runs are not timed");
    Results r = run(NumType.INT, Map.of(Group.READERS, List.of(main("fastio"))));
    Cell.Run run = r.cell(Group.READERS, main("fastio"), 1000).runs.get(0);
    assertNotNull(run.process());
    assertNotNull(run.child());
    // A JVM cannot start without CPU time, and its whole life is longer than its I/O work.
    assertTrue(run.process().cpuMs() > 0, run.toString());
    assertTrue(run.process().wallMs() >= run.child().wallMs(), run.toString());
  }

  @Test
  void streamTokenizerIsCaughtLosingLongsBeyondTwoToThe53InEveryShape() throws Exception {
    Results r =
        run(
            NumType.LONG,
            Map.of(
                Group.READERS,
                List.of(
                    main("tokenizer"),
                    main("streamtokenizer"),
                    helper("tokenizer"),
                    helper("streamtokenizer"))));
    assertEquals(Cell.Status.OK, r.cell(Group.READERS, main("tokenizer"), 1000).status);
    assertEquals(Cell.Status.OK, r.cell(Group.READERS, helper("tokenizer"), 1000).status);
    assertEquals(Cell.Status.WRONG, r.cell(Group.READERS, main("streamtokenizer"), 1000).status);
    assertEquals(Cell.Status.WRONG, r.cell(Group.READERS, helper("streamtokenizer"), 1000).status);
  }

  @Test
  void jdkWritersMatchTheReferenceOnDoubles() throws Exception {
    Results r =
        run(
            NumType.DOUBLE,
            Map.of(
                Group.WRITERS, List.of(helper("printwriter"), helper("printf"), main("println"))));
    assertEquals(Cell.Status.OK, r.cell(Group.WRITERS, helper("printwriter"), 1000).status);
    assertEquals(Cell.Status.OK, r.cell(Group.WRITERS, helper("printf"), 1000).status);
    assertEquals(Cell.Status.OK, r.cell(Group.WRITERS, main("println"), 1000).status);
  }

  @Test
  void readerChecksumMismatchIsReportedAsWrong() throws IOException {
    RunResult result = new RunResult(1, 1, 41, "17");
    assertEquals(
        "checksum differs from the JDK's parse",
        BenchRun.check(Group.READERS, main("x"), result, dir, 0, dir, 42));
    assertNull(BenchRun.check(Group.READERS, main("x"), result, dir, 0, dir, 41));
  }

  @Test
  void outputIsComparedPastTheCountLineAndBulkMaySeparateWithSpaces() throws IOException {
    Path expected = Files.writeString(dir.resolve("in.txt"), "3\n10\n-20\n30\n");
    Path lines = Files.writeString(dir.resolve("lines.txt"), "10\n-20\n30\n");
    Path spaces = Files.writeString(dir.resolve("spaces.txt"), "10 -20 30\n");
    Path wrong = Files.writeString(dir.resolve("wrong.txt"), "10 -21 30\n");
    assertNull(BenchRun.check(Group.WRITERS, main("fastio"), null, expected, 2, lines, 0));
    assertNull(BenchRun.check(Group.ROUNDTRIP, main("fastio"), null, expected, 2, lines, 0));
    assertNull(
        BenchRun.check(Group.WRITERS, new Row("fastio", Shape.BULK), null, expected, 2, spaces, 0));
    assertEquals(
        "output differs from the JDK's at byte 2 (line 1)",
        BenchRun.check(Group.WRITERS, main("fastio"), null, expected, 2, spaces, 0));
    assertEquals(
        "output differs from the JDK's at byte 5 (line 2)",
        BenchRun.check(
            Group.ROUNDTRIP, new Row("fastio", Shape.BULK), null, expected, 2, wrong, 0));
  }

  @Test
  void aplusbProgramsMatchTheJdkAnswersBesideTheCppOne() throws Exception {
    Results r =
        run(
            NumType.INT,
            BenchRun.defaultRows(List.of(Group.APLUSB), List.of(Shape.MAIN), NumType.INT));
    for (String m : List.of("tokenizer", "classic", "fastio")) {
      Cell cell = r.cell(Group.APLUSB, main(m), 1000);
      assertEquals(Cell.Status.OK, cell.status, m + ": " + cell.detail);
      assertNull(cell.runs.get(0).child(), "a+b programs report nothing");
    }
    Cell cpp = r.cell(Group.APLUSB, Row.of("cpp"), 1000);
    if (GXX == null) {
      assertEquals(Cell.Status.SKIPPED, cpp.status);
    } else {
      assertEquals(Cell.Status.OK, cpp.status, cpp.detail);
      assertTrue(Files.isExecutable(dir.resolve(CppAnchor.APLUSB.binary())));
    }
    assertTrue(Report.markdown(Report.tables(r), "").contains("a+b, whole process"));
  }

  @Test
  void cppWriterAndItsFloorMatchTheJdkOnIntsAndLongs() throws Exception {
    assumeTrue(GXX != null, "no g++: the C++ writers are skipped (see the test without g++)");
    for (NumType type : List.of(NumType.INT, NumType.LONG)) {
      Results r =
          run(type, BenchRun.defaultRows(List.of(Group.WRITERS), List.of(Shape.MAIN), type));
      for (String m : List.of("cpp", "floor")) {
        Cell cell = r.cell(Group.WRITERS, Row.of(m), 1000);
        assertEquals(Cell.Status.OK, cell.status, type + " " + m + ": " + cell.detail);
        assertEquals(1000, cell.runs.get(0).child().n(), "the C++ program reports its count");
      }
      // The report names the JDK of the Java rows, not the C++ program's missing one.
      assertTrue(r.java.startsWith(System.getProperty("java.specification.version")), r.java);
      String text = Report.text(Report.tables(r));
      assertTrue(text.contains("floor: the same program"), text);
    }
    assertTrue(Files.isExecutable(dir.resolve(CppAnchor.WRITER.binary())));
  }

  @Test
  void doublesHaveNoCppWriter() {
    List<Row> rows =
        BenchRun.defaultRows(List.of(Group.WRITERS), List.of(Shape.MAIN), NumType.DOUBLE)
            .get(Group.WRITERS);
    assertTrue(rows.stream().noneMatch(r -> CppAnchor.isCpp(r.method())), rows.toString());
  }

  @Test
  void withoutGxxTheCppWritersAreSkippedAtEverySizeWithANote() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Map<Group, List<Row>> rows =
        Map.of(Group.WRITERS, List.of(main("bytes"), Row.of("cpp"), Row.of("floor")));
    Results r = new BenchRun(config(dir, java, NumType.INT, rows, null), QUIET).run();
    assertEquals(Cell.Status.OK, r.cell(Group.WRITERS, main("bytes"), 1000).status);
    for (String m : List.of("cpp", "floor")) {
      assertEquals(Cell.Status.SKIPPED, r.cell(Group.WRITERS, Row.of(m), 1000).status);
    }
    String text = Report.text(Report.tables(r));
    assertTrue(text.contains("g++ is not on the PATH: the C++ writers are skipped"), text);
    assertTrue(
        text.lines().anyMatch(l -> l.matches("floor\\s+-\\s+skipped \\(no g\\+\\+\\)")), text);
  }

  @Test
  void withoutGxxTheCppRowIsSkippedWithAOneLineNote() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Map<Group, List<Row>> rows = Map.of(Group.APLUSB, List.of(main("fastio"), Row.of("cpp")));
    Results r = new BenchRun(config(dir, java, NumType.INT, rows, null), QUIET).run();
    assertEquals(Cell.Status.OK, r.cell(Group.APLUSB, main("fastio"), 1000).status);
    Cell cpp = r.cell(Group.APLUSB, Row.of("cpp"), 1000);
    assertEquals(Cell.Status.SKIPPED, cpp.status);
    String text = Report.text(Report.tables(r));
    assertTrue(text.contains("g++ is not on the PATH: the C++ a+b program is skipped"), text);
    assertTrue(text.lines().anyMatch(l -> l.matches("cpp\\s+-\\s+skipped \\(no g\\+\\+\\)")), text);
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
            Map.of(Group.WRITERS, List.of(main("bytes"))),
            1000,
            null);
    Results r = new BenchRun(config, QUIET).run();
    assertEquals(Cell.Status.FAILED, r.cell(Group.WRITERS, main("bytes"), 1000).status);
    Cell larger = r.cell(Group.WRITERS, main("bytes"), 10_000);
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
    assertEquals("last words", BenchRun.firstProblem("first\nlast words\n\n"));
  }

  @Test
  void commandsFollowTheShape() throws Exception {
    BenchRun run = new BenchRun(config(dir, "java", NumType.LONG, Map.of(), null), QUIET);
    String cp = System.getProperty("java.class.path");
    assertEquals(
        List.of("java", "-cp", cp, "io.github.fastio.bench.programs.WriteLongFastio", "1000"),
        run.command(Group.WRITERS, main("fastio"), 1000));
    assertEquals(
        List.of("java", "-cp", cp, "io.github.fastio.bench.Main", "read", "bytes", "long", "1000"),
        run.command(Group.READERS, helper("bytes"), 1000));
    assertEquals(
        List.of("java", "-cp", cp, "io.github.fastio.bench.Main", "empty"),
        run.command(Group.ROUNDTRIP, Row.of("empty"), 1000));
    assertEquals(
        List.of("java", "-cp", cp, "io.github.fastio.bench.programs.AplusbClassic"),
        run.command(Group.APLUSB, main("classic"), 1000));
  }

  @Test
  void cppWriterRowsRunTheOneBinaryInTwoModes() throws Exception {
    assumeTrue(GXX != null, "no g++");
    Map<Group, List<Row>> rows = Map.of(Group.WRITERS, List.of(Row.of("cpp"), Row.of("floor")));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    BenchRun run = new BenchRun(config(dir, java, NumType.INT, rows, GXX), QUIET);
    run.run();
    String binary = dir.resolve(CppAnchor.WRITER.binary()).toString();
    assertEquals(List.of(binary, "format"), run.command(Group.WRITERS, Row.of("cpp"), 1000));
    assertEquals(List.of(binary, "copy"), run.command(Group.WRITERS, Row.of("floor"), 1000));
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
            "--shape=main",
            "--methods=bytes,broken",
            "--out=" + dir);
    assertEquals(0, code, out.toString());
    assertTrue(out.toString().contains("broken"), out.toString());
    String md = Files.readString(dir.resolve("report.md"));
    assertTrue(md.contains("| broken | helper | WRONG |"), md);
    assertTrue(md.contains("| bytes | main | "), md);
    assertTrue(Files.exists(dir.resolve("chart-writers-int.png")));
  }
}
