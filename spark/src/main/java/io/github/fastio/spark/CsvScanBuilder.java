package io.github.fastio.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.connector.expressions.NamedReference;
import org.apache.spark.sql.connector.expressions.aggregate.AggregateFunc;
import org.apache.spark.sql.connector.expressions.aggregate.Aggregation;
import org.apache.spark.sql.connector.expressions.aggregate.Avg;
import org.apache.spark.sql.connector.expressions.filter.Predicate;
import org.apache.spark.sql.connector.read.Scan;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.connector.read.SupportsPushDownAggregates;
import org.apache.spark.sql.connector.read.SupportsPushDownLimit;
import org.apache.spark.sql.connector.read.SupportsPushDownRequiredColumns;
import org.apache.spark.sql.connector.read.SupportsPushDownV2Filters;
import org.apache.spark.sql.internal.SQLConf;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * A scan of a {@link CsvTable}, with what Spark pushes into it: the columns the query needs,
 * filters (see {@link RowFilter}), an aggregation (see {@link PushedAggregation}) and a limit. A
 * column a pushed filter or aggregation reads is read as the query's columns are, so that a record
 * is malformed, null or dropped exactly where Spark's CSV reader, filtering and aggregating after
 * the scan, would have it so.
 */
final class CsvScanBuilder
    implements ScanBuilder,
        SupportsPushDownRequiredColumns,
        SupportsPushDownV2Filters,
        SupportsPushDownAggregates,
        SupportsPushDownLimit {
  private final CsvTable table;
  private StructType required;

  /** The columns the pushed filter reads, and the filter: the AND of the predicates taken. */
  private final List<StructField> filterFields = new ArrayList<>();

  private RowFilter filter;
  private Predicate[] pushed = new Predicate[0];

  private PushedAggregation aggregation;
  private List<StructField> aggregateFields;

  /** Whether Spark asked about an AVG it would split into a SUM and a COUNT that change it. */
  private boolean splitAverage;

  private long limit = Long.MAX_VALUE;

  CsvScanBuilder(CsvTable table, StructType schema) {
    this.table = table;
    this.required = schema;
  }

  @Override
  public void pruneColumns(StructType requiredSchema) {
    this.required = requiredSchema;
  }

  /**
   * Takes each predicate fastio evaluates; returns the others, which Spark evaluates after the
   * scan.
   */
  @Override
  public Predicate[] pushPredicates(Predicate[] predicates) {
    List<Predicate> taken = new ArrayList<>();
    List<Predicate> left = new ArrayList<>();
    for (Predicate p : predicates) {
      List<StructField> fields = new ArrayList<>(filterFields);
      RowFilter f = RowFilter.of(p, name -> index(fields, name), fields);
      if (f == null) {
        left.add(p);
        continue;
      }
      filterFields.clear();
      filterFields.addAll(fields);
      filter = filter == null ? f : RowFilter.and(filter, f);
      taken.add(p);
    }
    pushed = taken.toArray(new Predicate[0]);
    return left.toArray(new Predicate[0]);
  }

  @Override
  public Predicate[] pushedPredicates() {
    return pushed.clone();
  }

  /**
   * Never complete: each task returns partial results, which Spark merges. Spark then splits an
   * {@code AVG} into a {@code SUM} and a {@code COUNT}; of integers, that sum is a long where the
   * average's own is a double (they differ past 2^53, and the long may overflow), so such an
   * aggregation is not taken.
   */
  @Override
  public boolean supportCompletePushDown(Aggregation aggregation) {
    for (AggregateFunc f : aggregation.aggregateExpressions()) {
      if (f instanceof Avg) {
        DataType t = typeOf(((Avg) f).column());
        if (!DataTypes.DoubleType.equals(t) && !DataTypes.FloatType.equals(t)) {
          splitAverage = true;
        }
      }
    }
    return false;
  }

  @Override
  public boolean pushAggregation(Aggregation a) {
    if (splitAverage) {
      return false;
    }
    List<StructField> fields = new ArrayList<>();
    PushedAggregation p =
        PushedAggregation.of(a, name -> index(fields, name), fields, SQLConf.get().ansiEnabled());
    if (p == null) {
      return false;
    }
    aggregation = p;
    aggregateFields = fields;
    return true;
  }

  /** Each task returns at most {@code limit} rows (after the pushed filter); Spark still limits. */
  @Override
  public boolean pushLimit(int limit) {
    if (aggregation != null) {
      return false;
    }
    this.limit = limit;
    return true;
  }

  @Override
  public Scan build() {
    List<StructField> read =
        new ArrayList<>(aggregation != null ? aggregateFields : List.of(required.fields()));
    int outputWidth = read.size();
    int[] filterColumns = new int[filterFields.size()];
    for (int i = 0; i < filterColumns.length; i++) {
      filterColumns[i] = index(read, filterFields.get(i).name());
    }
    String pushedText =
        (filter == null ? "" : " filter " + filter)
            + (aggregation == null ? "" : " aggregate " + aggregation)
            + (limit == Long.MAX_VALUE ? "" : " limit " + limit);
    return new CsvScan(
        table,
        new StructType(read.toArray(new StructField[0])),
        outputWidth,
        filter,
        filter == null ? null : filterColumns,
        limit,
        aggregation,
        pushedText);
  }

  /**
   * The index in {@code fields} of the table's column {@code name} (added if need be), or -1 for
   * the corrupt-record column, which only the reader fills, or no column.
   */
  private int index(List<StructField> fields, String name) {
    StructField f = field(name);
    if (f == null || f.name().equals(table.options.corruptColumn)) {
      return -1;
    }
    int i = fields.indexOf(f);
    if (i < 0) {
      fields.add(f);
      i = fields.size() - 1;
    }
    return i;
  }

  /** The table's field {@code name}: as spelled, else ignoring case; null for none. */
  private StructField field(String name) {
    StructField[] all = table.schema().fields();
    for (StructField f : all) {
      if (f.name().equals(name)) {
        return f;
      }
    }
    for (StructField f : all) {
      if (f.name().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
        return f;
      }
    }
    return null;
  }

  private DataType typeOf(org.apache.spark.sql.connector.expressions.Expression e) {
    if (e instanceof NamedReference && ((NamedReference) e).fieldNames().length == 1) {
      StructField f = field(((NamedReference) e).fieldNames()[0]);
      return f == null ? null : f.dataType();
    }
    return null;
  }
}
