package io.github.fastio.bench.cli;

import io.github.fastio.bench.Inputs;
import io.github.fastio.bench.NumType;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the input files of a run ({@link Inputs}'s text): the same file is the readers' input and,
 * after its first line (the count), the writers' and round trips' expected output.
 */
final class InputFiles {
  private InputFiles() {}

  /**
   * Writes the count and the numbers, and returns the checksum of the JDK's own parse of each line
   * (Integer/Long/Double.parseXxx): the value every reader must reproduce.
   */
  static long write(NumType type, int n, Path file) throws IOException {
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
      return Inputs.writeNumbers(type, n, out);
    }
  }

  /** Writes the a+b input of {@code pairs} pairs and the JDK's answers. */
  static void writeAplusb(int pairs, Path input, Path answers) throws IOException {
    try (Writer in = Files.newBufferedWriter(input, StandardCharsets.US_ASCII);
        Writer out = Files.newBufferedWriter(answers, StandardCharsets.US_ASCII)) {
      Inputs.writeAplusb(pairs, in, out);
    }
  }
}
