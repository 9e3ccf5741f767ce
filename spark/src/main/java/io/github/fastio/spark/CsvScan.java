package io.github.fastio.spark;

import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.classic.SparkSession;
import org.apache.spark.sql.connector.read.Batch;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.connector.read.Scan;
import org.apache.spark.sql.connector.read.Statistics;
import org.apache.spark.sql.connector.read.SupportsReportStatistics;
import org.apache.spark.sql.execution.datasources.FilePartition;
import org.apache.spark.sql.execution.datasources.PartitionedFile;
import org.apache.spark.sql.internal.SQLConf;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.SerializableConfiguration;

/**
 * A planned read of a {@link CsvTable}: the columns it returns, and its partitions, one task each,
 * cut as Spark cuts the files of its own sources. A file is cut into byte ranges unless it is
 * compressed; with {@code multiLine} (line breaks inside quotes cannot be found from the middle of
 * a file) where its records start, as {@link QuoteParity} finds them, or not at all.
 */
final class CsvScan implements Scan, Batch, SupportsReportStatistics {
  private final CsvTable table;
  private final ReadPlan plan;
  private final String pushed;
  private InputPartition[] partitions;

  /** A scan of the columns {@code required}, nothing else pushed. */
  CsvScan(CsvTable table, StructType required) {
    this(table, required, required.size(), null, null, Long.MAX_VALUE, null, "");
  }

  /**
   * A scan that reads the columns {@code read}, of which the batches have the first {@code
   * outputWidth}, with what Spark pushed (see {@link ReadPlan}); {@code pushed} describes it.
   */
  CsvScan(
      CsvTable table,
      StructType read,
      int outputWidth,
      RowFilter filter,
      int[] filterColumns,
      long limit,
      PushedAggregation aggregation,
      String pushed) {
    this.table = table;
    this.pushed = pushed;
    this.plan =
        ReadPlan.of(
                table.options,
                table.fileSchema,
                table.listing.partitionSchema(),
                read,
                table.schema().simpleString())
            .with(outputWidth, filter, filterColumns, limit, aggregation);
  }

  @Override
  public StructType readSchema() {
    if (plan.aggregation != null) {
      return plan.aggregation.output;
    }
    return new StructType(Arrays.copyOf(plan.readSchema.fields(), plan.outputWidth));
  }

  @Override
  public String description() {
    return "fastio CSV " + table.listing.describe() + " " + readSchema().simpleString() + pushed;
  }

  /**
   * The files' size, as Spark's file scans estimate it ({@code spark.sql.sources
   * .fileCompressionFactor} times the bytes listed); the rows where an aggregation without groups
   * makes them known (one a task).
   */
  @Override
  public Statistics estimateStatistics() {
    long bytes = 0;
    for (org.apache.hadoop.fs.FileStatus f : table.listing.files()) {
      bytes += f.getLen();
    }
    long size = (long) (SQLConf.get().fileCompressionFactor() * bytes);
    OptionalLong rows =
        plan.aggregation != null && plan.aggregation.groupBy.length == 0
            ? OptionalLong.of(planInputPartitions().length)
            : OptionalLong.empty();
    return new Statistics() {
      @Override
      public OptionalLong sizeInBytes() {
        return OptionalLong.of(size);
      }

      @Override
      public OptionalLong numRows() {
        return rows;
      }
    };
  }

  @Override
  public Batch toBatch() {
    return this;
  }

  @Override
  public InputPartition[] planInputPartitions() {
    if (partitions != null) {
      return partitions.clone();
    }
    org.apache.hadoop.conf.Configuration conf = table.listing.hadoopConf;
    List<FilePartition> parts = table.listing.partitions(p -> !FileRanges.isCompressed(p, conf));
    if (table.options.multiLine) {
      parts = QuoteParity.split(parts, table.options, table.listing.hadoopConf);
    }
    if (parts.isEmpty() && plan.aggregation != null && plan.aggregation.groupBy.length == 0) {
      // Spark merges a count as the sum of the tasks' counts: with no task, null, not 0.
      parts = List.of(new FilePartition(0, new PartitionedFile[0]));
    }
    partitions = parts.toArray(new InputPartition[0]);
    return partitions.clone();
  }

  @Override
  public PartitionReaderFactory createReaderFactory() {
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(SparkSession.active().sparkContext());
    Broadcast<SerializableConfiguration> conf =
        jsc.broadcast(new SerializableConfiguration(table.listing.hadoopConf));
    return new CsvReaderFactory(plan, conf);
  }
}
