package io.github.fastio.spark;

import org.apache.spark.sql.connector.catalog.MetadataColumn;
import org.apache.spark.sql.execution.datasources.PartitionedFile;
import org.apache.spark.sql.execution.vectorized.ConstantColumnVector;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * The hidden {@code _metadata} column of Spark's file sources: for each row, the file it was read
 * from ({@code file_path}, {@code file_name}, {@code file_size}, {@code file_block_start}, {@code
 * file_block_length}, {@code file_modification_time}), as {@code SELECT _metadata.file_name FROM
 * ...} reads it through {@code format("csv")}. A scan fills it once per file, with the fields the
 * query asks for.
 */
final class FileMetadata implements MetadataColumn {
  /** The column's name. */
  static final String NAME = "_metadata";

  /** Its fields, as Spark's file sources name and type them. */
  static final StructType TYPE =
      new StructType()
          .add("file_path", DataTypes.StringType, false)
          .add("file_name", DataTypes.StringType, false)
          .add("file_size", DataTypes.LongType, false)
          .add("file_block_start", DataTypes.LongType, false)
          .add("file_block_length", DataTypes.LongType, false)
          .add("file_modification_time", DataTypes.TimestampType, false);

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public DataType dataType() {
    return TYPE;
  }

  @Override
  public boolean isNullable() {
    return false;
  }

  /**
   * Sets {@code v}, a constant vector of the fields the query reads of {@code type}, to {@code
   * f}'s.
   */
  static void fill(ConstantColumnVector v, StructType type, PartitionedFile f) {
    StructField[] fields = type.fields();
    for (int i = 0; i < fields.length; i++) {
      ConstantColumnVector child = (ConstantColumnVector) v.getChild(i);
      switch (fields[i].name()) {
        case "file_path":
          child.setUtf8String(UTF8String.fromString(f.toPath().toString()));
          break;
        case "file_name":
          child.setUtf8String(UTF8String.fromString(f.toPath().getName()));
          break;
        case "file_size":
          child.setLong(f.fileSize());
          break;
        case "file_block_start":
          child.setLong(f.start());
          break;
        case "file_block_length":
          child.setLong(f.length());
          break;
        case "file_modification_time":
          child.setLong(f.modificationTime() * 1000);
          break;
        default:
          child.setNull();
      }
    }
  }
}
