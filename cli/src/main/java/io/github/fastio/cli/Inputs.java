package io.github.fastio.cli;

import io.github.fastio.bench.Checksum;
import io.github.fastio.bench.NumType;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the input file of one size: the workload as the JDK prints it, one number a line. The same
 * file is the readers' input, the writers' expected output and the round trip's expected output.
 */
final class Inputs {
  private Inputs() {}

  /**
   * Writes the file and returns the checksum of the JDK's own parse of each line
   * (Integer/Long/Double.parseXxx): the value every reader must reproduce.
   */
  static long write(NumType type, int n, Path file) throws IOException {
    Checksum expected = new Checksum();
    StringBuilder line = new StringBuilder(32);
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
      for (long raw : type.generate(n)) {
        line.setLength(0);
        type.appendReference(line, raw);
        String text = line.toString();
        switch (type) {
          case INT -> expected.add(Integer.parseInt(text));
          case LONG -> expected.add(Long.parseLong(text));
          default -> expected.add(Double.parseDouble(text));
        }
        out.write(text);
        out.write('\n');
      }
    }
    return expected.value();
  }
}
