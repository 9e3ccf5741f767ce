package io.github.fastio.contest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The root command: help, bad usage, one-line errors. */
class FastioContestTest {
  @Test
  void helpNamesTheThreeCommandsAndExitsZero() {
    Cli r = Cli.run("--help");
    assertEquals(0, r.code);
    for (String command : new String[] {"new", "judge", "bundle"}) {
      assertTrue(
          r.out.contains("  " + command + " ") || r.out.contains("  " + command + "\n"), r.out);
    }
  }

  @Test
  void unknownCommandIsBadUsageInOneLine() {
    Cli r = Cli.run("jugde");
    assertEquals(2, r.code);
    assertEquals(1, r.err.lines().count(), r.err);
    assertTrue(r.err.startsWith("fastio: "), r.err);
  }

  @Test
  void judgeWithoutTestsIsBadUsage() {
    Cli r = Cli.run("judge", "Main.java");
    assertEquals(2, r.code);
    assertTrue(r.err.startsWith("fastio judge: Missing required option: '--tests=DIR'"), r.err);
  }

  @Test
  void badTimeLimitIsBadUsage() {
    Cli r = Cli.run("judge", "Main.java", "--tests", ".", "--time-limit", "soon");
    assertEquals(2, r.code);
    assertTrue(r.err.contains("'soon' is not a time such as 2s"), r.err);
  }
}
