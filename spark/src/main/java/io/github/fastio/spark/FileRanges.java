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
 * record passed where the range starts the file. With {@code multiLine} the range is the whole
 * file, read without bound, so that line breaks inside quotes are data; a compressed file is read
 * whole through its codec.
 */
final class FileRanges {
  private FileRanges() {}

  static CsvReader open(PartitionedFile f, ReadOptions options, Configuration conf) {
    CsvReader in;
    try {
      Path path = f.toPath();
      FileSystem fs = path.getFileSystem(conf);
      CompressionCodec codec = new CompressionCodecFactory(conf).getCodec(path);
      if (codec != null) {
        in = CsvReader.of(codec.createInputStream(fs.open(path)), path.toString());
      } else {
        FSDataInputStream s = fs.open(path);
        long to = options.multiLine ? Long.MAX_VALUE : f.start() + f.length();
        in = CsvReader.open(new HadoopChannel(s, f.fileSize()), path.toString(), f.start(), to);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    format(in, options);
    if (options.header && f.start() == 0) {
      in.nextRecord(); // the names, read when the query was planned
    }
    return in;
  }

  /** Sets the options' delimiter, quote, escape, comment and longest field on {@code in}. */
  static CsvReader format(CsvReader in, ReadOptions options) {
    in.delimiter(options.delimiter).quote(options.quote).escape(options.escape);
    if (options.comment >= 0) {
      in.comment((char) options.comment);
    }
    if (options.maxLength > 0) {
      in.maxLength(options.maxLength);
    }
    return in;
  }
}
