package io.github.fastio.contest.bundle;

import io.github.fastio.contest.UserException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code fastio bundle}: one pasteable source file for a judge, the solution followed by the fastio
 * code it uses.
 */
@Command(
    name = "bundle",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Writes one source file for a contest judge: the solution (its package and fastio imports"
          + " removed) followed by the fastio classes it uses, package-private, without the"
          + " methods it does not reach (an int-only solution carries no double code) and without"
          + " comments. The result compiles alone with javac --release 8.",
      "Needs a JDK: javac resolves which methods the solution calls."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:the bundle was written",
      "1:the solution does not compile, clashes with a fastio name, or cannot be read or written",
      "2:bad arguments"
    })
public final class BundleCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(
      names = "--core",
      paramLabel = "DIR",
      description =
          "The fastio sources to paste: the core module or its src/main/java (default: the ones"
              + " built into this tool).")
  Path core;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      description = "The file to write (default: standard output).")
  Path output;

  @Option(
      names = "--keep-comments",
      description = "Keep fastio's comments and javadoc (larger, about twice the size).")
  boolean keepComments;

  @Parameters(paramLabel = "Solution.java", description = "The solution's source file.")
  Path solution;

  /** Called by picocli. */
  public BundleCommand() {}

  @Override
  public Integer call() {
    if (!Files.isRegularFile(solution)) {
      spec.commandLine().getErr().println("fastio bundle: no such file: " + solution);
      return 2;
    }
    try {
      String text = new String(Files.readAllBytes(solution), StandardCharsets.UTF_8);
      Map<String, String> sources =
          core == null ? CoreSources.fromClasspath() : CoreSources.fromDirectory(core);
      String bundle =
          Bundler.bundle(solution.getFileName().toString(), text, sources, keepComments);
      if (output == null) {
        spec.commandLine().getOut().print(bundle);
        spec.commandLine().getOut().flush();
      } else {
        Files.write(output, bundle.getBytes(StandardCharsets.UTF_8));
      }
      return 0;
    } catch (UserException e) {
      spec.commandLine().getErr().println("fastio bundle: " + e.getMessage());
      return 1;
    } catch (IOException e) {
      spec.commandLine().getErr().println("fastio bundle: " + e);
      return 1;
    }
  }
}
