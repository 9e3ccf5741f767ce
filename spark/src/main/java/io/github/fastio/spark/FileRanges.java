package io.github.fastio.spark;

import io.github.fastio.CsvReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.compress.CompressionCodecFactory;
import org.apache.spark.io.HadoopCodecStreams;
import org.apache.spark.sql.execution.datasources.PartitionedFile;

/**
 * Opens the byte range of a partition's file as a {@link CsvReader} with the options' format, read
 * through Hadoop's file system: the records that start in the range (Hadoop's rule), the header
 * record passed where the range starts the file. With {@code multiLine} the range's bounds are
 * record starts (the whole file, or a part {@link QuoteParity} found), so that line breaks inside
 * quotes are data; a compressed file is read whole through its codec.
 */
final class FileRanges {
  private FileRanges() {}

  /**
   * Whether a file is compressed, so read whole through its codec: a codec of Hadoop's for its
   * name's extension, or Zstandard's {@code .zst} and {@code .zstd}, which Spark reads with its own
   * codec where Hadoop's needs a native library.
   */
  static boolean isCompressed(Path path, Configuration conf) {
    String name = path.getName().toLowerCase(java.util.Locale.ROOT);
    return new CompressionCodecFactory(conf).getCodec(path) != null
        || name.endsWith(".zst")
        || name.endsWith(".zstd");
  }

  /**
   * Whether the files of a read can be cut into byte ranges: not with multiLine, nor compressed.
   */
  static java.util.function.Predicate<Path> splittable(ReadOptions options, Configuration conf) {
    return p -> !options.multiLine && !isCompressed(p, conf);
  }

  /** The whole file's bytes, decompressed as Spark's text sources decompress them. */
  static InputStream stream(Path path, Configuration conf) {
    return HadoopCodecStreams.createInputStream(conf, path);
  }

  static CsvReader open(PartitionedFile f, ReadOptions options, Configuration conf) {
    return open(f, options, conf, options.header);
  }

  /**
   * As {@link #open(PartitionedFile, ReadOptions, Configuration)}, passing the header record only
   * where {@code passHeader} says: for reading a file's first record itself.
   */
  static CsvReader open(
      PartitionedFile f, ReadOptions options, Configuration conf, boolean passHeader) {
    CsvReader in;
    try {
      Path path = f.toPath();
      if (isCompressed(path, conf)) {
        in = CsvReader.of(stream(path, conf), path.toString());
      } else {
        FSDataInputStream s = path.getFileSystem(conf).open(path);
        HadoopChannel channel = new HadoopChannel(s, f.fileSize());
        long to = f.start() + f.length();
        in =
            options.multiLine
                ? CsvReader.openRecords(channel, path.toString(), f.start(), to)
                : CsvReader.open(channel, path.toString(), f.start(), to);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    options.applyTo(in);
    if (passHeader && f.start() == 0) {
      in.nextRecord(); // the names, read when the query was planned
    }
    return in;
  }

  /**
   * As {@link #open(PartitionedFile, ReadOptions, Configuration)}, for schema inference: with a
   * header, passes it also where a range that does not start the file holds the file's first record
   * (the ranges before held only comment or blank lines), as Spark's inference leaves the header
   * line out wherever it falls.
   */
  static CsvReader openForInference(PartitionedFile f, ReadOptions options, Configuration conf) {
    CsvReader in = open(f, options, conf);
    if (options.header && f.start() > 0 && !recordBefore(f, options, conf)) {
      in.nextRecord();
    }
    return in;
  }

  /** Whether a record of {@code f}'s file starts before {@code f}'s range. */
  private static boolean recordBefore(PartitionedFile f, ReadOptions options, Configuration conf) {
    Path path = f.toPath();
    try {
      HadoopChannel channel = new HadoopChannel(path.getFileSystem(conf).open(path), f.fileSize());
      try (CsvReader before =
          options.applyTo(CsvReader.open(channel, path.toString(), 0, f.start()))) {
        return before.nextRecord();
      } catch (java.util.InputMismatchException e) {
        return true; // a line break inside quotes: a record started before it
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The fields left in {@code in}'s current record as text, null for a missing one (no byte, not
   * even quotes): {@code a,,""} is {@code ["a", null, ""]}. A quote the input never closes ends
   * them.
   */
  static String[] fields(CsvReader in) {
    java.util.List<String> fields = new java.util.ArrayList<>();
    try {
      while (in.hasNextField()) {
        if (in.nextIsEmpty()) {
          in.skip();
          fields.add(null);
        } else {
          fields.add(in.next());
        }
      }
    } catch (java.util.InputMismatchException e) {
      // An unterminated quote: the fields before it.
    }
    return fields.toArray(new String[0]);
  }
}
