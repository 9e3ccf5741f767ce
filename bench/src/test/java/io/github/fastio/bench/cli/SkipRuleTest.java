package io.github.fastio.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fastio.bench.RunResult;
import io.github.fastio.bench.Shape;
import io.github.fastio.cli.ProcessTimes;
import org.junit.jupiter.api.Test;

/**
 * The budget's skip rule predicts from the I/O work the program timed, never from the whole process
 * (JVM start-up scaled by a size ratio), and never skips fastio.
 */
class SkipRuleTest {
  private static final double BUDGET_S = 10;

  /** A cell whose runs timed {@code workMs} of I/O work inside a process of {@code processMs}. */
  private static Cell cell(int n, double processMs, double... workMs) {
    Cell cell = new Cell();
    for (double w : workMs) {
      cell.runs.add(
          new Cell.Run(
              new RunResult(n, w, 0, "17"),
              new ProcessTimes(processMs, processMs, 10),
              processMs + 5));
    }
    return cell;
  }

  @Test
  void predictionScalesTheMedianWorkTimeNotTheProcessTime() {
    Cell c = cell(1000, 150, 4, 5, 90);
    assertEquals(500, BenchRun.predictedWorkMs(c, 1000, 100_000), 1e-9);
  }

  @Test
  void aFastPeerInASlowStartingJvmIsNotSkipped() {
    // 150 ms of process at 1e3 scaled by 100 is 15 s: the old rule skipped everything here.
    Cell c = cell(1000, 150, 5);
    assertFalse(BenchRun.overBudget(new Row("bytes", Shape.MAIN), c, 1000, 100_000, BUDGET_S));
  }

  @Test
  void aPeerWhoseWorkWouldPassTheBudgetIsSkipped() {
    Cell c = cell(1_000_000, 1300, 1195);
    assertTrue(
        BenchRun.overBudget(new Row("println", Shape.MAIN), c, 1_000_000, 10_000_000, BUDGET_S));
    assertFalse(
        BenchRun.overBudget(new Row("println", Shape.MAIN), c, 1_000_000, 5_000_000, BUDGET_S));
  }

  @Test
  void fastioIsNeverSkippedInAnyShape() {
    Cell slow = cell(1000, 60_000, 50_000);
    for (Shape shape : Shape.values()) {
      assertFalse(
          BenchRun.overBudget(new Row("fastio", shape), slow, 1000, 10_000_000, BUDGET_S),
          shape.label());
    }
    assertTrue(BenchRun.overBudget(new Row("scanner", Shape.MAIN), slow, 1000, 2000, BUDGET_S));
  }

  @Test
  void aCellWithoutItsOwnTimeIsNotPredicted() {
    Cell noChild = new Cell();
    noChild.runs.add(new Cell.Run(null, new ProcessTimes(90_000, 1, 1), 90_000));
    assertFalse(BenchRun.overBudget(Row.of("empty"), noChild, 1000, 10_000_000, BUDGET_S));
  }
}
