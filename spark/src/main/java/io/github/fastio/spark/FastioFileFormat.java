package io.github.fastio.spark;

import java.util.HashMap;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.mapreduce.Job;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.util.CompressionCodecs$;
import org.apache.spark.sql.execution.datasources.FileFormat;
import org.apache.spark.sql.execution.datasources.FileFormat$;
import org.apache.spark.sql.execution.datasources.OutputWriterFactory;
import org.apache.spark.sql.execution.datasources.PartitionedFile;
import org.apache.spark.sql.sources.DataSourceRegister;
import org.apache.spark.sql.sources.Filter;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.SerializableConfiguration;
import scala.Function1;
import scala.Option;
import scala.collection.Iterator;
import scala.collection.immutable.Seq;
import scala.jdk.javaapi.CollectionConverters;

/**
 * fastio as a file format of Spark's own file sources, the part of the {@code fastio} data source
 * that Spark reaches through {@link FastioDataSource#fallbackFileFormat()}: every write ({@code
 * df.write().format("fastio")} in each save mode, with {@code partitionBy}; {@code CREATE TABLE ...
 * USING fastio AS SELECT}; {@code INSERT INTO}), which Spark plans as writes of its file sources
 * and commits through its file-commit protocol, and the reads of the session catalog's {@code
 * fastio} tables (and of {@code SELECT * FROM fastio.`path`}), which Spark plans as scans of its
 * file sources. Each read is fastio's {@link CsvBatchReader}, as in the data source's own scan.
 */
public final class FastioFileFormat implements FileFormat, DataSourceRegister {
  /** Options Spark adds to those of a table for its own use: not the user's. */
  private static final String[] SPARK_OWN = {
    FileFormat$.MODULE$.OPTION_RETURNING_BATCH(), "__partition_columns", "__clustering_columns"
  };

  /** Made by Spark, from the data source's {@code fallbackFileFormat}. */
  public FastioFileFormat() {}

  @Override
  public String shortName() {
    return "fastio";
  }

  @Override
  public String toString() {
    return "fastio";
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof FastioFileFormat;
  }

  @Override
  public int hashCode() {
    return FastioFileFormat.class.hashCode();
  }

  /** The user's options of a read or a write, as fastio's option classes take them. */
  static Map<String, String> userOptions(scala.collection.Map<String, String> options) {
    Map<String, String> plain = new HashMap<>(CollectionConverters.asJava(options));
    for (String own : SPARK_OWN) {
      plain.keySet().removeIf(k -> k.equalsIgnoreCase(own));
    }
    return ReadOptions.normalize(plain);
  }

  /**
   * The schema of a table's files where its definition gives none: as {@link
   * FastioDataSource#inferSchema}, less the partition columns, which Spark adds.
   */
  @Override
  public Option<StructType> inferSchema(
      SparkSession spark,
      scala.collection.immutable.Map<String, String> options,
      Seq<FileStatus> files) {
    if (files.isEmpty()) {
      return Option.empty();
    }
    Map<String, String> given = userOptions(options);
    // The files Spark listed (a table's location is not among the options): listed again as paths.
    Map<String, String> ofFiles = new HashMap<>(given);
    ofFiles.keySet().removeIf(k -> k.equalsIgnoreCase("path") || k.equalsIgnoreCase("paths"));
    java.util.List<String> paths = new java.util.ArrayList<>();
    for (FileStatus f : CollectionConverters.asJava(files)) {
      paths.add(f.getPath().toString());
    }
    try {
      ofFiles.put(
          "paths", new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(paths));
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
    ReadOptions parsed = ReadOptions.parse(ofFiles);
    return Option.apply(SchemaInference.infer(parsed, FileListing.of(ofFiles, null)));
  }

  @Override
  public boolean supportDataType(DataType type) {
    try {
      ReadPlan.kindOf(
          new StructField("_", type, true, org.apache.spark.sql.types.Metadata.empty()));
      return true;
    } catch (RuntimeException e) {
      return false;
    }
  }

  @Override
  public boolean isSplitable(
      SparkSession spark, scala.collection.immutable.Map<String, String> options, Path path) {
    ReadOptions parsed = ReadOptions.parse(userOptions(options));
    Configuration conf =
        ((org.apache.spark.sql.classic.SparkSession) spark)
            .sessionState()
            .newHadoopConfWithOptions(options);
    return FileRanges.splittable(parsed, conf).test(path);
  }

  /** Columnar batches, as the data source's own scan gives them. */
  @Override
  public boolean supportBatch(SparkSession spark, StructType schema) {
    return true;
  }

  @Override
  public Function1<PartitionedFile, Iterator<InternalRow>> buildReaderWithPartitionValues(
      SparkSession spark,
      StructType dataSchema,
      StructType partitionSchema,
      StructType requiredSchema,
      Seq<Filter> filters,
      scala.collection.immutable.Map<String, String> options,
      Configuration hadoopConf) {
    ReadOptions parsed = ReadOptions.parse(userOptions(options));
    StructType fileSchema = CsvTable.fileSchema(dataSchema, partitionSchema, parsed);
    StructType read = requiredSchema;
    for (StructField f : partitionSchema.fields()) {
      read = read.add(f);
    }
    ReadPlan plan =
        ReadPlan.of(parsed, fileSchema, partitionSchema, read, dataSchema.simpleString());
    // Spark asks for rows where its generated code cannot take batches (too many columns).
    Option<String> returning = options.get(FileFormat$.MODULE$.OPTION_RETURNING_BATCH());
    boolean batches = returning.isEmpty() || !returning.get().equalsIgnoreCase("false");
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    return new FileReads(plan, jsc.broadcast(new SerializableConfiguration(hadoopConf)), batches);
  }

  /**
   * Plans a write, on the driver before any task: the options checked, the type of every column
   * checked, and the codec of the option {@code compression} set where Spark's file streams take
   * it.
   *
   * @throws org.apache.spark.sql.AnalysisException if an option or a type cannot be written as
   *     Spark's CSV writer writes it
   */
  @Override
  public OutputWriterFactory prepareWrite(
      SparkSession spark,
      Job job,
      scala.collection.immutable.Map<String, String> options,
      StructType dataSchema) {
    Map<String, String> given = userOptions(options);
    WriteOptions parsed = WriteOptions.parse(given);
    for (StructField f : dataSchema.fields()) {
      ReadPlan.kindOf(f);
    }
    if (ReadOptions.get(given, "compression", ReadOptions.get(given, "codec", null)) != null) {
      CompressionCodecs$.MODULE$.setCodecConfiguration(job.getConfiguration(), parsed.codec);
    }
    return new CsvOutputWriter.Factory(parsed);
  }
}
