package io.github.fastio.contest.template;

import io.github.fastio.cli.Version;
import io.github.fastio.contest.UserException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.Callable;
import javax.lang.model.SourceVersion;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code fastio new}: a solution to start from, which judge and bundle take as it is. */
@Command(
    name = "new",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    description = {
      "Writes a ready-to-edit solution that reads with FastReader and writes with FastWriter (with"
          + " --interactive: a reader tied to the writer, so that every question is flushed). It"
          + " compiles with javac --release 8 and runs as it is (it sums n numbers; the"
          + " interactive one guesses a number), so 'fastio judge' and 'fastio bundle' take it"
          + " at once. Never overwrites a file."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:written", "1:the file exists, or cannot be written", "2:bad arguments"})
public final class NewCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "Main.java", description = "The file to write.")
  Path file;

  @Option(
      names = "--class",
      paramLabel = "NAME",
      description =
          "The class name (default: the file's name). A judge may want another one, as"
              + " Solution; it is public only when it matches the file's name, as javac requires.")
  String className;

  @Option(
      names = "--interactive",
      description = "A solution for an interactive problem (the reader tied to the writer).")
  boolean interactive;

  /** Called by picocli. */
  public NewCommand() {}

  @Override
  public Integer call() throws UserException, IOException {
    String fileName = file.getFileName().toString();
    if (!fileName.endsWith(".java")) {
      throw new ParameterException(spec.commandLine(), fileName + ": a .java file, please");
    }
    String fileClass = fileName.substring(0, fileName.length() - ".java".length());
    String name = className == null ? fileClass : className;
    if (!SourceVersion.isIdentifier(name) || SourceVersion.isKeyword(name)) {
      throw new ParameterException(
          spec.commandLine(),
          "'"
              + name
              + "' is not a Java class name"
              + (className == null ? " (from the file)" : ""));
    }
    String text =
        template(interactive ? "Interactive.java.txt" : "Solution.java.txt")
            .replace("${PUBLIC}", name.equals(fileClass) ? "public " : "")
            .replace("${CLASS}", name);
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    try {
      Files.write(file, text.getBytes(StandardCharsets.UTF_8), StandardOpenOption.CREATE_NEW);
    } catch (FileAlreadyExistsException e) {
      throw new UserException(file + " exists; not overwritten");
    }
    spec.commandLine()
        .getOut()
        .printf(
            "wrote %s (class %s%s); next: fastio judge %s --tests DIR%n",
            file, name, interactive ? ", interactive" : "", file);
    spec.commandLine().getOut().flush();
    return 0;
  }

  private static String template(String name) throws IOException {
    try (InputStream in = NewCommand.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IOException("the template " + name + " is missing from this build");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
