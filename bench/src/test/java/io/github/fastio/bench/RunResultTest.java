package io.github.fastio.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class RunResultTest {
  @Test
  void reportLineParsesBackFromAmongOtherStderrLines() {
    RunResult r = new RunResult(1000, 10.25, -42L, "17.0.15+6");
    RunResult back = RunResult.parse("WARNING: something\n" + r.format() + "\nmore\n");
    assertEquals(r, back);
  }

  @Test
  void probeWritesTheLineTheParentParses() {
    PrintStream saved = System.err;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    System.setErr(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      Probe.report(7, System.nanoTime() - 2_500_000, -9);
    } finally {
      System.setErr(saved);
    }
    RunResult r = RunResult.parse(bytes.toString(StandardCharsets.UTF_8));
    assertEquals(7, r.n());
    assertEquals(-9, r.checksum());
    assertTrue(r.wallMs() >= 2.5, r.toString());
    assertEquals(System.getProperty("java.runtime.version"), r.java());
  }

  @Test
  void missingReportLineIsAnError() {
    assertThrows(
        IllegalArgumentException.class, () -> RunResult.parse("Exception in thread main\n"));
  }

  @Test
  void malformedReportLineIsAnError() {
    assertThrows(
        IllegalArgumentException.class, () -> RunResult.parse("fastio-bench n=x wall_ns=1\n"));
  }

  @Test
  void workloadIsTheSameOnEveryCall() {
    assertArrayEquals(NumType.LONG.generate(1000), NumType.LONG.generate(1000));
  }

  @Test
  void typeNamesParseInAnyCase() {
    assertEquals(NumType.DOUBLE, NumType.parse("Double"));
    assertThrows(IllegalArgumentException.class, () -> NumType.parse("float"));
  }

  @Test
  void checksumSeesOrderAndSignOfZero() {
    Checksum ab = new Checksum();
    ab.add(1);
    ab.add(2);
    Checksum ba = new Checksum();
    ba.add(2);
    ba.add(1);
    assertNotEquals(ab.value(), ba.value());
    Checksum plus = new Checksum();
    plus.add(0.0);
    Checksum minus = new Checksum();
    minus.add(-0.0);
    assertNotEquals(plus.value(), minus.value());
  }

  @Test
  void checksumSeesOneUlp() {
    Checksum a = new Checksum();
    a.add(0.1);
    Checksum b = new Checksum();
    b.add(Math.nextUp(0.1));
    assertNotEquals(a.value(), b.value());
  }
}
