package io.github.fastio;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

/**
 * Reads tokens, numbers and lines from a byte stream, fast and exactly as the JDK would parse them.
 *
 * <p><b>Tokens.</b> Every byte from {@code 0x00} to {@code 0x20} (space, tab, line breaks and the
 * other control characters) separates tokens, and so do the characters chosen with {@link
 * #separators(String)} (such as {@code ","} or {@code ";"}); a token is a maximal run of other
 * bytes. Text is UTF-8: {@link #next()}, {@link #nextLine()} and {@link #nextChar()} decode it as
 * {@code new String(bytes, UTF_8)} does, malformed bytes included.
 *
 * <p><b>Numbers.</b> {@link #nextInt()} and {@link #nextLong()} accept a token of the form {@code
 * [+-]?[0-9]+} whose value fits the type, exactly what {@link Integer#parseInt(String)} and {@link
 * Long#parseLong(String)} accept for ASCII text, and return the same value (leading zeros, a
 * leading {@code +} and {@code MIN_VALUE} included). fastio speaks ASCII: unlike the JDK it rejects
 * non-ASCII digits such as Arabic-Indic ones. {@link #nextDouble()} accepts exactly what {@link
 * Double#parseDouble(String)} accepts ({@code 1e-3}, {@code -0.0}, {@code NaN}, {@code Infinity},
 * {@code 0x1p3}, {@code 2.5d}...) and returns the same bits.
 *
 * <p><b>Errors.</b> A token that is not of the requested kind throws {@link InputMismatchException}
 * and stays unread, as with {@link java.util.Scanner}: the separators before it are consumed and a
 * following {@link #next()} returns it. Its message names the token and where it starts, such as
 * {@code expected an int but found "12a" at line 3, column 14}. Lines and columns count from 1, and
 * <b>a column counts bytes</b>, not characters ({@code \n}, {@code \r\n} and a lone {@code \r} each
 * end a line). The token is shown as at most 40 characters, those one cannot see escaped as in Java
 * source: a byte-order mark before a number shows as <code>"&#92;uFEFF5"</code>, a byte that is not
 * UTF-8 as <code>&#92;xFF</code>. Asking for a token or line after the end of the input throws
 * {@link NoSuchElementException} saying what was expected and where the input ended; every later
 * call throws the same. A token or line longer than {@link #maxLength(int)} (64 MiB unless set)
 * throws {@link InputMismatchException} naming the cap and where it starts, and stays unread. An
 * {@link IOException} from the stream surfaces as {@link UncheckedIOException} (an unchecked one as
 * it is); the bytes read before it stay, none that the failed read wrote are input, and the call
 * that failed consumed at most separators, so that the same call may be made again if the stream
 * recovers (a socket's time-out, say). So is a stream that returns no byte {@value
 * ByteInput#MAX_EMPTY_READS} times in a row, which breaks {@link InputStream}'s contract.
 *
 * <p><b>Interactive use.</b> Constructing a reader reads nothing. A read asks the stream once for
 * whatever it has and only when the current call needs a byte it does not have yet: to know where a
 * token ends it needs the separator after it (a judge sends {@code "42\n"}), never more. A token of
 * the wrong kind is read a little further for the message: {@link #nextInt()} and {@link
 * #nextLong()} stop at the first byte that rules the token out, then read on to its end, at most
 * 164 bytes of it, to show it; {@link #nextDouble()}, {@link #hasNextDouble()} and {@link #next()}
 * read the whole token (up to {@link #maxLength(int)}), since {@link Double#parseDouble} decides
 * only at its end. {@link #tie(FastWriter)} makes the reader flush a writer right before each read,
 * as C++ ties {@code cin} to {@code cout}.
 *
 * <pre>{@code
 * FastReader in = new FastReader(System.in);
 * FastWriter out = new FastWriter(System.out);
 * int n = in.nextInt();
 * long[] a = in.nextLongs(n);
 * String name = in.nextLine(); // the rest of the line after the last number
 * }</pre>
 *
 * <p>An interactive guessing game:
 *
 * <pre>{@code
 * FastWriter out = new FastWriter(System.out);
 * FastReader in = new FastReader(System.in).tie(out);
 * int lo = 1, hi = in.nextInt();
 * while (true) {
 *   int mid = lo + (hi - lo) / 2;
 *   out.println(mid); // flushed by the tie before the reader waits for the answer
 *   String answer = in.next();
 *   if (answer.equals("=")) break;
 *   if (answer.equals("<")) hi = mid - 1; else lo = mid + 1;
 * }
 * }</pre>
 *
 * <p>A reader is not thread-safe.
 */
public final class FastReader extends ByteInput implements Closeable {
  /**
   * The default of {@link #maxLength(int)}: 64 MiB, or an eighth of the heap ({@code
   * Runtime.maxMemory()}) where that is less, so that an over-long token is the documented
   * exception under any heap, never an {@link OutOfMemoryError}.
   */
  public static final int DEFAULT_MAX_LENGTH = ByteInput.MAX_LENGTH;

  /**
   * The token reader this class is the public face of, over this reader as its engine. The face is
   * the engine (a subclass, as no other reader is) so that a caller's loop reaches the cursor and
   * the buffer through the reference it holds: through a field between, every number cost two more
   * loads, which the JIT cannot move out of a loop that calls the slow path (10% more time a number
   * in C2's code, measured).
   */
  final TokenInput tokens;

  /** Reads {@code in} with a 64 KiB buffer. Reads nothing yet. */
  public FastReader(InputStream in) {
    this(in, DEFAULT_BUFFER_SIZE);
  }

  /**
   * Reads {@code in}, asking it for at most {@code bufferSize} bytes at a time; tokens and lines
   * longer than that still work (the buffer grows). Reads nothing yet.
   *
   * @throws IllegalArgumentException if {@code bufferSize < 1} or above {@code Integer.MAX_VALUE -
   *     32}
   */
  public FastReader(InputStream in, int bufferSize) {
    super(in, bufferSize);
    this.tokens = new TokenInput(this);
  }

  /**
   * A reader of a file's bytes that {@code in} delivers, whose messages name {@code origin}; loads
   * through the buffer's view.
   */
  private static FastReader ofFile(InputStream in, int bufferSize, Origin origin) {
    FastReader r = new FastReader(in, bufferSize);
    r.origin = origin;
    r.loadThroughView();
    return r;
  }

  /** A reader of the UTF-8 bytes of {@code text}: {@code FastReader.of("3 1 2").nextInt()}. */
  public static FastReader of(String text) {
    return of(text.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * A reader of {@code bytes}, which it reads a 64 KiB buffer at a time (no copy of the whole
   * array); the array must not change while it is read.
   */
  public static FastReader of(byte[] bytes) {
    return ofFile(
        ArraySource.of(bytes), (int) Math.min(DEFAULT_BUFFER_SIZE, bytes.length + 1L), null);
  }

  /**
   * A reader of the file at {@code path}, read in 64 KiB blocks as it needs them, whose messages
   * name the file and the byte offset as well: {@code expected an int but found "12a" at line 3,
   * column 14 of data.txt (byte offset 1234)}. A pipe or a device such as {@code /dev/stdin} reads
   * as any stream. {@link #close()} closes the file.
   *
   * <pre>{@code
   * try (FastReader in = FastReader.open(Paths.get("numbers.txt"))) {
   *   long sum = 0;
   *   while (in.hasNext()) sum += in.nextLong();
   * }
   * }</pre>
   *
   * <p>The reader reads the file as it is when it gets there, to wherever the file ends then: bytes
   * appended before the reader reaches the end are read, and bytes changed while it reads may be
   * read before or after the change. To read a large file on every core, see {@link #split(Path,
   * int)} and {@link #longs(Path)}.
   *
   * @throws UncheckedIOException if the file cannot be opened
   */
  public static FastReader open(Path path) {
    return ofFile(Origin.open(path), DEFAULT_BUFFER_SIZE, new Origin(path.toString(), 0, true));
  }

  /**
   * Splits the file at {@code path} into {@code parts} readers of consecutive parts, in file order,
   * for one thread each: each part starts at the beginning of a line and ends where the next one
   * starts, so that every line (and its line break, {@code \r\n} whole) is read by exactly one
   * reader. The parts hold about as many bytes each; a part is empty where the file has fewer lines
   * than parts, or lines longer than a part. Each reader has a file handle of its own: close each.
   *
   * <pre>{@code
   * List<FastReader> parts = FastReader.split(path, Runtime.getRuntime().availableProcessors());
   * long sum = parts.parallelStream().mapToLong(in -> {
   *   long s = 0;
   *   try (FastReader part = in) {
   *     while (part.hasNext()) s += part.nextLong();
   *   }
   *   return s;
   * }).sum();
   * }</pre>
   *
   * <p>A message names the byte offset in the file. Only the first part knows its line numbers: a
   * later part counts its lines from 1, since the lines before it are not read, and says so: {@code
   * expected an int but found "12a" at byte offset 1234567 of data.txt (line 3, column 14 of the
   * part from byte offset 1230000)}. The streams ({@link #longs(Path)} and the others) name the
   * file's line, as a sequential reader does.
   *
   * <p>The parts are fixed when the file is split: bytes appended later are not read, and a part
   * that the file no longer holds whole (it was truncated) throws {@link UncheckedIOException} when
   * its reader finds out. A pipe, a device and a file whose size reads as 0 (such as those in
   * {@code /proc}) cannot be split: the first reader reads it whole and the others are empty.
   *
   * <p>A part opens the file when first read (it holds a few hundred bytes until then); its cap
   * ({@link #maxLength(int)}) is the default shared among the parts read at once, one per core.
   *
   * @return {@code parts} readers, in file order
   * @throws IllegalArgumentException if {@code parts} is not from 1 to 65,536 (in a heap under 256
   *     MiB, one part per 4 KiB of it)
   * @throws UncheckedIOException if the file cannot be opened or read (a directory, say)
   */
  public static List<FastReader> split(Path path, int parts) {
    return split(path, parts, ByteInput.perCoreMaxLength(parts));
  }

  /**
   * As {@link #split(Path, int)}, each part taking tokens and lines of at most {@code maxLength}
   * bytes (see {@link #maxLength(int)}).
   *
   * @throws IllegalArgumentException if {@code parts} is not from 1 to 65,536 (in a heap under 256
   *     MiB, one part per 4 KiB of it), or {@code maxLength} is out of range
   */
  public static List<FastReader> split(Path path, int parts, int maxLength) {
    FilePart.checkParts(parts);
    List<FastReader> readers = new ArrayList<>(parts);
    try {
      long[] bounds = lineStarts(path, parts);
      if (bounds == null) {
        // A pipe, a device or a file whose size reads as 0 (as in /proc): read as a stream.
        readers.add(open(path).maxLength(maxLength));
        while (readers.size() < parts) {
          readers.add(of(new byte[0]));
        }
        return readers;
      }
      for (int i = 0; i < parts; i++) {
        // The default buffer, not the streams' 1 MiB: split's readers are all made at once, and
        // each may grow to the longest token.
        long from = bounds[i];
        long to = bounds[i + 1];
        FastReader part =
            ofFile(
                TokenInput.partStream(path, from, to),
                TokenInput.partBuffer(from, to, DEFAULT_BUFFER_SIZE),
                new Origin(path.toString(), from, i == 0));
        readers.add(part.maxLength(maxLength));
      }
      return readers;
    } catch (IOException | RuntimeException e) {
      for (FastReader r : readers) {
        try {
          r.close();
        } catch (UncheckedIOException suppressed) {
          e.addSuppressed(suppressed);
        }
      }
      if (e instanceof IOException) {
        throw new UncheckedIOException((IOException) e);
      }
      throw (RuntimeException) e;
    }
  }

  /**
   * Where {@link #split(Path, int, int)} cuts the file at {@code path}: the first line start at or
   * after each equal share ({@link FilePart#share}), with the file's size last; null for a file
   * that cannot be cut (a pipe, a device, a file whose size reads as 0).
   */
  private static long[] lineStarts(Path path, int parts) throws IOException {
    Origin.checkFile(path);
    if (!Files.isRegularFile(path)) {
      return null;
    }
    try (SeekableByteChannel channel = Files.newByteChannel(path)) {
      long size = channel.size();
      if (size == 0) {
        return null;
      }
      long[] bounds = new long[parts + 1];
      bounds[parts] = size;
      for (int i = 1; i < parts; i++) {
        long share = FilePart.share(size, parts, i);
        // A line longer than a share holds the cuts after it: no need to read it again.
        bounds[i] =
            share <= bounds[i - 1] ? bounds[i - 1] : LineBoundary.atOrAfter(channel, share, size);
      }
      return bounds;
    }
  }

  /**
   * The ints of the file at {@code path}: every token, read as {@link #nextInt()} reads it, in file
   * order. In a parallel stream the file is read on every core, in parts cut at line starts:
   *
   * <pre>{@code
   * int max = FastReader.ints(Paths.get("numbers.txt")).parallel().max().getAsInt();
   * }</pre>
   *
   * <p>Errors, closing and a file that changes are as for {@link #longs(Path)}.
   *
   * @throws UncheckedIOException if the file's attributes cannot be read (it does not exist)
   */
  public static IntStream ints(Path path) {
    return ints(path, ByteInput.perCoreMaxLength(Integer.MAX_VALUE));
  }

  /** As {@link #ints(Path)}, each part's reader taking tokens of at most {@code maxLength}. */
  public static IntStream ints(Path path, int maxLength) {
    return NumberSpliterator.ints(path, NumberSpliterator.MIN_PART, maxLength);
  }

  /**
   * The longs of the file at {@code path}: every token, read as {@link #nextLong()} reads it, in
   * file order. In a parallel stream the file is read on every core, in parts cut at line starts
   * (as {@link #split(Path, int)} cuts it), each by a reader of its own:
   *
   * <pre>{@code
   * long sum = FastReader.longs(Paths.get("numbers.txt")).parallel().sum();
   * }</pre>
   *
   * <p>A token that is not a long fails the stream with the {@link InputMismatchException} that a
   * sequential reader of the file ({@link #open(Path)}) throws at the first such token, with the
   * same message ({@code expected a long but found "12a" at line 3, column 14 of numbers.txt (byte
   * offset 1234)}), however the file was cut; finding that token and its line may read the file up
   * to it once more. The readers' exceptions are of a package-private subclass that shows as {@code
   * InputMismatchException}, so that the message reaches the caller of a parallel stream's terminal
   * operation (and of split's parts in a {@code parallelStream()}): the fork-join framework
   * replaces an {@code InputMismatchException} thrown on another thread by a new one without a
   * message. An {@link IOException} fails it with {@link UncheckedIOException}.
   *
   * <p>The parts are fixed when the stream is made: bytes appended to the file later are not read,
   * and a part that the file no longer holds whole (it was truncated) fails the stream with {@link
   * UncheckedIOException}. A pipe, a device and a file whose size reads as 0 (such as those in
   * {@code /proc}) are read by one reader, in order, even in a parallel stream. A part's file
   * handle is open while the part is read; close a stream that may stop early ({@code findFirst},
   * {@code limit}, {@code iterator}) as {@link java.nio.file.Files#lines(Path)}'s is closed: {@code
   * try (LongStream s = FastReader.longs(path)) { ... }}.
   *
   * <p>Each part's cap ({@link #maxLength(int)}) is the default shared among the cores, so that
   * every thread may hold a token that long; {@link #longs(Path, int)} sets another.
   *
   * @throws UncheckedIOException if the file's attributes cannot be read (it does not exist), or it
   *     is a directory
   */
  public static LongStream longs(Path path) {
    return longs(path, ByteInput.perCoreMaxLength(Integer.MAX_VALUE));
  }

  /**
   * As {@link #longs(Path)}, each part taking tokens of at most {@code maxLength} bytes: about 2.5
   * times that a thread at the most ({@link #maxLength(int)}).
   */
  public static LongStream longs(Path path, int maxLength) {
    return NumberSpliterator.longs(path, NumberSpliterator.MIN_PART, maxLength);
  }

  /**
   * The doubles of the file at {@code path}: every token, read as {@link #nextDouble()} reads it,
   * in file order. In a parallel stream the file is read on every core, in parts cut at line
   * starts:
   *
   * <pre>{@code
   * double mean = FastReader.doubles(Paths.get("measurements.txt")).parallel().average().orElse(0);
   * }</pre>
   *
   * <p>Errors, closing and a file that changes are as for {@link #longs(Path)}.
   *
   * @throws UncheckedIOException if the file's attributes cannot be read (it does not exist)
   */
  public static DoubleStream doubles(Path path) {
    return doubles(path, ByteInput.perCoreMaxLength(Integer.MAX_VALUE));
  }

  /** As {@link #doubles(Path)}, each part's reader taking tokens of at most {@code maxLength}. */
  public static DoubleStream doubles(Path path, int maxLength) {
    return NumberSpliterator.doubles(path, NumberSpliterator.MIN_PART, maxLength);
  }

  /**
   * Makes this reader flush {@code out} right before each read from its stream, so that a question
   * printed to a judge is sent before the reader waits for the answer; {@code null} unties.
   *
   * @return this reader, as in {@code new FastReader(System.in).tie(out)}
   */
  public FastReader tie(FastWriter out) {
    return tieTo(out);
  }

  FastReader tieTo(Flushable out) {
    flushBeforeReads(out);
    return this;
  }

  /** Makes the integer fast paths load eight bytes through the buffer's view; see ByteInput. */
  FastReader viewLoads() {
    loadThroughView();
    return this;
  }

  /**
   * Sets the longest token or line this reader takes, in bytes ({@link #DEFAULT_MAX_LENGTH} unless
   * set), so that a hostile or broken input cannot fill the heap: a longer token (for {@code
   * next()} and the number methods) or line (for {@code nextLine()}) throws {@link
   * InputMismatchException} naming the cap and where the token or line starts, and stays unread, so
   * that reading may go on after raising the cap. The reader then holds at most about {@code bytes}
   * plus its buffer size; the look-ahead methods keep at most that much too (see {@link
   * #hasNext()}). Reading a token or line of {@code L} bytes whole needs about {@code 2.5 L} of
   * heap: the buffer grows by doubling (the old and the new buffer live together for the copy), and
   * {@code next()} and {@code nextLine()} make a String of it.
   *
   * <pre>{@code
   * FastReader in = new FastReader(System.in).maxLength(1 << 30); // lines of up to 1 GiB
   * }</pre>
   *
   * @return this reader
   * @throws IllegalArgumentException if {@code bytes} is below 64 or above {@code Integer.MAX_VALUE
   *     - 32 - bufferSize}
   */
  public FastReader maxLength(int bytes) {
    setMaxLength(bytes);
    return this;
  }

  /**
   * Makes the ASCII characters of {@code chars} separate tokens too, beside the bytes 0x00-0x20,
   * replacing those chosen before ({@code ""} leaves only the usual ones), so that delimited
   * numbers and {@code name;value} lines read as tokens:
   *
   * <pre>{@code
   * FastReader in = FastReader.of("Hamburg;12.0\nBulawayo;8.9\n").separators(";");
   * String station = in.next(); // "Hamburg"
   * double temperature = in.nextDouble(); // 12.0
   * }</pre>
   *
   * <p>A chosen separator acts as a space does: it ends a token, and any run of separators stands
   * between two tokens, so that {@code "1,,2"} holds the two tokens 1 and 2 (never an empty field),
   * and it never ends a line; the bytes 0x00-0x20 stay separators ({@code New York;12.0} is three
   * tokens). For records, where an empty field counts, quotes hold delimiters and a field may hold
   * spaces, use {@link CsvReader}.
   *
   * @return this reader
   * @throws IllegalArgumentException if a character is not ASCII, or can be part of a number as the
   *     fast parsers read it: a digit, {@code '+'}, {@code '-'}, {@code '.'}, {@code 'e'} or {@code
   *     'E'}
   */
  public FastReader separators(String chars) {
    tokens.separators(chars);
    return this;
  }

  /**
   * Reads a token as {@link Integer#parseInt(String)} would: {@code [+-]?[0-9]+} within the int
   * range, as in {@code FastReader.of("-007").nextInt() == -7}.
   *
   * @throws InputMismatchException if the next token is not such an int; it stays unread
   * @throws NoSuchElementException if no token is left
   */
  public int nextInt() {
    return intAt();
  }

  /**
   * Reads a token as {@link Long#parseLong(String)} would: {@code [+-]?[0-9]+} within the long
   * range, as in {@code FastReader.of("-9223372036854775808").nextLong() == Long.MIN_VALUE}.
   *
   * @throws InputMismatchException if the next token is not such a long; it stays unread
   * @throws NoSuchElementException if no token is left
   */
  public long nextLong() {
    return longAt();
  }

  /**
   * Reads a token as {@link Double#parseDouble(String)} would and returns the same bits, as in
   * {@code FastReader.of("-1.5e3").nextDouble() == -1500.0}.
   *
   * @throws InputMismatchException if {@code Double.parseDouble} rejects the next token; it stays
   *     unread
   * @throws NoSuchElementException if no token is left
   */
  public double nextDouble() {
    return doubleAt();
  }

  /**
   * Whether the next token is an int, that is, whether {@link #nextInt()} would return one;
   * consumes nothing. May wait for input.
   */
  public boolean hasNextInt() {
    return tokens.hasNextInt();
  }

  /**
   * Whether the next token is a long, that is, whether {@link #nextLong()} would return one;
   * consumes nothing. May wait for input.
   */
  public boolean hasNextLong() {
    return tokens.hasNextLong();
  }

  /**
   * Whether the next token is a double as {@link Double#parseDouble} reads it, that is, whether
   * {@link #nextDouble()} would return one; consumes nothing. May wait for input.
   */
  public boolean hasNextDouble() {
    return tokens.hasNextDouble();
  }

  /**
   * Reads the next token, decoded from UTF-8: {@code FastReader.of(" héllo wörld").next()} is
   * {@code "héllo"}.
   *
   * @throws NoSuchElementException if no token is left
   */
  public String next() {
    return tokens.next();
  }

  /**
   * Reads the next character that is not a separator: {@code FastReader.of(" ab").nextChar()} is
   * {@code 'a'}, and the next call returns {@code 'b'}. A character outside the Basic Multilingual
   * Plane comes as two calls, its high then its low surrogate; a malformed byte sequence comes as
   * {@code '\uFFFD'}, as {@code new String(bytes, UTF_8)} decodes it.
   *
   * @throws NoSuchElementException if no token is left
   */
  public char nextChar() {
    return tokens.nextChar();
  }

  /**
   * Reads the rest of the current line, as {@link java.util.Scanner#nextLine()} does: after {@code
   * nextInt()} on {@code "5\nab"} it returns {@code ""}, and then {@code "ab"}. A line ends at
   * {@code \n}, {@code \r\n} or a lone {@code \r}, which the result never holds; a last line
   * without a terminator is still a line.
   *
   * @throws NoSuchElementException if the input has ended
   */
  public String nextLine() {
    return tokens.nextLine();
  }

  /**
   * Whether a token is left; consumes nothing, so {@code nextLine()} after it still returns the
   * rest of the current line. May wait for input.
   *
   * <p>To look past separators without consuming them the reader keeps them, but never more than
   * {@link #maxLength(int)} bytes, so that a huge run of blank lines or spaces cannot fill the
   * heap: when the separators before the next token are longer than that, this method and {@link
   * #hasNextInt()}, {@link #hasNextLong()} and {@link #hasNextDouble()} consume them, counting
   * their lines, as {@link #nextInt()} would skip them; a {@code nextLine()} after it then returns
   * the next token's line from that token on. ({@code hasNextInt()} and the others keep the token
   * too: for them it is the separators and the token together that must pass the cap.)
   */
  public boolean hasNext() {
    return tokens.hasNext();
  }

  /**
   * Whether {@link #nextLine()} would return a line: false only at the end of the input. Consumes
   * nothing. May wait for input.
   */
  public boolean hasNextLine() {
    return tokens.hasNextLine();
  }

  /**
   * Reads {@code n} ints, as {@code n} calls of {@link #nextInt()}.
   *
   * @throws IllegalArgumentException if {@code n < 0}
   */
  public int[] nextInts(int n) {
    int[] a = new int[count(n)];
    for (int i = 0; i < n; i++) {
      a[i] = nextInt();
    }
    return a;
  }

  /**
   * Reads {@code n} longs, as {@code n} calls of {@link #nextLong()}.
   *
   * @throws IllegalArgumentException if {@code n < 0}
   */
  public long[] nextLongs(int n) {
    long[] a = new long[count(n)];
    for (int i = 0; i < n; i++) {
      a[i] = nextLong();
    }
    return a;
  }

  /**
   * Reads {@code n} doubles, as {@code n} calls of {@link #nextDouble()}.
   *
   * @throws IllegalArgumentException if {@code n < 0}
   */
  public double[] nextDoubles(int n) {
    double[] a = new double[count(n)];
    for (int i = 0; i < n; i++) {
      a[i] = nextDouble();
    }
    return a;
  }

  /** {@code n}, which must not be negative. */
  private static int count(int n) {
    if (n < 0) {
      throw new IllegalArgumentException("negative count: " + n);
    }
    return n;
  }

  /**
   * Closes the stream and lets go of the buffer; a read after it throws {@link
   * UncheckedIOException}. A second close does nothing.
   *
   * @throws UncheckedIOException if closing fails
   */
  @Override
  public void close() {
    close("FastReader");
  }
}
