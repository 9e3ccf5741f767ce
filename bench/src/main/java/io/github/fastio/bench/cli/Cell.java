package io.github.fastio.bench.cli;

import io.github.fastio.bench.RunResult;
import io.github.fastio.cli.ProcessTimes;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/** Everything measured for one row at one size: its runs, and why it has no time if it has none. */
final class Cell {
  /** How the method fared at this size. */
  enum Status {
    OK,
    /** Ran, but its output or checksum differs from the JDK's: it is never shown as fast. */
    WRONG,
    /** Did not finish (non-zero exit, no report line, or timeout), or could not be built. */
    FAILED,
    /** Not run: a smaller size predicted it would exceed the time budget, or no compiler. */
    SKIPPED
  }

  /**
   * One run.
   *
   * @param child what the program reported (null for the a+b programs, which report nothing)
   * @param process the whole process's times from its parent (null when not measured)
   * @param parentWallMs clock time of the process as the CLI saw it, spawning included
   */
  record Run(RunResult child, ProcessTimes process, double parentWallMs) {}

  final List<Run> runs = new ArrayList<>();

  Status status = Status.OK;
  String detail = "";

  void mark(Status status, String detail) {
    this.status = status;
    this.detail = detail;
  }

  boolean ok() {
    return status == Status.OK && !runs.isEmpty();
  }

  /** Median wall time of the I/O work, as the program measured it. */
  double wallMs() {
    return median(r -> r.child() == null ? Double.NaN : r.child().wallMs());
  }

  /** Median CPU time of the whole process, all threads. */
  double processCpuMs() {
    return median(r -> r.process() == null ? Double.NaN : r.process().cpuMs());
  }

  /** Median clock time of the whole process: from its timing line, else as the CLI saw it. */
  double processWallMs() {
    return median(r -> r.process() == null ? r.parentWallMs() : r.process().wallMs());
  }

  private double median(ToDoubleFunction<Run> value) {
    if (!ok()) {
      return Double.NaN;
    }
    List<Double> values = new ArrayList<>();
    for (Run r : runs) {
      double v = value.applyAsDouble(r);
      if (Double.isNaN(v)) {
        return Double.NaN;
      }
      values.add(v);
    }
    return Stats.median(values);
  }
}
