package io.github.fastio.spark;

import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.execution.datasources.FilePartition;
import org.apache.spark.sql.vectorized.ColumnarBatch;
import org.apache.spark.util.SerializableConfiguration;

/** Makes each task's reader, on the executor: columnar batches only. */
final class CsvReaderFactory implements PartitionReaderFactory {
  private static final long serialVersionUID = 1L;

  private final ReadPlan plan;
  private final Broadcast<SerializableConfiguration> conf;

  CsvReaderFactory(ReadPlan plan, Broadcast<SerializableConfiguration> conf) {
    this.plan = plan;
    this.conf = conf;
  }

  @Override
  public boolean supportColumnarReads(InputPartition partition) {
    return true;
  }

  @Override
  public PartitionReader<ColumnarBatch> createColumnarReader(InputPartition partition) {
    if (plan.aggregation != null) {
      return new AggregateReader(plan, (FilePartition) partition, conf.value().value());
    }
    return new CsvBatchReader(plan, (FilePartition) partition, conf.value().value());
  }

  @Override
  public PartitionReader<InternalRow> createReader(InputPartition partition) {
    throw new UnsupportedOperationException("fastio reads columnar batches only");
  }
}
