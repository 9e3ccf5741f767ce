package io.github.fastio.spark;

import org.apache.spark.SparkException;
import org.apache.spark.sql.AnalysisException;

/**
 * The errors fastio raises where Spark's CSV source raises its own kinds. Both are checked
 * exceptions in Java that Spark's Scala code throws unchecked through the interfaces of its data
 * sources, which declare none; so do these, which throw rather than return: {@code throw
 * Errors.analysis("...")} reads as what it does.
 */
final class Errors {
  private Errors() {}

  /**
   * Throws an error found while the query is planned (an option, a type, a schema), as Spark
   * reports its own: an {@link AnalysisException} whose message is {@code message}.
   */
  static RuntimeException analysis(String message) {
    // Spark's error class whose whole message is the parameter, for errors of a data source.
    throw Errors.<RuntimeException>unchecked(
        new AnalysisException(
            "_LEGACY_ERROR_TEMP_1332",
            new scala.collection.immutable.Map.Map1<>("errorMessage", "fastio: " + message)));
  }

  /** Throws a {@link SparkException} that fails the task: a malformed record in FAILFAST mode. */
  static RuntimeException task(String message, Throwable cause) {
    throw Errors.<RuntimeException>unchecked(new SparkException(message, cause));
  }

  @SuppressWarnings("unchecked")
  private static <T extends Throwable> T unchecked(Throwable t) throws T {
    throw (T) t;
  }
}
