package io.github.fastio.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RunResultTest {
  @Test
  void reportLineParsesBackFromAmongOtherStderrLines() {
    RunResult r =
        new RunResult(
            "read", "fastio", NumType.DOUBLE, 1000, 12.5, 10.25, 150.0, -42L, "17.0.15+6");
    RunResult back = RunResult.parse("WARNING: something\n" + r.format() + "\nmore\n");
    assertEquals(r, back);
  }

  @Test
  void missingReportLineIsAnError() {
    assertThrows(
        IllegalArgumentException.class, () -> RunResult.parse("Exception in thread main\n"));
  }

  @Test
  void malformedReportLineIsAnError() {
    assertThrows(
        IllegalArgumentException.class, () -> RunResult.parse("fastio-bench kind=read n=x\n"));
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
