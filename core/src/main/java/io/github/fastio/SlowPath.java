package io.github.fastio;

/**
 * Where the engine's fast paths ({@link ByteInput#intAt} and the others) hand a token they do not
 * take: the reader that owns the engine, which reads it the checked way (the token reader skips
 * separators first, the record reader scans the field, quotes and all), with {@code pos} where the
 * fast path found it. A call of the reader's, not a value the caller must test, so that a public
 * method that reads a number stays one call to the fast path, small enough for C1 to inline into a
 * caller's loop (a method that also tests a {@code long} for a value meaning none is refused there
 * for its operand stack, and costs a call per number until C2 compiles the loop).
 */
interface SlowPath {
  /** The int at {@code pos} that the fast path did not take. */
  int intMiss();

  /** The long at {@code pos} that the fast path did not take. */
  long longMiss();

  /** The double at {@code pos} that the fast path did not take. */
  double doubleMiss();
}
