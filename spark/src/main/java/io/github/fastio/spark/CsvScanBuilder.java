package io.github.fastio.spark;

import org.apache.spark.sql.connector.read.Scan;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.connector.read.SupportsPushDownRequiredColumns;
import org.apache.spark.sql.types.StructType;

/** A scan of a {@link CsvTable} that reads only the columns the query needs. */
final class CsvScanBuilder implements ScanBuilder, SupportsPushDownRequiredColumns {
  private final CsvTable table;
  private StructType required;

  CsvScanBuilder(CsvTable table, StructType schema) {
    this.table = table;
    this.required = schema;
  }

  @Override
  public void pruneColumns(StructType requiredSchema) {
    this.required = requiredSchema;
  }

  @Override
  public Scan build() {
    return new CsvScan(table, required);
  }
}
