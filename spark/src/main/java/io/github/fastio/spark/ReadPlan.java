package io.github.fastio.spark;

import java.io.Serializable;
import org.apache.spark.sql.types.BooleanType;
import org.apache.spark.sql.types.ByteType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DateType;
import org.apache.spark.sql.types.DecimalType;
import org.apache.spark.sql.types.DoubleType;
import org.apache.spark.sql.types.FloatType;
import org.apache.spark.sql.types.IntegerType;
import org.apache.spark.sql.types.LongType;
import org.apache.spark.sql.types.ShortType;
import org.apache.spark.sql.types.StringType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.types.TimestampType;

/**
 * What each task of a scan needs to read its files into batches: the options, the fields of the
 * files, and for each column of the batches where its values come from (a field of the files, the
 * corrupt-record text, or a partition directory's value) and how they are converted. For a file
 * schema {@code (id int, price double, name string)} and a query of {@code price}, the batches have
 * one column, read from field 1 as a double, and fields 0 and 2 are skipped unparsed.
 */
final class ReadPlan implements Serializable {
  private static final long serialVersionUID = 1L;

  // How a column's field is converted (see FieldConversions).
  static final byte INT = 0;
  static final byte LONG = 1;
  static final byte DOUBLE = 2;
  static final byte FLOAT = 3;
  static final byte SHORT = 4;
  static final byte BYTE = 5;
  static final byte BOOLEAN = 6;
  static final byte STRING = 7;
  static final byte DECIMAL = 8;
  static final byte DATE = 9;
  static final byte TIMESTAMP = 10;

  /** {@link #source} of the corrupt-record column. */
  static final int CORRUPT = -1;

  /** {@link #source} of the {@code _metadata} column (see {@link FileMetadata}). */
  static final int METADATA = Integer.MIN_VALUE;

  final ReadOptions options;

  /** The fields of each record, in file order. */
  final StructType fileSchema;

  /** The columns of the batches. */
  final StructType readSchema;

  /** The partition columns of the directories, in the order of the file index's values. */
  final StructType partitionSchema;

  /**
   * For each column of {@link #readSchema}: the index of its field in {@link #fileSchema}, {@link
   * #CORRUPT}, {@link #METADATA}, or {@code -2 - i} for partition column {@code i}.
   */
  final int[] source;

  /** For each field of the files, the column it fills, or -1 where it is skipped. */
  final int[] columnOfField;

  /** Whether the records' fields are checked at all: false where only rows are counted. */
  final boolean validates;

  /**
   * Whether every field is converted, read or not, as Spark's CSV reader converts them without its
   * column pruning: where the corrupt-record column is read (so that it names every record that
   * does not fit the schema, not only those whose read fields fail), or pruning is off.
   */
  final boolean checksAll;

  /** How many of {@link #readSchema}'s columns the batches have: the rest only the filter reads. */
  final int outputWidth;

  /** The pushed filter, over {@link #filterColumns}; null where none. */
  final RowFilter filter;

  /** For each column the filter reads, its index in {@link #readSchema}. */
  final int[] filterColumns;

  /** The most rows a task returns (Spark's limit, pushed), or {@code Long.MAX_VALUE}. */
  final long limit;

  /** The pushed aggregation over {@link #readSchema}'s columns; null where none. */
  final PushedAggregation aggregation;

  /**
   * Whether a record with another number of fields than the schema is malformed, as Spark judges
   * it: where every field is converted, or the query reads every field, or with {@code multiLine}
   * (Spark's tokenizer of whole files counts them even where its column pruning cuts the fields it
   * reads; of single lines it does not).
   */
  final boolean checksCount;

  ReadPlan(
      ReadOptions options,
      StructType fileSchema,
      StructType readSchema,
      StructType partitionSchema,
      int[] source) {
    this(
        options,
        fileSchema,
        readSchema,
        partitionSchema,
        source,
        readSchema.size(),
        null,
        null,
        Long.MAX_VALUE,
        null);
  }

  /** A plan with what Spark pushed into the scan. */
  ReadPlan(
      ReadOptions options,
      StructType fileSchema,
      StructType readSchema,
      StructType partitionSchema,
      int[] source,
      int outputWidth,
      RowFilter filter,
      int[] filterColumns,
      long limit,
      PushedAggregation aggregation) {
    this.outputWidth = outputWidth;
    this.filter = filter;
    this.filterColumns = filterColumns;
    this.limit = limit;
    this.aggregation = aggregation;
    this.options = options;
    this.fileSchema = fileSchema;
    this.readSchema = readSchema;
    this.partitionSchema = partitionSchema;
    this.source = source;
    this.columnOfField = new int[fileSchema.size()];
    java.util.Arrays.fill(columnOfField, -1);
    int fields = 0;
    boolean corrupt = false;
    for (int c = 0; c < source.length; c++) {
      if (source[c] >= 0) {
        columnOfField[source[c]] = c;
        fields++;
      } else if (source[c] == CORRUPT) {
        corrupt = true;
      }
    }
    this.checksAll = corrupt || !options.columnPruning;
    this.checksCount = checksAll || fields == fileSchema.size() || options.multiLine;
    this.validates = fields > 0 || checksAll || options.multiLine;
  }

  /**
   * The plan of a read of the columns {@code required} from files of records {@code fileSchema} in
   * directories of the partition columns {@code partitions}: each column is a field of the files, a
   * partition column, or the corrupt-record column.
   *
   * @throws org.apache.spark.sql.AnalysisException if a column is none of them (the message names
   *     {@code schema}, the table's)
   */
  static ReadPlan of(
      ReadOptions options,
      StructType fileSchema,
      StructType partitions,
      StructType required,
      String schema) {
    java.util.List<String> partitionNames = java.util.Arrays.asList(partitions.fieldNames());
    java.util.List<String> fileNames = java.util.Arrays.asList(fileSchema.fieldNames());
    StructField[] fields = required.fields();
    int[] source = new int[fields.length];
    for (int c = 0; c < fields.length; c++) {
      String name = fields[c].name();
      if (partitionNames.contains(name)) {
        source[c] = -2 - partitionNames.indexOf(name);
      } else if (fileNames.contains(name)) {
        source[c] = fileNames.indexOf(name);
      } else if (name.equals(options.corruptColumn)) {
        source[c] = CORRUPT;
      } else if (name.equals(FileMetadata.NAME)) {
        source[c] = METADATA;
      } else {
        throw Errors.analysis("no column '" + name + "' in " + schema);
      }
    }
    return new ReadPlan(options, fileSchema, required, partitions, source);
  }

  /**
   * This plan with what Spark pushed into the scan: the batches have the first {@code outputWidth}
   * columns, the rest only {@code filter} reads (its columns are {@code filterColumns}); each task
   * returns at most {@code limit} rows, or, with {@code aggregation}, its partial results.
   */
  ReadPlan with(
      int outputWidth,
      RowFilter filter,
      int[] filterColumns,
      long limit,
      PushedAggregation aggregation) {
    return new ReadPlan(
        options,
        fileSchema,
        readSchema,
        partitionSchema,
        source,
        outputWidth,
        filter,
        filterColumns,
        limit,
        aggregation);
  }

  /**
   * The conversion of a field of type {@code field}'s.
   *
   * @throws org.apache.spark.sql.AnalysisException for a type fastio does not read
   */
  static byte kindOf(StructField field) {
    DataType t = field.dataType();
    if (t instanceof IntegerType) {
      return INT;
    } else if (t instanceof LongType) {
      return LONG;
    } else if (t instanceof DoubleType) {
      return DOUBLE;
    } else if (t instanceof FloatType) {
      return FLOAT;
    } else if (t instanceof ShortType) {
      return SHORT;
    } else if (t instanceof ByteType) {
      return BYTE;
    } else if (t instanceof BooleanType) {
      return BOOLEAN;
    } else if (t instanceof StringType) {
      return STRING;
    } else if (t instanceof DecimalType) {
      return DECIMAL;
    } else if (t instanceof DateType) {
      return DATE;
    } else if (t instanceof TimestampType) {
      return TIMESTAMP;
    }
    throw Errors.analysis(
        "column '"
            + field.name()
            + "' has type "
            + t.sql()
            + ", which fastio does not read (it reads INT, BIGINT, SMALLINT, TINYINT, DOUBLE, FLOAT,"
            + " BOOLEAN, STRING, DECIMAL(p,s), DATE and TIMESTAMP)");
  }
}
