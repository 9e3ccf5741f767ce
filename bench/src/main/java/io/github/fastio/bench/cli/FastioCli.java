package io.github.fastio.bench.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code fastio} command; its subcommands do the work. */
@Command(
    name = "fastio",
    mixinStandardHelpOptions = true,
    version = "fastio 0.1.0-SNAPSHOT",
    description = "Fast, exact text I/O for Java: tools around the library.",
    subcommands = {BenchCommand.class})
public final class FastioCli implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /**
   * Runs the command line and exits with its code: 0 success, 1 failure (or a method found wrong),
   * 2 bad usage.
   *
   * @param args the arguments
   */
  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }

  /** The configured command line (also used by the tests). */
  static CommandLine commandLine() {
    CommandLine cmd = new CommandLine(new FastioCli());
    cmd.setParameterExceptionHandler(
        (e, args) -> {
          CommandLine failed = e.getCommandLine();
          failed
              .getErr()
              .println(
                  "fastio: "
                      + e.getMessage()
                      + " (see: "
                      + failed.getCommandSpec().qualifiedName()
                      + " --help)");
          return failed.getCommandSpec().exitCodeOnInvalidInput();
        });
    // User mistakes and failed runs end in one line, not a stack trace.
    cmd.setExecutionExceptionHandler(
        (e, commandLine, parseResult) -> {
          commandLine.getErr().println("fastio: " + e.getMessage());
          return 1;
        });
    return cmd;
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(
        spec.commandLine(), "missing command (try: fastio bench)");
  }
}
