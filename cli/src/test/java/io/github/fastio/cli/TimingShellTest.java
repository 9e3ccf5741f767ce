package io.github.fastio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A command's times through the timing shell, and the report's format. */
class TimingShellTest {
  @TempDir Path dir;

  /**
   * Runs {@code command} under the shell with stdout and stderr to files; returns its exit code.
   */
  private int run(TimingShell shell, List<String> command, Path report)
      throws IOException, InterruptedException {
    return new ProcessBuilder(shell.wrap(command, report))
        .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
        .redirectOutput(dir.resolve("out").toFile())
        .redirectError(dir.resolve("err").toFile())
        .start()
        .waitFor();
  }

  @Test
  void theCommandKeepsItsStreamsAndExitStatusAndItsTimesGoToTheReport() throws Exception {
    TimingShell shell = TimingShell.find();
    assumeTrue(shell.timesProcesses(), "no bash");
    Path report = dir.resolve("report");
    int code = run(shell, List.of("sh", "-c", "echo out; echo err >&2; exit 3"), report);
    assertEquals(3, code);
    assertEquals("out\n", Files.readString(dir.resolve("out")));
    assertEquals("err\n", Files.readString(dir.resolve("err")));
    ProcessTimes t = ProcessTimes.read(report);
    assertNotNull(t, Files.readString(report));
    assertTrue(t.wallMs() >= 0 && t.userMs() >= 0 && t.sysMs() >= 0, t.toString());
  }

  @Test
  void theCpuTimeOfAChildTheCommandWaitedForCounts() throws Exception {
    TimingShell shell = TimingShell.find();
    assumeTrue(shell.timesProcesses(), "no bash");
    Path report = dir.resolve("report");
    // The command's own process only waits; its child spins for a while, then ends.
    String spin = "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done";
    assertEquals(0, run(shell, List.of("sh", "-c", "sh -c '" + spin + "' & wait"), report));
    ProcessTimes t = ProcessTimes.read(report);
    assertTrue(t.cpuMs() > 50, t.toString());
    assertTrue(t.cpuMs() <= t.wallMs() * 1.5 + 20, t.toString());
  }

  @Test
  void withoutBashTheCommandRunsAsItIsWithoutAReport() throws Exception {
    TimingShell none = new TimingShell(null);
    List<String> command = List.of("sh", "-c", "exit 4");
    assertEquals(command, none.wrap(command, dir.resolve("report")));
    assertEquals(4, run(none, command, dir.resolve("report")));
    assertNull(ProcessTimes.read(dir.resolve("report")));
  }

  @Test
  void reportParsesToMillisecondsAndTheLastLineWins() {
    ProcessTimes t = ProcessTimes.parse("9.000 9.000 9.000\n0.250 0.180 0.042\n");
    assertEquals(250, t.wallMs(), 1e-9);
    assertEquals(180, t.userMs(), 1e-9);
    assertEquals(42, t.sysMs(), 1e-9);
    assertEquals(222, t.cpuMs(), 1e-9);
  }

  @Test
  void aDecimalCommaParsesToo() {
    ProcessTimes t = ProcessTimes.parse("1,500 0,100 0,020\n");
    assertEquals(1500, t.wallMs(), 1e-9);
    assertEquals(120, t.cpuMs(), 1e-9);
  }

  @Test
  void aReportWithoutTimesIsNull() {
    assertNull(ProcessTimes.parse(""));
    assertNull(ProcessTimes.parse("x 1 1\n"));
    assertNull(ProcessTimes.parse("1.0 2.0\n"));
  }

  @Test
  void formatParsesBack() {
    ProcessTimes t = new ProcessTimes(1234, 567, 89);
    assertEquals(t, ProcessTimes.parse(t.format()));
  }
}
