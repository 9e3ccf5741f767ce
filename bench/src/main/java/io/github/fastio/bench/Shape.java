package io.github.fastio.bench;

import java.util.Locale;

/**
 * Where a program's loop over the numbers lives. The JIT compiles the same loop differently in each
 * place, so a reader that wins in one shape can lose in another: a whole-process comparison names
 * its shape.
 */
public enum Shape {
  /**
   * The whole loop in {@code public static void main}, one pass, one JVM: what a contestant writes.
   * The loop runs once, so the JIT can only compile it on-stack (OSR) while it runs.
   */
  MAIN,
  /**
   * The loop in a static helper method that {@code main} calls once, one loop per type (the
   * experiment's original programs, dispatched by {@link Main}).
   */
  HELPER,
  /**
   * fastio's bulk methods: {@code nextInts/nextLongs/nextDoubles(n)} and {@code print(int[])},
   * called from {@code main}; the loop is inside the library.
   */
  BULK;

  /** The lower-case name used on command lines and in reports. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Parses {@code main}, {@code helper} or {@code bulk} (any case). */
  public static Shape parse(String name) {
    for (Shape s : values()) {
      if (s.label().equalsIgnoreCase(name)) {
        return s;
      }
    }
    throw new IllegalArgumentException(
        "unknown shape '" + name + "' (expected main, helper or bulk)");
  }
}
