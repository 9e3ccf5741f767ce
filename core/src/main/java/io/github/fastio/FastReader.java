package io.github.fastio;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.InputMismatchException;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
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
 * #MAX_EMPTY_READS} times in a row, which breaks {@link InputStream}'s contract.
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
public final class FastReader implements Closeable {
  static final int DEFAULT_BUFFER_SIZE = 1 << 16;

  /** Bytes after the data: the 0 at {@code lim}, then the rest of an 8-byte load begun there. */
  private static final int PAD = 16;

  private static final int MAX_CAPACITY = Integer.MAX_VALUE - 16 - PAD;
  static final int SHOWN_CHARS = 40;

  /** The default of {@link #maxLength(int)}: 64 MiB. */
  public static final int DEFAULT_MAX_LENGTH = 64 << 20;

  /**
   * The smallest {@link #maxLength(int)}: above the longest token a fast path takes whole (31 bytes
   * for a double), so that a fast path never accepts what the cap rejects.
   */
  static final int MIN_MAX_LENGTH = 64;

  /** What a scan returns for a token longer than {@link #maxLength}. */
  private static final int TOO_LONG = -2;

  /** How many reads in a row may return no byte before the stream counts as broken. */
  static final int MAX_EMPTY_READS = 1000;

  /** Digits of the longest long token the fast path takes. */
  private static final int LONG_DIGITS = 19;

  private final InputStream in;

  private Flushable tied;

  /** The longest token or line taken, and the most a look-ahead keeps; see {@link #maxLength}. */
  private int maxLength = DEFAULT_MAX_LENGTH;

  /** The bytes asked of the stream at a time: the buffer grows past the cap by at most that. */
  private final int readSize;

  /**
   * Which bytes separate tokens, by {@code byte & 0xFF}: 0x00-0x20 always, and those chosen with
   * {@link #separators(String)}. Every slow path and scan asks this table; the number methods' fast
   * paths know only {@link #delimiter}, a space or a line break before a token and a byte up to
   * 0x20 or the delimiter after it.
   */
  private final boolean[] separator = new boolean[256];

  /**
   * The first separator chosen with {@link #separators(String)}, which the fast paths take as they
   * take a space; a space when none is chosen.
   */
  private int delimiter = ' ';

  /** Where a scan found the token it returns the end of: a refill may have moved it. */
  private int tokenStart;

  /**
   * The bytes {@code [0, lim)} are input; {@code buf[lim]} is always 0, a separator, and at least
   * {@code PAD - 1} more bytes follow it, so that a loop over a token stops at the end of the data
   * without a bounds test of its own and an 8-byte load may start anywhere up to {@code lim}.
   */
  private byte[] buf;

  /**
   * {@link #buf} seen little-endian: a load of 8 bytes is one move and a few checks in C2's code
   * (JDK 9+) where {@link #load} takes eight, but dearer before C2.
   */
  private ByteBuffer le;

  /**
   * Whether nextInt and nextLong ({@link #word}) load through {@link #le}, as nextDouble does: in a
   * reader of a file or an array, read mostly in C2's code; not of a stream, which must also win at
   * a thousand numbers.
   */
  private boolean viewLoads;

  private int pos;
  private int lim;
  private boolean eof;

  /** Offset in the whole input of {@code buf[0]}. */
  private long bufStart;

  /** Whether the input byte just before {@code buf[0]} is {@code '\r'}. */
  private boolean crBeforeBuf;

  /** 1-based number of the line that holds {@code pos}; counts only consumed line breaks. */
  private long line = 1;

  /** The file's name in messages, or null for a stream; see {@link #where}. */
  private String sourceName;

  /** Offset in the file of the input's first byte: a part of a file starts inside it. */
  private long sourceStart;

  /**
   * Whether {@link #line} counts from the file's first line: false in the parts of {@link #split}
   * after the first, until {@link #linesBefore} says how many lines come before.
   */
  private boolean lineKnown = true;

  /** Index in {@code buf} of the first byte of that line; negative once it has left the buffer. */
  private long lineStart;

  /**
   * The low surrogate still owed by {@link #nextChar()} after it returned the high one of the
   * four-byte character at {@code pos}, or 0.
   */
  private char pendingLow;

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
    if (bufferSize < 1 || bufferSize > MAX_CAPACITY) {
      throw new IllegalArgumentException(
          "bufferSize must be from 1 to " + MAX_CAPACITY + ": " + bufferSize);
    }
    this.in = Objects.requireNonNull(in, "in");
    this.readSize = bufferSize;
    this.buf = new byte[bufferSize + PAD];
    this.le = ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN);
    Arrays.fill(separator, 0, ' ' + 1, true);
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
    return new FastReader(
            ArraySource.of(bytes), (int) Math.min(DEFAULT_BUFFER_SIZE, bytes.length + 1L))
        .viewLoads();
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
    try {
      return new FastReader(Files.newInputStream(path))
          .source(path.toString(), 0, true)
          .viewLoads();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
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
   * @return {@code parts} readers, in file order
   * @throws IllegalArgumentException if {@code parts < 1}
   * @throws UncheckedIOException if the file cannot be opened or read
   */
  public static List<FastReader> split(Path path, int parts) {
    return FilePart.split(path, parts);
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
    return NumberSpliterator.ints(path, NumberSpliterator.MIN_PART);
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
   * to it once more. The exception's class is a package-private subclass, so that the message
   * reaches the caller of a parallel stream's terminal operation: the fork-join framework replaces
   * an {@code InputMismatchException} thrown on another thread by a new one without a message. An
   * {@link IOException} fails it with {@link UncheckedIOException}.
   *
   * <p>The parts are fixed when the stream is made: bytes appended to the file later are not read,
   * and a part that the file no longer holds whole (it was truncated) fails the stream with {@link
   * UncheckedIOException}. A pipe, a device and a file whose size reads as 0 (such as those in
   * {@code /proc}) are read by one reader, in order, even in a parallel stream. A part's file
   * handle is open while the part is read; close a stream that may stop early ({@code findFirst},
   * {@code limit}, {@code iterator}) as {@link java.nio.file.Files#lines(Path)}'s is closed: {@code
   * try (LongStream s = FastReader.longs(path)) { ... }}.
   *
   * @throws UncheckedIOException if the file's attributes cannot be read (it does not exist)
   */
  public static LongStream longs(Path path) {
    return NumberSpliterator.longs(path, NumberSpliterator.MIN_PART);
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
    return NumberSpliterator.doubles(path, NumberSpliterator.MIN_PART);
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
    this.tied = out;
    return this;
  }

  /**
   * Names the input in messages: the bytes of the file {@code name} from byte offset {@code start}
   * on, whose lines are numbered as in the file if {@code lineKnown}; see {@link #where}.
   */
  FastReader source(String name, long start, boolean lineKnown) {
    this.sourceName = name;
    this.sourceStart = start;
    this.lineKnown = lineKnown;
    return this;
  }

  /** See {@link #viewLoads}. */
  FastReader viewLoads() {
    viewLoads = true;
    return this;
  }

  boolean loadsThroughView() {
    return viewLoads;
  }

  /**
   * Counts {@code lines} more line breaks before the input, so that line numbers are the file's:
   * how a part of a file learns them once the lines before it have been counted.
   */
  void linesBefore(long lines) {
    line += lines;
    lineKnown = true;
  }

  /** The number of the line that holds the next byte: 1 plus the line breaks consumed. */
  long line() {
    return line;
  }

  /** The column of the next byte to read, as messages count it (for tests). */
  long column() {
    return column(pos);
  }

  /**
   * Sets the longest token or line this reader takes, in bytes ({@value #DEFAULT_MAX_LENGTH} unless
   * set), so that a hostile or broken input cannot fill the heap: a longer token (for {@code
   * next()} and the number methods) or line (for {@code nextLine()}) throws {@link
   * InputMismatchException} naming the cap and where the token or line starts, and stays unread, so
   * that reading may go on after raising the cap. The reader then holds at most about {@code bytes}
   * plus its buffer size; the look-ahead methods keep at most that much too (see {@link
   * #hasNext()}).
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
    if (bytes < MIN_MAX_LENGTH || bytes > MAX_CAPACITY - readSize) {
      throw new IllegalArgumentException(
          "maxLength must be from "
              + MIN_MAX_LENGTH
              + " to "
              + (MAX_CAPACITY - readSize)
              + ": "
              + bytes);
    }
    this.maxLength = bytes;
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
   * between two tokens, so that {@code "1,,2"} holds the two tokens 1 and 2 (never an empty field).
   * It never ends a line: {@link #nextLine()} returns lines with their separators. The bytes
   * 0x00-0x20 stay separators, so that a field holding spaces ({@code New York;12.0}) reads as
   * several tokens. Numbers next to the first of {@code chars} read as fast as after a space; next
   * to the others, by a slower path.
   *
   * @return this reader
   * @throws IllegalArgumentException if a character is not ASCII, or can be part of a number as the
   *     fast parsers read it: a digit, {@code '+'}, {@code '-'}, {@code '.'}, {@code 'e'} or {@code
   *     'E'}
   */
  public FastReader separators(String chars) {
    for (int i = 0; i < chars.length(); i++) {
      char c = chars.charAt(i);
      if (c >= 0x80 || (c >= '0' && c <= '9') || "+-.eE".indexOf(c) >= 0) {
        byte[] b = chars.getBytes(StandardCharsets.UTF_8);
        throw new IllegalArgumentException(
            "separators must be ASCII characters that cannot be part of a number (not a digit,"
                + " '+', '-', '.', 'e' or 'E'): "
                + ReaderErrors.shown(b, 0, b.length, false));
      }
    }
    Arrays.fill(separator, ' ' + 1, separator.length, false);
    for (int i = 0; i < chars.length(); i++) {
      separator[chars.charAt(i)] = true;
    }
    delimiter = chars.isEmpty() ? ' ' : chars.charAt(0);
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
    byte[] b = buf;
    int p = pos;
    int c = b[p];
    // The one separator that usually comes first, inline; anything else goes to intSlow.
    if (c <= ' ') {
      if (c == '\n') {
        newLine(++p);
      } else if (c == ' ') {
        p++;
      } else if (crlf(b, p, c)) {
        newLine(p += 2);
      } else {
        return intSlow();
      }
    } else if (c == delimiter) {
      p++;
    }
    // The sign as a branch, not minus(): where one sign dominates (counts, sizes, indices) the JIT
    // compiles a predicted branch, which keeps the sign's load out of the dependency from one
    // number's end to the next one's start; where signs are mixed it compiles a conditional move.
    int neg = 0;
    if (b[p] == '-') {
      neg = 1;
    }
    int q = p + neg;
    long w = word(b, q);
    int n = digitCount(w);
    long v;
    int e;
    if (n < 8) {
      v = value(w, n);
      e = q + n;
    } else {
      // q + 8, not q + n: the loads below then need not wait for the digit count. The 9th and
      // 10th digits without a loop, whose back branch would carry a safepoint poll; an 11th
      // digit fails the separator test below.
      v = value8(w);
      e = q + 8;
      int digit;
      if ((char) (digit = b[e] - '0') <= 9) {
        v = v * 10 + digit;
        if ((char) (digit = b[++e] - '0') <= 9) {
          v = v * 10 + digit;
          e++;
        }
      }
    }
    // One test for the rest: at least one digit, inside the data, within range, then a separator.
    // At most 10 digits were read, so v cannot have wrapped; an 11th fails the separator test.
    long ok = (n - 1) | (lim - 1 - e) | (Integer.MAX_VALUE - v + neg);
    if ((ok | (' ' - (b[e] & 0xFF))) < 0 && (ok < 0 || b[e] != delimiter)) {
      uncount();
      return intSlow();
    }
    pos = e;
    return (int) ((v ^ -neg) + neg);
  }

  /**
   * Reads a token as {@link Long#parseLong(String)} would: {@code [+-]?[0-9]+} within the long
   * range, as in {@code FastReader.of("-9223372036854775808").nextLong() == Long.MIN_VALUE}.
   *
   * @throws InputMismatchException if the next token is not such a long; it stays unread
   * @throws NoSuchElementException if no token is left
   */
  public long nextLong() {
    byte[] b = buf;
    int p = pos;
    int c = b[p];
    // As in nextInt.
    if (c <= ' ') {
      if (c == '\n') {
        newLine(++p);
      } else if (c == ' ') {
        p++;
      } else if (crlf(b, p, c)) {
        newLine(p += 2);
      } else {
        return longSlow();
      }
    } else if (c == delimiter) {
      p++;
    }
    int neg = 0;
    if (b[p] == '-') {
      neg = 1;
    }
    int q = p + neg;
    long w = word(b, q);
    int n = digitCount(w);
    long v;
    int e;
    if (n < 8) {
      v = value(w, n);
      e = q + n;
    } else {
      // As in nextInt: q + 8, then digits one at a time (cheaper than an eight-byte step for ints
      // read as longs); at the 11th, one eight-byte step takes up to 8 more, and any after them
      // come one at a time (past 19 digits v wraps, but the length test below fails).
      v = value8(w);
      e = q + 8;
      int digit;
      while ((char) (digit = b[e] - '0') <= 9) {
        v = v * 10 + digit;
        if (++e == q + 10) {
          v = appendAt(v, b, e);
          e += digitCountAt(b, e);
        }
      }
    }
    // 1 to 19 digits (below 10^19: then v - neg >= -1 exactly when v, read as unsigned, is within
    // range; the two extremes take the slow path), a separator after them inside the data.
    long ok = (n - 1) | (q + LONG_DIGITS - e) | (lim - 1 - e) | (v - neg + 1);
    if ((ok | (' ' - (b[e] & 0xFF))) < 0 && (ok < 0 || b[e] != delimiter)) {
      return longRetry();
    }
    pos = e;
    return (v ^ -neg) + neg;
  }

  /** Whether {@code c}, the byte at {@code p}, starts a {@code \r\n} that the data holds whole. */
  private static boolean crlf(byte[] b, int p, int c) {
    return c == '\r' && b[p + 1] == '\n';
  }

  /** Counts a line break consumed before {@code start}, the next line's first byte. */
  private void newLine(int start) {
    line++;
    lineStart = start;
  }

  /**
   * 1 if {@code b[p]} is {@code '-'}, else 0, without a branch: for doubles and their exponents,
   * where a branch that the JIT may predict measured no faster (the integers branch, see nextInt).
   */
  private static int minus(byte[] b, int p) {
    return (((b[p] & 0xFF) ^ '-') - 1) >>> 31;
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
    // A call of its own, unlike nextInt: doubleAt's compiled code, with the conversion inlined, is
    // too big for the JIT to inline into the caller's loop once compiled alone; this is small
    // enough to be inlined always, and doubleAt is then compiled only inside it.
    return doubleAt();
  }

  /** The fast path of {@link #nextDouble}, which calls {@link #doubleSlow} for anything else. */
  private double doubleAt() {
    byte[] b = buf;
    int p = pos;
    int c = b[p];
    // As in nextInt.
    if (c <= ' ') {
      if (c == '\n') {
        newLine(++p);
      } else if (c == ' ') {
        p++;
      } else if (crlf(b, p, c)) {
        newLine(p += 2);
      } else {
        return doubleSlow();
      }
    } else if (c == delimiter) {
      p++;
    }
    // The fast path: -?[0-9]*(\.[0-9]*)?([eE][+-]?[0-9]{1,8})? with 1 to 19 digits before the
    // exponent, when DoubleParser.toDouble decides it. The rest (a '+', more digits, NaN, hex, a
    // suffix, a token at the end of the data) is doubleSlow's.
    int neg = minus(b, p);
    int q = p + neg;
    long w = le.getLong(q);
    int n = digitCount(w);
    long m = value(w, n);
    int e = q + n;
    if (b[e] == '.') {
      // Fraction digits; the mantissa stays exact up to 19 digits. Past 8 of them, the 9th and
      // 10th are tested one at a time, as nextInt's are: a fraction of fixed length (printf's %.9f)
      // then ends at predicted branches rather than at a sum of digit counts, so that the next
      // token's loads need not wait for this one's digits. Fractions of random length pay a
      // mispredicted branch more.
      w = le.getLong(++e);
      int f = digitCount(w);
      if (f == 8) {
        m = m * 100_000_000L + value8(w); // append(m, w, 8) without its table load
        e += 8;
        int d;
        if ((char) (d = b[e] - '0') <= 9) {
          m = m * 10 + d;
          if ((char) (b[++e] - '0') <= 9) {
            w = le.getLong(e);
            f = digitCount(w);
            m = append(m, w, f);
            e += f;
          }
        }
      } else {
        m = append(m, w, f);
        e += f;
      }
    }
    double v = decimalEnd(q, n, e, m, neg);
    if (Double.isNaN(v)) {
      uncount();
      return doubleSlow();
    }
    return v;
  }

  /**
   * The rest of {@link #nextDouble}'s fast path for the mantissa {@code m} of the digits from
   * {@code q} to {@code e}, {@code n} of them before the point: the exponent, the checks, the
   * conversion; moves {@code pos} past the token and returns its value, or returns NaN to say that
   * the slow path decides.
   */
  private double decimalEnd(int q, int n, int e, long m, int neg) {
    byte[] b = buf;
    // Digits so far, the '.' not counted; the exponent of the last one.
    int digits = e - q - (b[q + n] == '.' ? 1 : 0);
    int exp = n - digits;
    if ((b[e] | 0x20) == 'e') {
      int x = e + 1;
      int expNeg = minus(b, x);
      x += expNeg | (((b[x] & 0xFF) ^ '+') - 1) >>> 31;
      long w = le.getLong(x);
      int k = digitCount(w);
      // Up to three digits (the usual exponents) from the word's lanes, one multiply deep, since
      // the exponent's value leads to the table of powers and the conversion; more through value.
      int d0 = (int) w & 0xF;
      int d01 = d0 * 10 + ((int) (w >>> 8) & 0xF);
      int v =
          k == 2
              ? d01
              : k == 3 ? d01 * 10 + ((int) (w >>> 16) & 0xF) : k == 1 ? d0 : (int) value(w, k);
      exp += (v ^ -expNeg) + expNeg;
      // No exponent digit leaves the 'e' as the token's end, which the test below rejects.
      e = k == 0 ? e : x + k;
    }
    int ok = (digits - 1) | (19 - digits) | (lim - 1 - e);
    if ((ok | (' ' - (b[e] & 0xFF))) >= 0 || (ok >= 0 && b[e] == delimiter)) {
      double v = DoubleParser.toDouble(m, exp);
      if (!Double.isNaN(v)) {
        pos = e;
        return v * (1 - 2 * neg); // no branch: signs are often random
      }
    }
    return Double.NaN;
  }

  /**
   * Takes back a line break that a fast path counted before handing its token to the slow path,
   * which starts again at {@code pos}, before it: so a refill that brings the rest of a token leads
   * back into the fast path, which the JIT then compiles in rather than trapping on it later.
   */
  private void uncount() {
    int c = buf[pos];
    if (c == '\n' || c == '\r') {
      line--;
    }
  }

  /**
   * The number methods' slow paths start at {@code pos}, where the fast path left it: they skip the
   * separators, retry the fast path if there were more than it takes (a tab, spaces, a refill: one
   * detour, not the checked parser), else parse the token checked.
   */
  private double doubleSlow() {
    int p = pos;
    if (skip() < 0) {
      throw endOfInput("a double");
    }
    if (pos != p) {
      return nextDouble();
    }
    int end = tokenEndWithin(p);
    if (end == TOO_LONG) {
      throw tooLong("a double", "token");
    }
    double v;
    try {
      v = DoubleParser.parseDouble(buf, pos, end);
    } catch (NumberFormatException e) {
      throw mismatch("a double");
    }
    pos = end;
    return v;
  }

  private int intSlow() {
    int p = pos;
    if (skip() < 0) {
      throw endOfInput("an int");
    }
    return pos != p
        ? nextInt()
        : (int) checkedInteger(Integer.MIN_VALUE, Integer.MAX_VALUE, "an int");
  }

  /** {@link #uncount()} and {@link #longSlow()} in one call: nextLong fits the JIT's inlining. */
  private long longRetry() {
    uncount();
    return longSlow();
  }

  private long longSlow() {
    int p = pos;
    if (skip() < 0) {
      throw endOfInput("a long");
    }
    return pos != p ? nextLong() : checkedInteger(Long.MIN_VALUE, Long.MAX_VALUE, "a long");
  }

  /**
   * The checked path of {@link #nextInt} and {@link #nextLong}: reads until the token at {@code
   * pos} is whole and parses it within {@code [min, max]}.
   */
  private long checkedInteger(long min, long max, String expected) {
    int end = integerTokenEnd(pos);
    if (end == TOO_LONG) {
      throw tooLong(expected, "token");
    }
    try {
      if (end < 0) {
        throw new NumberFormatException();
      }
      long v = parse(buf, pos, end, min, max);
      pos = end;
      return v;
    } catch (NumberFormatException e) {
      throw mismatch(expected);
    }
  }

  /**
   * Whether the next token is an int, that is, whether {@link #nextInt()} would return one;
   * consumes nothing. May wait for input.
   */
  public boolean hasNextInt() {
    return hasNextInteger(Integer.MIN_VALUE, Integer.MAX_VALUE);
  }

  /**
   * Whether the next token is a long, that is, whether {@link #nextLong()} would return one;
   * consumes nothing. May wait for input.
   */
  public boolean hasNextLong() {
    return hasNextInteger(Long.MIN_VALUE, Long.MAX_VALUE);
  }

  /**
   * Whether the next token is a double as {@link Double#parseDouble} reads it, that is, whether
   * {@link #nextDouble()} would return one; consumes nothing. May wait for input.
   */
  public boolean hasNextDouble() {
    int from = peekToken();
    if (from < 0) {
      return false;
    }
    int end = tokenEndWithin(from);
    if (end < 0 || !mayStartDouble(buf[tokenStart])) {
      return false;
    }
    try {
      DoubleParser.parseDouble(buf, tokenStart, end);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /**
   * Whether a token starting with {@code c} may be a double: Double.parseDouble's grammar starts
   * with a sign, a digit, a '.', {@code NaN} or {@code Infinity}. A word is ruled out here without
   * the parser's exception, which costs more than reading the word: reading {@code Abu Dhabi;21.5}
   * asks hasNextDouble of every word of a name.
   */
  private static boolean mayStartDouble(byte c) {
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'N' || c == 'I';
  }

  private boolean hasNextInteger(long min, long max) {
    int from = peekToken();
    if (from < 0) {
      return false;
    }
    int end = integerTokenEnd(from);
    if (end < 0) {
      return false;
    }
    try {
      parse(buf, tokenStart, end, min, max);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /**
   * Reads the next token, decoded from UTF-8: {@code FastReader.of(" héllo wörld").next()} is
   * {@code "héllo"}.
   *
   * @throws NoSuchElementException if no token is left
   */
  public String next() {
    int p = skip();
    if (p < 0) {
      throw endOfInput("a token");
    }
    int end = tokenEndWithin(p);
    if (end == TOO_LONG) {
      throw tooLong("a token", "token");
    }
    return dropPendingHigh(takeText(end));
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
    if (pendingLow != 0) {
      char low = pendingLow;
      pendingLow = 0;
      pos += 4;
      return low;
    }
    int p = skip();
    if (p < 0) {
      throw endOfInput("a char");
    }
    int c = buf[p];
    if (c >= 0) {
      pos = p + 1;
      return (char) c;
    }
    return nextCharNonAscii();
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
    if (!atLineStart()) {
      throw endOfInput("a line");
    }
    int p = pos;
    int c;
    for (; ; ) {
      c = buf[p];
      if (c > '\r' || c < 0) {
        p++;
      } else if (c == '\n' || c == '\r') {
        break; // never the sentinel: buf[lim] is 0
      } else if (p < lim) {
        p++;
      } else {
        // Checked before each refill and at the end alike, so that the answer does not depend on
        // how the stream cut the input.
        if (p - pos > maxLength) {
          throw tooLong("a line", "line");
        }
        int old = pos;
        boolean got = more();
        p -= old - pos;
        if (!got) {
          return dropPendingHigh(takeText(lim));
        }
      }
    }
    if (p - pos > maxLength) {
      throw tooLong("a line", "line");
    }
    String s = dropPendingHigh(takeText(p));
    pos = p + 1;
    line++;
    if (c == '\r' && buf[pos] == '\n') {
      pos++;
    }
    // A '\n' still to come after this '\r' is skipped by the next call, so no read blocks here.
    lineStart = pos;
    return s;
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
    // Without peekToken's loop: a token at pos, or after one space or '\n' (as in nextInt, not the
    // rest of a counted \r\n: nextLine leaves that only at lim, and a refill consumes it).
    byte[] b = buf;
    int p = pos;
    int c = b[p];
    boolean[] sep = separator;
    if (p + 1 < lim && (!sep[c & 0xFF] || ((c == ' ' || c == '\n') && !sep[b[p + 1] & 0xFF]))) {
      return true;
    }
    return pendingLow != 0 || peekToken() >= 0;
  }

  /**
   * Whether {@link #nextLine()} would return a line: false only at the end of the input. Consumes
   * nothing. May wait for input.
   */
  public boolean hasNextLine() {
    return atLineStart();
  }

  /**
   * Reads {@code n} ints, as {@code n} calls of {@link #nextInt()}.
   *
   * @throws IllegalArgumentException if {@code n < 0}
   */
  public int[] nextInts(int n) {
    checkCount(n);
    int[] a = new int[n];
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
    checkCount(n);
    long[] a = new long[n];
    for (int i = 0; i < n; i++) {
      a[i] = nextLong();
    }
    return a;
  }

  /**
   * The loop of the file streams' longs ({@link NumberSpliterator}): reads longs into {@code a} (at
   * least one element long) as calls of {@link #nextLong()} would, and returns how many, at least
   * 1. It stops early, before a token that the fast path below does not take (a refill, another
   * separator, a bad token, the end), which the next call starts with, through nextLong: so that an
   * exception is thrown only before the first number of a call, when every number before the bad
   * token has been returned.
   *
   * <p>Unlike nextLong, it holds the position in a local rather than writing and reading the field
   * once a number, and takes the 9th to 16th digits in one eight-byte step, with no branch on how
   * many of them there are: in the file streams' readers a load of eight bytes is one move (the
   * view), and numbers of 9 and 10 digits mixed, as in ints of the full range, cost no mispredicted
   * branch. nextLong stays as it is, under the JIT's size for inlining into a caller's loop, and
   * faster where eight bytes are eight loads (standard input).
   */
  int readLongs(long[] a) {
    byte[] b = buf;
    int p = pos;
    int i = 0;
    while (i < a.length) {
      int s = p;
      long start = lineStart;
      int c = b[p];
      if (c <= ' ') {
        if (c == '\n') {
          newLine(++p);
        } else if (c == ' ') {
          p++;
        } else if (crlf(b, p, c)) {
          newLine(p += 2);
        } else {
          pos = s;
          break;
        }
      } else if (c == delimiter) {
        p++;
      }
      int neg = minus(b, p);
      int q = p + neg;
      long w = word(b, q);
      int n = digitCount(w);
      // nextLong's tests, each only on the path where it can fail: at least one digit where the
      // first word has fewer than 8; length and range from the 17th digit (16 or fewer are below
      // 10^16); on every path, the token inside the data and a separator after it. In C2's code
      // that took 6% off the time a number of this loop (in memory); nextLong keeps its one test
      // of all four, which keeps it small enough to be inlined into a caller's loop.
      long v;
      int e;
      long ok;
      if (n < 8) {
        v = value(w, n);
        e = q + n;
        ok = n - 1;
      } else {
        e = q + 8;
        long w2 = word(b, e);
        int k = digitCount(w2);
        v = append(value8(w), w2, k);
        e += k;
        ok = 0;
        if (k == 8) {
          // Up to 8 more; past 19 digits in all v wraps, but the length test fails.
          v = appendAt(v, b, e);
          e += digitCountAt(b, e);
          ok = (q + LONG_DIGITS - e) | (v - neg + 1);
        }
      }
      ok |= lim - 1 - e;
      if ((ok | (' ' - (b[e] & 0xFF))) < 0 && (ok < 0 || b[e] != delimiter)) {
        // The token and the separator before it stay unread, their line break uncounted.
        pos = s;
        uncount();
        lineStart = start;
        break;
      }
      a[i++] = (v ^ -neg) + neg;
      p = e;
    }
    if (i == 0) {
      a[0] = nextLong();
      return 1;
    }
    if (i == a.length) {
      pos = p;
    }
    return i;
  }

  /**
   * Reads {@code n} doubles, as {@code n} calls of {@link #nextDouble()}.
   *
   * @throws IllegalArgumentException if {@code n < 0}
   */
  public double[] nextDoubles(int n) {
    checkCount(n);
    double[] a = new double[n];
    for (int i = 0; i < n; i++) {
      a[i] = nextDouble();
    }
    return a;
  }

  /**
   * Closes the stream.
   *
   * @throws UncheckedIOException if closing fails
   */
  @Override
  public void close() {
    try {
      in.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void checkCount(int n) {
    if (n < 0) {
      throw new IllegalArgumentException("negative count: " + n);
    }
  }

  /**
   * Consumes separators, counting line breaks; returns the index of the next token's first byte
   * (also left in {@code pos}), or -1 at the end of the input.
   */
  @SuppressWarnings("IntLongMath") // p + 1 <= lim, an array index: no int overflow
  private int skip() {
    boolean[] sep = separator;
    int p = pos;
    for (; ; ) {
      int c = buf[p];
      if (!sep[c & 0xFF]) {
        pos = p;
        return p;
      }
      if (p < lim) {
        if (c == '\r' || (c == '\n' && !crBefore(p))) {
          line++;
        }
        if (c == '\r' || c == '\n') {
          lineStart = p + 1;
        }
        p++;
      } else {
        pos = p;
        if (!more()) {
          return -1;
        }
        p = pos;
      }
    }
  }

  private boolean crBefore(int p) {
    return p > 0 ? buf[p - 1] == '\r' : crBeforeBuf;
  }

  /**
   * Returns the index of the next token's first byte without consuming anything, or -1 at the end
   * of the input; reads as needed.
   */
  private int peekToken() {
    boolean[] sep = separator;
    int p = pos;
    for (; ; ) {
      int c = buf[p];
      if (!sep[c & 0xFF]) {
        // More separators than the cap are consumed rather than kept, at a refill or here alike.
        return p - pos > maxLength ? skip() : p;
      }
      if (p < lim) {
        if (p == pos && c == '\n' && crBefore(p)) {
          // The rest of a \r\n that nextLine ended at its '\r': consuming it changes nothing a
          // caller sees, and the fast paths count every '\n' they step over at pos.
          pos = ++p;
          lineStart = p;
          continue;
        }
        p++;
        continue;
      }
      if (p - pos > maxLength) {
        return skip();
      }
      int old = pos;
      boolean got = more();
      p -= old - pos;
      if (!got) {
        return -1;
      }
    }
  }

  /**
   * Whether a line starts at {@code pos}, after skipping the {@code '\n'} of a {@code \r\n} whose
   * {@code '\r'} ended the previous line at the end of a read.
   */
  private boolean atLineStart() {
    if (pos >= lim && !more()) {
      return false;
    }
    if (buf[pos] == '\n' && crBefore(pos)) {
      pos++;
      lineStart = pos;
      return pos < lim || more();
    }
    return true;
  }

  /**
   * The end of the token at {@code from}, reading until it is in the buffer, or {@code TOO_LONG}
   * past {@link #maxLength} (see {@link #pastMax}); leaves the token's start, which a refill may
   * move, in {@code tokenStart}. {@code from} is {@code pos}, or in a look-ahead the token after
   * the separators at {@code pos}.
   */
  private int tokenEndWithin(int from) {
    boolean[] sep = separator;
    int p = from;
    for (; ; ) {
      int c = buf[p];
      if (!sep[c & 0xFF]) {
        p++;
        continue;
      }
      if (p < lim) {
        break;
      }
      if (pastMax(p, from)) {
        return TOO_LONG;
      }
      int old = pos;
      boolean got = more();
      p -= old - pos;
      from -= old - pos;
      if (!got) {
        break;
      }
    }
    tokenStart = from;
    return pastMax(p, from) ? TOO_LONG : p;
  }

  /**
   * Whether the token at {@code from} is longer than {@link #maxLength}, given that the bytes up to
   * {@code p} are part of it; called before each refill and where a scan stops, so that the answer
   * depends on the bytes only, never on how the stream cut them. A look-ahead ({@code pos < from})
   * that would keep more than the cap consumes the separators before the token first, as {@link
   * #skip()} would, so that memory stays bounded by the cap.
   */
  private boolean pastMax(int p, int from) {
    if (p - pos <= maxLength) {
      return false;
    }
    if (pos < from) {
      skip();
    }
    return p - from > maxLength;
  }

  /**
   * Returns the end of the token at {@code from}, reading until its end is in the buffer or {@code
   * max} of its bytes are, and not one byte further; reads keep it in the buffer (and {@code from}
   * moves with it, as {@code pos} does).
   */
  private int tokenEnd(int from, int max) {
    boolean[] sep = separator;
    int p = from;
    for (; ; ) {
      if (p - from >= max) {
        return p;
      }
      int c = buf[p];
      if (!sep[c & 0xFF]) {
        p++;
        continue;
      }
      if (p < lim) {
        return p;
      }
      int old = pos;
      boolean got = more();
      p -= old - pos;
      from -= old - pos;
      if (!got) {
        return p;
      }
    }
  }

  /**
   * Keeps {@code buf[pos, lim)}, moving it to the front or growing the buffer, flushes the tied
   * writer, then reads from the stream until it returns at least one byte or the end (a read that
   * returns none is retried, up to {@link #MAX_EMPTY_READS} in a row); false at the end of the
   * input. Either way the kept bytes then start at the new {@code pos}.
   *
   * <p>One method, longer than HotSpot's default limit for inlining a hot call (325 bytes of
   * bytecode, checked by a test): C2 then never inlines the refill, and with it the stream's whole
   * read path, into a number method or a caller's loop. A recompilation after a deoptimization (at
   * the end of a part of a parallel stream, say) inlined it once its call count passed 100: it
   * compiled {@code nextLong} to 77 KB of machine code, against 15 KB without the read path, while
   * the program waited in slower code.
   */
  private boolean more() {
    if (eof) {
      return false;
    }
    int shift = pos;
    if (shift > 0) {
      crBeforeBuf = buf[shift - 1] == '\r';
      System.arraycopy(buf, shift, buf, 0, lim - shift);
      bufStart += shift;
      lineStart -= shift;
      lim -= shift;
      pos = 0;
      // The sentinel moves too, in case the read below throws and the reader is used again.
      buf[lim] = 0;
    } else if (lim == buf.length - PAD) {
      // The scans stop at the cap before they ask for more, so a full buffer holds at most the
      // cap (or a message's few bytes): growing to the cap plus one read is enough.
      long size = Math.min(2L * lim, Math.max((long) maxLength, 4 * SHOWN_CHARS + 4) + readSize);
      // The view first: an OutOfMemoryError leaves buf and le in step.
      le =
          ByteBuffer.wrap(
                  Arrays.copyOf(buf, (int) Math.min(Math.max(size, lim + 1L), MAX_CAPACITY) + PAD))
              .order(ByteOrder.LITTLE_ENDIAN);
      buf = le.array();
    }
    // The first reads ask for less (4 KiB, then as much as was read so far): the refill path then
    // runs a few times while the JIT profiles the caller's loop, which keeps it in the compiled
    // code instead of leaving a trap that would recompile the loop at the first refill after that.
    // Never more than readSize, also once a long token has grown the buffer.
    int len =
        (int) Math.min(Math.min(buf.length - PAD - lim, readSize), Math.max(4096, bufStart + lim));
    int n = 0;
    try {
      if (tied != null) {
        tied.flush();
      }
      // A stream must block until it has a byte; one that keeps returning none is broken, and
      // retrying it forever would hang the program without a word.
      for (int empty = 0; n == 0; empty++) {
        if (empty == MAX_EMPTY_READS) {
          throw new IOException(
              "the stream returned no byte "
                  + MAX_EMPTY_READS
                  + " times in a row, where a read must wait until it has one");
        }
        n = in.read(buf, lim, len);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      // A read that failed (checked or unchecked) or ended may have written there.
      if (n <= 0) {
        buf[lim] = 0;
      }
    }
    if (n < 0) {
      eof = true;
      return false;
    }
    lim += n;
    buf[lim] = 0;
    return true;
  }

  /**
   * Returns the end of the token at {@code from}, -1 as soon as a byte rules out {@code
   * [+-]?[0-9]+} (a bad token is rejected without buffering or waiting for the rest of it), or
   * {@code TOO_LONG} (see {@link #pastMax}); leaves the token's start in {@code tokenStart}.
   */
  private int integerTokenEnd(int from) {
    boolean[] sep = separator;
    int p = from;
    for (; ; ) {
      int c = buf[p];
      if ((c >= '0' && c <= '9') || (p == from && (c == '-' || c == '+'))) {
        p++;
        continue;
      }
      boolean refill = sep[c & 0xFF] && p == lim;
      if (pastMax(p, from)) {
        return TOO_LONG;
      }
      if (!refill) {
        tokenStart = from;
        return sep[c & 0xFF] ? p : -1;
      }
      int old = pos;
      boolean got = more();
      p -= old - pos;
      from -= old - pos;
      if (!got) {
        tokenStart = from;
        return p;
      }
    }
  }

  /**
   * Decodes the character at {@code pos} as the JDK's UTF-8 decoder does: a malformed sequence
   * becomes one U+FFFD per longest well-formed prefix. Reads a continuation byte only while the
   * sequence still needs one, so an interactive reader never waits for a byte it cannot use.
   */
  private char nextCharNonAscii() {
    int lead = buf[pos] & 0xFF;
    int n;
    int lo = 0x80;
    int hi = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
      n = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
      n = 3;
      if (lead == 0xE0) {
        lo = 0xA0; // shorter forms are overlong
      }
    } else if (lead >= 0xF0 && lead <= 0xF4) {
      n = 4;
      if (lead == 0xF0) {
        lo = 0x90; // shorter forms are overlong
      } else if (lead == 0xF4) {
        hi = 0x8F; // above is past U+10FFFF
      }
    } else {
      pos++;
      return '\uFFFD';
    }
    int cp = lead & (0xFF >> (n + 1));
    for (int i = 1; i < n; i++) {
      int end = tokenEnd(pos, i + 1);
      int c = pos + i < end ? buf[pos + i] & 0xFF : 0;
      if (c < lo || c > hi) {
        pos += i;
        return '\uFFFD';
      }
      lo = 0x80;
      hi = 0xBF;
      cp = (cp << 6) | (c & 0x3F);
    }
    if (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE) {
      // The JDK checks for surrogates only once all three bytes are in, and replaces them whole.
      pos += n;
      return '\uFFFD';
    }
    if (cp >= Character.MIN_SUPPLEMENTARY_CODE_POINT) {
      pendingLow = Character.lowSurrogate(cp);
      return Character.highSurrogate(cp);
    }
    pos += n;
    return (char) cp;
  }

  /** Drops the high surrogate {@link #nextChar()} already returned from a text starting there. */
  private String dropPendingHigh(String s) {
    if (pendingLow == 0) {
      return s;
    }
    pendingLow = 0;
    return s.substring(1);
  }

  private String takeText(int end) {
    String s = new String(buf, pos, end - pos, StandardCharsets.UTF_8);
    pos = end;
    return s;
  }

  private long column(int p) {
    return p - lineStart + 1;
  }

  /**
   * Where {@code buf[p]} is, for a message: {@code line 3, column 14}; in a file {@code line 3,
   * column 14 of data.txt (byte offset 1234)}, or in a part of a file whose first line's number is
   * unknown {@code byte offset 1234 of data.txt (line 3, column 14 of the part from byte offset
   * 1000)}.
   */
  private String where(int p) {
    String at = "line " + line + ", column " + column(p);
    if (sourceName == null) {
      return at;
    }
    long offset = sourceStart + bufStart + p;
    return lineKnown
        ? at + " of " + sourceName + " (byte offset " + offset + ")"
        : "byte offset "
            + offset
            + " of "
            + sourceName
            + " ("
            + at
            + " of the part from byte offset "
            + sourceStart
            + ")";
  }

  /** The one place that reports a token of the wrong kind; the token at {@code pos} stays. */
  private RuntimeException mismatch(String expected) {
    int end = tokenEnd(pos, 4 * SHOWN_CHARS + 4);
    return ReaderErrors.mismatch(
        "expected "
            + expected
            + " but found "
            + ReaderErrors.shown(buf, pos, end, !separator[buf[end] & 0xFF])
            + " at "
            + where(pos));
  }

  /** A token or line at {@code pos} longer than {@link #maxLength}; it stays unread. */
  private RuntimeException tooLong(String expected, String what) {
    int end = pos;
    boolean isLine = what.equals("line");
    // What every way of delivering the input has put in the buffer by now: one byte past the cap.
    int shown = Math.min(4 * SHOWN_CHARS + 4, maxLength + 1);
    while (end < lim
        && end - pos < shown
        && (isLine ? !isLineEnd(buf[end]) : !separator[buf[end] & 0xFF])) {
      end++;
    }
    return ReaderErrors.mismatch(
        "expected "
            + expected
            + " but found a "
            + what
            + " of more than "
            + maxLength
            + " bytes, the reader's maxLength: "
            + ReaderErrors.shown(buf, pos, end, true)
            + " at "
            + where(pos));
  }

  private static boolean isLineEnd(byte c) {
    return c == '\n' || c == '\r';
  }

  private RuntimeException endOfInput(String expected) {
    return ReaderErrors.endOfInput("expected " + expected + " but input ended at " + where(lim));
  }

  // ---------------------------------------------------------------- digits, eight bytes a step

  // The number methods' fast paths work on a long that holds eight consecutive bytes, the first in
  // its lowest byte (load, or the view le: see word): one mask test finds how many of them are
  // digits (digitCount) and three multiply-shifts combine up to eight digits into their value
  // (value, Lemire's method), so that a number of up to eight digits costs no branch per digit.
  // parse is the checked parser of a whole token, the one place that rejects one. They live
  // here rather than in a class of their own: a second class costs a program about half a
  // millisecond to load before its first number.

  /**
   * The eight bytes {@code b[i, i + 8)} as one long, {@code b[i]} in the lowest byte. Written for
   * Java 8, as a tree of methods under the 35 bytes that C2 inlines without a hot profile (JDK 25:
   * unless the call is rare), so that a caller's loop never pays a call for a load.
   */
  @SuppressWarnings("OperatorPrecedence") // & binds before |, as meant: no bytes for parentheses
  static long load(byte[] b, int i) {
    return load4(b, i) & 0xFFFF_FFFFL | (long) load4(b, i + 4) << 32;
  }

  /** {@code load(b, i)} of {@code b == buf}, through {@link #le} where {@link #viewLoads} says. */
  private long word(byte[] b, int i) {
    return viewLoads ? le.getLong(i) : load(b, i);
  }

  private static int load4(byte[] b, int i) {
    return load2(b, i) | load2(b, i + 2) << 16;
  }

  private static int load2(byte[] b, int i) {
    return (b[i] & 0xFF) | (b[i + 1] & 0xFF) << 8;
  }

  /**
   * How many of the bytes of {@code w}, from the lowest, are ASCII digits before the first one that
   * is not: 0 to 8. A byte {@code x} is a digit when {@code x - '0'} neither borrows nor exceeds 9,
   * tested in all lanes at once; a borrow or carry out of a lane only disturbs the lanes above the
   * first non-digit, which do not count.
   */
  static int digitCount(long w) {
    long nonDigits =
        ((w - NumberMath.ZEROS) | (w + 0x4646_4646_4646_4646L)) & 0x8080_8080_8080_8080L;
    return Long.numberOfTrailingZeros(nonDigits) >> 3;
  }

  /** {@code digitCount(word(b, i))}: how many ASCII digits start {@code b[i, i + 8)}. */
  private int digitCountAt(byte[] b, int i) {
    return digitCount(word(b, i));
  }

  /**
   * The value of the first {@code n} bytes of {@code w}, 0 to 8 ASCII digits, the first the most
   * significant; 0 for {@code n = 0}.
   */
  static long value(long w, int n) {
    // The digits moved to the top lanes, zero lanes below them. Two shifts, because Java takes a
    // shift count of 64 (n = 0) as 0.
    int half = 32 - 4 * n;
    return value8(w << half << half);
  }

  /**
   * {@code v} followed by the first {@code n} bytes of {@code w}, 0 to 8 ASCII digits: {@code v *
   * 10^n} plus their value, wrapping as long arithmetic does.
   */
  static long append(long v, long w, int n) {
    return v * NumberMath.POW10[n] + value(w, n);
  }

  /**
   * {@code v} followed by the ASCII digits that start {@code b[i, i + 8)}, as {@link #append}. A
   * caller that also needs their count reads it with {@link #digitCountAt}, which the JIT computes
   * once with this.
   */
  private long appendAt(long v, byte[] b, int i) {
    long w = word(b, i);
    return append(v, w, digitCount(w));
  }

  /**
   * The value of the 8 ASCII digits of {@code w} (zero lanes count as leading zeros). Two methods,
   * each under C2's 35 bytes (see load): as one of 41 bytes it stayed a call in a loop in main.
   */
  static long value8(long w) {
    // 16-bit lanes of 4 digits, then 1e4 * first + second
    return ((quads(w) & 0x0000_FFFF_0000_FFFFL) * (1 + (10_000L << 32))) >>> 32;
  }

  private static long quads(long w) {
    // '0'-'9' to 0-9; pairs 10 * first + second in the even byte lanes; then 100 * pair + pair
    long pairs = ((w & 0x0F0F_0F0F_0F0F_0F0FL) * (1 + (10 << 8))) >>> 8;
    return ((pairs & 0x00FF_00FF_00FF_00FFL) * (1 + (100L << 16))) >>> 16;
  }

  /**
   * Parses {@code b[from, to)} as {@code [+-]?[0-9]+} with a value in {@code [min, max]}, where
   * {@code min} is {@code -max} or {@code -max - 1}; accumulates negatively so that {@code min}
   * needs no special case.
   *
   * @throws NumberFormatException if the bytes are not such a number
   */
  static long parse(byte[] b, int from, int to, long min, long max) {
    int p = from;
    boolean negative = p < to && b[p] == '-';
    if (p < to && (negative || b[p] == '+')) {
      p++;
    }
    if (p == to) {
      throw new NumberFormatException();
    }
    long limit = negative ? min : -max;
    long multLimit = limit / 10;
    long acc = 0;
    for (; p < to; p++) {
      int d = b[p] - '0';
      if (d < 0 || d > 9 || acc < multLimit || acc * 10 < limit + d) {
        throw new NumberFormatException();
      }
      acc = acc * 10 - d;
    }
    return negative ? acc : -acc;
  }
}
