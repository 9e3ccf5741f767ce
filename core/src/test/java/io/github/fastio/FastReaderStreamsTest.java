package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.InputMismatchException;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Function;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link FastReader#ints(Path)}, {@link FastReader#longs(Path)} and {@link
 * FastReader#doubles(Path)} against a sequential reader of the same file ({@link
 * FastReader#open(Path)}): the same numbers in the same order however the file is cut (every part
 * cut as small as it goes, and parallel streams on eight threads), one by one and then no more, and
 * on a bad token the exception the sequential reader throws at the first bad token, message and
 * stack trace; where a part is cut (the first line start after its middle, once it holds two
 * smallest parts) and its size; and that every part read to its end closes its file.
 */
class FastReaderStreamsTest {
  @TempDir Path dir;

  /** Eight threads whatever the machine, so that files are cut into many parts. */
  private static ForkJoinPool pool;

  @BeforeAll
  static void startPool() {
    pool = new ForkJoinPool(8);
  }

  @AfterAll
  static void stopPool() {
    pool.shutdownNow();
  }

  private Path write(String content) throws IOException {
    Path file = Files.createTempFile(dir, "numbers", ".txt");
    Files.write(file, content.getBytes(StandardCharsets.UTF_8));
    return file;
  }

  /** Numbers of every width, with every kind of separator and line break between them. */
  private static String numbers(long seed, int n, boolean doubles) {
    SplittableRandom random = new SplittableRandom(seed);
    String[] separators = {" ", " ", "\n", "\r\n", "\r", "\t", "  ", "\n\n", " \r\n"};
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      if (doubles && random.nextBoolean()) {
        sb.append(random.nextDouble(-1e6, 1e6));
      } else {
        int digits = 1 + random.nextInt(9);
        sb.append(random.nextInt(-1_000_000_000, 1_000_000_001) % (int) Math.pow(10, digits));
      }
      sb.append(separators[random.nextInt(separators.length)]);
    }
    if (random.nextBoolean()) {
      sb.setLength(sb.length() - 1);
    }
    return sb.toString();
  }

  private static long[] sequentialLongs(Path file) {
    try (FastReader in = FastReader.open(file)) {
      LongStream.Builder b = LongStream.builder();
      while (in.hasNext()) {
        b.add(in.nextLong());
      }
      return b.build().toArray();
    }
  }

  /** Cuts the whole range as far as it goes, each part as small as it goes, in file order. */
  private static <S extends Spliterator<?>> List<S> cutAll(S whole, Function<S, S> trySplit) {
    List<S> out = new ArrayList<>();
    cut(whole, trySplit, out);
    return out;
  }

  private static <S extends Spliterator<?>> void cut(S s, Function<S, S> trySplit, List<S> out) {
    S prefix = trySplit.apply(s);
    if (prefix == null) {
      out.add(s);
      return;
    }
    cut(prefix, trySplit, out);
    cut(s, trySplit, out);
  }

  @Test
  void everyCutGivesTheSequentialNumbersInOrder() throws IOException {
    for (long seed = 0; seed < 40; seed++) {
      Path file = write(numbers(seed, (int) (seed * 7), false));
      long[] expected = sequentialLongs(file);
      NumberSpliterator.Source source =
          new NumberSpliterator.Source(file, 1, FastReader.DEFAULT_MAX_LENGTH);
      List<NumberSpliterator.Longs> parts =
          cutAll(
              new NumberSpliterator.Longs(source, 0, Files.size(file)),
              s -> (NumberSpliterator.Longs) s.trySplit());
      LongStream.Builder got = LongStream.builder();
      for (NumberSpliterator.Longs part : parts) {
        part.forEachRemaining((long v) -> got.add(v));
      }
      assertArrayEquals(expected, got.build().toArray(), "seed " + seed);
      LongStream.Builder oneByOne = LongStream.builder();
      for (NumberSpliterator.Longs part :
          cutAll(
              new NumberSpliterator.Longs(source, 0, Files.size(file)),
              s -> (NumberSpliterator.Longs) s.trySplit())) {
        while (part.tryAdvance((long v) -> oneByOne.add(v))) {
          // the numbers, one by one
        }
      }
      assertArrayEquals(expected, oneByOne.build().toArray(), "seed " + seed + ", one by one");
      if (Files.size(file) > 4) {
        assertTrue(parts.size() > 1, "seed " + seed + ": not cut");
      }
    }
  }

  /** A part of the file of one of the three kinds. */
  private interface Kind {
    NumberSpliterator<?, ?, ?> part(NumberSpliterator.Source source, long from, long to);
  }

  private static final List<Kind> KINDS =
      List.of(
          NumberSpliterator.Ints::new,
          NumberSpliterator.Longs::new,
          NumberSpliterator.Doubles::new);

  /** The numbers a sequential reader reads from the file as the kind of {@code part}. */
  private static List<Object> sequential(Path file, NumberSpliterator<?, ?, ?> part) {
    List<Object> out = new ArrayList<>();
    try (FastReader in = FastReader.open(file)) {
      while (in.hasNext()) {
        if (part instanceof NumberSpliterator.Ints) {
          out.add(in.nextInt());
        } else if (part instanceof NumberSpliterator.Longs) {
          out.add(in.nextLong());
        } else {
          out.add(in.nextDouble());
        }
      }
    }
    return out;
  }

  @Test
  void aPartOfTwoSmallestPartsOrMoreIsCutAtTheFirstLineStartAfterItsMiddle() throws IOException {
    for (long seed = 0; seed < 8; seed++) {
      Path file = write(numbers(seed, 40, false));
      byte[] b = Files.readAllBytes(file);
      for (long minPart : new long[] {1, 2, 3, 4, 5, 8, 16, 64}) {
        NumberSpliterator.Source source =
            new NumberSpliterator.Source(file, minPart, FastReader.DEFAULT_MAX_LENGTH);
        for (Kind kind : KINDS) {
          checkCuts(kind.part(source, 0, b.length), b, "seed " + seed + ", minPart " + minPart);
        }
      }
    }
  }

  /** Cuts {@code s} as far as it goes, checking each cut and each part's size against {@code b}. */
  private static void checkCuts(NumberSpliterator<?, ?, ?> s, byte[] b, String what) {
    long from = s.from;
    long to = s.to;
    String where = what + ", " + s.getClass().getSimpleName() + " [" + from + ", " + to + ")";
    assertEquals(to - from, s.estimateSize(), where);
    long cut = FastReaderSplitTest.firstLineStart(b, from + (to - from) / 2, to);
    NumberSpliterator<?, ?, ?> prefix = (NumberSpliterator<?, ?, ?>) s.trySplit();
    if (to - from < 2 * s.source.minPart || cut == to) {
      assertNull(prefix, where);
      assertEquals(List.of(from, to), List.of(s.from, s.to), where);
      return;
    }
    assertNotNull(prefix, where);
    assertEquals(List.of(from, cut, cut, to), List.of(prefix.from, prefix.to, s.from, s.to), where);
    checkCuts(prefix, b, what);
    checkCuts(s, b, what);
  }

  @Test
  void everyKindGivesItsNumbersOneByOneAndThenNoMore() throws IOException {
    for (long seed = 0; seed < 12; seed++) {
      Path ints = write(numbers(seed, (int) (seed * 11), false));
      Path doubles = write(numbers(seed, (int) (seed * 11), true));
      for (Kind kind : KINDS) {
        Path file = kind.part(null, 0, 0) instanceof NumberSpliterator.Doubles ? doubles : ints;
        NumberSpliterator.Source source =
            new NumberSpliterator.Source(file, 1, FastReader.DEFAULT_MAX_LENGTH);
        NumberSpliterator<?, ?, ?> whole = kind.part(source, 0, Files.size(file));
        List<Object> expected = sequential(file, whole);
        List<Object> got = new ArrayList<>();
        for (Spliterator<?> part :
            FastReaderStreamsTest.<Spliterator<?>>cutAll(whole, Spliterator::trySplit)) {
          while (part.tryAdvance(got::add)) {
            // the numbers, one by one
          }
          String where = "seed " + seed + ", " + whole.getClass().getSimpleName();
          assertFalse(part.tryAdvance(v -> fail("a number after the end: " + v)), where);
          part.forEachRemaining(v -> fail("a number after the end: " + v));
        }
        assertEquals(expected, got, "seed " + seed + ", " + whole.getClass().getSimpleName());
      }
    }
  }

  @Test
  void aStreamReadToItsEndClosesItsFilesOneByOneOrAllAtOnce() throws IOException {
    Path fds = Paths.get("/proc/self/fd");
    assumeTrue(Files.isDirectory(fds), "no /proc/self/fd here");
    Path file = write(numbers(5, 2000, false));
    // A first pass loads the classes, so that the count below is the parts' files alone.
    try (IntStream warm = FastReader.ints(file)) {
      assertArrayEquals(warm.toArray(), FastReader.doubles(file).mapToInt(v -> (int) v).toArray());
    }
    long before = count(fds);
    for (Kind kind : KINDS) {
      NumberSpliterator<?, ?, ?> all =
          kind.part(
              new NumberSpliterator.Source(file, 1, FastReader.DEFAULT_MAX_LENGTH),
              0,
              Files.size(file));
      String name = all.getClass().getSimpleName();
      all.forEachRemaining(v -> {});
      assertEquals(before, count(fds), name + ": forEachRemaining");
      NumberSpliterator<?, ?, ?> one =
          kind.part(
              new NumberSpliterator.Source(file, 1, FastReader.DEFAULT_MAX_LENGTH),
              0,
              Files.size(file));
      while (one.tryAdvance(v -> {})) {
        // to the end
      }
      assertEquals(before, count(fds), name + ": tryAdvance");
    }
    FastReader.ints(file).iterator().forEachRemaining((int v) -> {});
    FastReader.doubles(file).forEach(v -> {});
    assertEquals(before, count(fds), "the streams, not closed");
  }

  @Test
  void theStreamsExceptionHasTheStackTraceOfTheReadersOwn() throws Exception {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 300; i++) {
      sb.append(i == 250 ? "x" : Integer.toString(i)).append('\n');
    }
    Path file = write(sb.toString());
    for (String kind : new String[] {"int", "double"}) {
      StackTraceElement[] expected = sequentialException(file, kind).getStackTrace();
      InputMismatchException sequential =
          assertThrows(
              InputMismatchException.class,
              () -> {
                if (kind.equals("int")) {
                  FastReader.ints(file).forEach(v -> {});
                } else {
                  FastReader.doubles(file).forEach(v -> {});
                }
              });
      assertEquals(expected[0], sequential.getStackTrace()[0], kind);
      assertEquals(
          expected[0], parallelFailure(file, kind, 16).getStackTrace()[0], kind + ", parallel");
    }
  }

  @Test
  void parallelEqualsSequentialForEveryType() throws Exception {
    for (long seed = 100; seed < 110; seed++) {
      Path ints = write(numbers(seed, 20_000, false));
      Path doubles = write(numbers(seed, 20_000, true));
      int[] seqInts;
      double[] seqDoubles;
      try (FastReader in = FastReader.open(ints)) {
        IntStream.Builder b = IntStream.builder();
        while (in.hasNext()) {
          b.add(in.nextInt());
        }
        seqInts = b.build().toArray();
      }
      try (FastReader in = FastReader.open(doubles)) {
        List<Double> all = new ArrayList<>();
        while (in.hasNext()) {
          all.add(in.nextDouble());
        }
        seqDoubles = all.stream().mapToDouble(Double::doubleValue).toArray();
      }
      assertArrayEquals(
          seqInts,
          pool.submit(
                  () ->
                      NumberSpliterator.ints(ints, 64, FastReader.DEFAULT_MAX_LENGTH)
                          .parallel()
                          .toArray())
              .get());
      assertArrayEquals(
          sequentialLongs(ints),
          pool.submit(
                  () ->
                      NumberSpliterator.longs(ints, 64, FastReader.DEFAULT_MAX_LENGTH)
                          .parallel()
                          .toArray())
              .get());
      assertArrayEquals(
          seqDoubles,
          pool.submit(
                  () ->
                      NumberSpliterator.doubles(doubles, 64, FastReader.DEFAULT_MAX_LENGTH)
                          .parallel()
                          .toArray())
              .get());
      assertArrayEquals(seqInts, FastReader.ints(ints).toArray());
      assertArrayEquals(seqInts, FastReader.ints(ints).parallel().toArray());
      assertEquals(
          LongStream.of(sequentialLongs(ints)).sum(), FastReader.longs(ints).parallel().sum());
      assertArrayEquals(seqDoubles, FastReader.doubles(doubles).parallel().toArray());
    }
  }

  @Test
  void anEmptyFileAndAFileOfSeparatorsHaveNoNumbers() throws IOException {
    assertEquals(0, FastReader.longs(write("")).parallel().count());
    assertEquals(0, FastReader.ints(write(" \n\r\n\t ")).parallel().count());
  }

  /** The message of the exception a sequential reader throws first, reading with {@code kind}. */
  private static String sequentialFailure(Path file, String kind) {
    InputMismatchException e = sequentialException(file, kind);
    return e == null ? null : e.getMessage();
  }

  /** The exception a sequential reader throws first, reading with {@code kind}, or null. */
  private static InputMismatchException sequentialException(Path file, String kind) {
    try (FastReader in = FastReader.open(file)) {
      while (in.hasNext()) {
        switch (kind) {
          case "int" -> in.nextInt();
          case "long" -> in.nextLong();
          default -> in.nextDouble();
        }
      }
      return null;
    } catch (InputMismatchException e) {
      return e;
    }
  }

  private static InputMismatchException parallelFailure(Path file, String kind, long minPart) {
    ExecutionException e =
        assertThrows(
            ExecutionException.class,
            () ->
                pool.submit(
                        () ->
                            switch (kind) {
                              case "int" ->
                                  NumberSpliterator.ints(
                                          file, minPart, FastReader.DEFAULT_MAX_LENGTH)
                                      .parallel()
                                      .sum();
                              case "long" ->
                                  NumberSpliterator.longs(
                                          file, minPart, FastReader.DEFAULT_MAX_LENGTH)
                                      .parallel()
                                      .sum();
                              default ->
                                  NumberSpliterator.doubles(
                                          file, minPart, FastReader.DEFAULT_MAX_LENGTH)
                                      .parallel()
                                      .sum();
                            })
                    .get());
    assertTrue(e.getCause() instanceof InputMismatchException, e.getCause().toString());
    return (InputMismatchException) e.getCause();
  }

  @Test
  void aBadTokenFailsTheStreamAsTheSequentialReaderFailsWhereverItIs() throws IOException {
    String[] bad = {"12x", "2147483648", "-", "1e5", "é", "9223372036854775808", "0x1p3q"};
    for (int k = 0; k < 300; k += 7) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < 300; i++) {
        sb.append(i == k ? bad[k % bad.length] : Integer.toString(i * 7919))
            .append(i % 3 == 0 ? "\r\n" : " ");
      }
      Path file = write(sb.toString());
      for (String kind : new String[] {"int", "long", "double"}) {
        String expected = sequentialFailure(file, kind);
        if (expected == null) {
          continue;
        }
        InputMismatchException e = parallelFailure(file, kind, 16);
        assertEquals(expected, e.getMessage(), kind + ", bad token " + k);
      }
    }
  }

  @Test
  void ofSeveralBadTokensTheFirstInTheFileIsReported() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 2000; i++) {
      sb.append(i % 97 == 50 ? "bad" + i : Integer.toString(i)).append('\n');
    }
    Path file = write(sb.toString());
    String expected = sequentialFailure(file, "long");
    assertEquals(
        "expected a long but found \"bad50\" at line 51, column 1 of "
            + file
            + " (byte offset 140)",
        expected);
    for (int run = 0; run < 20; run++) {
      assertEquals(expected, parallelFailure(file, "long", 16).getMessage());
    }
  }

  @Test
  void aPartOfMorePassesThanOneGivesEveryNumberOnceAndFailsWhereTheSequentialReaderFails()
      throws IOException {
    // A part passes its numbers on NumberSpliterator.PASS at a time; this one takes three calls.
    int count = 2 * NumberSpliterator.PASS + 123;
    StringBuilder sb = new StringBuilder();
    long sum = 0;
    for (int i = 0; i < count; i++) {
      sb.append(i % 1000).append(i % 10 == 9 ? '\n' : ' ');
      sum += i % 1000;
    }
    Path file = write(sb.toString());
    assertEquals(count, FastReader.longs(file).count());
    assertEquals(sum, FastReader.longs(file).sum());
    assertEquals(sum, FastReader.ints(file).asLongStream().sum());
    assertEquals(sum, FastReader.doubles(file).sum(), 0);
    Path bad = write(sb.append("12x\n").toString());
    for (String kind : new String[] {"int", "long", "double"}) {
      InputMismatchException e = assertThrows(InputMismatchException.class, () -> sum(bad, kind));
      assertEquals(sequentialFailure(bad, kind), e.getMessage(), kind);
    }
  }

  private static double sum(Path file, String kind) {
    return switch (kind) {
      case "int" -> FastReader.ints(file).sum();
      case "long" -> FastReader.longs(file).sum();
      default -> FastReader.doubles(file).sum();
    };
  }

  @Test
  void theMessageSurvivesTheCommonPoolsThreads() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 200_000; i++) {
      sb.append(i).append('\n');
    }
    sb.append("oops\n");
    Path file = write(sb.toString());
    InputMismatchException e =
        assertThrows(InputMismatchException.class, () -> FastReader.longs(file).parallel().sum());
    assertNotNull(e.getMessage());
    assertEquals(sequentialFailure(file, "long"), e.getMessage());
  }

  @Test
  void anActionsOwnExceptionPassesUnchanged() throws IOException {
    // The exceptions the parts' loops catch from their reader, thrown by the action instead: they
    // must neither end the stream nor be dressed as a bad token.
    Path file = write("1 2 3\n4 5 6\n");
    for (RuntimeException mine :
        new RuntimeException[] {
          new InputMismatchException("mine"), new NoSuchElementException("mine")
        }) {
      List<Executable> streams =
          Arrays.asList(
              () -> FastReader.ints(file).forEach(v -> throwAt(v, mine)),
              () -> FastReader.longs(file).forEach(v -> throwAt(v, mine)),
              () -> FastReader.doubles(file).forEach(v -> throwAt(v, mine)));
      for (Executable stream : streams) {
        assertSame(mine, assertThrows(RuntimeException.class, stream));
      }
    }
  }

  private static void throwAt(double v, RuntimeException e) {
    if (v == 5) {
      throw e;
    }
  }

  @Test
  void aStreamThatStopsEarlyClosesItsFilesWhenClosed() throws IOException {
    Path fds = Paths.get("/proc/self/fd");
    assumeTrue(Files.isDirectory(fds), "no /proc/self/fd here");
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 100_000; i++) {
      sb.append(i).append('\n');
    }
    Path file = write(sb.toString());
    long before = count(fds);
    try (LongStream s = FastReader.longs(file)) {
      assertEquals(0, s.findFirst().getAsLong());
      assertEquals(before + 1, count(fds), "the part being read holds the file open");
    }
    assertEquals(before, count(fds));
    assertEquals(4_999_950_000L, FastReader.longs(file).parallel().sum());
    assertEquals(before, count(fds), "a stream read to its end closes every part");
  }

  private static long count(Path dir) throws IOException {
    try (var s = Files.list(dir)) {
      return s.count();
    }
  }

  @Test
  void aFileThatCannotBeSplitIsReadInOrder() {
    Path stat = Paths.get("/proc/self/stat");
    assumeTrue(Files.isReadable(stat), "no /proc here");
    // The third field is a state letter: not a long, and the stream says where, as in order.
    InputMismatchException e =
        assertThrows(InputMismatchException.class, () -> FastReader.longs(stat).parallel().sum());
    assertTrue(e.getMessage().startsWith("expected a long but found "), e.getMessage());
    assertTrue(e.getMessage().contains(" at line 1, column "), e.getMessage());
  }

  /** A named pipe that a thread fills with {@code content} once a reader opens it. */
  private Path pipe(String content) throws Exception {
    assumeTrue(
        Files.isExecutable(Paths.get("/usr/bin/mkfifo"))
            || Files.isExecutable(Paths.get("/bin/mkfifo")),
        "needs mkfifo");
    Path fifo = dir.resolve("pipe" + System.nanoTime());
    assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
    Thread writer =
        new Thread(
            () -> {
              try (java.io.OutputStream out = Files.newOutputStream(fifo)) {
                out.write(content.getBytes(StandardCharsets.UTF_8));
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            });
    writer.setDaemon(true);
    writer.start();
    return fifo;
  }

  @Test
  void aPipeIsReadInOrderBySplitOpenAndTheStreams() throws Exception {
    String numbers = numbers(7, 5000, false);
    Path file = write(numbers);
    long[] expected = sequentialLongs(file);
    try (FastReader in = FastReader.open(pipe(numbers))) {
      for (long v : expected) {
        assertEquals(v, in.nextLong());
      }
      assertFalse(in.hasNext());
    }
    List<FastReader> parts = FastReader.split(pipe(numbers), 4);
    assertEquals(4, parts.size());
    LongStream.Builder got = LongStream.builder();
    for (FastReader part : parts) {
      while (part.hasNext()) {
        got.add(part.nextLong());
      }
      part.close();
    }
    assertArrayEquals(expected, got.build().toArray());
    assertArrayEquals(expected, FastReader.longs(pipe(numbers)).parallel().toArray());
    InputMismatchException e =
        assertThrows(
            InputMismatchException.class,
            () -> FastReader.ints(pipe("1 2\n3 x\n")).parallel().sum());
    assertTrue(
        e.getMessage().startsWith("expected an int but found \"x\" at line 2, column 3 of "));
  }

  @Test
  void aMissingFileFailsAtTheCall() {
    UncheckedIOException e =
        assertThrows(UncheckedIOException.class, () -> FastReader.ints(dir.resolve("missing")));
    assertTrue(e.getMessage().contains("missing"), e.getMessage());
  }

  @Test
  void theStreamsAreOrderedAndSplitFromTheStart() throws IOException {
    Path file = write(numbers(3, 1000, true));
    Spliterator.OfDouble s = FastReader.doubles(file).spliterator();
    assertTrue(s.hasCharacteristics(Spliterator.ORDERED));
    assertFalse(s.hasCharacteristics(Spliterator.SIZED));
    assertEquals(Files.size(file), s.estimateSize());
  }
}
