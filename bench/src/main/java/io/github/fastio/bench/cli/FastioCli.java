package io.github.fastio.bench.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The maintainer's {@code fastio} command; its subcommand {@code bench} does the work. */
@Command(
    name = "fastio",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    description = "Fast, exact text I/O for Java: the maintainer's measurements.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:success",
      "1:a failure (one line; --verbose adds the stack trace)",
      "2:bad usage"
    },
    subcommands = {BenchCommand.class})
public final class FastioCli implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** Whether a failure prints its stack trace; every subcommand accepts the option. */
  @Option(
      names = "--verbose",
      scope = CommandLine.ScopeType.INHERIT,
      description = "On an unexpected error, print the stack trace too.")
  boolean verbose;

  /** Called by picocli. */
  public FastioCli() {}

  /**
   * Runs the command line and exits with its code: 0 success, 1 failure (or fastio found wrong), 2
   * bad usage.
   *
   * @param args the arguments
   */
  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }

  /** The configured command line (also used by the tests). */
  static CommandLine commandLine() {
    FastioCli root = new FastioCli();
    CommandLine cmd = new CommandLine(root);
    cmd.setParameterExceptionHandler(
        (e, args) -> {
          CommandLine failed = e.getCommandLine();
          String name = failed.getCommandSpec().qualifiedName();
          failed.getErr().println(name + ": " + e.getMessage() + " (see: " + name + " --help)");
          return failed.getCommandSpec().exitCodeOnInvalidInput();
        });
    // Failed runs end in one line that names the exception; --verbose adds the stack trace.
    cmd.setExecutionExceptionHandler(
        (e, commandLine, parseResult) -> {
          PrintWriter err = commandLine.getErr();
          err.println(failure(commandLine.getCommandSpec().qualifiedName(), e, root.verbose));
          if (root.verbose) {
            e.printStackTrace(err);
          }
          err.flush();
          return 1;
        });
    return cmd;
  }

  /**
   * The one line a failure prints: the command, the exception's type and its message (when it has
   * one), and without {@code --verbose} where to find the stack trace. Never "fastio: null".
   */
  static String failure(String command, Throwable e, boolean verbose) {
    String message = e.getMessage();
    return command
        + ": "
        + e.getClass().getName()
        + (message == null || message.isBlank()
            ? ""
            : ": " + message.strip().replaceAll("\\s*\\R\\s*", " "))
        + (verbose ? "" : " (--verbose shows the stack trace)");
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(
        spec.commandLine(), "missing command (try: fastio bench)");
  }
}
