package io.github.fastio.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The root {@code fastio} command of either audience: a subclass names its subcommands and
 * description, this class gives it the rest.
 *
 * <ul>
 *   <li>{@code --help}, {@code --version} (the build's, {@link Version}) and {@code --verbose},
 *       which every subcommand accepts;
 *   <li>exit codes: 0 success, 1 a failure, 2 bad usage (a subcommand may return 1 for results it
 *       judges failed);
 *   <li>every failure is one line on standard error: bad usage names the command and points to its
 *       {@code --help}; a failure the user can act on ({@link #userMessage}) shows its own message;
 *       any other names the exception's type and message and points to {@code --verbose}, which
 *       adds the stack trace.
 * </ul>
 *
 * <p>Example: {@code System.exit(RootCommand.commandLine(new FastioContest()).execute(args))}.
 */
@Command(
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:success",
      "1:a failure (one line; --verbose adds the stack trace)",
      "2:bad usage"
    })
public abstract class RootCommand implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** Whether a failure prints its stack trace; every subcommand accepts the option. */
  @Option(
      names = "--verbose",
      scope = CommandLine.ScopeType.INHERIT,
      description = "On an unexpected error, print the stack trace too.")
  boolean verbose;

  /** For subclasses, which picocli makes. */
  protected RootCommand() {}

  /**
   * The command line of {@code root}, with this class's failure lines and exit codes.
   *
   * @param root a fresh root command
   * @return its command line, ready to {@code execute}
   */
  public static CommandLine commandLine(RootCommand root) {
    CommandLine cmd = new CommandLine(root);
    cmd.setParameterExceptionHandler(
        (e, args) -> {
          CommandLine failed = e.getCommandLine();
          String name = failed.getCommandSpec().qualifiedName();
          failed.getErr().println(name + ": " + e.getMessage() + " (see: " + name + " --help)");
          return failed.getCommandSpec().exitCodeOnInvalidInput();
        });
    cmd.setExecutionExceptionHandler(
        (e, commandLine, parseResult) -> {
          PrintWriter err = commandLine.getErr();
          String name = commandLine.getCommandSpec().qualifiedName();
          String own = root.userMessage(e);
          err.println(own != null ? name + ": " + own : failure(name, e, root.verbose));
          if (root.verbose) {
            e.printStackTrace(err);
          }
          err.flush();
          return 1;
        });
    return cmd;
  }

  /**
   * What a failure the user can act on (a file that does not compile, a missing file) shows after
   * the command's name, as it is: no exception type and no pointer to {@code --verbose}.
   *
   * @param e the failure
   * @return the message, or null when {@code e} is not such a failure (the default: none is)
   */
  protected String userMessage(Throwable e) {
    return null;
  }

  /**
   * The one line an unexpected failure prints: the command, the exception's type and its message
   * (when it has one, its lines joined), and without {@code --verbose} where to find the stack
   * trace. Never "fastio: null".
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

  /** Without a subcommand: bad usage, naming the commands there are. */
  @Override
  public void run() {
    throw new CommandLine.ParameterException(
        spec.commandLine(),
        "missing command (" + String.join(", ", spec.subcommands().keySet()) + ")");
  }
}
