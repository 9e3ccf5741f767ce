package io.github.fastio.contest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

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
  void versionIsTheBuildsProjectVersionInEveryCommand() {
    String built = System.getProperty("fastio.project.version");
    assertTrue(built != null && !built.isEmpty(), "surefire passes the pom's version");
    assertEquals(built, Version.of());
    for (String command : new String[] {null, "new", "judge", "bundle"}) {
      Cli r = command == null ? Cli.run("--version") : Cli.run(command, "--version");
      assertEquals(0, r.code);
      assertEquals("fastio " + built, r.out.strip(), String.valueOf(command));
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

  @Test
  void unexpectedFailureNamesItsTypeAndVerbosePrintsTheTrace() {
    for (boolean verbose : new boolean[] {false, true}) {
      CommandLine cmd = FastioContest.commandLine();
      cmd.addSubcommand("boom", new Boom());
      StringWriter err = new StringWriter();
      cmd.setErr(new PrintWriter(err, true));
      int code = verbose ? cmd.execute("--verbose", "boom") : cmd.execute("boom");
      assertEquals(1, code);
      String first = err.toString().lines().findFirst().orElse("");
      assertTrue(first.startsWith("fastio boom: java.lang.IllegalStateException"), err.toString());
      assertEquals(verbose, err.toString().contains("\tat "), err.toString());
    }
  }

  @Test
  void aMessageOfSeveralLinesStaysOnOneLine() {
    CommandLine cmd = FastioContest.commandLine();
    cmd.addSubcommand("boom", new Boom(new IllegalArgumentException("bad\n  thing")));
    StringWriter err = new StringWriter();
    cmd.setErr(new PrintWriter(err, true));
    assertEquals(1, cmd.execute("boom"));
    assertEquals(
        "fastio boom: java.lang.IllegalArgumentException: bad thing (--verbose shows the stack trace)",
        err.toString().strip());
  }

  @Test
  void launcherScriptNamesEveryCommandAndRejectsAnUnknownOne() throws Exception {
    Path script = Paths.get("..", "fastio");
    assumeTrue(Files.isExecutable(Paths.get("/bin/bash")), "needs bash");
    Process help = new ProcessBuilder("bash", script.toString(), "--help").start();
    String text = new String(help.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, help.waitFor());
    for (String command : new String[] {"new", "judge", "bundle", "bench", "jmh"}) {
      assertTrue(text.contains("\n  " + command + " "), text);
    }
    Process unknown = new ProcessBuilder("bash", script.toString(), "jugde").start();
    String err = new String(unknown.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(2, unknown.waitFor());
    assertEquals(1, err.lines().count(), err);
    assertTrue(err.startsWith("fastio: unknown command 'jugde'"), err);
  }

  /** A command that fails in a way no user caused. */
  @CommandLine.Command(name = "boom")
  static final class Boom implements java.util.concurrent.Callable<Integer> {
    private final RuntimeException failure;

    Boom() {
      this(new IllegalStateException());
    }

    Boom(RuntimeException failure) {
      this.failure = failure;
    }

    @Override
    public Integer call() {
      throw failure;
    }
  }
}
