package io.github.fastio.bench.cli;

import io.github.fastio.bench.Programs;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The C++ a+b program: its source travels in the jar, and it is built with {@code g++ -O2} into the
 * output directory once (again only when the source changed).
 */
final class CppAnchor {
  /** The row name of the C++ program. */
  static final String METHOD = "cpp";

  static final String SOURCE = "aplusb.cpp";
  static final String BINARY = "aplusb-cpp";

  private CppAnchor() {}

  /** Why the C++ program could not be built, in one line. */
  static final class Unavailable extends Exception {
    private static final long serialVersionUID = 1L;

    Unavailable(String message) {
      super(message);
    }
  }

  /** The first {@code g++} on {@code path} (a PATH-style list), or null. */
  static Path findCompiler(String path) {
    if (path == null) {
      return null;
    }
    for (String dir : path.split(File.pathSeparator, -1)) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "g++"))) {
        return Path.of(dir, "g++");
      }
    }
    return null;
  }

  /**
   * Writes the source into {@code dir} and builds it with {@code compiler}, unless the binary there
   * was built from the same source; returns the executable.
   *
   * @throws Unavailable if the build fails
   */
  static Path build(Path compiler, Path dir) throws IOException, InterruptedException, Unavailable {
    byte[] source;
    try (InputStream in = CppAnchor.class.getResourceAsStream(Programs.APLUSB_CPP)) {
      if (in == null) {
        throw new Unavailable("the C++ source " + Programs.APLUSB_CPP + " is missing from the jar");
      }
      source = in.readAllBytes();
    }
    Path cpp = dir.resolve(SOURCE);
    Path binary = dir.resolve(BINARY);
    boolean same =
        Files.exists(cpp) && Arrays.equals(Files.readAllBytes(cpp), source) && Files.exists(binary);
    if (same && Files.getLastModifiedTime(binary).compareTo(Files.getLastModifiedTime(cpp)) >= 0) {
      return binary;
    }
    Files.write(cpp, source);
    Files.deleteIfExists(binary);
    Path log = dir.resolve("aplusb-cpp-build.txt");
    Process p =
        new ProcessBuilder(
                List.of(compiler.toString(), "-O2", "-o", binary.toString(), cpp.toString()))
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly().waitFor();
      throw new Unavailable("g++ took more than 2 minutes");
    }
    if (p.exitValue() != 0 || !Files.isExecutable(binary)) {
      String first =
          Files.readString(log, StandardCharsets.UTF_8).lines().findFirst().orElse("no output");
      throw new Unavailable("g++ failed: " + first);
    }
    Files.deleteIfExists(log);
    return binary;
  }
}
