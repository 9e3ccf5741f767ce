package io.github.fastio.contest;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.Optional;
import picocli.CommandLine;

/** Runs the {@code fastio} command line in this JVM and keeps what it printed, for the tests. */
public final class Cli {
  /** The exit code. */
  public final int code;

  /** Standard output. */
  public final String out;

  /** Standard error. */
  public final String err;

  private Cli(int code, String out, String err) {
    this.code = code;
    this.out = out;
    this.err = err;
  }

  /**
   * Runs {@code fastio args...}.
   *
   * @param args the arguments, the command first
   * @return what happened
   */
  public static Cli run(String... args) {
    CommandLine cmd = FastioContest.commandLine();
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(err, true));
    int code = cmd.execute(args);
    return new Cli(code, out.toString(), err.toString());
  }

  /**
   * The row of the judge's table for {@code test}: name, verdict, cpu ms, wall ms, memory, detail.
   *
   * @param test the test's name
   * @return its columns (the detail, which may hold spaces, in one)
   */
  public String[] row(String test) {
    Optional<String> line =
        out.lines().filter(l -> l.startsWith(test + " ") && !l.startsWith("test ")).findFirst();
    if (line.isEmpty()) {
      throw new AssertionError("no row for test " + test + " in:\n" + this);
    }
    String[] cols = line.get().trim().split("\\s+", 6);
    return cols.length == 6 ? cols : Arrays.copyOf(cols, 6);
  }

  /** The verdict of {@code test}. */
  public String verdict(String test) {
    return row(test)[1];
  }

  /** The CPU time of {@code test} in ms. */
  public long cpuMs(String test) {
    return Long.parseLong(row(test)[2]);
  }

  /** The detail column of {@code test} ("" if none). */
  public String detail(String test) {
    String d = row(test)[5];
    return d == null ? "" : d;
  }

  @Override
  public String toString() {
    return "exit " + code + "\n--- out\n" + out + "--- err\n" + err;
  }
}
