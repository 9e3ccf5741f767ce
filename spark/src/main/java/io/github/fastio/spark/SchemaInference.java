package io.github.fastio.spark;

import io.github.fastio.CsvReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.api.java.function.Function;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.catalyst.csv.CSVInferSchema;
import org.apache.spark.sql.catalyst.csv.CSVOptions;
import org.apache.spark.sql.classic.SparkSession;
import org.apache.spark.sql.execution.datasources.FilePartition;
import org.apache.spark.sql.execution.datasources.PartitionedFile;
import org.apache.spark.sql.internal.SQLConf;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.SerializableConfiguration;

/**
 * The schema of files read without one, as Spark's CSV source makes it: the names from the first
 * record (the header's, made unique as Spark makes them, or {@code _c0, _c1, ...}), all strings;
 * with {@code inferSchema=true} each column's type as Spark's own CSV inference finds it over the
 * records, read by fastio in a Spark job: from the fields' bytes (see {@link FieldTypes}), or from
 * a sample's text with {@code samplingRatio}.
 */
final class SchemaInference {
  private SchemaInference() {}

  /**
   * The schema of the files of {@code listing}.
   *
   * @throws org.apache.spark.sql.AnalysisException if there is no file to infer it from (files
   *     without a record have no column)
   */
  static StructType infer(ReadOptions options, FileListing listing) {
    if (listing.files().isEmpty()) {
      throw Errors.analysis(
          "unable to infer the schema of " + listing.describe() + ": no file; give a schema");
    }
    String[] first = firstRecord(options, listing);
    if (first == null) {
      return new StructType(); // files without a record: no column, as Spark's reader has it
    }
    String[] names = options.header ? safeNames(first, options) : defaultNames(first.length);
    StructType strings = new StructType();
    for (String n : names) {
      strings = strings.add(n, DataTypes.StringType, true);
    }
    if (!options.inferSchema) {
      return strings;
    }
    SparkSession spark = SparkSession.active();
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    List<FilePartition> parts =
        listing.partitions(FileRanges.splittable(options, listing.hadoopConf));
    Broadcast<SerializableConfiguration> conf =
        jsc.broadcast(new SerializableConfiguration(listing.hadoopConf));
    CSVOptions sparkOptions =
        new CSVOptions(Scala.map(options.given), true, options.timeZone, options.corruptColumn);
    CSVInferSchema inference = new CSVInferSchema(sparkOptions);
    if (options.samplingRatio >= 1) {
      // Each task infers its records' types from their bytes; the driver merges them as Spark does.
      List<DataType[]> each =
          jsc.parallelize(parts, Math.max(1, parts.size()))
              .map(new Types(options, conf, inference, names.length))
              .collect();
      DataType[] merged = new DataType[names.length];
      java.util.Arrays.fill(merged, DataTypes.NullType);
      for (DataType[] t : each) {
        merged = inference.mergeRowTypes(merged, t);
      }
      return new StructType(inference.toStructFields(merged, names));
    }
    JavaRDD<String[]> records =
        jsc.parallelize(parts, Math.max(1, parts.size()))
            .flatMap(new Records(options, conf, options.header ? nullForEmpty(first) : null));
    records = records.sample(false, options.samplingRatio, 1);
    return inference.infer(records.rdd(), names);
  }

  /** A partition's column types, inferred from its records' bytes (see {@link FieldTypes}). */
  private static final class Types implements Function<FilePartition, DataType[]> {
    private static final long serialVersionUID = 1L;
    private final ReadOptions options;
    private final Broadcast<SerializableConfiguration> conf;
    private final CSVInferSchema inference;
    private final int width;

    Types(
        ReadOptions options,
        Broadcast<SerializableConfiguration> conf,
        CSVInferSchema inference,
        int width) {
      this.options = options;
      this.conf = conf;
      this.inference = inference;
      this.width = width;
    }

    @Override
    public DataType[] call(FilePartition partition) {
      FieldTypes types = new FieldTypes(inference, options.nullBytes(), width);
      for (PartitionedFile f : partition.files()) {
        try (CsvReader in = FileRanges.openForInference(f, options, conf.value().value())) {
          while (in.nextRecord()) {
            for (int c = 0; in.hasNextField(); c++) {
              if (c < width) {
                types.add(c, in.nextField());
              } else {
                in.skip();
              }
            }
          }
        }
      }
      return types.types();
    }
  }

  /** {@code fields} with each empty one null, as {@link Records} has them. */
  private static String[] nullForEmpty(String[] fields) {
    String[] r = fields.clone();
    for (int i = 0; i < r.length; i++) {
      if (r[i].isEmpty()) {
        r[i] = null;
      }
    }
    return r;
  }

  /** The first record of the first file that has one, or null. */
  private static String[] firstRecord(ReadOptions options, FileListing listing) {
    for (FileStatus f : listing.files()) {
      PartitionedFile whole =
          org.apache.spark.sql.execution.datasources.PartitionedFile$.MODULE$.apply(
              org.apache.spark.sql.catalyst.InternalRow.empty(),
              org.apache.spark.paths.SparkPath.fromPath(f.getPath()),
              0,
              f.getLen(),
              new String[0],
              f.getModificationTime(),
              f.getLen(),
              scala.collection.immutable.Map$.MODULE$.empty());
      try (CsvReader in = FileRanges.open(whole, options, listing.hadoopConf, false)) {
        if (in.nextRecord()) {
          List<String> fields = new ArrayList<>();
          while (in.hasNextField()) {
            fields.add(in.next());
          }
          return fields.toArray(new String[0]);
        }
      }
    }
    return null;
  }

  private static String[] defaultNames(int n) {
    String[] names = new String[n];
    for (int i = 0; i < n; i++) {
      names[i] = "_c" + i;
    }
    return names;
  }

  /**
   * The header's names as Spark makes them safe: an empty name or the null value becomes {@code _c}
   * and its index, and a name that occurs more than once (ignoring case unless {@code
   * spark.sql.caseSensitive}) gets its index appended: {@code a,A,,b} is {@code a0,A1,_c2,b}.
   */
  static String[] safeNames(String[] header, ReadOptions options) {
    boolean caseSensitive = SQLConf.get().caseSensitiveAnalysis();
    Set<String> seen = new HashSet<>();
    Set<String> duplicates = new HashSet<>();
    for (String h : header) {
      String key = caseSensitive ? h : h.toLowerCase(Locale.ROOT);
      if (!seen.add(key)) {
        duplicates.add(key);
      }
    }
    String[] names = new String[header.length];
    for (int i = 0; i < header.length; i++) {
      String h = header[i];
      String key = caseSensitive ? h : h.toLowerCase(Locale.ROOT);
      if (h.isEmpty() || h.equals(options.nullValue)) {
        names[i] = "_c" + i;
      } else if (duplicates.contains(key)) {
        names[i] = h + i;
      } else {
        names[i] = h;
      }
    }
    return names;
  }

  /**
   * A partition's records as Spark's inference takes them: each field's text, null where the field
   * is empty (no byte, not even quotes); records with text after a closing quote cut by Spark's
   * tokenizer; lines of spaces left out, and with a header every record equal to it (Spark drops
   * the header line wherever it occurs, so that a partition that does not start its file does not
   * count it).
   */
  private static final class Records implements FlatMapFunction<FilePartition, String[]> {
    private static final long serialVersionUID = 1L;
    private final ReadOptions options;
    private final Broadcast<SerializableConfiguration> conf;
    private final String[] header;

    Records(ReadOptions options, Broadcast<SerializableConfiguration> conf, String[] header) {
      this.options = options;
      this.conf = conf;
      this.header = header;
    }

    @Override
    public Iterator<String[]> call(FilePartition partition) {
      Configuration c = conf.value().value();
      PartitionedFile[] files = partition.files();
      return new Iterator<String[]>() {
        private int next;
        private CsvReader in;
        private SparkTokens tokens;
        private String[] ahead;

        @Override
        public boolean hasNext() {
          while (ahead == null) {
            if (in == null) {
              if (next == files.length) {
                return false;
              }
              PartitionedFile f = files[next++];
              in = FileRanges.openForInference(f, options, c);
              tokens = new SparkTokens(options, options.multiLine ? LineSeparators.of(f, c) : null);
            }
            if (in.nextRecord()) {
              ahead = record(in, tokens);
            } else {
              in.close();
              in = null;
            }
          }
          return true;
        }

        @Override
        public String[] next() {
          if (!hasNext()) {
            throw new NoSuchElementException();
          }
          String[] r = ahead;
          ahead = null;
          return r;
        }
      };
    }

    /** The current record's fields, or null where Spark's inference leaves it out. */
    private String[] record(CsvReader in, SparkTokens tokens) {
      String[] r = FileRanges.fields(in);
      boolean spaces = !options.multiLine && r.length == 1 && r[0] != null && r[0].trim().isEmpty();
      if ((in.hadTextAfterQuote() || spaces) && !options.rfc4180) {
        String text = in.record();
        if (!options.multiLine && text.trim().isEmpty()) {
          return null;
        }
        r = tokens.tokens(text);
      }
      if (r == null || (header != null && Arrays.equals(r, header))) {
        return null;
      }
      return r;
    }
  }
}
