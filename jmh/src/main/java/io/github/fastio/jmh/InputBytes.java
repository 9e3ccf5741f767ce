package io.github.fastio.jmh;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Counts the bytes of text a benchmark consumed or produced. JMH normalises an OPERATIONS counter
 * by time, so the secondary result {@code :bytes} of every benchmark that takes this state is a
 * rate in bytes per second: divide by 10^6 for MB/s. (Its unit column still says ops/s; JMH has no
 * other name for it.)
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class InputBytes {
  /** Bytes so far in this iteration; public because JMH reads it. */
  public long bytes;

  /** Each iteration reports its own rate. */
  @Setup(Level.Iteration)
  public void reset() {
    bytes = 0;
  }
}
