package io.github.fastio.contest.judge;

/** What a test came to, in the judges' words. */
enum Verdict {
  /** Accepted: the output is right and the run stayed within the limits. */
  AC("accepted"),
  /** Wrong answer. */
  WA("wrong answer"),
  /** Presentation error: said by a checker or an interactor (testlib's exit code 2). */
  PE("presentation error"),
  /** Time limit exceeded: CPU time over the limit, or wall time over its bound. */
  TLE("time limit exceeded"),
  /** Memory limit exceeded: peak resident memory over the limit, or an OutOfMemoryError. */
  MLE("memory limit exceeded"),
  /** Output limit exceeded: the solution wrote more than the limit (stopped there). */
  OLE("output limit exceeded"),
  /** Runtime error: an exception, a non-zero exit code or a signal. */
  RE("runtime error"),
  /** Idleness limit exceeded: an interactive solution waited, using no time, until the bound. */
  ILE("idleness limit exceeded"),
  /** The checker or the interactor failed (testlib's exit code 3): the test, not the solution. */
  FAIL("checker or interactor failed"),
  /** Ran within the limits; the test has no answer to compare with. */
  OK("ran, no answer to check");

  final String meaning;

  Verdict(String meaning) {
    this.meaning = meaning;
  }

  /** Whether the judge's exit code may stay 0. */
  boolean passes() {
    return this == AC || this == OK;
  }
}
