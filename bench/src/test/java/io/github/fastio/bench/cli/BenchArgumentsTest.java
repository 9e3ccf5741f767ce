package io.github.fastio.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * Bad arguments end with exit code 2 and a one-line message, never a stack trace; nothing is run.
 */
class BenchArgumentsTest {
  private final StringWriter err = new StringWriter();
  private final StringWriter out = new StringWriter();

  private int run(String... args) {
    CommandLine cmd = FastioCli.commandLine();
    cmd.setErr(new PrintWriter(err, true));
    cmd.setOut(new PrintWriter(out, true));
    return cmd.execute(args);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "--sizes=abc",
        "--sizes=0",
        "--sizes=-5",
        "--sizes=1.5",
        "--sizes=1e9",
        "--sizes=1e3,,1e4",
        "--only=everything",
        "--shape=inline",
        "--shape=main,,bulk",
        "--pairs=0",
        "--pairs=1e9",
        "--type=float",
        "--repeat=0",
        "--repeat=x",
        "--budget=0",
        "--methods=quicksort",
        "--java=/no/such/java",
        "--huge=0",
        "--huge=3x",
        "--huge=2000g",
        "--stations=-1m",
        "--no-such-option"
      })
  void badArgumentExitsWithTwoAndNoStackTrace(String arg) {
    assertEquals(2, run("bench", arg, "--out=target/never-written"));
    String message = err.toString();
    assertEquals(1, message.lines().count(), message);
    assertTrue(message.startsWith("fastio bench: "), message);
  }

  @Test
  void unknownOnlyNamesTheValidGroups() {
    run("bench", "--only=everything");
    assertTrue(err.toString().contains("readers, writers, roundtrip or aplusb"), err.toString());
  }

  @Test
  void unknownShapeNamesTheValidOnes() {
    assertEquals(2, run("bench", "--shape=inline", "--out=target/never-written"));
    assertTrue(err.toString().contains("main, helper, bulk or all"), err.toString());
  }

  @Test
  void aShapeWithoutProgramsForTheGroupIsAUsageError() {
    // fastio has no bulk writer of doubles
    assertEquals(
        2,
        run(
            "bench",
            "--only=writers",
            "--shape=bulk",
            "--type=double",
            "--out=target/never-written"));
    assertTrue(err.toString().contains("no programs"), err.toString());
  }

  @Test
  void missingSubcommandIsAUsageError() {
    assertEquals(2, run());
    assertTrue(err.toString().contains("missing command"), err.toString());
  }

  @Test
  void helpExitsWithZeroAndListsTheOptions() {
    assertEquals(0, run("bench", "--help"));
    for (String option :
        new String[] {
          "--sizes", "--repeat", "--java", "--only", "--type", "--out", "--shape", "--pairs"
        }) {
      assertTrue(out.toString().contains(option), option);
    }
  }

  @Test
  void topLevelHelpNamesTheBenchCommand() {
    assertEquals(0, run("--help"));
    assertTrue(out.toString().contains("bench"));
  }

  @Test
  void sizesAcceptScientificAndPlainForms() {
    assertEquals(1000, Sizes.parse("1e3"));
    assertEquals(250_000, Sizes.parse("2.5e5"));
    assertEquals(1_000_000, Sizes.parse("1_000_000"));
    assertEquals(Sizes.MAX, Sizes.parse("1e8"));
    assertThrows(CommandLine.TypeConversionException.class, () -> Sizes.parse("1.00000001e8"));
    assertThrows(CommandLine.TypeConversionException.class, () -> Sizes.parse("2.5"));
  }

  @Test
  void sizeLabelsUseExponentsForPowersOfTen() {
    assertEquals("1e3", Sizes.label(1000));
    assertEquals("1e7", Sizes.label(10_000_000));
    assertEquals("250000", Sizes.label(250_000));
    assertEquals("1", Sizes.label(1));
    assertEquals("1e1", Sizes.label(10));
  }

  @Test
  void fileSizesTakeKmgOrBytes() {
    assertEquals(3L << 30, ByteSize.parse("3g"));
    assertEquals(3L << 30, ByteSize.parse("3G"));
    assertEquals(500L << 20, ByteSize.parse("500m"));
    assertEquals(1536L << 20, ByteSize.parse("1.5g"));
    assertEquals(64L << 10, ByteSize.parse("64k"));
    assertEquals(1_000_000_000L, ByteSize.parse("1e9"));
    assertEquals(1000, ByteSize.parse("1_000"));
    assertEquals("3g", FileBench.label(3L << 30));
    assertEquals("1536m", FileBench.label(1536L << 20));
    assertEquals("1000000000", FileBench.label(1_000_000_000L));
  }
}
