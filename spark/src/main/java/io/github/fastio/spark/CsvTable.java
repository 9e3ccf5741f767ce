package io.github.fastio.spark;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.apache.spark.sql.connector.catalog.SupportsRead;
import org.apache.spark.sql.connector.catalog.TableCapability;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/**
 * The CSV files of a read as a Spark table: its schema is the fields of the files (the schema
 * given, or the header's names), then the partition columns of {@code key=value} directories; the
 * corrupt-record column, where the schema has one, is filled by the reader, not read from the
 * files.
 */
final class CsvTable implements SupportsRead {
  final ReadOptions options;
  final FileListing listing;
  private final StructType schema;

  /** The fields of each record, in file order. */
  final StructType fileSchema;

  CsvTable(StructType schema, ReadOptions options) {
    this.options = options;
    this.listing = FileListing.of(options.given, schema);
    this.schema = schema;
    this.fileSchema = fileSchema(schema, listing.partitionSchema(), options);
  }

  /**
   * The fields of each record of a table of {@code schema}: its columns less the partition columns
   * and the corrupt-record column, each of a type fastio reads.
   *
   * @throws org.apache.spark.sql.AnalysisException for a type fastio does not read, or a
   *     corrupt-record column that is not a nullable string
   */
  static StructType fileSchema(StructType schema, StructType partitions, ReadOptions options) {
    Set<String> partitionNames = java.util.Set.of(partitions.fieldNames());
    List<StructField> fields = new ArrayList<>();
    for (StructField f : schema.fields()) {
      if (partitionNames.contains(f.name())) {
        continue;
      }
      if (f.name().equals(options.corruptColumn)) {
        if (!f.dataType().equals(DataTypes.StringType) || !f.nullable()) {
          throw Errors.analysis(
              "the corrupt-record column '" + f.name() + "' must be a nullable string");
        }
        continue;
      }
      ReadPlan.kindOf(f); // an unsupported type fails here, when the query is planned
      fields.add(f);
    }
    return new StructType(fields.toArray(new StructField[0]));
  }

  @Override
  public String name() {
    return "fastio " + listing.describe();
  }

  @Override
  @SuppressWarnings("deprecation")
  public StructType schema() {
    return schema;
  }

  @Override
  public Set<TableCapability> capabilities() {
    return EnumSet.of(TableCapability.BATCH_READ);
  }

  @Override
  public ScanBuilder newScanBuilder(CaseInsensitiveStringMap ignored) {
    return new CsvScanBuilder(this, schema);
  }
}
