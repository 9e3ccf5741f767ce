package io.github.fastio.contest.bundle;

import io.github.fastio.cli.Version;
import io.github.fastio.contest.Javac;
import io.github.fastio.contest.UserException;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code fastio bundle}: one pasteable source file for a judge, the solution followed by the fastio
 * code it uses.
 */
@Command(
    name = "bundle",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    description = {
      "Writes one source file for a contest judge: the solution (its package and fastio imports"
          + " removed) followed by the fastio classes it uses, package-private, without the"
          + " methods it does not reach (an int-only solution carries no double code), compacted:"
          + " without comments, indentation or the spaces javac does not need (the solution stays"
          + " as written). The fastio code compiles with javac --release 8.",
      "Needs a JDK: javac resolves which methods the solution calls."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:the bundle was written (with a warning past a judge's 64 KB limit)",
      "1:the solution does not compile or hides a package fastio names, or a read or write failed",
      "2:bad arguments"
    })
public final class BundleCommand implements Callable<Integer> {
  /** Codeforces' source limit, the smallest of the common judges'. */
  static final int JUDGE_LIMIT = 64 * 1024;

  @Spec CommandSpec spec;

  @Option(
      names = "--release",
      paramLabel = "N",
      description =
          "Check the solution against Java N's API and language (javac --release N) and compile"
              + " the bundle at N, as a judge running Java N would (8 for the oldest judges).")
  Integer release;

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
      description = "The file to write, folders made as needed (default: standard output).")
  Path output;

  @Option(
      names = "--keep-comments",
      description =
          "Keep fastio's comments, javadoc, layout and names, not compacted (three to four times"
              + " the size).")
  boolean keepComments;

  @Parameters(paramLabel = "Solution.java", description = "The solution's source file.")
  Path solution;

  /** Called by picocli. */
  public BundleCommand() {}

  @Override
  public Integer call() throws UserException, IOException {
    if (!Files.isRegularFile(solution)) {
      throw new ParameterException(spec.commandLine(), "no such file: " + solution);
    }
    if (!Javac.isSupportedRelease(release)) {
      throw new ParameterException(
          spec.commandLine(),
          "--release " + release + ": this JDK's javac offers 8 to " + Javac.newestRelease());
    }
    String text = new String(Files.readAllBytes(solution), StandardCharsets.UTF_8);
    Map<String, String> sources =
        core == null ? CoreSources.fromClasspath() : CoreSources.fromDirectory(core);
    String fileName = solution.getFileName().toString();
    Bundler.Bundle bundle = Bundler.bundle(fileName, text, sources, keepComments, release);
    if (release != null) {
      compiles(fileName, bundle.text, release);
    }
    byte[] bytes = bundle.text.getBytes(StandardCharsets.UTF_8);
    if (output == null) {
      spec.commandLine().getOut().print(bundle.text);
      spec.commandLine().getOut().flush();
    } else {
      Path parent = output.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      try {
        Files.write(output, bytes);
      } catch (NoSuchFileException e) {
        throw new UserException("cannot write " + output);
      }
    }
    if (bytes.length > JUDGE_LIMIT) {
      spec.commandLine()
          .getErr()
          .printf(
              Locale.ROOT,
              "fastio bundle: warning: the bundle is %,d bytes, over the 64 KB (%,d bytes) that"
                  + " Codeforces accepts%s%n",
              bytes.length,
              JUDGE_LIMIT,
              keepComments ? " (--keep-comments makes it larger)" : "");
      spec.commandLine().getErr().flush();
    }
    return 0;
  }

  /** Compiles the bundle at {@code release} in memory; its classes are thrown away. */
  private static void compiles(String fileName, String text, int release) throws UserException {
    JavaCompiler javac = Javac.compiler("fastio bundle");
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    JavaFileObject source =
        new SimpleJavaFileObject(URI.create("string:///" + fileName), JavaFileObject.Kind.SOURCE) {
          @Override
          public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
          }
        };
    List<String> options = new ArrayList<>();
    Collections.addAll(
        options, "-proc:none", "-Xlint:none", "--release", Integer.toString(release));
    JavaFileManager discard =
        new ForwardingJavaFileManager<JavaFileManager>(
            javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
          @Override
          public JavaFileObject getJavaFileForOutput(
              Location location, String className, JavaFileObject.Kind kind, FileObject sibling) {
            return new SimpleJavaFileObject(
                URI.create("mem:///" + className.replace('.', '/') + kind.extension), kind) {
              @Override
              public java.io.OutputStream openOutputStream() {
                return java.io.OutputStream.nullOutputStream();
              }
            };
          }
        };
    boolean ok =
        javac
            .getTask(new StringWriter(), discard, diagnostics, options, null, List.of(source))
            .call();
    if (!ok) {
      for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
        if (d.getKind() == Diagnostic.Kind.ERROR) {
          throw new UserException(
              "the bundle does not compile at --release " + release + ": " + Javac.oneLine(d));
        }
      }
    }
  }
}
