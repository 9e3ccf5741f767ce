package io.github.fastio.spark;

import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.io.compress.CompressionCodecFactory;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.classic.SparkSession;
import org.apache.spark.sql.connector.read.Batch;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.connector.read.Scan;
import org.apache.spark.sql.execution.datasources.FilePartition;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.SerializableConfiguration;

/**
 * A planned read of a {@link CsvTable}: the columns it returns, and its partitions, one task each,
 * cut as Spark cuts the files of its own sources. A file is cut into byte ranges unless {@code
 * multiLine} is set (line breaks inside quotes cannot be found from the middle of a file) or it is
 * compressed.
 */
final class CsvScan implements Scan, Batch {
  private final CsvTable table;
  private final ReadPlan plan;

  CsvScan(CsvTable table, StructType required) {
    this.table = table;
    StructType partitions = table.listing.partitionSchema();
    List<String> partitionNames = Arrays.asList(partitions.fieldNames());
    List<String> fileNames = Arrays.asList(table.fileSchema.fieldNames());
    StructField[] fields = required.fields();
    int[] source = new int[fields.length];
    for (int c = 0; c < fields.length; c++) {
      String name = fields[c].name();
      if (partitionNames.contains(name)) {
        source[c] = -2 - partitionNames.indexOf(name);
      } else if (fileNames.contains(name)) {
        source[c] = fileNames.indexOf(name);
      } else if (name.equals(table.options.corruptColumn)) {
        source[c] = ReadPlan.CORRUPT;
      } else {
        throw Errors.analysis("no column '" + name + "' in " + table.schema().simpleString());
      }
    }
    this.plan = new ReadPlan(table.options, table.fileSchema, required, partitions, source);
  }

  @Override
  public StructType readSchema() {
    return plan.readSchema;
  }

  @Override
  public String description() {
    return "fastio CSV " + table.listing.describe() + " " + plan.readSchema.simpleString();
  }

  @Override
  public Batch toBatch() {
    return this;
  }

  @Override
  public InputPartition[] planInputPartitions() {
    CompressionCodecFactory codecs = new CompressionCodecFactory(table.listing.hadoopConf);
    boolean multiLine = table.options.multiLine;
    List<FilePartition> parts =
        table.listing.partitions(p -> !multiLine && codecs.getCodec(p) == null);
    return parts.toArray(new InputPartition[0]);
  }

  @Override
  public PartitionReaderFactory createReaderFactory() {
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(SparkSession.active().sparkContext());
    Broadcast<SerializableConfiguration> conf =
        jsc.broadcast(new SerializableConfiguration(table.listing.hadoopConf));
    return new CsvReaderFactory(plan, conf);
  }
}
