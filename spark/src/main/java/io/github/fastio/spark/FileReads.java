package io.github.fastio.spark;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import org.apache.spark.TaskContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.UnsafeProjection;
import org.apache.spark.sql.execution.datasources.FilePartition;
import org.apache.spark.sql.execution.datasources.PartitionedFile;
import org.apache.spark.sql.vectorized.ColumnarBatch;
import org.apache.spark.util.SerializableConfiguration;
import org.apache.spark.util.TaskCompletionListener;
import scala.collection.AbstractIterator;
import scala.collection.Iterator;
import scala.runtime.AbstractFunction1;

/**
 * The reads of Spark's own file scan (its {@code FileSourceScanExec}, which reads the tables of the
 * session catalog): a function, shipped to each task, from a file's byte range to the columnar
 * batches of {@link CsvBatchReader}, or to their rows where Spark asks for rows.
 */
final class FileReads extends AbstractFunction1<PartitionedFile, Iterator<InternalRow>>
    implements Serializable {
  private static final long serialVersionUID = 1L;

  private final ReadPlan plan;
  private final Broadcast<SerializableConfiguration> conf;
  private final boolean batches;

  FileReads(ReadPlan plan, Broadcast<SerializableConfiguration> conf, boolean batches) {
    this.plan = plan;
    this.conf = conf;
    this.batches = batches;
  }

  @Override
  public Iterator<InternalRow> apply(PartitionedFile file) {
    CsvBatchReader reader =
        new CsvBatchReader(
            plan, new FilePartition(0, new PartitionedFile[] {file}), conf.value().value());
    TaskContext task = TaskContext.get();
    Batches read = new Batches(reader);
    if (task != null) {
      task.addTaskCompletionListener((TaskCompletionListener) context -> read.close());
    }
    if (batches) {
      // Spark's file scan takes the batches through its iterator of rows, as its own columnar
      // readers hand them over.
      @SuppressWarnings("unchecked")
      Iterator<InternalRow> asRows = (Iterator<InternalRow>) (Iterator<?>) read;
      return asRows;
    }
    return new Rows(read, UnsafeProjection.create(plan.readSchema));
  }

  /** The rows of the batches, each as an {@code UnsafeRow}, as Spark's row-based scans give. */
  private static final class Rows extends AbstractIterator<InternalRow> {
    private final Batches batches;
    private final UnsafeProjection unsafe;
    private java.util.Iterator<InternalRow> rows = java.util.Collections.emptyIterator();

    Rows(Batches batches, UnsafeProjection unsafe) {
      this.batches = batches;
      this.unsafe = unsafe;
    }

    @Override
    public boolean hasNext() {
      while (!rows.hasNext() && batches.hasNext()) {
        rows = batches.next().rowIterator();
      }
      return rows.hasNext();
    }

    @Override
    public InternalRow next() {
      if (!hasNext()) {
        throw new java.util.NoSuchElementException();
      }
      return unsafe.apply(rows.next());
    }
  }

  /** The batches of one reader, which is closed at their end (or at the task's, if sooner). */
  private static final class Batches extends AbstractIterator<ColumnarBatch> {
    private final CsvBatchReader reader;
    private boolean ahead;
    private boolean done;

    Batches(CsvBatchReader reader) {
      this.reader = reader;
    }

    @Override
    public boolean hasNext() {
      if (!ahead && !done) {
        try {
          ahead = reader.next();
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
        if (!ahead) {
          close();
        }
      }
      return ahead;
    }

    @Override
    public ColumnarBatch next() {
      if (!hasNext()) {
        throw new java.util.NoSuchElementException();
      }
      ahead = false;
      return reader.get();
    }

    void close() {
      if (!done) {
        done = true;
        try {
          reader.close();
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
  }
}
