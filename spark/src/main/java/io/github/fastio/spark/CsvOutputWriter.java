package io.github.fastio.spark;

import io.github.fastio.CsvWriter;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.execution.datasources.CodecStreams$;
import org.apache.spark.sql.execution.datasources.OutputWriter;
import org.apache.spark.sql.execution.datasources.OutputWriterFactory;
import org.apache.spark.sql.types.DecimalType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * Writes one part file of a write: Spark hands it the rows of a task (of one directory, where the
 * write is partitioned) and commits the file through its file-commit protocol; each row becomes a
 * record of fastio's {@link CsvWriter}, each value written as Spark's CSV writer writes it (numbers
 * as {@code Integer.toString}, {@code Double.toString}, ..., decimals without an exponent, dates
 * and timestamps as {@link DateTimeText} writes them), into the stream Spark opens for the file
 * (through the codec of the option {@code compression}). As Spark's CSV writer, a part whose task
 * has no row is not created unless it has a header.
 */
final class CsvOutputWriter extends OutputWriter {
  private final String path;
  private final TaskAttemptContext context;
  private final WriteOptions options;
  private final String[] names;
  private final byte[] kind;
  private final DecimalType[] decimal;
  private final DateTimeText dates;
  private CsvWriter out;

  CsvOutputWriter(
      String path, StructType schema, TaskAttemptContext context, WriteOptions options) {
    this.path = path;
    this.context = context;
    this.options = options;
    StructField[] fields = schema.fields();
    names = schema.fieldNames();
    kind = new byte[fields.length];
    decimal = new DecimalType[fields.length];
    for (int c = 0; c < fields.length; c++) {
      kind[c] = ReadPlan.kindOf(fields[c]);
      if (fields[c].dataType() instanceof DecimalType) {
        decimal[c] = (DecimalType) fields[c].dataType();
      }
    }
    dates = new DateTimeText(options.zone(), options.legacyDates, options.timestampFormat);
    if (options.header) {
      open().header(names);
    }
  }

  private CsvWriter open() {
    if (out == null) {
      out = options.newWriter(CodecStreams$.MODULE$.createOutputStream(context, new Path(path)));
    }
    return out;
  }

  @Override
  public void write(InternalRow row) {
    CsvWriter w = open();
    if (kind.length == 1 && row.isNullAt(0) && options.nullValue.isEmpty()) {
      // A record of one missing field would be an empty line, which readers skip: Spark's CSV
      // writer writes nothing for it, and so does fastio.
      return;
    }
    for (int c = 0; c < kind.length; c++) {
      if (row.isNullAt(c)) {
        if (options.nullValue.isEmpty()) {
          w.field((String) null);
        } else {
          w.field(options.nullValue);
        }
        continue;
      }
      switch (kind[c]) {
        case ReadPlan.INT:
          w.field(row.getInt(c));
          break;
        case ReadPlan.LONG:
          w.field(row.getLong(c));
          break;
        case ReadPlan.DOUBLE:
          w.field(row.getDouble(c));
          break;
        case ReadPlan.FLOAT:
          w.field(row.getFloat(c));
          break;
        case ReadPlan.SHORT:
          w.field((int) row.getShort(c));
          break;
        case ReadPlan.BYTE:
          w.field((int) row.getByte(c));
          break;
        case ReadPlan.BOOLEAN:
          w.field(row.getBoolean(c));
          break;
        case ReadPlan.DECIMAL:
          {
            DecimalType t = decimal[c];
            w.field(row.getDecimal(c, t.precision(), t.scale()).toJavaBigDecimal());
            break;
          }
        case ReadPlan.DATE:
          w.field(dates.date(row.getInt(c)));
          break;
        case ReadPlan.TIMESTAMP:
          w.field(dates.timestamp(row.getLong(c)));
          break;
        default:
          string(w, row.getUTF8String(c).toString());
          break;
      }
    }
    w.endRecord();
  }

  /** A string as Spark's CSV writer writes it: the empty one as the option emptyValue says. */
  private void string(CsvWriter w, String s) {
    if (s.isEmpty() && options.emptyValue != null) {
      w.field(options.emptyValue.isEmpty() ? null : options.emptyValue);
    } else {
      w.field(s);
    }
  }

  @Override
  public void close() {
    if (out != null) {
      out.close();
    }
  }

  @Override
  public String path() {
    return path;
  }

  /** Makes each task's writers, on the executors; {@code .csv} files, with the codec's suffix. */
  static final class Factory extends OutputWriterFactory {
    private static final long serialVersionUID = 1L;
    private final WriteOptions options;

    Factory(WriteOptions options) {
      this.options = options;
    }

    @Override
    public String getFileExtension(TaskAttemptContext context) {
      return ".csv" + CodecStreams$.MODULE$.getCompressionExtension(context);
    }

    @Override
    public OutputWriter newInstance(String path, StructType schema, TaskAttemptContext context) {
      return new CsvOutputWriter(path, schema, context, options);
    }
  }
}
