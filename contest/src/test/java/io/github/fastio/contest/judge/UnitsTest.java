package io.github.fastio.contest.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import picocli.CommandLine.TypeConversionException;

class UnitsTest {
  @Test
  void timesInSecondsOrMilliseconds() {
    Units.Millis ms = new Units.Millis();
    assertEquals(2000L, ms.convert("2s"));
    assertEquals(1500L, ms.convert("1.5s"));
    assertEquals(500L, ms.convert("500ms"));
    assertEquals(3000L, ms.convert("3"));
    assertThrows(TypeConversionException.class, () -> ms.convert("0s"));
    assertThrows(TypeConversionException.class, () -> ms.convert("fast"));
  }

  @Test
  void sizesInKibMibGib() {
    Units.KiB kb = new Units.KiB();
    assertEquals(256L * 1024, kb.convert("256m"));
    assertEquals(256L * 1024, kb.convert("256MB"));
    assertEquals(1024L * 1024, kb.convert("1g"));
    assertEquals(65536L, kb.convert("65536k"));
    assertEquals(64L * 1024, kb.convert("64"));
    assertThrows(TypeConversionException.class, () -> kb.convert("-1m"));
  }

  @Test
  void secondsAreShownWithoutTrailingZeros() {
    assertEquals("2 s", Units.seconds(2000));
    assertEquals("1.5 s", Units.seconds(1500));
  }

  @Test
  void byteCountsAreShownInTheLargestUnitReached() {
    assertEquals("100 B", Units.size(100));
    assertEquals("2 KiB", Units.size(2048));
    assertEquals("1.5 MiB", Units.size(3 << 19));
    assertEquals("256 MiB", Units.size(256L << 20));
    assertEquals("1024 MiB", Units.size(1L << 30));
  }
}
