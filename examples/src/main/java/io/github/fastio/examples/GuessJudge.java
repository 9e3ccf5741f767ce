package io.github.fastio.examples;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;

/**
 * The interactor of {@link GuessTheNumber}, written with plain JDK classes so that it checks fastio
 * from the outside. Run as testlib runs an interactor, {@code GuessJudge input output [answer]}: it
 * reads the secret from the test's input file, answers every question at once, flushing each
 * answer, and exits 0 when the solution names the secret within 31 questions, 1 (wrong answer)
 * otherwise. The verdict goes to standard error.
 */
public final class GuessJudge {
  private GuessJudge() {}

  public static void main(String[] args) throws IOException {
    long secret =
        Long.parseLong(
            new String(Files.readAllBytes(Paths.get(args[0])), StandardCharsets.UTF_8).trim());
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    PrintStream out = new PrintStream(System.out, true, "UTF-8");
    for (int questions = 0; questions <= 31; questions++) {
      String line = in.readLine();
      if (line == null) {
        System.err.println("WA: the solution ended without an answer");
        System.exit(1);
      }
      String[] parts = line.trim().split(" ", -1);
      long x = Long.parseLong(parts[1]);
      if (parts[0].equals("!")) {
        boolean ok = x == secret;
        System.err.println(ok ? "AC after " + questions + " questions" : "WA: answered " + x);
        System.exit(ok ? 0 : 1);
      }
      out.println(secret < x ? "<" : secret > x ? ">" : "=");
    }
    System.err.println("WA: too many questions");
    System.exit(1);
  }
}
