package io.github.fastio.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.classic.SparkSession;
import org.apache.spark.sql.execution.datasources.FilePartition;
import org.apache.spark.sql.execution.datasources.PartitionedFile;
import org.apache.spark.util.SerializableConfiguration;

/**
 * Cuts {@code multiLine} files where their records start, so that several tasks read one file. With
 * the quote as its own escape (RFC 4180), a byte is inside quotes when an odd number of quotes come
 * before it, on one condition: every quote opens a field (it follows a delimiter, a line break or
 * the file's start), closes one, or is one of a doubled pair inside one (a pair only where the
 * quote is the escape: with Spark's default escape the second quote is text after a closing one). A
 * first Spark job reads each byte range of the files as Spark cuts them, eight bytes a step: its
 * quotes' parity, whether a quote breaks that condition under either state at the range's start,
 * and the first record start in it under either state. The driver then knows the state at every
 * cut, so where each range's first record starts: each task reads the records from there to the
 * next range's first, and the rows are those of one task reading the file whole (each reader also
 * starts at a record, so a quoted line break is data). A file that breaks the condition, or whose
 * state a pass cannot know (an escape other than the quote occurs in it, or comment lines are set),
 * is read whole by one task, as Spark's CSV source reads every {@code multiLine} file.
 */
final class QuoteParity {
  private QuoteParity() {}

  /**
   * The partitions of a {@code multiLine} scan: {@code cut}, the files cut as if each record were a
   * line, with each range moved to where the records of its part start, or, where a file cannot be
   * cut so, its first range taking the whole file and the others none.
   */
  static List<FilePartition> split(
      List<FilePartition> cut, ReadOptions options, Configuration conf) {
    Map<String, List<PartitionedFile>> rangesOf = new HashMap<>();
    List<Range> ranges = new ArrayList<>();
    for (FilePartition p : cut) {
      for (PartitionedFile f : p.files()) {
        rangesOf.computeIfAbsent(f.filePath().toString(), k -> new ArrayList<>()).add(f);
      }
    }
    boolean canCut = options.quote != '\0' && options.comment < 0;
    for (List<PartitionedFile> fs : rangesOf.values()) {
      fs.sort((a, b) -> Long.compare(a.start(), b.start()));
      if (fs.size() > 1 && canCut) {
        for (PartitionedFile f : fs) {
          ranges.add(new Range(f.toPath(), f.start(), f.start() + f.length()));
        }
      }
    }
    Map<String, Scanned> scanned = new HashMap<>();
    if (!ranges.isEmpty()) {
      JavaSparkContext jsc =
          JavaSparkContext.fromSparkContext(SparkSession.active().sparkContext());
      Broadcast<SerializableConfiguration> c = jsc.broadcast(new SerializableConfiguration(conf));
      List<Scanned> out =
          jsc.parallelize(ranges, ranges.size()).map(new Scan(options, c)).collect();
      for (Scanned s : out) {
        scanned.put(s.key, s);
      }
    }
    Map<String, long[]> starts = new HashMap<>();
    for (Map.Entry<String, List<PartitionedFile>> e : rangesOf.entrySet()) {
      starts.put(e.getKey(), recordStarts(e.getValue(), scanned));
    }
    List<FilePartition> result = new ArrayList<>();
    for (FilePartition p : cut) {
      PartitionedFile[] files = new PartitionedFile[p.files().length];
      for (int i = 0; i < files.length; i++) {
        PartitionedFile f = p.files()[i];
        List<PartitionedFile> fs = rangesOf.get(f.filePath().toString());
        long[] s = starts.get(f.filePath().toString());
        int k = fs.indexOf(f);
        files[i] = moved(f, s[k], s[k + 1]);
      }
      result.add(new FilePartition(p.index(), files));
    }
    return result;
  }

  /**
   * {@link #recordStarts(long[], Scanned[])} of a file's ranges, in order; where they cannot be
   * known, 0 then the file's end for all: the first range reads the file whole.
   */
  private static long[] recordStarts(List<PartitionedFile> fs, Map<String, Scanned> scanned) {
    int n = fs.size();
    long[] bounds = new long[n + 1];
    Scanned[] scans = new Scanned[n];
    for (int i = 0; i < n; i++) {
      bounds[i] = fs.get(i).start();
      scans[i] = scanned.get(key(fs.get(i).toPath(), fs.get(i).start()));
    }
    bounds[n] = fs.get(n - 1).start() + fs.get(n - 1).length();
    long[] starts = recordStarts(bounds, scans);
    if (starts == null) {
      starts = new long[n + 1];
      Arrays.fill(starts, 1, n + 1, bounds[n]);
    }
    return starts;
  }

  /**
   * Where the records of each range {@code [bounds[i], bounds[i + 1])} start, and the file's end:
   * the first record start at or after each bound (known from the state at the bound, the parity of
   * the quotes before it), or where the scans cannot tell (a range not scanned, a quote that breaks
   * the rule in the state the file is in, an escape), 0 then the end for all: one range reads the
   * file whole.
   */
  static long[] recordStarts(long[] bounds, Scanned[] scans) {
    int n = scans.length;
    boolean[] inside = new boolean[n];
    boolean state = false;
    for (int i = 0; i < n; i++) {
      Scanned s = scans[i];
      if (n == 1 || s == null || s.broken[state ? 1 : 0] || s.escapes) {
        return null;
      }
      inside[i] = state;
      state ^= s.oddQuotes;
    }
    long[] starts = new long[n + 1];
    starts[n] = bounds[n];
    for (int i = n - 1; i >= 1; i--) {
      long first = scans[i].firstRecord[inside[i] ? 1 : 0];
      starts[i] = first >= 0 ? first : starts[i + 1];
    }
    return starts;
  }

  private static PartitionedFile moved(PartitionedFile f, long from, long to) {
    return org.apache.spark.sql.execution.datasources.PartitionedFile$.MODULE$.apply(
        f.partitionValues(),
        f.filePath(),
        from,
        to - from,
        f.locations(),
        f.modificationTime(),
        f.fileSize(),
        f.otherConstantMetadataColumnValues());
  }

  /** A byte range of a file to scan. */
  static final class Range implements Serializable {
    private static final long serialVersionUID = 1L;
    final Path path;
    final long from;
    final long to;

    Range(Path path, long from, long to) {
      this.path = path;
      this.from = from;
      this.to = to;
    }
  }

  /** What the scan of a range found: for each state at its start (0 outside quotes, 1 inside). */
  static final class Scanned implements Serializable {
    private static final long serialVersionUID = 1L;
    final String key;

    /** Whether the range holds an odd number of quotes. */
    boolean oddQuotes;

    /** Whether a quote breaks the parity rule, for each state at the start. */
    final boolean[] broken = new boolean[2];

    /** The first record start after {@code from} and before {@code to}, or -1, for each state. */
    final long[] firstRecord = {-1, -1};

    /** Whether the escape (other than the quote) occurs: then the quotes' parity tells nothing. */
    boolean escapes;

    Scanned(String key) {
      this.key = key;
    }
  }

  /** The scan of one range, in a task. */
  static final class Scan implements Function<Range, Scanned> {
    private static final long serialVersionUID = 1L;
    private final ReadOptions options;
    private final Broadcast<SerializableConfiguration> conf;

    Scan(ReadOptions options, Broadcast<SerializableConfiguration> conf) {
      this.options = options;
      this.conf = conf;
    }

    @Override
    public Scanned call(Range r) throws IOException {
      try (FSDataInputStream in = r.path.getFileSystem(conf.value().value()).open(r.path)) {
        long start = scanStart(r.from);
        in.seek(start);
        Scanned s = new Scanned(key(r.path, r.from));
        new Scanner(s, r, options).scan(in, start);
        return s;
      }
    }
  }

  /**
   * Where the scan of a range from {@code from} starts: the byte before it, or the file's start for
   * a range that may begin inside or right after a byte-order mark (a quote there opens a field).
   */
  static long scanStart(long from) {
    return from < 4 ? 0 : from - 1;
  }

  static String key(Path path, long from) {
    return path + "@" + from;
  }

  /** One in each byte: {@code c * LANES} is byte {@code c} in every lane of a long. */
  static final long LANES = 0x0101_0101_0101_0101L;

  static final long HIGH = 0x8080_8080_8080_8080L;

  /** The high bit of each byte of {@code w} equal to the byte in each lane of {@code lanes}. */
  static long equal(long w, long lanes) {
    long x = w ^ lanes;
    return ~(((x & ~HIGH) + ~HIGH) | x | ~HIGH) & HIGH;
  }

  /**
   * The scan of a range {@code [from, to)}, from the byte before it: the quotes, eight bytes a
   * step, and line breaks until the first record start is known in both states.
   */
  static final class Scanner {
    private final Scanned s;
    private final Range r;
    private final byte quote;
    private final byte delimiter;
    private final long quotes;
    private final long escapes;

    /**
     * Whether a doubled quote inside quotes is a quote (the quote is the escape). With another
     * escape (Spark's default {@code \}) a quote right after a closing one is text after it, read
     * to the next delimiter or line break, so the quotes' parity no longer says where a record
     * ends.
     */
    private final boolean doubled;

    /** The offset where a field may open with a quote at the file's start (past a BOM). */
    private long dataStart;

    private int parity;

    /** The offset of a \r whose next byte, in the next block, says whether a record follows. */
    private long pendingReturn = -1;

    Scanner(Scanned s, Range r, ReadOptions options) {
      this.s = s;
      this.r = r;
      this.quote = (byte) options.quote;
      this.delimiter = (byte) options.delimiter;
      this.quotes = (quote & 0xFFL) * LANES;
      boolean ownEscape = options.escape == options.quote || options.escape == '\0';
      this.escapes = ownEscape ? 0 : (options.escape & 0xFFL) * LANES;
      this.doubled = options.escape == options.quote;
    }

    /** Scans {@code in}, whose next byte is at {@code start}: {@code from - 1}, or 0. */
    void scan(InputStream in, long start) throws IOException {
      byte[] buf = new byte[(1 << 20) + 8];
      ByteBuffer le = ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN);
      long at = start; // the offset of buf[0]
      int prev = '\n'; // the byte before buf[0]; the file's start opens a field
      boolean lineBreaks = true;
      int n;
      while (at < r.to && (n = readFully(in, buf, (int) Math.min(buf.length - 8, r.to - at))) > 0) {
        java.util.Arrays.fill(buf, n, n + 8, (byte) 0);
        if (at == 0
            && n >= 3
            && buf[0] == (byte) 0xEF
            && buf[1] == (byte) 0xBB
            && buf[2] == (byte) 0xBF) {
          dataStart = 3;
        }
        if (pendingReturn >= 0) {
          lineEnd(pendingReturn, buf[0] == '\n');
          pendingReturn = -1;
        }
        for (int i = 0; i < n; i += 8) {
          long w = le.getLong(i);
          long m = equal(w, quotes) | (escapes == 0 ? 0 : equal(w, escapes));
          if (lineBreaks) {
            m |= equal(w, '\n' * LANES) | equal(w, '\r' * LANES);
          }
          while (m != 0) {
            int j = i + (Long.numberOfTrailingZeros(m) >>> 3);
            m &= m - 1;
            if (j >= n) {
              break;
            }
            byte c = buf[j];
            long offset = at + j;
            if (c == quote) {
              if (offset >= r.from) {
                quoteAt(offset, j > 0 ? buf[j - 1] : prev);
              }
            } else if (c == '\n' || c == '\r') {
              if (c == '\r' && j + 1 == n) {
                pendingReturn = offset;
              } else {
                lineEnd(offset, c == '\r' && buf[j + 1] == '\n');
              }
            } else if (offset >= r.from) {
              s.escapes = true;
            }
          }
          lineBreaks = s.firstRecord[0] < 0 || s.firstRecord[1] < 0;
        }
        prev = buf[n - 1];
        at += n;
      }
      if (pendingReturn >= 0) {
        lineEnd(pendingReturn, false);
      }
      s.oddQuotes = parity == 1;
    }

    /**
     * A quote: in the start state where it is outside quotes (that of the parity so far), it must
     * open a field, or be the second of a doubled pair (the quote before it closed one).
     */
    private void quoteAt(long offset, int before) {
      boolean opens =
          offset == dataStart
              || before == delimiter
              || before == '\n'
              || before == '\r'
              || (before == quote && doubled);
      if (!opens) {
        s.broken[parity] = true;
      }
      parity ^= 1;
    }

    /**
     * A line break at {@code offset} ({@code crlf}: the \r of a \r\n, after which no record
     * starts): outside quotes in the start state equal to the parity of the quotes before it.
     */
    private void lineEnd(long offset, boolean crlf) {
      long next = offset + 1;
      if (!crlf && next >= r.from && next < r.to && s.firstRecord[parity] < 0) {
        s.firstRecord[parity] = next;
      }
    }
  }

  /** Reads up to {@code len} bytes into {@code b}: fewer only at the stream's end. */
  static int readFully(InputStream in, byte[] b, int len) throws IOException {
    int n = 0;
    while (n < len) {
      int k = in.read(b, n, len - n);
      if (k < 0) {
        break;
      }
      n += k;
    }
    return n;
  }
}
