package io.github.fastio.contest;

import io.github.fastio.cli.RootCommand;
import io.github.fastio.contest.bundle.BundleCommand;
import io.github.fastio.contest.judge.JudgeCommand;
import io.github.fastio.contest.template.NewCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The contestant's {@code fastio} commands: {@code new} (a solution to start from), {@code judge}
 * (run it on tests with verdicts and limits) and {@code bundle} (one file to submit). Options, exit
 * codes and failure lines are every fastio command's ({@link RootCommand}); a {@link UserException}
 * shows its own message and details.
 *
 * <p>Exit codes: 0 success (every test accepted), 1 failure (a verdict other than accepted, a
 * solution that does not compile, a file that cannot be written), 2 bad usage.
 */
@Command(
    name = "fastio",
    description = "The contestant's tools around fastio: start a solution, judge it, bundle it.",
    subcommands = {NewCommand.class, JudgeCommand.class, BundleCommand.class})
public final class FastioContest extends RootCommand {
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
    return commandLine(new FastioContest());
  }

  /** A {@link UserException}'s message, then its details (javac's report) as they are. */
  @Override
  protected String userMessage(Throwable e) {
    if (!(e instanceof UserException user)) {
      return null;
    }
    String details = user.details();
    return details.isEmpty()
        ? user.getMessage()
        : user.getMessage() + System.lineSeparator() + details.stripTrailing();
  }
}
