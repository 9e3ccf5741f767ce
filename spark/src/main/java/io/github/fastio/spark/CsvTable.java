package io.github.fastio.spark;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.apache.spark.sql.connector.catalog.MetadataColumn;
import org.apache.spark.sql.connector.catalog.SupportsMetadataColumns;
import org.apache.spark.sql.connector.catalog.SupportsRead;
import org.apache.spark.sql.connector.catalog.TableCapability;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.internal.SQLConf;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/**
 * The CSV files of a read as a Spark table: its schema is the fields of the files (the schema
 * given, or the header's names), then the partition columns of {@code key=value} directories (with
 * the type the schema gives them, if it names them), all nullable as Spark's file sources make
 * them; the corrupt-record column, where the schema has one, is filled by the reader, not read from
 * the files.
 */
final class CsvTable implements SupportsRead, SupportsMetadataColumns {
  final ReadOptions options;
  final FileListing listing;
  private final StructType schema;

  /** The fields of each record, in file order. */
  final StructType fileSchema;

  CsvTable(StructType schema, ReadOptions options) {
    this.options = options;
    this.listing = FileListing.of(options.given, schema);
    StructType partitions = listing.partitionSchema();
    List<StructField> all = new ArrayList<>();
    for (StructField f : schema.fields()) {
      if (!isPartition(f, partitions)) {
        all.add(new StructField(f.name(), f.dataType(), true, f.metadata()));
      }
    }
    all.addAll(Arrays.asList(partitions.fields()));
    // As Spark's file sources: every column nullable, the partition columns after the data's.
    this.schema = new StructType(all.toArray(new StructField[0]));
    this.fileSchema = fileSchema(schema, partitions, options);
  }

  /**
   * The fields of each record of a table of {@code schema}: its columns less the partition columns
   * (named in any case unless {@code spark.sql.caseSensitive}) and the corrupt-record column, each
   * of a type fastio reads, nullable.
   *
   * @throws org.apache.spark.sql.AnalysisException for a type fastio does not read, or a
   *     corrupt-record column that is not a string
   */
  static StructType fileSchema(StructType schema, StructType partitions, ReadOptions options) {
    List<StructField> fields = new ArrayList<>();
    for (StructField f : schema.fields()) {
      if (isPartition(f, partitions)) {
        continue;
      }
      if (f.name().equals(options.corruptColumn)) {
        if (!f.dataType().equals(DataTypes.StringType)) {
          throw Errors.analysis("the corrupt-record column '" + f.name() + "' must be a string");
        }
        continue;
      }
      ReadPlan.kindOf(f); // an unsupported type fails here, when the query is planned
      fields.add(new StructField(f.name(), f.dataType(), true, f.metadata()));
    }
    return new StructType(fields.toArray(new StructField[0]));
  }

  /** Whether {@code f} is one of the partition columns, which the directories give. */
  private static boolean isPartition(StructField f, StructType partitions) {
    return (SQLConf.get().caseSensitiveAnalysis()
            ? partitions.getFieldIndex(f.name())
            : partitions.getFieldIndexCaseInsensitive(f.name()))
        .isDefined();
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

  /** Spark's {@code _metadata} column of file sources: the file each row was read from. */
  @Override
  public MetadataColumn[] metadataColumns() {
    return new MetadataColumn[] {new FileMetadata()};
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
