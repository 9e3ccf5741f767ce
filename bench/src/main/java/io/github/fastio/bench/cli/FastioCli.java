package io.github.fastio.bench.cli;

import io.github.fastio.cli.RootCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The maintainer's {@code fastio} command; its subcommand {@code bench} does the work. Options,
 * exit codes and failure lines are every fastio command's ({@link RootCommand}).
 */
@Command(
    name = "fastio",
    description = "Fast, exact text I/O for Java: the maintainer's measurements.",
    subcommands = {BenchCommand.class})
public final class FastioCli extends RootCommand {
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
    return commandLine(new FastioCli());
  }
}
