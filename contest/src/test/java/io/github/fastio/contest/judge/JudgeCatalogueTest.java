package io.github.fastio.contest.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writes the judge's section of the catalogue of bad inputs, {@code docs/bad-inputs.md} (from its
 * heading on; the rest is the core module's), from what the judge does: each row is run here.
 * {@code mvn -pl contest test -Dtest=JudgeCatalogueTest -Dfastio.catalogue=write} rewrites it.
 */
class JudgeCatalogueTest {
  private static final Path FILE = Paths.get("..", "docs", "bad-inputs.md");
  private static final String HEADING = "\n## fastio judge\n";
  private static final long GENEROUS_MS = 10_000;

  @TempDir Path tmp;

  private static String row(String input, String call, Checker.Result r, String after) {
    return row(input, call, r.verdict, r.detail, after);
  }

  private static String row(String input, String call, Verdict v, String detail, String after) {
    return "| " + input + " | " + call + " | " + v + ": `" + detail + "` | " + after + " |\n";
  }

  private String section() throws Exception {
    StringBuilder s = new StringBuilder();
    s.append(HEADING)
        .append(
            "\nWritten by `contest/src/test/java/io/github/fastio/contest/judge/JudgeCatalogueTest.java`"
                + " from what the judge does\n(`mvn -pl contest test -Dtest=JudgeCatalogueTest"
                + " -Dfastio.catalogue=write` rewrites this section). The solutions are\nthe shell"
                + " scripts of `contest/src/test/resources/io/github/fastio/contest/judge/hostile/`;"
                + " figures that vary\nfrom run to run are shown as `N`.\n\n")
        .append("| input | call | result | after it |\n|---|---|---|---|\n");
    TokenChecker floats = (TokenChecker) Checker.parse("float:1e-6", List.of());
    for (String huge : List.of("1e999999999", "-1e999999999", "1e99999999")) {
      Checker.Result r = floats.compare(bytes(huge), bytes("1"));
      assertEquals(Verdict.WA, r.verdict, huge);
      if (huge.equals("1e999999999")) {
        s.append(
            row(
                "an output `1e999999999` (and `-1e999999999`, `1e99999999`), the answer `1`",
                "`--checker float:1e-6`",
                r,
                "decided from the exponent, without building the number; the same for"
                    + " the others"));
      }
    }
    long n = StreamingCheckerTest.BEYOND_ANY_ARRAY;
    Checker.Result line =
        ExactChecker.compare(
            StreamingCheckerTest.generated("1 ", "7", n, "8 2"),
            StreamingCheckerTest.generated("1 ", "7", n, "9 2"));
    s.append(
        row(
            "an output line of 2^31 + 100 bytes (more than a Java array holds); the answer's line"
                + " differs in one byte near its end",
            "`--checker exact`",
            line,
            "both files read through a buffer of 64 KiB each; of the line only its first 160"
                + " bytes kept, for the message"));
    Runner.Outcome flood =
        Programs.runScript(
            tmp.resolve("flood"),
            "floods.sh",
            new Runner.Limits(GENEROUS_MS, GENEROUS_MS, 1 << 20, 1 << 20),
            "");
    assertEquals(Verdict.OLE, flood.verdict, flood.detail);
    s.append(
        row(
            "a solution that writes for ever (`floods.sh`)",
            "`--output-limit 1m`",
            flood.verdict,
            flood.detail.replaceFirst("writing [0-9.]+ (B|KiB|MiB)", "writing N MiB"),
            "output is watched every millisecond: stopped a few MiB past the limit, not"
                + " gigabytes"));
    if (ProcessTree.CPU_MEASURED) {
      Runner.Outcome left = leavesAProcess("setsid-f.sh", GENEROUS_MS, Verdict.AC);
      s.append(
          row(
              "a solution that leaves `sleep` in a session of its own with `setsid -f`"
                  + " (`setsid-f.sh`; also a double fork into a new session,"
                  + " `double-fork-setsid.sh`)",
              "judged",
              left.verdict,
              left.detail,
              "found by the marker in its environment although init is its parent; no process"
                  + " of the run is left"));
      Runner.Outcome orphan = leavesAProcess("orphan-burns-cpu.sh", 300, Verdict.TLE);
      s.append(
          row(
              "a solution that leaves a spinning orphan in a session of its own, then sleeps"
                  + " (`orphan-burns-cpu.sh`)",
              "`--time-limit 300ms`",
              orphan.verdict,
              orphan.detail.replaceFirst("killed at [0-9]+ ms", "killed at N ms"),
              "the orphan's CPU time counted, the figure that stopped the run the one reported;"
                  + " the orphan killed"));
    }
    return s.toString();
  }

  /**
   * Runs {@code script}, which leaves a process tagged by its input; checks the verdict and that
   * the process is gone.
   */
  private Runner.Outcome leavesAProcess(String script, long cpuMs, Verdict expected)
      throws Exception {
    String tag = "594." + ProcessHandle.current().pid() + System.nanoTime() % 1000;
    Runner.Outcome o =
        Programs.runScript(
            tmp.resolve(script),
            script,
            new Runner.Limits(cpuMs, GENEROUS_MS, 1 << 20, 1 << 20),
            tag + "\n");
    assertEquals(expected, o.verdict, o.detail);
    assertFalse(Programs.running(tag), "a process tagged " + tag + " outlived the run");
    return o;
  }

  private static ByteReader bytes(String s) {
    return new ByteReader(new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void theCommittedJudgeSectionIsWhatTheJudgeDoes() throws Exception {
    assumeTrue(ProcessTree.CPU_MEASURED, "the section is written where /proc is");
    String now = section();
    String file = Files.exists(FILE) ? Files.readString(FILE) : "";
    if ("write".equals(System.getProperty("fastio.catalogue"))) {
      int at = file.indexOf(HEADING);
      file = (at < 0 ? file : file.substring(0, at)) + now;
      Files.writeString(FILE, file);
    }
    int at = file.indexOf(HEADING);
    assertEquals(
        at < 0 ? "" : file.substring(at),
        now,
        "docs/bad-inputs.md's judge section is not what the judge does: rerun with"
            + " -Dfastio.catalogue=write and review the diff");
  }
}
