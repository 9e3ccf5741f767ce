package io.github.fastio.spark;

import io.github.fastio.CsvReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.InputMismatchException;
import java.util.NoSuchElementException;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.execution.datasources.FilePartition;
import org.apache.spark.sql.execution.datasources.PartitionedFile;
import org.apache.spark.sql.execution.vectorized.ColumnVectorUtils;
import org.apache.spark.sql.execution.vectorized.ConstantColumnVector;
import org.apache.spark.sql.execution.vectorized.OnHeapColumnVector;
import org.apache.spark.sql.execution.vectorized.WritableColumnVector;
import org.apache.spark.sql.types.DecimalType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.vectorized.ColumnVector;
import org.apache.spark.sql.vectorized.ColumnarBatch;

/**
 * Reads the byte ranges of one Spark partition, file after file, into columnar batches: each
 * record's fields are read in order by fastio's {@link CsvReader}, the fields of the columns the
 * query needs parsed straight into the batch's vectors and the others skipped unparsed. A record
 * that does not fit the schema (a field that is not its column's type, too few or too many fields)
 * is handled as the mode says: PERMISSIVE keeps what converts and its text in the corrupt-record
 * column, DROPMALFORMED drops it, FAILFAST fails the task naming the file, the line and the field.
 */
final class CsvBatchReader implements PartitionReader<ColumnarBatch> {
  /** Rows a batch holds, as Spark's own columnar readers default to. */
  static final int CAPACITY = 4096;

  private final ReadPlan plan;
  private final ReadOptions options;
  private final Configuration conf;
  private final PartitionedFile[] files;
  private final FieldConversions conversions;

  /** The vectors of the columns read from the files and of the corrupt-record column. */
  private final WritableColumnVector[] vectors;

  /** The partition columns' vectors, filled once per file. */
  private final ConstantColumnVector[] constants;

  private final ColumnarBatch batch;

  /** Every column the reader fills: the batches' columns, then those only the filter reads. */
  private final ColumnVector[] all;

  /** The columns the pushed filter reads, in its order; null without a filter. */
  private final ColumnVector[] filterColumns;

  /** Rows kept so far, counted against the pushed limit. */
  private long kept;

  // Per field of the records, in file order: where its value goes (null: skipped unparsed), and
  // how it is converted. A field only checked (see ReadPlan.checksAll) goes to row 0 of a vector
  // of its own.
  private final WritableColumnVector[] target;
  private final boolean[] checkOnly;
  private final byte[] kind;
  private final DecimalType[] decimal;

  /** Whether a number's fast path must look at the field first (see textFirst). */
  private final boolean[] textFirst;

  private final byte[] nullBytes;
  private final int width;
  private final WritableColumnVector corrupt;

  private int nextFile;
  private CsvReader in;
  private PartitionedFile file;

  CsvBatchReader(ReadPlan plan, FilePartition partition, Configuration conf) {
    this.plan = plan;
    this.options = plan.options;
    this.conf = conf;
    this.files = partition.files();
    this.conversions = new FieldConversions(options);
    this.width = plan.fileSchema.size();
    this.nullBytes = options.nullBytes();
    StructField[] columns = plan.readSchema.fields();
    vectors = new WritableColumnVector[columns.length];
    constants = new ConstantColumnVector[columns.length];
    this.all = allocate(columns);
    this.batch = new ColumnarBatch(java.util.Arrays.copyOf(all, plan.outputWidth));
    this.filterColumns = plan.filter == null ? null : new ColumnVector[plan.filterColumns.length];
    for (int i = 0; filterColumns != null && i < filterColumns.length; i++) {
      filterColumns[i] = all[plan.filterColumns[i]];
    }
    this.corrupt = corruptVector();
    target = new WritableColumnVector[width];
    checkOnly = new boolean[width];
    kind = new byte[width];
    decimal = new DecimalType[width];
    textFirst = new boolean[width];
    StructField[] fields = plan.fileSchema.fields();
    for (int f = 0; f < width; f++) {
      target(f, fields[f]);
    }
  }

  /**
   * Makes the batch's vectors: one on the heap for each column read from the files (and the
   * corrupt-record column), a constant one for each partition column.
   */
  private ColumnVector[] allocate(StructField[] columns) {
    OnHeapColumnVector[] heap = OnHeapColumnVector.allocateColumns(CAPACITY, columns);
    ColumnVector[] all = new ColumnVector[columns.length];
    for (int c = 0; c < columns.length; c++) {
      if (plan.source[c] <= -2) {
        heap[c].close();
        constants[c] = new ConstantColumnVector(CAPACITY, columns[c].dataType());
        all[c] = constants[c];
      } else {
        vectors[c] = heap[c];
        all[c] = heap[c];
      }
    }
    return all;
  }

  private WritableColumnVector corruptVector() {
    for (int c = 0; c < vectors.length; c++) {
      if (plan.source[c] == ReadPlan.CORRUPT) {
        return vectors[c];
      }
    }
    return null;
  }

  /** Sets where field {@code f} of the records goes, and how it is converted. */
  private void target(int f, StructField field) {
    int c = plan.columnOfField[f];
    if (c >= 0) {
      target[f] = vectors[c];
    } else if (plan.checksAll) {
      target[f] = new OnHeapColumnVector(1, field.dataType());
      checkOnly[f] = true;
    } else {
      return;
    }
    kind[f] = ReadPlan.kindOf(field);
    if (field.dataType() instanceof DecimalType) {
      decimal[f] = (DecimalType) field.dataType();
    }
    textFirst[f] = textFirst(kind[f], options);
  }

  /**
   * Whether a column's numbers must be read as text first: where a marker of the options (a null
   * value, a NaN or an infinity) is itself a number that would otherwise be read as that number.
   */
  static boolean textFirst(byte kind, ReadOptions options) {
    boolean numeric =
        kind == ReadPlan.INT
            || kind == ReadPlan.LONG
            || kind == ReadPlan.SHORT
            || kind == ReadPlan.BYTE
            || kind == ReadPlan.DOUBLE;
    if (!numeric) {
      return false;
    }
    if (!options.nullValue.isEmpty() && isDouble(options.nullValue)) {
      return true;
    }
    return kind == ReadPlan.DOUBLE
        && ((isDouble(options.nanValue) && !Double.isNaN(Double.parseDouble(options.nanValue)))
            || (isDouble(options.positiveInf)
                && Double.parseDouble(options.positiveInf) != Double.POSITIVE_INFINITY)
            || (isDouble(options.negativeInf)
                && Double.parseDouble(options.negativeInf) != Double.NEGATIVE_INFINITY));
  }

  private static boolean isDouble(String s) {
    try {
      Double.parseDouble(s);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  @Override
  public boolean next() throws IOException {
    for (; ; ) {
      if (kept >= plan.limit) {
        closeFile();
        return false;
      }
      if (in == null) {
        if (nextFile == files.length) {
          return false;
        }
        open(files[nextFile++]);
      }
      for (WritableColumnVector v : vectors) {
        if (v != null) {
          v.reset();
        }
      }
      int rows = fill();
      if (rows < CAPACITY) {
        closeFile();
      }
      if (rows > 0) {
        batch.setNumRows(rows);
        return true;
      }
    }
  }

  @Override
  public ColumnarBatch get() {
    return batch;
  }

  /** Every column of the last batch: those {@link #get()} has, then those only the filter reads. */
  ColumnVector[] columns() {
    return all;
  }

  /**
   * Counts the records of the next file of the partition, which reads no field of them: its
   * partition columns are then those of {@link #columns()}. Returns -1 when no file is left.
   */
  long countNextFile() {
    if (nextFile == files.length) {
      return -1;
    }
    open(files[nextFile++]);
    try {
      try {
        return in.countRecords();
      } catch (InputMismatchException first) {
        // As nextRecord: a quote the file never closes ends it (the records before it counted);
        // a line break inside quotes in a byte range leaves no record current and stops the task.
        if (!recordCurrent()) {
          throw stopped(first);
        }
        return in.countRecords();
      }
    } finally {
      closeFile();
    }
  }

  @Override
  public void close() throws IOException {
    closeFile();
    batch.close();
  }

  private void closeFile() {
    if (in != null) {
      CsvReader r = in;
      in = null;
      r.close();
    }
  }

  private void open(PartitionedFile f) {
    file = f;
    in = FileRanges.open(f, options, conf);
    for (int c = 0; c < constants.length; c++) {
      if (constants[c] != null) {
        ColumnVectorUtils.populate(constants[c], f.partitionValues(), -2 - plan.source[c]);
      }
    }
  }

  /**
   * Fills up to a batch of rows from the current file: fewer only where the file's part ends or the
   * pushed limit is reached. A row the pushed filter rejects is filled, tested and taken back.
   */
  private int fill() {
    int row = 0;
    int room = (int) Math.min(CAPACITY, plan.limit - kept);
    while (row < room && nextRecord()) {
      if ((!plan.validates || readRecord(row)) && passes(row)) {
        row++;
      }
    }
    kept += row;
    return row;
  }

  /** Whether row {@code row} passes the pushed filter; if not, its slot is cleared for the next. */
  private boolean passes(int row) {
    if (filterColumns == null || plan.filter.eval(filterColumns, row) == RowFilter.TRUE) {
      return true;
    }
    for (WritableColumnVector v : vectors) {
      if (v != null) {
        v.putNotNull(row);
      }
    }
    return false;
  }

  /**
   * Moves to the next record. A failure there is a quote that the file never closes, which ends the
   * file (the record counts, as the text it has), or a line break inside quotes in a byte range,
   * after which no record is current (the reader would go on with the next line, a record cut from
   * inside quotes): the task fails, saying what to do.
   */
  private boolean nextRecord() {
    try {
      return in.nextRecord();
    } catch (InputMismatchException first) {
      if (!recordCurrent()) {
        throw stopped(first);
      }
      return in.nextRecord();
    }
  }

  /** Whether the reader still has a current record after a failure: {@code record()} says so. */
  private boolean recordCurrent() {
    try {
      in.record();
      return true;
    } catch (NoSuchElementException e) {
      return false;
    } catch (IllegalStateException e) {
      return true; // longer than maxCharsPerColumn: too long to keep, but current
    }
  }

  /** The failure of a reader that cannot go on, with what to do about it. */
  private IllegalStateException stopped(RuntimeException cause) {
    return new IllegalStateException(
        "fastio: "
            + cause.getMessage()
            + (options.multiLine
                ? ""
                : "; set the option multiLine=true to read files with line breaks inside"
                    + " quotes (each file is then read whole, by one task)"),
        cause);
  }

  /** Reads the current record into row {@code row}: whether it is kept. */
  private boolean readRecord(int row) {
    int f = 0;
    try {
      for (; f < width; f++) {
        if (!in.hasNextField()) {
          throw new FieldCount(f);
        }
        WritableColumnVector v = target[f];
        if (v == null) {
          in.skip();
        } else {
          readField(f, v, checkOnly[f] ? 0 : row);
        }
      }
      if (in.hasNextField()) {
        int n = width;
        while (in.hasNextField()) {
          in.skip();
          n++;
        }
        throw new FieldCount(n);
      }
    } catch (InputMismatchException | FieldConversions.BadField | FieldCount e) {
      return malformed(row, f, e);
    }
    if (corrupt != null) {
      corrupt.putNull(row);
    }
    return true;
  }

  /** Reads the next field, field {@code f} of the record, into {@code v} at {@code row}. */
  private void readField(int f, WritableColumnVector v, int row) {
    byte kind = this.kind[f];
    if (in.nextIsEmpty()) {
      in.skip();
      v.putNull(row);
      return;
    }
    if (!textFirst[f] && readNumber(kind, v, row)) {
      return;
    }
    CsvReader.Field field = in.nextField();
    byte[] a = field.array();
    int from = field.offset();
    int length = field.length();
    if (isNull(field, kind)) {
      v.putNull(row);
      return;
    }
    if (kind == ReadPlan.STRING) {
      putString(v, row, a, from, length);
      return;
    }
    if (kind == ReadPlan.BOOLEAN) {
      int b = FieldConversions.booleanOf(a, from, length);
      if (b >= 0) {
        v.putBoolean(row, b == 1);
        return;
      }
      if (b == -1) {
        throw FieldConversions.bad(kind, null, field.toString());
      }
    }
    conversions.put(kind, decimal[f], v, row, field.toString());
  }

  /**
   * Reads the next field as a number of the core's fast path where the column is one and the field
   * a plain number: whether it did (else the field stays unread, for the text path).
   */
  private boolean readNumber(byte kind, WritableColumnVector v, int row) {
    try {
      switch (kind) {
        case ReadPlan.INT:
          v.putInt(row, in.nextInt());
          return true;
        case ReadPlan.LONG:
          v.putLong(row, in.nextLong());
          return true;
        case ReadPlan.DOUBLE:
          v.putDouble(row, in.nextDouble());
          return true;
        case ReadPlan.SHORT:
          {
            int x = in.nextInt();
            if (x != (short) x) {
              throw FieldConversions.bad(kind, null, Integer.toString(x));
            }
            v.putShort(row, (short) x);
            return true;
          }
        case ReadPlan.BYTE:
          {
            int x = in.nextInt();
            if (x != (byte) x) {
              throw FieldConversions.bad(kind, null, Integer.toString(x));
            }
            v.putByte(row, (byte) x);
            return true;
          }
        default:
          return false;
      }
    } catch (InputMismatchException e) {
      if (!in.hasNextField()) {
        throw e;
      }
      return false; // not a plain number
    }
  }

  /**
   * Whether a field present in the record is null: the null value of the options (by default the
   * empty field), or for other types than strings any empty field, quoted or not.
   */
  private boolean isNull(CsvReader.Field field, byte kind) {
    if (field.length() == 0) {
      return kind != ReadPlan.STRING || !field.isQuoted();
    }
    return nullBytes.length > 0 && field.contentEquals(nullBytes);
  }

  /**
   * Puts a string's bytes: as they are where they are valid UTF-8 (the usual case, checked a byte
   * at a time only past an ASCII run), else as Spark has them, each bad sequence replaced by
   * U+FFFD.
   */
  private static void putString(WritableColumnVector v, int row, byte[] a, int from, int length) {
    int end = from + length;
    int i = from;
    while (i < end && a[i] >= 0) {
      i++;
    }
    if (i < end) {
      String s = new String(a, from, length, StandardCharsets.UTF_8);
      byte[] again = s.getBytes(StandardCharsets.UTF_8);
      v.putByteArray(row, again, 0, again.length);
      return;
    }
    v.putByteArray(row, a, from, length);
  }

  /** A record with another number of fields than the schema has. */
  private static final class FieldCount extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final int fields;

    FieldCount(int fields) {
      super(null, null, false, false);
      this.fields = fields;
    }
  }

  /**
   * Handles the current record, which does not fit the schema at field {@code f} (0-based) for
   * {@code cause}: keeps it in part (PERMISSIVE), drops it, or fails (FAILFAST).
   */
  private boolean malformed(int row, int f, RuntimeException cause) {
    long line = in.line();
    long offset = in.recordOffset();
    String text;
    try {
      text = in.record();
    } catch (NoSuchElementException e) {
      // No record is current after the failure: a line break inside quotes (see nextRecord).
      throw stopped(cause);
    } catch (IllegalStateException e) {
      text = null; // longer than maxCharsPerColumn: too long to keep
    }
    if (options.mode == ReadOptions.Mode.FAILFAST) {
      throw failFast(line, offset, f, cause);
    }
    if (options.mode == ReadOptions.Mode.DROPMALFORMED) {
      for (WritableColumnVector v : vectors) {
        if (v != null) {
          v.putNotNull(row);
        }
      }
      return false;
    }
    partial(row, text);
    if (corrupt != null) {
      if (text == null) {
        corrupt.putNull(row);
      } else {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        corrupt.putByteArray(row, b, 0, b.length);
      }
    }
    return true;
  }

  /**
   * Fills row {@code row} from the record's text as Spark's PERMISSIVE mode does: each column's
   * field converted on its own, null where it is missing or is not a value of the column's type.
   */
  private void partial(int row, String text) {
    for (WritableColumnVector v : vectors) {
      if (v != null && v != corrupt) {
        v.putNull(row);
      }
    }
    if (text == null) {
      return;
    }
    try (CsvReader r = options.applyTo(CsvReader.of(text))) {
      if (!r.nextRecord()) {
        return;
      }
      for (int f = 0; f < width && r.hasNextField(); f++) {
        WritableColumnVector v = target[f];
        if (v == null || checkOnly[f]) {
          r.skip();
          continue;
        }
        CsvReader.Field field = r.nextField();
        if (field.length() == 0 && !field.isQuoted() || isNull(field, kind[f])) {
          continue;
        }
        try {
          v.putNotNull(row);
          conversions.put(kind[f], decimal[f], v, row, field.toString());
        } catch (FieldConversions.BadField e) {
          v.putNull(row);
        }
      }
    } catch (InputMismatchException e) {
      // An unterminated quote: the fields after it stay null.
    }
  }

  private RuntimeException failFast(long line, long offset, int f, RuntimeException cause) {
    String where;
    if (file.start() == 0) {
      where = "line " + line + " of " + file.toPath() + " (byte offset " + offset + ")";
    } else {
      where =
          "line "
              + LineCount.lineAt(file.toPath(), conf, offset)
              + " of "
              + file.toPath()
              + " (byte offset "
              + offset
              + ")";
    }
    String what;
    if (cause instanceof FieldCount) {
      what =
          "the record has "
              + ((FieldCount) cause).fields
              + (((FieldCount) cause).fields == 1 ? " field" : " fields")
              + ", the schema "
              + width;
    } else if (cause instanceof FieldConversions.BadField) {
      what =
          "field "
              + (f + 1)
              + " ("
              + plan.fileSchema.fields()[f].name()
              + ") is "
              + cause.getMessage();
    } else {
      what = "field " + (f + 1) + ": " + cause.getMessage();
    }
    throw Errors.task("fastio: malformed record in FAILFAST mode at " + where + ": " + what, cause);
  }
}
