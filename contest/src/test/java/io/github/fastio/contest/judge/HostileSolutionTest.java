package io.github.fastio.contest.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Solutions that attack the judge rather than solve the problem (the shell scripts of {@code
 * hostile/}): each ends with a verdict of its own, in seconds, and leaves nothing behind.
 */
class HostileSolutionTest {
  @TempDir Path tmp;

  private static final long GENEROUS_MS = 10_000;

  private Runner.Outcome run(String name, Runner.Limits limits) throws Exception {
    return Programs.runScript(tmp, name, limits, "3\n1 2 3\n");
  }

  private Runner.Outcome run(String name, Runner.Limits limits, String input) throws Exception {
    return Programs.runScript(tmp, name, limits, input);
  }

  private static Runner.Limits outputLimit(long bytes) {
    return new Runner.Limits(GENEROUS_MS, GENEROUS_MS, 1 << 20, bytes);
  }

  private long outputSize() throws Exception {
    return Files.size(tmp.resolve("work/run-1-t/output"));
  }

  @Test
  void aFloodOfOutputIsStoppedAtTheOutputLimit() throws Exception {
    Runner.Outcome o = run("floods.sh", outputLimit(1 << 20));
    assertEquals(Verdict.OLE, o.verdict, o.detail);
    assertTrue(o.detail.startsWith("killed after writing "), o.detail);
    assertTrue(o.detail.endsWith("(standard output and error), limit 1 MiB"), o.detail);
    // Stopped within a sample or so of the limit, not at the CPU or wall bound.
    assertTrue(o.wallMs < GENEROUS_MS / 2, o.wallMs + " ms");
    assertTrue(outputSize() < 1L << 30, outputSize() + " bytes");
  }

  @Test
  void aFloodTowardsAnInteractorIsStoppedAtTheOutputLimit() throws Exception {
    // The interactor swallows all it is sent (its arguments, the test's files, are not read).
    Runner.Outcome o =
        Programs.runScript(tmp, "floods.sh", outputLimit(1 << 20), "", "cat > /dev/null; :");
    assertEquals(Verdict.OLE, o.verdict, o.detail);
    assertTrue(o.detail.startsWith("killed after writing "), o.detail);
    assertTrue(o.wallMs < GENEROUS_MS / 2, o.wallMs + " ms");
  }

  /**
   * 2 MiB written at once by a program that ends at once: caught while it writes or only at its end
   * (output is watched every millisecond; the end is checked too), an OLE either way.
   */
  @Test
  void outputOverTheLimitIsAnOleWhetherCaughtRunningOrAtTheEnd() throws Exception {
    Runner.Outcome o = run("writes-2m-and-exits.sh", outputLimit(1 << 20));
    assertEquals(Verdict.OLE, o.verdict, o.detail);
    assertTrue(
        o.detail.equals("wrote 2 MiB (standard output and error), limit 1 MiB")
            || o.detail.startsWith("killed after writing "),
        o.detail);
  }

  @Test
  void outputWithinTheLimitIsJudgedAsUsual() throws Exception {
    Runner.Outcome o = run("writes-2m-and-exits.sh", outputLimit(4 << 20));
    assertEquals(Verdict.WA, o.verdict, o.detail);
  }

  /** A number no other process has in its command line: this test's sleeper or spinner. */
  private static String tag(int test) {
    return "59" + test + "." + ProcessHandle.current().pid() + System.nanoTime() % 1000;
  }

  private static Runner.Limits timeLimit(long cpuMs) {
    return new Runner.Limits(cpuMs, GENEROUS_MS, 1 << 20, 1 << 20);
  }

  @ParameterizedTest
  @ValueSource(strings = {"setsid-f.sh", "double-fork-setsid.sh"})
  void aProcessThatLeftTheSessionIsKilledAtTheEnd(String script) throws Exception {
    assumeTrue(ProcessTree.CPU_MEASURED, "needs /proc");
    String tag = tag(1);
    Runner.Outcome o = run(script, timeLimit(GENEROUS_MS), tag + "\n");
    assertEquals(Verdict.AC, o.verdict, o.detail);
    assertTrue(o.detail.contains("1 process(es) it started were still running: killed"), o.detail);
    assertFalse(Programs.running(tag), "'sleep " + tag + "' outlived the run");
  }

  @Test
  void aProcessThatLeftTheSessionAndClearedItsEnvironmentIsKilledByTheCgroup() throws Exception {
    Cgroup probe = ProcessTree.CPU_MEASURED ? Cgroup.create("probe-" + System.nanoTime()) : null;
    assumeTrue(probe != null, "needs a cgroup v2 the judge may write");
    probe.remove();
    String tag = tag(3);
    Runner.Outcome o = run("env-cleared-setsid-f.sh", timeLimit(GENEROUS_MS), tag + "\n");
    assertEquals(Verdict.AC, o.verdict, o.detail);
    assertTrue(o.detail.contains("1 process(es) it started were still running: killed"), o.detail);
    assertFalse(Programs.running(tag), "'sleep " + tag + "' outlived the run");
  }

  @Test
  void anOrphansCpuTimeCountsAndTheSampleThatStopsItIsTheOneReported() throws Exception {
    assumeTrue(ProcessTree.CPU_MEASURED, "needs /proc");
    String tag = tag(2);
    Runner.Outcome o = run("orphan-burns-cpu.sh", timeLimit(300), tag + "\n");
    assertEquals(Verdict.TLE, o.verdict, o.detail);
    assertTrue(o.cpuMs > 300, o.cpuMs + " ms");
    assertEquals("killed at " + o.cpuMs + " ms of CPU, limit 300", o.detail);
    assertFalse(Programs.running(tag), "the spinner tagged " + tag + " outlived the run");
  }
}
