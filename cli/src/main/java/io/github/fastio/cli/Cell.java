package io.github.fastio.cli;

import io.github.fastio.bench.RunResult;
import java.util.ArrayList;
import java.util.List;

/**
 * Everything measured for one method at one size: its runs, and why it has no time if it has none.
 */
final class Cell {
  /** How the method fared at this size. */
  enum Status {
    OK,
    /** Ran, but its output or checksum differs from the JDK's: it is never shown as fast. */
    WRONG,
    /** Did not finish (non-zero exit, no report line, or timeout). */
    FAILED,
    /** Not run: a smaller size predicted it would exceed the time budget. */
    SKIPPED
  }

  final List<RunResult> runs = new ArrayList<>();

  /** Clock time of the whole child process as the parent saw it, start-up included. */
  final List<Double> processWallMs = new ArrayList<>();

  Status status = Status.OK;
  String detail = "";

  void mark(Status status, String detail) {
    this.status = status;
    this.detail = detail;
  }

  boolean ok() {
    return status == Status.OK && !runs.isEmpty();
  }

  double cpuMs() {
    return ok() ? Stats.median(runs.stream().map(RunResult::cpuMs).toList()) : Double.NaN;
  }

  double wallMs() {
    return ok() ? Stats.median(runs.stream().map(RunResult::wallMs).toList()) : Double.NaN;
  }

  double processCpuMs() {
    return ok() ? Stats.median(runs.stream().map(RunResult::processCpuMs).toList()) : Double.NaN;
  }

  double processWallMs() {
    return ok() ? Stats.median(processWallMs) : Double.NaN;
  }
}
