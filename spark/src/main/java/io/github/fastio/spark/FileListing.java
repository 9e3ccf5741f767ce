package io.github.fastio.spark;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.classic.SparkSession;
import org.apache.spark.sql.execution.PartitionedFileUtil$;
import org.apache.spark.sql.execution.datasources.DataSource$;
import org.apache.spark.sql.execution.datasources.FilePartition;
import org.apache.spark.sql.execution.datasources.FilePartition$;
import org.apache.spark.sql.execution.datasources.FileStatusCache$;
import org.apache.spark.sql.execution.datasources.FileStatusWithMetadata;
import org.apache.spark.sql.execution.datasources.InMemoryFileIndex;
import org.apache.spark.sql.execution.datasources.PartitionDirectory;
import org.apache.spark.sql.execution.datasources.PartitionedFile;
import org.apache.spark.sql.types.StructType;
import scala.Option;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The files of a read as Spark's own file sources list and cut them: paths, directories and globs
 * resolved by Spark's file index (with its options {@code pathGlobFilter}, {@code
 * recursiveFileLookup}, {@code modifiedBefore}, {@code modifiedAfter} and {@code key=value}
 * partition directories), and the files cut into byte ranges and packed into partitions by Spark's
 * {@code spark.sql.files.maxPartitionBytes} and {@code openCostInBytes} rule.
 */
final class FileListing {
  private final SparkSession spark;
  private final InMemoryFileIndex index;
  final Configuration hadoopConf;

  private FileListing(SparkSession spark, InMemoryFileIndex index, Configuration hadoopConf) {
    this.spark = spark;
    this.index = index;
    this.hadoopConf = hadoopConf;
  }

  /**
   * Lists the files that {@code options} name ({@code path}, or {@code paths} as Spark's reader
   * passes several), with the types of partition columns taken from {@code userSchema} if given.
   *
   * @throws org.apache.spark.sql.AnalysisException if no path is given, or one does not exist
   */
  static FileListing of(Map<String, String> options, StructType userSchema) {
    SparkSession spark = SparkSession.active();
    List<String> paths = paths(options);
    if (paths.isEmpty()) {
      throw Errors.analysis(
          "no path to read: give one to load(path), or the option path (LOCATION in SQL)");
    }
    scala.collection.immutable.Map<String, String> scalaOptions = Scala.map(options);
    Configuration conf = spark.sessionState().newHadoopConfWithOptions(scalaOptions);
    scala.collection.immutable.Seq<Path> roots =
        DataSource$.MODULE$.checkAndGlobPathIfNecessary(
            Scala.seq(paths),
            conf,
            true,
            true,
            DataSource$.MODULE$.checkAndGlobPathIfNecessary$default$5(),
            true);
    InMemoryFileIndex index =
        new InMemoryFileIndex(
            spark,
            roots,
            scalaOptions,
            Option.apply(userSchema),
            FileStatusCache$.MODULE$.getOrCreate(spark),
            Option.empty(),
            Option.empty());
    return new FileListing(spark, index, conf);
  }

  /** The paths of the options: {@code path}, and the JSON array {@code paths}. */
  static List<String> paths(Map<String, String> options) {
    List<String> paths = new ArrayList<>();
    for (Map.Entry<String, String> e : options.entrySet()) {
      if (e.getKey().equalsIgnoreCase("path") && e.getValue() != null) {
        paths.add(e.getValue());
      }
    }
    for (Map.Entry<String, String> e : options.entrySet()) {
      if (e.getKey().equalsIgnoreCase("paths") && e.getValue() != null) {
        try {
          paths.addAll(Arrays.asList(new ObjectMapper().readValue(e.getValue(), String[].class)));
        } catch (JsonProcessingException ex) {
          throw Errors.analysis("the option paths is not a JSON array of paths: " + e.getValue());
        }
      }
    }
    return paths;
  }

  /** The partition columns that {@code key=value} directories give, or none. */
  StructType partitionSchema() {
    return index.partitionSchema();
  }

  /** The files, in the order of Spark's listing. */
  List<FileStatus> files() {
    return CollectionConverters.asJava(index.allFiles());
  }

  /** The paths listed, for a scan's description. */
  String describe() {
    return CollectionConverters.asJava(index.rootPaths()).toString();
  }

  /**
   * The partitions of a scan, as Spark's file scans plan them: each file cut into ranges of the
   * split size that Spark computes from {@code maxPartitionBytes}, {@code openCostInBytes} and the
   * default parallelism (or left whole where {@code splittable} says it cannot be cut), the ranges
   * of each directory largest first, packed into partitions.
   */
  List<FilePartition> partitions(java.util.function.Predicate<Path> splittable) {
    scala.collection.immutable.Seq<Expression> none = Scala.seq(new ArrayList<Expression>());
    scala.collection.immutable.Seq<PartitionDirectory> dirs = index.listFiles(none, none);
    long maxSplit = FilePartition$.MODULE$.maxSplitBytes(spark, dirs);
    List<PartitionedFile> ranges = new ArrayList<>();
    for (PartitionDirectory dir : CollectionConverters.asJava(dirs)) {
      List<PartitionedFile> here = new ArrayList<>();
      for (FileStatusWithMetadata f : CollectionConverters.asJava(dir.files())) {
        Path p = f.getPath();
        here.addAll(
            CollectionConverters.asJava(
                PartitionedFileUtil$.MODULE$.splitFiles(
                    f, p, splittable.test(p), maxSplit, dir.values())));
      }
      here.sort((a, b) -> Long.compare(b.length(), a.length()));
      ranges.addAll(here);
    }
    return CollectionConverters.asJava(
        FilePartition$.MODULE$.getFilePartitions(spark, Scala.seq(ranges), maxSplit));
  }
}
