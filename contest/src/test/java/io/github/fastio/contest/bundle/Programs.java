package io.github.fastio.contest.bundle;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles sources with {@code --release 8} (17 where they use newer Java) and runs them in child
 * JVMs, for the bundle tests.
 */
final class Programs {
  static final Path CORE_DIR = Paths.get("..", "core");
  static final Path EXAMPLES_DIR =
      Paths.get("..", "examples", "src", "main", "java", "io", "github", "fastio", "examples");

  private Programs() {}

  /**
   * Writes {@code files} (name to text) into {@code dir}/src and compiles them into dir/classes.
   */
  static Path compile(Path dir, Map<String, String> files) throws IOException {
    return compile(
        dir, files, files.values().stream().anyMatch(Programs::needsModernJava) ? 17 : 8);
  }

  /** Records, {@code var}, switch expressions and text blocks need a newer release than 8. */
  private static boolean needsModernJava(String source) {
    return source.matches("(?s).*(\\brecord \\w+\\(|\\bvar \\w+ =|\"\"\"|->).*");
  }

  /** {@link #compile(Path, Map)} at {@code release}. */
  static Path compile(Path dir, Map<String, String> files, int release) throws IOException {
    Path src = Files.createDirectories(dir.resolve("src"));
    Path classes = Files.createDirectories(dir.resolve("classes"));
    List<Path> paths = new ArrayList<>();
    for (Map.Entry<String, String> f : files.entrySet()) {
      Path p = src.resolve(f.getKey());
      Files.write(p, f.getValue().getBytes(StandardCharsets.UTF_8));
      paths.add(p);
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    StringWriter log = new StringWriter();
    try (StandardJavaFileManager fm =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      boolean ok =
          javac
              .getTask(
                  log,
                  fm,
                  diagnostics,
                  List.of(
                      "--release",
                      Integer.toString(release),
                      "-Xlint:-options",
                      "-d",
                      classes.toString()),
                  null,
                  fm.getJavaFileObjectsFromPaths(paths))
              .call();
      if (!ok) {
        StringBuilder message = new StringBuilder("javac --release " + release + " failed:\n");
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
          message.append(d).append('\n');
        }
        throw new AssertionError(message.toString());
      }
    }
    return classes;
  }

  /** A child JVM running {@code mainClass} from {@code classes}. */
  static ProcessBuilder java(Path classes, String mainClass, String... args) {
    return java(Paths.get(System.getProperty("java.home")), classes, mainClass, args);
  }

  /** A child JVM of the JDK at {@code javaHome} running {@code mainClass} from {@code classes}. */
  static ProcessBuilder java(Path javaHome, Path classes, String mainClass, String... args) {
    List<String> command = new ArrayList<>();
    command.add(javaHome.resolve("bin").resolve("java").toString());
    command.add("-XX:TieredStopAtLevel=1");
    command.add("-cp");
    command.add(classes.toString());
    command.add(mainClass);
    command.addAll(List.of(args));
    return new ProcessBuilder(command);
  }

  /** Runs {@code mainClass} on {@code input}; returns its standard output, failing on exit != 0. */
  static String run(Path classes, String mainClass, String input)
      throws IOException, InterruptedException {
    return run(Paths.get(System.getProperty("java.home")), classes, mainClass, input);
  }

  /**
   * Runs {@code mainClass} on the JDK at {@code javaHome}; see {@link #run(Path, String, String)}.
   */
  static String run(Path javaHome, Path classes, String mainClass, String input)
      throws IOException, InterruptedException {
    Process p =
        java(javaHome, classes, mainClass).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    Thread feeder =
        new Thread(
            () -> {
              try (OutputStream in = p.getOutputStream()) {
                in.write(input.getBytes(StandardCharsets.UTF_8));
              } catch (IOException e) {
                // the program may stop reading early; its output tells
              }
            });
    feeder.start();
    String out = readAll(p.getInputStream());
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError(mainClass + " did not end");
    }
    feeder.join();
    if (p.exitValue() != 0) {
      throw new AssertionError(mainClass + " exited with " + p.exitValue());
    }
    return out;
  }

  static String readAll(InputStream in) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    in.transferTo(bytes);
    return bytes.toString(StandardCharsets.UTF_8);
  }

  /** Copies {@code from} to {@code to} until {@code from} ends, flushing each chunk. */
  static Thread pump(InputStream from, OutputStream to) {
    Thread t =
        new Thread(
            () -> {
              byte[] b = new byte[4096];
              try (OutputStream out = to) {
                int n;
                while ((n = from.read(b)) > 0) {
                  out.write(b, 0, n);
                  out.flush();
                }
              } catch (IOException e) {
                // the other side ended; its exit code tells
              }
            });
    t.setDaemon(true);
    t.start();
    return t;
  }

  /** {@code source} without its package declaration, as a judge wants it. */
  static String withoutPackage(String source) {
    return source.replaceFirst("(?m)^package [\\w.]+;\\R", "");
  }

  static String read(Path p) throws IOException {
    return new String(Files.readAllBytes(p), StandardCharsets.UTF_8);
  }
}
