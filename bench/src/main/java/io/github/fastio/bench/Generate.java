package io.github.fastio.bench;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes an experiment input to standard output, to run or profile one program by hand (see
 * bench/README.md): {@code java -cp bench/target/fastio-bench.jar io.github.fastio.bench.Generate
 * int|long|double N}, or {@code ... Generate aplusb N [ANSWERS_FILE]}.
 */
public final class Generate {
  private Generate() {}

  /**
   * Entry point.
   *
   * @param args {@code int|long|double|aplusb N [ANSWERS_FILE]}
   * @throws IOException if writing fails
   */
  public static void main(String[] args) throws IOException {
    if (args.length < 2 || args.length > 3) {
      System.err.println("usage: Generate int|long|double N, or Generate aplusb N [ANSWERS_FILE]");
      System.exit(2);
    }
    int n = (int) Double.parseDouble(args[1]);
    Writer out =
        new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.US_ASCII), 1 << 16);
    if (args[0].equals("aplusb")) {
      if (args.length == 3) {
        try (Writer answers =
            Files.newBufferedWriter(Path.of(args[2]), StandardCharsets.US_ASCII)) {
          Inputs.writeAplusb(n, out, answers);
        }
      } else {
        Inputs.writeAplusb(n, out, null);
      }
    } else {
      Inputs.writeNumbers(NumType.parse(args[0]), n, out);
    }
    out.flush();
  }
}
