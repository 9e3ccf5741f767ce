package io.github.fastio.contest.judge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A checker program, run as testlib runs one: {@code CMD input output answer}; exit code 0 accepts,
 * 1 is a wrong answer, 2 a presentation error, anything else a failure of the checker. Its first
 * line of output (testlib writes to standard error) is the report's detail.
 */
final class CommandChecker extends Checker {
  private static final long CHECKER_SECONDS = 60;
  private final String spec;
  private final List<String> command;

  CommandChecker(String spec, List<String> command) {
    this.spec = spec;
    this.command = command;
  }

  @Override
  Result check(Path input, Path output, Path answer) throws IOException {
    List<String> full = new ArrayList<>(command);
    full.add(input.toString());
    full.add(output.toString());
    full.add(answer.toString());
    Path log = Files.createTempFile(output.getParent(), "checker", ".log");
    Process p =
        new ProcessBuilder(full)
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .redirectInput(ProcessBuilder.Redirect.from(nullFile()))
            .start();
    try {
      if (!p.waitFor(CHECKER_SECONDS, TimeUnit.SECONDS)) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        return new Result(Verdict.FAIL, "the checker ran " + CHECKER_SECONDS + " s: killed");
      }
    } catch (InterruptedException e) {
      p.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
    String said = firstLine(log);
    Files.deleteIfExists(log);
    return switch (p.exitValue()) {
      case 0 -> Result.ACCEPTED;
      case 1 -> new Result(Verdict.WA, said);
      case 2 -> new Result(Verdict.PE, said);
      default ->
          new Result(
              Verdict.FAIL,
              "the checker exited with " + p.exitValue() + (said.isEmpty() ? "" : ": " + said));
    };
  }

  @Override
  String describe() {
    return spec + " (as CMD input output answer)";
  }

  static java.io.File nullFile() {
    return new java.io.File(
        System.getProperty("os.name", "").startsWith("Windows") ? "NUL" : "/dev/null");
  }

  static String firstLine(Path file) throws IOException {
    for (String line : Text.head(file, 4096).split("\\R", -1)) {
      if (!line.isBlank()) {
        return line.trim();
      }
    }
    return "";
  }
}
