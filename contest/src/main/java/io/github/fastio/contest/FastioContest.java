package io.github.fastio.contest;

import io.github.fastio.contest.bundle.BundleCommand;
import io.github.fastio.contest.judge.JudgeCommand;
import io.github.fastio.contest.template.NewCommand;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The contestant's {@code fastio} commands: {@code new} (a solution to start from), {@code judge}
 * (run it on tests with verdicts and limits) and {@code bundle} (one file to submit).
 *
 * <p>Exit codes: 0 success (every test accepted), 1 failure (a verdict other than accepted, a
 * solution that does not compile, a file that cannot be written), 2 bad usage.
 */
@Command(
    name = "fastio",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    description = "The contestant's tools around fastio: start a solution, judge it, bundle it.",
    subcommands = {NewCommand.class, JudgeCommand.class, BundleCommand.class})
public final class FastioContest implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** Whether a failure prints its stack trace; every subcommand accepts the option. */
  @Option(
      names = "--verbose",
      scope = CommandLine.ScopeType.INHERIT,
      description = "On an unexpected error, print the stack trace too.")
  boolean verbose;

  /** Called by picocli. */
  public FastioContest() {}

  /**
   * Runs the command line and exits with its code.
   *
   * @param args the arguments
   */
  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }

  /**
   * The configured command line: one-line errors, exit code 2 for bad usage, 1 for a failure.
   *
   * @return a fresh command line
   */
  public static CommandLine commandLine() {
    FastioContest root = new FastioContest();
    CommandLine cmd = new CommandLine(root);
    cmd.setParameterExceptionHandler(
        (e, args) -> {
          CommandLine failed = e.getCommandLine();
          failed
              .getErr()
              .println(
                  failed.getCommandSpec().qualifiedName()
                      + ": "
                      + e.getMessage()
                      + " (see: "
                      + failed.getCommandSpec().qualifiedName()
                      + " --help)");
          return failed.getCommandSpec().exitCodeOnInvalidInput();
        });
    cmd.setExecutionExceptionHandler(
        (e, commandLine, parseResult) -> {
          PrintWriter err = commandLine.getErr();
          String message = e.getMessage();
          if (e instanceof UserException user) {
            err.println("fastio " + commandLine.getCommandName() + ": " + message);
            String details = user.details();
            if (!details.isEmpty()) {
              err.println(details.stripTrailing());
            }
          } else {
            // Not a mistake of the user's: name the type, so that "null" never stands alone.
            err.println(
                "fastio "
                    + commandLine.getCommandName()
                    + ": "
                    + e.getClass().getName()
                    + (message == null || message.isBlank()
                        ? ""
                        : ": " + message.strip().replaceAll("\\s*\\R\\s*", " "))
                    + (root.verbose ? "" : " (--verbose shows the stack trace)"));
          }
          if (root.verbose) {
            e.printStackTrace(err);
          }
          err.flush();
          return 1;
        });
    return cmd;
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(
        spec.commandLine(), "missing command (new, judge or bundle)");
  }
}
