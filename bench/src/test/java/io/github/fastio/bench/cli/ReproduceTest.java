package io.github.fastio.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The reproduce line names every option given, with its value as typed, and nothing else. */
class ReproduceTest {
  private static String line(String... args) {
    CommandLine.ParseResult parsed = FastioCli.commandLine().parseArgs(args);
    return Reproduce.line(parsed.subcommand());
  }

  @Test
  void noOptionsIsTheBareCommand() {
    assertEquals("./fastio bench", line("bench"));
  }

  @Test
  void everyGivenOptionInTheOrderGiven() {
    assertEquals(
        "./fastio bench --sizes 1e3,1e5 --repeat 1 --type long --only readers --shape main,helper"
            + " --methods bytes,fastio --budget 20 --pairs 1e5 --out results",
        line(
            "bench",
            "--sizes",
            "1e3,1e5",
            "--repeat=1",
            "--type=long",
            "--only",
            "readers",
            "--shape",
            "main,helper",
            "--methods=bytes,fastio",
            "--budget",
            "20",
            "--pairs",
            "1e5",
            "--out",
            "results"));
  }

  @Test
  void hugeFilesJavaAndQuoting() {
    assertEquals(
        "./fastio bench --huge 1g --stations 512m --java '.../my jdk' --repeat 3",
        line(
            "bench",
            "--huge",
            "1g",
            "--stations=512m",
            "--java",
            "/opt/my jdk",
            "--verbose",
            "--repeat",
            "3"));
  }

  @Test
  void anAbsolutePathNamesNoMachine() {
    assertEquals(
        "./fastio bench --huge 3g --java .../temurin-25-jdk-amd64",
        line(
            "bench",
            "--huge",
            "3g",
            "--out",
            "/tmp/bh",
            "--java",
            "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java"));
    assertEquals(
        "./fastio bench --java .../jdk-17 --out results",
        line("bench", "--java", "/opt/jdk-17/", "--out", "results"));
  }

  @Test
  void aRepeatedOptionKeepsEveryValue() {
    assertEquals(
        "./fastio bench --sizes 1e3 --sizes 1e4 --repeat 1",
        line("bench", "--sizes", "1e3", "--repeat", "1", "--sizes", "1e4"));
  }

  @Test
  void shellQuoting() {
    assertEquals("1e3,1e4", Reproduce.quote("1e3,1e4"));
    assertEquals("''", Reproduce.quote(""));
    assertEquals("'it'\\''s'", Reproduce.quote("it's"));
    assertEquals("'a;b'", Reproduce.quote("a;b"));
  }
}
