package io.github.fastio.bench;

import java.io.IOException;
import java.io.Writer;
import java.util.SplittableRandom;

/**
 * The experiment's input files, written by the JDK: the same text is the readers' input and, after
 * its first line, the writers' and round trips' expected output.
 *
 * <ul>
 *   <li>numbers: a first line with the count {@code n}, then the n numbers of the workload, one a
 *       line (as a contest problem gives them);
 *   <li>a+b: a first line with the count of pairs, then one pair {@code a b} a line, {@code 0 <= a,
 *       b <= 10^18}; the answer is {@code a+b}, one a line.
 * </ul>
 */
public final class Inputs {
  /** The largest a or b of the a+b problem. */
  public static final long APLUSB_MAX = 1_000_000_000_000_000_000L;

  private Inputs() {}

  /**
   * Writes the count and the numbers, and returns the checksum of the JDK's own parse of each line
   * ({@code Integer/Long/Double.parseXxx}): the value every reader must reproduce.
   */
  public static long writeNumbers(NumType type, int n, Writer out) throws IOException {
    Checksum expected = new Checksum();
    StringBuilder line = new StringBuilder(32);
    out.write(Integer.toString(n));
    out.write('\n');
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
    return expected.value();
  }

  /**
   * Writes the a+b input of {@code pairs} pairs and, when {@code answers} is not null, the JDK's
   * answers. The first two pairs are the extremes (0 0 and 10^18 10^18), the rest uniform in [0,
   * 10^18] from the fixed seed: about 38 bytes a pair.
   */
  public static void writeAplusb(int pairs, Writer input, Writer answers) throws IOException {
    SplittableRandom random = new SplittableRandom(NumType.SEED ^ 0xA5B);
    input.write(Integer.toString(pairs));
    input.write('\n');
    for (int i = 0; i < pairs; i++) {
      long a;
      long b;
      if (i < 2) {
        a = b = i == 0 ? 0 : APLUSB_MAX;
      } else {
        a = random.nextLong(APLUSB_MAX + 1);
        b = random.nextLong(APLUSB_MAX + 1);
      }
      input.write(Long.toString(a));
      input.write(' ');
      input.write(Long.toString(b));
      input.write('\n');
      if (answers != null) {
        answers.write(Long.toString(Math.addExact(a, b)));
        answers.write('\n');
      }
    }
  }
}
