package io.github.fastio.contest.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.fastio.contest.Cli;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each verdict of {@code fastio judge}, earned by a program written for it. */
class JudgeVerdictTest {
  @TempDir Path tmp;

  private Cli judge(String source, String... options) throws Exception {
    Path main = Programs.write(tmp.resolve("src/Main.java"), source);
    Path tests = Programs.sumTests(tmp.resolve("tests"));
    String[] args = new String[options.length + 4];
    args[0] = "judge";
    args[1] = main.toString();
    args[2] = "--tests";
    args[3] = tests.toString();
    System.arraycopy(options, 0, args, 4, options.length);
    return Cli.run(args);
  }

  @Test
  void rightSolutionIsAcceptedOnEveryTestAndExitsZero() throws Exception {
    Cli r = judge(Programs.SUM);
    assertEquals(0, r.code, r.toString());
    assertEquals("AC", r.verdict("1"), r.toString());
    assertEquals("AC", r.verdict("2"), r.toString());
    assertTrue(r.out.contains("2 tests: 2 AC."), r.toString());
  }

  @Test
  void wrongAnswerNamesTheLineAndTheToken() throws Exception {
    Cli r = judge(Programs.SUM_PLUS_ONE);
    assertEquals(1, r.code, r.toString());
    assertEquals("WA", r.verdict("1"));
    assertEquals("line 1, token 1: expected \"6\", found \"7\"", r.detail("1"));
  }

  @Test
  void busyLoopIsStoppedAtTheCpuLimit() throws Exception {
    Cli r = judge(Programs.BUSY_LOOP, "--time-limit", "1s", "--wall-limit", "20s");
    assertEquals(1, r.code, r.toString());
    assertEquals("TLE", r.verdict("1"), r.toString());
    assertTrue(r.cpuMs("1") >= 1000 && r.cpuMs("1") < 1500, r.toString());
    assertTrue(r.detail("1").contains("of CPU, limit 1000"), r.toString());
  }

  @Test
  void sleepingSolutionIsStoppedAtTheWallBound() throws Exception {
    Cli r = judge(Programs.SLEEPS, "--time-limit", "1s", "--wall-limit", "1.2s");
    assertEquals("TLE", r.verdict("1"), r.toString());
    assertTrue(r.cpuMs("1") < 1000, r.toString());
    assertTrue(r.detail("1").contains("wall time"), r.toString());
  }

  @Test
  void exceptionIsARuntimeErrorShowingItsFirstLines() throws Exception {
    Cli r = judge(Programs.THROWS);
    assertEquals("RE", r.verdict("1"), r.toString());
    String d = r.detail("1");
    assertTrue(d.startsWith("exit code 1: Exception in thread \"main\""), d);
    assertTrue(d.contains("ArrayIndexOutOfBoundsException"), d);
    assertTrue(d.contains("at Main.main(Main.java:4)"), d);
  }

  @Test
  void exitCodeThreeIsARuntimeErrorEvenWithTheRightOutput() throws Exception {
    Cli r = judge(Programs.EXITS_3);
    assertEquals("RE", r.verdict("1"), r.toString());
    assertEquals("exit code 3", r.detail("1"));
  }

  @Test
  void memoryHogIsAMemoryLimitExceeded() throws Exception {
    Cli r = judge(Programs.HOGS_MEMORY, "--memory-limit", "64m");
    assertEquals("MLE", r.verdict("1"), r.toString());
  }

  @Test
  void floodOfOutputIsAnOutputLimitExceeded() throws Exception {
    Cli r = judge(Programs.FLOODS, "--output-limit", "2m", "--time-limit", "10s");
    assertEquals(1, r.code, r.toString());
    assertEquals("OLE", r.verdict("1"), r.toString());
    assertTrue(r.detail("1").startsWith("killed after writing "), r.toString());
    assertTrue(r.detail("1").endsWith("limit 2 MiB"), r.toString());
  }

  @Test
  void childProcessThatOutlivesTheSolutionIsKilled() throws Exception {
    assumeTrue(ProcessTree.CPU_MEASURED, "needs /proc");
    String marker = "597." + ProcessHandle.current().pid();
    Cli r = judge(Programs.LEAVES_A_CHILD.formatted(marker));
    assertEquals("AC", r.verdict("1"), r.toString());
    assertTrue(r.detail("1").contains("still running: killed"), r.toString());
    assertFalse(Programs.running(marker), "the child 'sleep " + marker + "' outlived the judge");
  }

  /**
   * The oracle for the CPU column: the program reads its own CPU time (all threads) from /proc just
   * before it ends; the judge's figure, taken after the end, may only be a little larger.
   */
  @Test
  void cpuTimeCountsEveryThreadUpToTheEnd() throws Exception {
    assumeTrue(ProcessTree.CPU_MEASURED, "needs /proc");
    Path self = tmp.resolve("self-cpu");
    Cli r = judge(Programs.TWO_THREADS_SPIN.formatted(300, 300, self));
    assertEquals("AC", r.verdict("1"), r.toString());
    long judged = r.cpuMs("2"); // the file holds the last run's reading
    long measuredInside = Long.parseLong(Files.readString(self).trim());
    assertTrue(judged >= 600, "two threads of 300 ms each, judged " + judged);
    assertTrue(
        judged >= measuredInside && judged <= measuredInside + 200,
        "judged " + judged + " ms, the program's own last reading " + measuredInside + " ms");
  }
}
