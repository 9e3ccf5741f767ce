package io.github.fastio.spark;

import java.util.Map;
import org.apache.spark.sql.connector.catalog.Table;
import org.apache.spark.sql.connector.expressions.Transform;
import org.apache.spark.sql.execution.datasources.FileFormat;
import org.apache.spark.sql.execution.datasources.v2.FileDataSourceV2;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/**
 * The {@code fastio} data source of Apache Spark: CSV files read into columnar batches by fastio's
 * record reader, with Spark CSV's options and Spark's own file listing and partitioning.
 *
 * <pre>{@code
 * Dataset<Row> sales = spark.read().format("fastio")
 *     .schema("id INT, price DOUBLE, day DATE")
 *     .option("header", "true")
 *     .load("s3a://bucket/sales/*.csv");
 * }</pre>
 *
 * <p>or in SQL: {@code CREATE TABLE sales (id INT, price DOUBLE) USING fastio OPTIONS (path
 * 'sales/', header 'true')}. Spark finds the class by its short name through {@code
 * META-INF/services/org.apache.spark.sql.sources.DataSourceRegister}; put the fastio-spark jar on
 * the class path ({@code spark-submit --jars fastio-spark.jar}).
 */
public final class FastioDataSource implements FileDataSourceV2 {
  /** The options parsed last, for the next call of the same read. */
  private ReadOptions last;

  /** The table of the last {@code getTable(options)}, a field Spark's trait declares. */
  private Table table;

  /** Made by Spark, which finds the class by its short name. */
  public FastioDataSource() {}

  /** {@code fastio}: the name of {@code format("fastio")} and {@code USING fastio}. */
  @Override
  public String shortName() {
    return "fastio";
  }

  /** A schema given with the read (or the table) is used as it is. */
  @Override
  public boolean supportsExternalMetadata() {
    return true;
  }

  /**
   * The schema of files read without one: the names of the header (or {@code _c0, _c1, ...}), all
   * strings, or with {@code inferSchema=true} the types Spark's CSV inference finds; then the
   * partition columns of {@code key=value} directories.
   */
  @Override
  public StructType inferSchema(CaseInsensitiveStringMap options) {
    ReadOptions parsed = parsed(options.asCaseSensitiveMap());
    FileListing listing = FileListing.of(parsed.given, null);
    StructType data = SchemaInference.infer(parsed, listing);
    StructType all = new StructType();
    java.util.Set<String> partitionNames = java.util.Set.of(listing.partitionSchema().fieldNames());
    for (StructField f : data.fields()) {
      if (!partitionNames.contains(f.name())) {
        all = all.add(f);
      }
    }
    for (StructField f : listing.partitionSchema().fields()) {
      all = all.add(f);
    }
    return all;
  }

  @Override
  public Transform[] inferPartitioning(CaseInsensitiveStringMap options) {
    return new Transform[0];
  }

  @Override
  public Table getTable(
      StructType schema, Transform[] partitioning, Map<String, String> properties) {
    return new CsvTable(schema, parsed(properties));
  }

  /**
   * The options of a read, parsed and checked once: Spark asks for the schema and then the table of
   * one read from the same instance with the same options.
   */
  private ReadOptions parsed(Map<String, String> options) {
    Map<String, String> given = ReadOptions.normalize(options);
    if (last == null || !last.given.equals(given)) {
      last = ReadOptions.parse(given);
    }
    return last;
  }

  /**
   * Where Spark plans fastio as one of its file sources: every write, and the reads of the session
   * catalog's tables (see {@link FastioFileFormat}).
   */
  @Override
  public Class<? extends FileFormat> fallbackFileFormat() {
    return FastioFileFormat.class;
  }

  /**
   * The table of files {@code options} name, with the schema they give (as {@code inferSchema}).
   */
  @Override
  public Table getTable(CaseInsensitiveStringMap options) {
    return getTable(inferSchema(options), new Transform[0], options.asCaseSensitiveMap());
  }

  // The accessors of the field that Spark's trait declares, for its default methods, which fastio
  // overrides.

  @Override
  public Table org$apache$spark$sql$execution$datasources$v2$FileDataSourceV2$$t() {
    return table;
  }

  @Override
  public void org$apache$spark$sql$execution$datasources$v2$FileDataSourceV2$$t_$eq(Table t) {
    this.table = t;
  }
}
