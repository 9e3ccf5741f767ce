package io.github.fastio.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The command's conventions: the build's version, one-line failures that name the exception (the
 * stack trace with --verbose), exit codes 0/1/2.
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
  void versionIsTheBuildsProjectVersion() {
    String built = System.getProperty("fastio.project.version");
    assertTrue(built != null && !built.isEmpty(), "surefire passes the pom's version");
    assertEquals(built, Version.of());
    for (String[] args : new String[][] {{"--version"}, {"bench", "--version"}}) {
      out.getBuffer().setLength(0);
      assertEquals(0, run(FastioCli.commandLine(), args));
      assertEquals("fastio bench " + built, out.toString().strip());
    }
  }

  @Test
  void anExceptionWithoutMessageNamesItsTypeNeverNull() {
    CommandLine cmd = FastioCli.commandLine();
    cmd.addSubcommand("boom", new Boom(new IllegalStateException()));
    assertEquals(1, run(cmd, "boom"));
    assertEquals(
        "fastio boom: java.lang.IllegalStateException (--verbose shows the stack trace)",
        err.toString().strip());
    assertFalse(err.toString().contains("null"), err.toString());
  }

  @Test
  void verbosePrintsTheStackTraceAfterTheLine() {
    CommandLine cmd = FastioCli.commandLine();
    cmd.addSubcommand("boom", new Boom(new IllegalArgumentException("bad\nthing")));
    assertEquals(1, run(cmd, "boom", "--verbose"));
    String first = err.toString().lines().findFirst().orElse("");
    assertEquals("fastio boom: java.lang.IllegalArgumentException: bad thing", first);
    assertTrue(err.toString().contains("\tat "), err.toString());
  }

  @Test
  void failureLineIsOneLineWithTypeAndMessage() {
    assertEquals(
        "fastio bench: java.nio.file.AccessDeniedException: /out (--verbose shows the stack trace)",
        FastioCli.failure("fastio bench", new java.nio.file.AccessDeniedException("/out"), false));
    assertEquals(
        "fastio bench: java.lang.NullPointerException",
        FastioCli.failure("fastio bench", new NullPointerException(), true));
    assertEquals(
        "fastio bench: java.lang.RuntimeException: two lines",
        FastioCli.failure("fastio bench", new RuntimeException(" two\r\n  lines \n"), true));
  }

  @Test
  void badUsageIsExitTwoInOneLine() {
    assertEquals(2, run(FastioCli.commandLine(), "bench", "--repeat=0"));
    assertEquals(1, err.toString().lines().count(), err.toString());
    assertTrue(
        err.toString().startsWith("fastio bench: --repeat must be at least 1"), err.toString());
  }

  /** A command that fails in a way no user caused. */
  @CommandLine.Command(name = "boom")
  static final class Boom implements Callable<Integer> {
    private final RuntimeException failure;

    Boom(RuntimeException failure) {
      this.failure = failure;
    }

    @Override
    public Integer call() {
      throw failure;
    }
  }
}
