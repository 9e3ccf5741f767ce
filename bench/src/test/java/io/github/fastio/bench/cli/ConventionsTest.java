package io.github.fastio.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The shared root's conventions (tested in the cli module) as {@code fastio bench} has them: the
 * build's version in the root and in bench, bad usage exit 2 in one line.
 */
class ConventionsTest {
  private final StringWriter err = new StringWriter();
  private final StringWriter out = new StringWriter();

  private int run(CommandLine cmd, String... args) {
    cmd.setErr(new PrintWriter(err, true));
    cmd.setOut(new PrintWriter(out, true));
    return cmd.execute(args);
  }

  @Test
  void rootAndBenchPrintTheBuildsVersion() {
    String built = System.getProperty("fastio.project.version", "(surefire passes the version)");
    for (String[] args : new String[][] {{"--version"}, {"bench", "--version"}}) {
      out.getBuffer().setLength(0);
      assertEquals(0, run(FastioCli.commandLine(), args));
      assertEquals("fastio " + built, out.toString().strip());
    }
  }

  @Test
  void badUsageIsExitTwoInOneLine() {
    assertEquals(2, run(FastioCli.commandLine(), "bench", "--repeat=0"));
    assertEquals(1, err.toString().lines().count(), err.toString());
    assertTrue(
        err.toString().startsWith("fastio bench: --repeat must be at least 1"), err.toString());
  }

  @Test
  void noCommandIsBadUsageNamingBench() {
    assertEquals(2, run(FastioCli.commandLine()));
    assertTrue(err.toString().startsWith("fastio: missing command (bench)"), err.toString());
  }
}
