package io.github.fastio;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Property tests over seeded generators, in plain JUnit 5: a property is checked on its named edge
 * cases, then on {@link #COUNT} inputs, each drawn from a {@link Random} with a seed of its own.
 *
 * <p>Every run draws new seeds, so each CI run tries inputs no run tried before. A failure names
 * the test, the try, its input and its seed; {@code -Dfastio.seed=S} replays that one try alone,
 * e.g. {@code mvn -pl core test -Dtest=FastReaderNumbersTest#nextIntReadsBackEveryInt
 * -Dfastio.seed=S}. {@code -Dfastio.tries=N} sets the count (1000 unless set; a release check runs
 * 100,000). There is no shrinking: the generators favour short inputs and small magnitudes, and the
 * edge cases run first.
 *
 * <p>The generators draw values as a property-testing library's defaults do: integers and decimals
 * spread over every order of magnitude (as many in each band as in the next, the bands narrower
 * near 0), a twentieth of them one of the type's edge values, and sizes mostly short.
 *
 * <p>Public for the bench module's tests, which take it from this module's test jar.
 */
public final class Tries {
  private Tries() {}

  /** Tries per property in CI; {@code -Dfastio.tries=N} for more. */
  public static final int COUNT =
      positive("fastio.tries", Integer.getInteger("fastio.tries", 1000));

  /** A seed to replay: one try with it, and no edge cases. */
  private static final Long REPLAY = Long.getLong("fastio.seed");

  /** A property of one input; any exception or failed assertion falsifies it. */
  @FunctionalInterface
  public interface Property<T> {
    void check(T input) throws Exception;
  }

  /** Checks {@code property} on {@link #COUNT} inputs drawn by {@code draw}. */
  public static <T> void forAll(Function<Random, T> draw, Property<T> property) {
    forAll(COUNT, List.of(), draw, property);
  }

  /** Checks {@code property} on every edge case, then on {@link #COUNT} drawn inputs. */
  public static <T> void forAll(
      Collection<T> edgeCases, Function<Random, T> draw, Property<T> property) {
    forAll(COUNT, edgeCases, draw, property);
  }

  /**
   * Checks {@code property} on every edge case, then on {@code tries} drawn inputs (a count made
   * with {@link #scaled}, for properties whose tries cost more than most).
   */
  public static <T> void forAll(
      int tries, Collection<T> edgeCases, Function<Random, T> draw, Property<T> property) {
    String test = callingTest();
    if (REPLAY != null) {
      check(test, "the replayed try", REPLAY, draw, property);
      return;
    }
    int k = 0;
    for (T input : edgeCases) {
      k++;
      check(test, "edge case " + k + " of " + edgeCases.size(), input, property);
    }
    SplittableRandom seeds = new SplittableRandom();
    for (int i = 1; i <= tries; i++) {
      check(test, "try " + i + " of " + tries, seeds.nextLong(), draw, property);
    }
  }

  /** {@code ciTries} in CI, as many more as {@code -Dfastio.tries} asks for than 1000. */
  public static int scaled(int ciTries) {
    return (int) Math.max(1, (long) ciTries * COUNT / 1000);
  }

  private static <T> void check(
      String test, String which, long seed, Function<Random, T> draw, Property<T> property) {
    T input = draw.apply(new Random(seed));
    try {
      property.check(input);
    } catch (Exception | AssertionError e) {
      throw new AssertionError(
          test
              + " failed on "
              + which
              + ", seed "
              + seed
              + ": "
              + show(input)
              + "\n  replay it alone: -Dtest="
              + test
              + " -Dfastio.seed="
              + seed
              + "\n  "
              + e,
          e);
    }
  }

  private static <T> void check(String test, String which, T input, Property<T> property) {
    try {
      property.check(input);
    } catch (Exception | AssertionError e) {
      throw new AssertionError(test + " failed on " + which + ": " + show(input) + "\n  " + e, e);
    }
  }

  /**
   * Class#method of the test that called forAll: the outermost of the frames of the class that
   * called it (a test may call forAll through a helper of its own).
   */
  private static String callingTest() {
    List<StackWalker.StackFrame> frames =
        StackWalker.getInstance()
            .walk(s -> s.dropWhile(f -> f.getClassName().equals(Tries.class.getName())).toList());
    String name = frames.get(0).getClassName();
    StackWalker.StackFrame test = frames.get(0);
    for (StackWalker.StackFrame f : frames) {
      if (!f.getClassName().equals(name)) {
        break;
      }
      test = f;
    }
    return name.substring(name.lastIndexOf('.') + 1) + "#" + test.getMethodName();
  }

  /** The input as Java would spell it: arrays by element, invisible and non-ASCII chars escaped. */
  static String show(Object input) {
    String s;
    if (input instanceof byte[] b) {
      StringBuilder hex = new StringBuilder("bytes[");
      for (int i = 0; i < b.length; i++) {
        hex.append(i == 0 ? "" : " ").append(String.format("%02X", b[i] & 0xFF));
      }
      s = hex.append(']').toString();
    } else if (input instanceof Collection<?> c) {
      s = c.stream().map(Tries::show).toList().toString();
    } else if (input instanceof int[] a) {
      s = Arrays.toString(a);
    } else if (input instanceof long[] a) {
      s = Arrays.toString(a);
    } else if (input instanceof String t) {
      s = '"' + t + '"';
    } else {
      s = String.valueOf(input);
    }
    StringBuilder out = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 0x20 || c >= 0x7F) {
        out.append(String.format("\\u%04X", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  private static int positive(String name, int value) {
    if (value < 1) {
      throw new IllegalArgumentException(name + " must be at least 1: " + value);
    }
    return value;
  }

  // ---- Generators ----

  /** Edge values of int: 0, ±1, ±2 and both bounds with their neighbours. */
  public static final List<Integer> INT_EDGES =
      List.of(
          -2, -1, 0, 1, 2, Integer.MIN_VALUE, Integer.MIN_VALUE + 1, Integer.MAX_VALUE, 2147483646);

  /** Edge values of long: 0, ±1, ±2 and both bounds with their neighbours. */
  public static final List<Long> LONG_EDGES =
      List.of(
          -2L,
          -1L,
          0L,
          1L,
          2L,
          Long.MIN_VALUE,
          Long.MIN_VALUE + 1,
          Long.MAX_VALUE,
          Long.MAX_VALUE - 1);

  /** Edge values of {@link #aDouble}: 0, ±1, ±0.01 (the smallest step) and both bounds. */
  public static final List<Double> DOUBLE_EDGES =
      List.of(0.0, 1.0, -1.0, 0.01, -0.01, -Double.MAX_VALUE, Double.MAX_VALUE);

  /** Edge values of {@link #aFloat}. */
  public static final List<Float> FLOAT_EDGES =
      List.of(0f, 1f, -1f, 0.01f, -0.01f, -Float.MAX_VALUE, Float.MAX_VALUE);

  /** One time in twenty an edge value, as mixed into every draw of a number. */
  private static boolean edge(Random r) {
    return r.nextInt(20) == 0;
  }

  /** Any int, over every magnitude, edge values included. */
  public static int anInt(Random r) {
    return edge(r)
        ? pick(r, INT_EDGES)
        : spread(r, BigInteger.valueOf(Integer.MIN_VALUE), BigInteger.valueOf(Integer.MAX_VALUE))
            .intValue();
  }

  /** Any long, over every magnitude, edge values included. */
  public static long aLong(Random r) {
    return edge(r)
        ? pick(r, LONG_EDGES)
        : spread(r, BigInteger.valueOf(Long.MIN_VALUE), BigInteger.valueOf(Long.MAX_VALUE))
            .longValue();
  }

  /**
   * An int in [min, max], spread over the magnitudes around 0 (or the bound nearest it), edge
   * values (the bounds, their neighbours, -2 to 2) included.
   */
  public static int between(Random r, int min, int max) {
    if (edge(r)) {
      return pick(r, edges(min, max));
    }
    return spread(r, BigInteger.valueOf(min), BigInteger.valueOf(max)).intValue();
  }

  /** The edge values of {@link #between}: -2 to 2 and the bounds with their neighbours. */
  public static List<Integer> edges(int min, int max) {
    List<Integer> l = new ArrayList<>();
    for (long v : new long[] {-2, -1, 0, 1, 2, min, min + 1L, max, max - 1L}) {
      if (v >= min && v <= max && !l.contains((int) v)) {
        l.add((int) v);
      }
    }
    return l;
  }

  /**
   * A finite double with at most two decimals (123.45, -0.07, 1.2e300), spread over every magnitude
   * up to {@link Double#MAX_VALUE}, edge values included: the decimals people write.
   */
  public static double aDouble(Random r) {
    return edge(r) ? pick(r, DOUBLE_EDGES) : twoDecimals(r, DOUBLE_RANGE).doubleValue();
  }

  /** A finite float as {@link #aDouble} draws a double. */
  public static float aFloat(Random r) {
    return edge(r) ? pick(r, FLOAT_EDGES) : twoDecimals(r, FLOAT_RANGE).floatValue();
  }

  private static final List<Double> SPECIAL_DOUBLES =
      List.of(
          Double.NaN,
          Double.MIN_VALUE,
          Double.MIN_NORMAL,
          Double.POSITIVE_INFINITY,
          Double.NEGATIVE_INFINITY);

  private static final List<Float> SPECIAL_FLOATS =
      List.of(
          Float.NaN,
          Float.MIN_VALUE,
          Float.MIN_NORMAL,
          Float.POSITIVE_INFINITY,
          Float.NEGATIVE_INFINITY);

  /** {@link #aDouble}, or one time in fifty NaN, an infinity, MIN_VALUE or MIN_NORMAL. */
  public static double aDoubleOrSpecial(Random r) {
    return r.nextInt(50) == 0 ? pick(r, SPECIAL_DOUBLES) : aDouble(r);
  }

  /** {@link #aFloat}, or one time in fifty NaN, an infinity, MIN_VALUE or MIN_NORMAL. */
  public static float aFloatOrSpecial(Random r) {
    return r.nextInt(50) == 0 ? pick(r, SPECIAL_FLOATS) : aFloat(r);
  }

  private static final BigInteger DOUBLE_RANGE = hundredTimes(Double.MAX_VALUE);
  private static final BigInteger FLOAT_RANGE = hundredTimes(Float.MAX_VALUE);

  private static BigInteger hundredTimes(double max) {
    return new BigDecimal(Double.toString(max)).movePointRight(2).toBigIntegerExact();
  }

  private static BigDecimal twoDecimals(Random r, BigInteger hundredTimesMax) {
    return new BigDecimal(spread(r, hundredTimesMax.negate(), hundredTimesMax), 2);
  }

  /**
   * A string of {@code min} to {@code max} chars, each drawn from {@code chars} (repeats weigh).
   */
  public static String string(Random r, String chars, int min, int max) {
    int n = size(r, min, max);
    StringBuilder sb = new StringBuilder(n);
    for (int i = 0; i < n; i++) {
      sb.append(chars.charAt(r.nextInt(chars.length())));
    }
    return sb.toString();
  }

  /** The edge cases of {@link #string}: the shortest string of each char (and "" if allowed). */
  public static List<String> stringEdges(String chars, int min) {
    List<String> l = new ArrayList<>();
    if (min == 0) {
      l.add("");
    }
    chars.chars().distinct().forEach(c -> l.add(String.valueOf((char) c).repeat(Math.max(1, min))));
    return l;
  }

  /**
   * A size in [min, max]: uniform when the range is short; otherwise nine times in ten at most
   * about 32 above min, once in fifty max itself.
   */
  public static int size(Random r, int min, int max) {
    int cutoff = min + 32;
    if (max <= cutoff) {
      return min + r.nextInt(max - min + 1);
    }
    if (r.nextInt(50) == 0) {
      return max;
    }
    return r.nextInt(10) == 0 ? r.nextInt(cutoff + 1, max + 1) : r.nextInt(min, cutoff + 1);
  }

  /** A list of {@link #size} elements, each drawn by {@code element}. */
  public static <T> List<T> list(Random r, int min, int max, Function<Random, T> element) {
    int n = size(r, min, max);
    List<T> l = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      l.add(element.apply(r));
    }
    return l;
  }

  /** One of {@code values}, each as likely. */
  public static <T> T pick(Random r, List<T> values) {
    return values.get(r.nextInt(values.size()));
  }

  /** One of {@code values}, each as likely. */
  @SafeVarargs
  public static <T> T pick(Random r, T... values) {
    return values[r.nextInt(values.length)];
  }

  /** Every pair of an {@code a} and a {@code b}, made into a T: edge cases of two inputs. */
  public static <A, B, T> List<T> pairs(
      Collection<A> as, Collection<B> bs, BiFunction<? super A, ? super B, T> make) {
    List<T> l = new ArrayList<>(as.size() * bs.size());
    for (A a : as) {
      for (B b : bs) {
        l.add(make.apply(a, b));
      }
    }
    return l;
  }

  /**
   * A number in [min, max]: the distance from the target (0, or the bound nearest it) to each bound
   * is cut into bands, each much narrower than the one outside it (by a factor that grows with the
   * distance), down to a band of 20; a band is chosen, each as likely, then a number in it. So 3,
   * 3000 and 3e18 are drawn about as often, where a uniform draw would give 3e18-sized numbers
   * nearly always.
   */
  static BigInteger spread(Random r, BigInteger min, BigInteger max) {
    BigInteger target = min.max(BigInteger.ZERO).min(max);
    List<BigInteger> cuts = new ArrayList<>();
    cuts.addAll(cuts(target, target.subtract(min), -1));
    cuts.addAll(cuts(target, max.subtract(target), 1));
    if (!cuts.isEmpty()) {
      cuts.add(target);
    }
    cuts.add(min);
    cuts.add(max.add(BigInteger.ONE));
    cuts.sort(null);
    // bands [cuts[i], cuts[i + 1]), empty ones skipped
    List<BigInteger[]> bands = new ArrayList<>();
    for (int i = 0; i + 1 < cuts.size(); i++) {
      if (cuts.get(i + 1).compareTo(cuts.get(i)) > 0) {
        bands.add(new BigInteger[] {cuts.get(i), cuts.get(i + 1)});
      }
    }
    BigInteger[] band = bands.get(r.nextInt(bands.size()));
    return band[0].add(below(r, band[1].subtract(band[0])));
  }

  /** The cuts between target and target + sign * distance, nearest the far end first. */
  private static List<BigInteger> cuts(BigInteger target, BigInteger distance, int sign) {
    List<BigInteger> cuts = new ArrayList<>();
    BigInteger d = distance;
    while (d.compareTo(BigInteger.valueOf(20)) > 0) {
      int decimals = d.bitLength() / 10 * 3;
      long factor = Math.max((long) Math.pow(decimals / 5.0, 10), 3);
      d = d.divide(BigInteger.valueOf(factor));
      if (d.signum() == 0) {
        break;
      }
      cuts.add(sign > 0 ? target.add(d) : target.subtract(d));
    }
    return cuts;
  }

  /** Uniform in [0, bound). */
  private static BigInteger below(Random r, BigInteger bound) {
    BigInteger x;
    do {
      x = new BigInteger(bound.bitLength(), r);
    } while (x.compareTo(bound) >= 0);
    return x;
  }
}
