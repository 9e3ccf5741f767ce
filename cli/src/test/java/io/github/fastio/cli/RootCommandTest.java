package io.github.fastio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The root command's conventions, as either audience's root gets them: the build's version, exit
 * codes 0/1/2, one-line failures that name the exception (the stack trace with --verbose), a user
 * failure's own message.
 */
class RootCommandTest {
  private final StringWriter err = new StringWriter();
  private final StringWriter out = new StringWriter();

  /** A root with one subcommand that fails as it is told. */
  @Command(name = "fastio", description = "A root for the tests.")
  static final class Root extends RootCommand {
    @Override
    protected String userMessage(Throwable e) {
      return e instanceof Mistake ? e.getMessage() + System.lineSeparator() + "  details" : null;
    }
  }

  /** A failure the user can act on. */
  static final class Mistake extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Mistake(String message) {
      super(message);
    }
  }

  /** A command that throws the failure it was given. */
  @Command(name = "boom")
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

  private int run(RuntimeException failure, String... args) {
    CommandLine cmd = RootCommand.commandLine(new Root());
    cmd.addSubcommand("boom", new Boom(failure));
    cmd.setErr(new PrintWriter(err, true));
    cmd.setOut(new PrintWriter(out, true));
    return cmd.execute(args);
  }

  @Test
  void versionIsTheBuildsProjectVersion() {
    String built = System.getProperty("fastio.project.version");
    assertTrue(built != null && !built.isEmpty(), "surefire passes the pom's version");
    assertEquals(built, Version.of());
    assertEquals(0, run(null, "--version"));
    assertEquals("fastio " + built, out.toString().strip());
  }

  @Test
  void helpListsTheOptionsAndExitCodes() {
    assertEquals(0, run(null, "--help"));
    String help = out.toString();
    for (String s : new String[] {"--verbose", "--version", "--help", "boom", "Exit codes:"}) {
      assertTrue(help.contains(s), help);
    }
    assertTrue(help.matches("(?s).*\n *0 +success\n *1 +a failure.*\n *2 +bad usage\n.*"), help);
  }

  @Test
  void noCommandIsBadUsageNamingTheCommands() {
    assertEquals(2, run(null));
    assertEquals("fastio: missing command (boom) (see: fastio --help)", err.toString().strip());
  }

  @Test
  void unknownCommandOrOptionIsBadUsageInOneLine() {
    assertEquals(2, run(null, "bomo"));
    assertEquals(1, err.toString().lines().count(), err.toString());
    assertTrue(err.toString().startsWith("fastio: "), err.toString());
    err.getBuffer().setLength(0);
    assertEquals(2, run(null, "boom", "--nope"));
    assertEquals(1, err.toString().lines().count(), err.toString());
    assertTrue(err.toString().startsWith("fastio boom: Unknown option: '--nope'"), err.toString());
    assertTrue(err.toString().strip().endsWith("(see: fastio boom --help)"), err.toString());
  }

  @Test
  void anExceptionWithoutMessageNamesItsTypeNeverNull() {
    assertEquals(1, run(new IllegalStateException(), "boom"));
    assertEquals(
        "fastio boom: java.lang.IllegalStateException (--verbose shows the stack trace)",
        err.toString().strip());
    assertFalse(err.toString().contains("null"), err.toString());
  }

  @Test
  void verboseBeforeOrAfterTheCommandPrintsTheStackTraceAfterTheLine() {
    for (String[] args : new String[][] {{"boom", "--verbose"}, {"--verbose", "boom"}}) {
      err.getBuffer().setLength(0);
      assertEquals(1, run(new IllegalArgumentException("bad\nthing"), args));
      String first = err.toString().lines().findFirst().orElse("");
      assertEquals("fastio boom: java.lang.IllegalArgumentException: bad thing", first);
      assertTrue(err.toString().contains("\tat "), err.toString());
    }
  }

  @Test
  void aUserFailureShowsItsOwnMessageWithoutTypeOrTrace() {
    assertEquals(1, run(new Mistake("Main.java does not compile"), "boom"));
    assertEquals(
        "fastio boom: Main.java does not compile" + System.lineSeparator() + "  details",
        err.toString().strip());
  }

  @Test
  void failureLineIsOneLineWithTypeAndMessage() {
    assertEquals(
        "fastio bench: java.nio.file.AccessDeniedException: /out (--verbose shows the stack trace)",
        RootCommand.failure(
            "fastio bench", new java.nio.file.AccessDeniedException("/out"), false));
    assertEquals(
        "fastio bench: java.lang.NullPointerException",
        RootCommand.failure("fastio bench", new NullPointerException(), true));
    assertEquals(
        "fastio bench: java.lang.RuntimeException: two lines",
        RootCommand.failure("fastio bench", new RuntimeException(" two\r\n  lines \n"), true));
  }
}
