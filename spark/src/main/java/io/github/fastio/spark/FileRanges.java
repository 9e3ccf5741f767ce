package io.github.fastio.spark;

import io.github.fastio.CsvReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.CompressionCodecFactory;
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
      FileSystem fs = path.getFileSystem(conf);
      CompressionCodec codec = new CompressionCodecFactory(conf).getCodec(path);
      if (codec != null) {
        in = CsvReader.of(codec.createInputStream(fs.open(path)), path.toString());
      } else {
        FSDataInputStream s = fs.open(path);
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
}
