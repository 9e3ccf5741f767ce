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
 * The C++ programs the Java ones are compared with: the a+b program, the writers' anchor and the
 * huge-file sum. Their sources travel in the jar, and each is built with {@code g++ -O2} into the
 * output directory once (again only when its source changed).
 */
final class CppAnchor {
  /** The row name of the C++ a+b program, and of the C++ writer that formats the numbers. */
  static final String METHOD = "cpp";

  /** The row name of the C++ writer that writes the expected bytes without formatting them. */
  static final String FLOOR = "floor";

  /**
   * A C++ program: its source as a class-path resource, and the names of the source and the
   * executable in the output directory.
   */
  record Program(String resource, String source, String binary) {}

  static final Program APLUSB = new Program(Programs.APLUSB_CPP, "aplusb.cpp", "aplusb-cpp");

  static final Program WRITER =
      new Program(Programs.WRITE_NUMBERS_CPP, "writenumbers.cpp", "writenumbers-cpp");

  static final Program HUGE_SUM = new Program(Programs.HUGE_SUM_CPP, "hugesum.cpp", "hugesum-cpp");

  private CppAnchor() {}

  /** Whether a row's method is one of the C++ programs rather than a Java one. */
  static boolean isCpp(String method) {
    return method.equals(METHOD) || method.equals(FLOOR);
  }

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
   * Writes the source of {@code program} into {@code dir} and builds it with {@code compiler},
   * unless the binary there was built from the same source; returns the executable.
   *
   * @throws Unavailable if the build fails
   */
  static Path build(Path compiler, Path dir, Program program)
      throws IOException, InterruptedException, Unavailable {
    byte[] source;
    try (InputStream in = CppAnchor.class.getResourceAsStream(program.resource())) {
      if (in == null) {
        throw new Unavailable("the C++ source " + program.resource() + " is missing from the jar");
      }
      source = in.readAllBytes();
    }
    Path cpp = dir.resolve(program.source());
    Path binary = dir.resolve(program.binary());
    boolean same =
        Files.exists(cpp) && Arrays.equals(Files.readAllBytes(cpp), source) && Files.exists(binary);
    if (same && Files.getLastModifiedTime(binary).compareTo(Files.getLastModifiedTime(cpp)) >= 0) {
      return binary;
    }
    Files.write(cpp, source);
    Files.deleteIfExists(binary);
    Path log = dir.resolve(program.binary() + "-build.txt");
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
