package io.github.fastio.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class StatsTest {
  @Test
  void medianOfOddCountIsTheMiddleValue() {
    assertEquals(3.0, Stats.median(List.of(9.0, 3.0, 1.0)));
  }

  @Test
  void medianOfEvenCountIsTheMeanOfTheMiddleTwo() {
    assertEquals(2.5, Stats.median(List.of(4.0, 1.0, 2.0, 3.0)));
  }

  @Test
  void medianIgnoresOneOutlier() {
    assertEquals(10.0, Stats.median(List.of(10.0, 11.0, 9.0, 10.0, 500.0)));
  }

  @Test
  void medianOfNothingIsNaN() {
    assertTrue(Double.isNaN(Stats.median(List.of())));
  }

  @Test
  void ratioDividesByTheBase() {
    assertEquals(4.0, Stats.ratio(200, 50));
  }

  @Test
  void ratioToAZeroOrUnknownBaseIsUnknown() {
    assertTrue(Double.isNaN(Stats.ratio(200, 0)));
    assertTrue(Double.isNaN(Stats.ratio(200, Double.NaN)));
    assertTrue(Double.isNaN(Stats.ratio(Double.NaN, 3)));
  }
}
