package io.github.fastio.bench.cli;

import io.github.fastio.bench.Shape;

/**
 * One row of a table: a method in a program shape. The shape is null for the programs that have
 * none (the empty JVM of the round trips, the C++ a+b program).
 */
record Row(String method, Shape shape) {
  /** The row of a method without a shape. */
  static Row of(String method) {
    return new Row(method, null);
  }

  /** The shape's name, or "-". */
  String shapeLabel() {
    return shape == null ? "-" : shape.label();
  }

  /** "fastio main", "empty": for charts and progress messages. */
  String label() {
    return shape == null ? method : method + " " + shape.label();
  }
}
