package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.util.function.Consumer;
import java.util.function.Function;

/** What a writer's calls allocate on the current thread, for the writers' allocation tests. */
final class WriterAllocations {
  private WriterAllocations() {}

  /** A stream that counts what it is given and keeps none of it. */
  private static final class Discard extends OutputStream {
    long bytes;

    @Override
    public void write(int b) {
      bytes++;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      bytes += len;
    }
  }

  /**
   * The least allocation of three passes of {@code calls} over one writer that {@code open} makes
   * on a discarding stream, so a one-off allocation by the JVM cannot fail a test; a first pass
   * loads and links classes. The calls must write over a megabyte a pass (hundreds of flushes).
   */
  static <W> long leastAllocatedBy(Function<OutputStream, W> open, Consumer<W> calls) {
    java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "no allocation counter here");
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
    assumeTrue(
        threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled());
    Discard out = new Discard();
    W w = open.apply(out);
    calls.accept(w); // the first pass loads and links classes
    long thread = Thread.currentThread().getId();
    threads.getThreadAllocatedBytes(thread); // its first call allocates for itself
    long least = Long.MAX_VALUE;
    for (int pass = 0; pass < 3; pass++) {
      long before = threads.getThreadAllocatedBytes(thread);
      calls.accept(w);
      least = Math.min(least, threads.getThreadAllocatedBytes(thread) - before);
    }
    assertTrue(out.bytes > 1_000_000, "the calls went through hundreds of buffer flushes");
    return least;
  }
}
