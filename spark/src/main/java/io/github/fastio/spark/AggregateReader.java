package io.github.fastio.spark;

import java.io.IOException;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.TaskContext;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.execution.datasources.FilePartition;
import org.apache.spark.sql.execution.vectorized.OnHeapColumnVector;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.vectorized.ColumnVector;
import org.apache.spark.sql.vectorized.ColumnarBatch;

/**
 * A task of a scan with a pushed aggregation: reads its rows as the scan's batch reader reads them
 * (the same records, conversions, malformed-record handling and pushed filter), folds each batch
 * into the partial results of its groups, and returns them as one batch: a row per group, or one
 * row where nothing is grouped by (a count of 0 where the task read no row). Where the query reads
 * no field of the files ({@code count(*)}, maybe by partition directory), each file's records are
 * only counted, their ends found eight bytes a step.
 */
final class AggregateReader implements PartitionReader<ColumnarBatch> {
  private final ReadPlan plan;
  private final PushedAggregation aggregation;
  private final CsvBatchReader rows;
  private ColumnarBatch result;
  private boolean done;

  AggregateReader(ReadPlan plan, FilePartition partition, Configuration conf) {
    this.plan = plan;
    this.aggregation = plan.aggregation;
    this.rows = new CsvBatchReader(plan, partition, conf);
  }

  @Override
  public boolean next() throws IOException {
    if (done) {
      return false;
    }
    done = true;
    StructField[] columns = plan.readSchema.fields();
    Groups groups = null;
    StructField[] groupFields = new StructField[aggregation.groupBy.length];
    for (int i = 0; i < groupFields.length; i++) {
      groupFields[i] = columns[aggregation.groupBy[i]];
    }
    if (groupFields.length > 0) {
      groups = new Groups(aggregation.groupBy, groupFields);
    }
    PartialAggregates partials = new PartialAggregates(aggregation, columns);
    int[] group = groups == null ? null : new int[CsvBatchReader.CAPACITY];
    long records = 0;
    if (!plan.validates && plan.filter == null && aggregation.countsOnly()) {
      records = countFiles(groups, partials, group);
    } else {
      while (rows.next()) {
        ColumnVector[] batch = rows.columns();
        int n = rows.get().numRows();
        records += n;
        if (groups != null) {
          groups.assign(batch, n, group);
          partials.grow(groups.count());
        }
        partials.add(batch, n, group);
      }
    }
    int count = groups == null ? 1 : groups.count();
    result = output(groups, partials, count);
    // Spark counts the rows of the batches a scan returns as the records its task read; these
    // are the groups', so the rows folded into them are added (the counter is Spark's, public in
    // the JVM though Scala keeps it to Spark).
    TaskContext task = TaskContext.get();
    if (task != null) {
      task.taskMetrics().inputMetrics().incRecordsRead(records - count);
    }
    return true;
  }

  /**
   * {@code COUNT(*)} alone, of each file's records, grouped by partition values if at all: the
   * records counted.
   */
  private long countFiles(Groups groups, PartialAggregates partials, int[] group) {
    long n;
    long all = 0;
    while ((n = rows.countNextFile()) >= 0) {
      all += n;
      int g = 0;
      if (groups != null) {
        groups.assign(rows.columns(), 1, group);
        partials.grow(groups.count());
        g = group[0];
      }
      partials.addCount(g, n);
    }
    return all;
  }

  private ColumnarBatch output(Groups groups, PartialAggregates partials, int count) {
    StructField[] out = aggregation.output.fields();
    ColumnVector[] vectors = new ColumnVector[out.length];
    int k = aggregation.groupBy.length;
    for (int i = 0; i < k; i++) {
      vectors[i] = groups.values[i];
    }
    for (int i = k; i < out.length; i++) {
      OnHeapColumnVector v = new OnHeapColumnVector(Math.max(1, count), out[i].dataType());
      partials.output(i - k, count, v);
      vectors[i] = v;
    }
    ColumnarBatch b = new ColumnarBatch(vectors);
    b.setNumRows(count);
    return b;
  }

  @Override
  public ColumnarBatch get() {
    return result;
  }

  @Override
  public void close() throws IOException {
    rows.close();
    if (result != null) {
      result.close();
    }
  }
}
