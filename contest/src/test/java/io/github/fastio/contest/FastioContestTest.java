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

/**
 * The contestant's root command (the conventions every root shares are tested in the cli module):
 * its commands, their version and usage errors, a user's mistake, the launcher script.
 */
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
  void aUserExceptionShowsItsMessageAndDetailsWithoutItsType() {
    CommandLine cmd = FastioContest.commandLine();
    cmd.addSubcommand("boom", new Boom(new UserException("Main.java: does not compile", "  x\n")));
    StringWriter err = new StringWriter();
    cmd.setErr(new PrintWriter(err, true));
    assertEquals(1, cmd.execute("boom"));
    assertEquals(
        "fastio boom: Main.java: does not compile" + System.lineSeparator() + "  x",
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

  /** A command that fails as it is told. */
  @CommandLine.Command(name = "boom")
  static final class Boom implements java.util.concurrent.Callable<Integer> {
    private final Exception failure;

    Boom(Exception failure) {
      this.failure = failure;
    }

    @Override
    public Integer call() throws Exception {
      throw failure;
    }
  }
}
