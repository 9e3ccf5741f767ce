package io.github.fastio.spark;

import io.github.fastio.CsvWriter;
import java.io.ByteArrayOutputStream;
import java.io.Serializable;
import java.time.ZoneId;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.catalyst.util.CompressionCodecs$;
import org.apache.spark.sql.internal.SQLConf;

/**
 * The options of a fastio write, with Spark CSV's names and meanings, checked before the write
 * starts: an option fastio does not write, or a value it would write differently from Spark's CSV
 * writer, is an {@link org.apache.spark.sql.AnalysisException} then, never a file written another
 * way. For example {@code sep="|", header=true, compression=gzip}. Options that only reading takes
 * ({@code mode}, {@code inferSchema}, ...) are accepted and do nothing here, as in Spark, so that a
 * table's options serve both.
 */
final class WriteOptions implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Spark CSV's date format for writing, the only one fastio writes. */
  static final String DATE_FORMAT = "yyyy-MM-dd";

  /**
   * Spark CSV's timestamp format for writing, the only one fastio writes: with it Spark writes the
   * milliseconds always (the microseconds after them dropped) and the offset, {@code Z} for UTC and
   * with seconds where the offset has them; under the legacy parser policy, Spark's default is the
   * second one below, and without {@code spark.sql.legacy...supportSecondOffsetFormat} the third.
   */
  static final String TIMESTAMP_FORMAT = "yyyy-MM-dd'T'HH:mm:ss[.SSS][XXXXX]";

  private static final String LEGACY_TIMESTAMP_FORMAT = "yyyy-MM-dd'T'HH:mm:ss.SSSXXX";
  private static final String MINUTE_OFFSET_TIMESTAMP_FORMAT = "yyyy-MM-dd'T'HH:mm:ss[.SSS][XXX]";

  /** The options fastio writes, in the order the message of an unknown option lists them. */
  private static final String[] WRITTEN = {
    "sep",
    "quote",
    "escape",
    "header",
    "nullValue",
    "emptyValue",
    "quoteAll",
    "lineSep",
    "compression",
    "dateFormat",
    "timestampFormat",
    "timeZone",
    "encoding"
  };

  /**
   * Also taken: Spark's other spellings, and options fastio writes at Spark's default only (another
   * value is refused with a message of its own). Every option of reading is taken too (a table's
   * options serve its reads and its writes), and those that say where the files are.
   */
  private static final Set<String> TAKEN =
      lower(
          WRITTEN,
          "delimiter",
          "codec",
          "charset",
          "escapeQuotes",
          "ignoreLeadingWhiteSpace",
          "ignoreTrailingWhiteSpace",
          "locale");

  final char delimiter;
  final char quote;
  final boolean header;
  final boolean quoteAll;
  final String lineSep;

  /** The text of a null value: empty for a missing field (nothing between delimiters). */
  final String nullValue;

  /** The text of an empty string, or null for {@code ""} (the default, RFC 4180's). */
  final String emptyValue;

  /** Hadoop's class of the compression codec, or null for none. */
  final String codec;

  final String timeZone;

  /** The pattern of Spark CSV's default timestamp text in this session (see its constant). */
  final String timestampFormat;

  /**
   * Whether dates and timestamps are written by Spark's own formatters rather than fastio's: under
   * Spark's legacy parser policy, whose formatters use the hybrid Julian calendar.
   */
  final boolean legacyDates = isLegacy();

  private WriteOptions(Map<String, String> options) {
    for (String key : options.keySet()) {
      String k = key.toLowerCase(Locale.ROOT);
      if (!TAKEN.contains(k)
          && !ReadOptions.SUPPORTED.contains(k)
          && !ReadOptions.IGNORED.contains(k)
          && !ReadOptions.LISTING.contains(k)
          && !ReadOptions.TABLE_PROPERTIES.contains(k)) {
        throw Errors.analysis(
            "option '"
                + key
                + "' is not supported by fastio's writer (it writes: "
                + String.join(", ", WRITTEN)
                + ")");
      }
    }
    delimiter =
        oneChar(
            "sep",
            ReadOptions.unescape(
                ReadOptions.get(options, "sep", ReadOptions.get(options, "delimiter", ","))));
    quote = oneChar("quote", ReadOptions.get(options, "quote", "\""));
    String escape = ReadOptions.get(options, "escape", null);
    if (escape != null && !(escape.length() == 1 && escape.charAt(0) == quote)) {
      throw Errors.analysis(
          "escape '"
              + escape
              + "' is not supported by fastio's writer: it doubles a quote inside quotes (RFC"
              + " 4180), which is escape equal to the quote");
    }
    if (ReadOptions.get(options, "comment", null) != null
        && !ReadOptions.get(options, "comment", "").isEmpty()) {
      throw Errors.analysis(
          "comment is not supported by fastio's writer: a field that begins with the comment char"
              + " would read back as a comment");
    }
    header = ReadOptions.bool(options, "header", false);
    quoteAll = ReadOptions.bool(options, "quoteAll", false);
    if (!ReadOptions.bool(options, "escapeQuotes", true)) {
      throw Errors.analysis(
          "escapeQuotes=false is not supported by fastio's writer: a field holding the quote is"
              + " quoted, as RFC 4180 says");
    }
    for (String ws : new String[] {"ignoreLeadingWhiteSpace", "ignoreTrailingWhiteSpace"}) {
      if (ReadOptions.bool(options, ws, false)) {
        throw Errors.analysis(
            ws
                + "=true is not supported by fastio's writer: it writes spaces as they are (RFC"
                + " 4180), where Spark's CSV writer trims them by default");
      }
    }
    lineSep = ReadOptions.get(options, "lineSep", "\n");
    nullValue = ReadOptions.get(options, "nullValue", "");
    emptyValue = ReadOptions.get(options, "emptyValue", null);
    String enc = ReadOptions.get(options, "encoding", ReadOptions.get(options, "charset", "UTF-8"));
    if (!enc.toUpperCase(Locale.ROOT).replace("-", "").replace("_", "").equals("UTF8")) {
      throw Errors.analysis(
          "encoding '" + enc + "' is not supported by fastio's writer: it writes UTF-8 only");
    }
    String locale = ReadOptions.get(options, "locale", "en-US");
    if (!Locale.forLanguageTag(locale).equals(Locale.US)) {
      throw Errors.analysis(
          "locale '" + locale + "' is not supported by fastio's writer: dates are written ISO");
    }
    String compression =
        ReadOptions.get(options, "compression", ReadOptions.get(options, "codec", null));
    codec = compression == null ? null : codecClass(compression);
    onlyDefault(options, "dateFormat", DATE_FORMAT, "dates");
    timestampFormat = sparksTimestampFormat();
    onlyDefault(options, "timestampFormat", timestampFormat, "timestamps");
    String tz = ReadOptions.get(options, "timeZone", SQLConf.get().sessionLocalTimeZone());
    try {
      ZoneId.of(tz);
    } catch (RuntimeException e) {
      throw Errors.analysis("timeZone '" + tz + "' is not a time zone");
    }
    timeZone = tz;
    // The writer itself says which settings it takes (a delimiter that could be part of a number,
    // the quote equal to the delimiter, a line ending that is not one): asked here, so that a
    // refusal comes before the write starts.
    try (CsvWriter probe = newWriter(new ByteArrayOutputStream())) {
      probe.field("").endRecord();
    } catch (IllegalArgumentException e) {
      throw Errors.analysis("fastio's writer does not take these options: " + e.getMessage());
    }
  }

  /**
   * The options of a write, checked.
   *
   * @throws org.apache.spark.sql.AnalysisException if an option is unsupported or its value would
   *     be written differently from Spark's CSV writer
   */
  static WriteOptions parse(Map<String, String> options) {
    return new WriteOptions(options);
  }

  /** Refuses a format other than Spark's default {@code format}, which fastio writes. */
  private static void onlyDefault(
      Map<String, String> options, String key, String format, String what) {
    String given = ReadOptions.get(options, key, format);
    if (!given.equals(format)) {
      throw Errors.analysis(
          key
              + " '"
              + given
              + "' is not supported by fastio's writer: it writes "
              + what
              + " as Spark's CSV writer does by default ("
              + format
              + ")");
    }
  }

  private static boolean isLegacy() {
    return SQLConf.get().legacyTimeParserPolicy().toString().equals("LEGACY");
  }

  /** The timestamp format Spark's CSV writer writes by default in this session. */
  private static String sparksTimestampFormat() {
    if (isLegacy()) {
      return LEGACY_TIMESTAMP_FORMAT;
    }
    return SQLConf.get().supportSecondOffsetFormat()
        ? TIMESTAMP_FORMAT
        : MINUTE_OFFSET_TIMESTAMP_FORMAT;
  }

  /** A writer of these options' format to {@code out}. */
  CsvWriter newWriter(java.io.OutputStream out) {
    return CsvWriter.of(out)
        .delimiter(delimiter)
        .quote(quote)
        .quoteAll(quoteAll)
        .lineEnding(lineSep);
  }

  ZoneId zone() {
    return ZoneId.of(timeZone);
  }

  /** Hadoop's codec class of a name as Spark's CSV writer takes it ({@code gzip}, {@code none}). */
  private static String codecClass(String name) {
    try {
      return CompressionCodecs$.MODULE$.getCodecClassName(name);
    } catch (RuntimeException e) {
      throw Errors.analysis(
          "compression '" + name + "' is not a codec Spark's CSV writer takes: " + e.getMessage());
    }
  }

  private static Set<String> lower(String[] names, String... more) {
    Set<String> set = new HashSet<>();
    for (String n : names) {
      set.add(n.toLowerCase(Locale.ROOT));
    }
    for (String n : more) {
      set.add(n.toLowerCase(Locale.ROOT));
    }
    return set;
  }

  private static char oneChar(String key, String v) {
    if (v.length() != 1) {
      throw Errors.analysis(key + " must be one character for fastio's writer: '" + v + "'");
    }
    return v.charAt(0);
  }
}
