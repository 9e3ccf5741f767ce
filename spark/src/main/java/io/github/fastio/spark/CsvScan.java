package io.github.fastio.spark;

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
    this.plan =
        ReadPlan.of(
            table.options,
            table.fileSchema,
            table.listing.partitionSchema(),
            required,
            table.schema().simpleString());
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
