package io.github.fastio.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.fastio.Tries;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The classic peers must be correct where the benchmark relies on them (integers), or the
 * comparison is unfair; where the idiom is inexact by nature (doubles) the tests pin that down
 * instead.
 */
class ClassicPeersTest {
  private static String write(long... values) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ClassicByteWriter out = new ClassicByteWriter(bytes);
    for (long v : values) {
      out.print(v);
      out.print('\n');
    }
    out.flush();
    return bytes.toString(StandardCharsets.US_ASCII);
  }

  @Test
  void classicWriterPrintsLongsLikeLongToString() {
    Tries.forAll(
        Tries.LONG_EDGES, Tries::aLong, v -> assertEquals(Long.toString(v) + "\n", write(v)));
  }

  @Test
  void classicWriterPrintsExtremesLikeTheJdk() {
    assertEquals(
        "0\n-1\n9223372036854775807\n-9223372036854775808\n",
        write(0, -1, Long.MAX_VALUE, Long.MIN_VALUE));
  }

  @Test
  void classicWriterCrossesItsBufferBoundaryIntact() {
    long[] values = NumType.LONG.generate(20_000); // about 400 KB: several 64 KiB flushes
    StringBuilder expected = new StringBuilder();
    for (long v : values) {
      expected.append(v).append('\n');
    }
    assertEquals(expected.toString(), write(values));
  }

  /** Two longs on two lines. */
  record Pair(long a, long b) {}

  @Test
  void classicReaderReadsLongsWrittenByTheJdk() {
    Tries.forAll(
        Tries.pairs(Tries.LONG_EDGES, Tries.LONG_EDGES, Pair::new),
        r -> new Pair(Tries.aLong(r), Tries.aLong(r)),
        p -> {
          ClassicByteReader in = reader(p.a() + " \n" + p.b() + "\n");
          assertEquals(p.a(), in.nextLong());
          assertEquals(p.b(), in.nextLong());
        });
  }

  @Test
  void classicReaderReadsTheIntWorkloadLikeIntegerParseInt() {
    long[] values = NumType.INT.generate(100_000);
    StringBuilder text = new StringBuilder();
    for (long v : values) {
      text.append(v).append('\n');
    }
    ClassicByteReader in = reader(text.toString());
    for (long v : values) {
      assertEquals((int) v, in.nextInt());
    }
  }

  @Test
  void classicReaderDoubleIdiomIsInexactOnSomeNineDecimalValues() {
    // The reason the benchmark checks readers by checksum: the idiom's digit-by-digit division
    // drifts by ulps.
    SplittableRandom random = new SplittableRandom(1);
    int differ = 0;
    for (int i = 0; i < 10_000; i++) {
      String token = String.format(java.util.Locale.ROOT, "%.9f", random.nextDouble(-1e6, 1e6));
      if (reader(token + "\n").nextDouble() != Double.parseDouble(token)) {
        differ++;
      }
    }
    assertNotEquals(0, differ);
  }

  @Test
  void classicWriterDoubleIdiomMatchesTheJdkOnPlainValues() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ClassicByteWriter out = new ClassicByteWriter(bytes);
    out.print(-12.5, 3);
    out.print('\n');
    out.print(0.999_999_999_6, 9);
    out.flush();
    assertEquals(
        String.format(java.util.Locale.ROOT, "%.3f\n%.9f", -12.5, 0.999_999_999_6),
        bytes.toString(StandardCharsets.US_ASCII));
  }

  private static ClassicByteReader reader(String text) {
    return new ClassicByteReader(
        new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)));
  }
}
