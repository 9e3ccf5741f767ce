package io.github.fastio.spark;

import com.univocity.parsers.csv.CsvParser;
import com.univocity.parsers.csv.CsvParserSettings;
import org.apache.spark.sql.catalyst.csv.CSVOptions;

/**
 * A record's fields as Spark's CSV source cuts them: its own tokenizer (univocity) with the
 * settings Spark gives it for the same options. fastio reads a record itself wherever the two
 * agree, and hands a record here where they may not, which is rare: a field with text after its
 * closing quote ({@code "a"b}, which Spark keeps as it is), and every record that does not fit the
 * schema (so that its partial row and its text are Spark's). For example {@code "a"b,ccc} is {@code
 * ["\"a\"b", "ccc"]}; an unquoted empty field is null, {@code ""} the option {@code emptyValue} (by
 * default the empty string).
 */
final class SparkTokens {
  private final CsvParser parser;

  /**
   * A tokenizer for the records of one file; {@code lineSeparator} is the file's as Spark detects
   * it with {@code multiLine} (see {@link LineSeparators}), or null where each record is one line.
   */
  SparkTokens(ReadOptions options, String lineSeparator) {
    CSVOptions spark =
        new CSVOptions(
            Scala.map(options.given),
            options.columnPruning,
            options.timeZone,
            options.corruptColumn);
    CsvParserSettings settings = spark.asParserSettings();
    if (lineSeparator != null) {
      settings.setLineSeparatorDetectionEnabled(false);
      settings.getFormat().setLineSeparator(lineSeparator);
      settings.getFormat().setNormalizedNewline('\n');
    }
    this.parser = new CsvParser(settings);
  }

  /**
   * The fields of {@code record} (one record's text), or null where Spark finds none or its
   * tokenizer fails on it (a field longer than {@code maxCharsPerColumn}): a malformed record.
   */
  String[] tokens(String record) {
    try {
      return parser.parseLine(record);
    } catch (RuntimeException e) {
      return null;
    }
  }
}
