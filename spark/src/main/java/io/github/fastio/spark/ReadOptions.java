package io.github.fastio.spark;

import io.github.fastio.CsvReader;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.internal.SQLConf;

/**
 * The options of a fastio read, with Spark CSV's names and meanings, checked when the query is
 * planned: an option fastio does not support, or a value it cannot honour, is an error then rather
 * than wrong values later. For example {@code sep=";", header=true, mode=FAILFAST}.
 */
final class ReadOptions implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Options that say where the files are and how Spark lists them (its file index reads them). */
  static final Set<String> LISTING =
      lower(
          "path",
          "paths",
          "pathGlobFilter",
          "recursiveFileLookup",
          "modifiedBefore",
          "modifiedAfter",
          "basePath");

  /** Spark CSV options that only writing reads, or that bound the parser's memory: ignored. */
  static final Set<String> IGNORED =
      lower("escapeQuotes", "quoteAll", "compression", "codec", "inputBufferSize");

  /**
   * Options a table keeps beside its own (the session catalog passes them with the data source's).
   */
  static final Set<String> TABLE_PROPERTIES =
      lower("provider", "location", "owner", "comment", "external", "is_managed_location");

  /** The options fastio reads, in the order the message of an unknown option lists them. */
  private static final String[] SUPPORTED_NAMES = {
    "sep",
    "header",
    "quote",
    "escape",
    "comment",
    "nullValue",
    "emptyValue",
    "nanValue",
    "positiveInf",
    "negativeInf",
    "mode",
    "columnNameOfCorruptRecord",
    "encoding",
    "multiLine",
    "inferSchema",
    "samplingRatio",
    "preferDate",
    "maxCharsPerColumn",
    "maxColumns",
    "timeZone",
    "columnPruning",
    "rfc4180"
  };

  /**
   * Also taken: Spark's other spellings of {@code sep} and {@code encoding}, and options taken at
   * Spark's default value only (another value is refused with a message of its own).
   */
  static final Set<String> SUPPORTED =
      lower(
          SUPPORTED_NAMES,
          "delimiter",
          "charset",
          "enforceSchema",
          "ignoreLeadingWhiteSpace",
          "ignoreTrailingWhiteSpace",
          "unescapedQuoteHandling");

  /** What a malformed record does: Spark CSV's three modes. */
  enum Mode {
    PERMISSIVE,
    DROPMALFORMED,
    FAILFAST
  }

  final char delimiter;
  final char quote;
  final char escape;

  /** The comment byte, or -1 for none. */
  final int comment;

  final boolean header;

  /**
   * fastio's own option {@code rfc4180}: read as RFC 4180 (and Python's csv module) where Spark's
   * reader departs from it: {@code ""} doubles a quote unless {@code escape} is set, a quoted empty
   * field is the empty string, text after a closing quote is data ({@code "ab"cd} is {@code abcd}),
   * a line of spaces is a record, and line breaks inside quotes stay as they are.
   */
  final boolean rfc4180;

  final boolean multiLine;
  final boolean inferSchema;
  final double samplingRatio;
  final Mode mode;
  final String corruptColumn;
  final String nullValue;

  /** What a quoted empty field ({@code ""}) reads as before the null check: Spark's emptyValue. */
  final String emptyValue;

  /**
   * Whether only the columns a query reads are checked (Spark's CSV column pruning, on unless the
   * option {@code columnPruning} or {@code spark.sql.csv.parser.columnPruning.enabled} says not).
   */
  final boolean columnPruning;

  final String nanValue;
  final String positiveInf;
  final String negativeInf;

  /**
   * The most fields a record may have, or 0 for no bound: set only where the option {@code
   * maxColumns} is given (every field is then counted, as Spark's tokenizer counts them).
   */
  final int maxColumns;

  /** The longest field kept, in bytes, or 0 for the reader's default. */
  final int maxLength;

  final String timeZone;

  /** All the options as given, for Spark's own schema inference and its file index. */
  final java.util.HashMap<String, String> given;

  private ReadOptions(Map<String, String> options) {
    this.given = new java.util.HashMap<>(options);
    checkNames(options);
    delimiter = oneChar("sep", unescape(get(options, "sep", get(options, "delimiter", ","))));
    quote = oneCharOrNone("quote", get(options, "quote", "\""));
    rfc4180 = bool(options, "rfc4180", false);
    String esc = get(options, "escape", null);
    escape = esc != null ? oneCharOrNone("escape", esc) : rfc4180 ? quote : '\\';
    String c = get(options, "comment", null);
    comment = c == null || c.isEmpty() ? -1 : oneChar("comment", c);
    header = bool(options, "header", false);
    multiLine = bool(options, "multiLine", false);
    inferSchema = bool(options, "inferSchema", false);
    bool(options, "preferDate", true);
    refuseOtherValues(options);
    samplingRatio = samplingRatio(options);
    mode = mode(options);
    corruptColumn =
        get(options, "columnNameOfCorruptRecord", SQLConf.get().columnNameOfCorruptRecord());
    nullValue = get(options, "nullValue", "");
    emptyValue = get(options, "emptyValue", "");
    columnPruning = bool(options, "columnPruning", SQLConf.get().csvColumnPruning());
    nanValue = get(options, "nanValue", "NaN");
    positiveInf = get(options, "positiveInf", "Inf");
    negativeInf = get(options, "negativeInf", "-Inf");
    checkEncoding(options);
    maxLength = maxLength(options);
    maxColumns = positiveInt(options, "maxColumns");
    timeZone = timeZone(options);
    checkFormat();
  }

  /** Refuses an option that is neither read, nor listing, nor ignored, nor a table's property. */
  private static void checkNames(Map<String, String> options) {
    for (String key : options.keySet()) {
      String k = key.toLowerCase(Locale.ROOT);
      if (!SUPPORTED.contains(k)
          && !LISTING.contains(k)
          && !IGNORED.contains(k)
          && !TABLE_PROPERTIES.contains(k)) {
        throw unsupported(
            "option '"
                + key
                + "' is not supported by fastio (supported: "
                + String.join(", ", SUPPORTED_NAMES)
                + ")");
      }
    }
  }

  /** Refuses the options that fastio takes at Spark's default value only, set to another. */
  private static void refuseOtherValues(Map<String, String> options) {
    if (!bool(options, "enforceSchema", true)) {
      throw unsupported(
          "enforceSchema=false is not supported by fastio: the schema is applied as given, and a"
              + " header line is skipped, not checked");
    }
    String quotes = get(options, "unescapedQuoteHandling", "STOP_AT_DELIMITER");
    if (!quotes.equalsIgnoreCase("STOP_AT_DELIMITER")) {
      throw unsupported(
          "unescapedQuoteHandling="
              + quotes
              + " is not supported by fastio: it reads stray quotes as Spark does by default"
              + " (STOP_AT_DELIMITER)");
    }
    for (String ws : new String[] {"ignoreLeadingWhiteSpace", "ignoreTrailingWhiteSpace"}) {
      if (bool(options, ws, false)) {
        throw unsupported(
            ws + "=true is not supported by fastio: spaces are data (RFC 4180), as by default");
      }
    }
  }

  private static double samplingRatio(Map<String, String> options) {
    String ratio = get(options, "samplingRatio", "1.0");
    double r;
    try {
      r = Double.parseDouble(ratio);
    } catch (NumberFormatException e) {
      r = Double.NaN;
    }
    if (!(r > 0 && r <= 1)) {
      throw unsupported("samplingRatio must be a number in (0, 1]: '" + ratio + "'");
    }
    return r;
  }

  private static Mode mode(Map<String, String> options) {
    String m = get(options, "mode", "PERMISSIVE");
    try {
      return Mode.valueOf(m.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw unsupported("mode must be PERMISSIVE, DROPMALFORMED or FAILFAST: '" + m + "'");
    }
  }

  private static void checkEncoding(Map<String, String> options) {
    String enc = get(options, "encoding", get(options, "charset", "UTF-8"));
    String e = enc.toUpperCase(Locale.ROOT).replace("-", "").replace("_", "");
    if (!e.equals("UTF8")) {
      throw unsupported(
          "encoding '"
              + enc
              + "' is not supported by fastio: it reads UTF-8 only (encoding=UTF-8)");
    }
  }

  /** The longest field in bytes from {@code maxCharsPerColumn}, or 0 for the reader's default. */
  private static int maxLength(Map<String, String> options) {
    String maxChars = get(options, "maxCharsPerColumn", "-1");
    int mc;
    try {
      mc = Integer.parseInt(maxChars.trim());
    } catch (NumberFormatException ex) {
      throw unsupported("maxCharsPerColumn must be an int: '" + maxChars + "'");
    }
    // A character is up to 4 bytes of UTF-8; the reader takes at least 64 bytes.
    return mc <= 0 ? 0 : (int) Math.max(64, Math.min(Integer.MAX_VALUE / 2, 4L * mc));
  }

  /** The positive int of option {@code key}, or 0 where it is not given. */
  private static int positiveInt(Map<String, String> options, String key) {
    String v = get(options, key, null);
    if (v == null) {
      return 0;
    }
    try {
      int n = Integer.parseInt(v.trim());
      if (n > 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // refused below
    }
    throw unsupported(key + " must be a positive int: '" + v + "'");
  }

  private static String timeZone(Map<String, String> options) {
    String tz = get(options, "timeZone", SQLConf.get().sessionLocalTimeZone());
    try {
      ZoneId.of(tz);
    } catch (RuntimeException ex) {
      throw unsupported("timeZone '" + tz + "' is not a time zone");
    }
    return tz;
  }

  /**
   * Checks the format with the reader's own rules, when the query is planned: a separator that is
   * the quote, or a character of numbers, fails here rather than in every task.
   */
  private void checkFormat() {
    try {
      applyTo(CsvReader.of(new byte[0])).close();
    } catch (IllegalArgumentException e) {
      throw unsupported(
          "sep, quote, escape, comment and maxCharsPerColumn are not a format fastio reads: "
              + e.getMessage());
    }
  }

  /** Sets this read's delimiter, quote, escape, comment and longest field on {@code in}. */
  CsvReader applyTo(CsvReader in) {
    in.delimiter(delimiter).quote(quote).escape(escape);
    if (comment >= 0) {
      in.comment((char) comment);
    }
    if (maxLength > 0) {
      in.maxLength(maxLength);
    }
    return in;
  }

  /**
   * The options as a data source takes them: those of a SQL table, which the session catalog passes
   * as {@code option.sep} beside the table's own properties, under their own names.
   */
  static Map<String, String> normalize(Map<String, String> options) {
    Map<String, String> plain = new java.util.HashMap<>();
    for (Map.Entry<String, String> e : options.entrySet()) {
      String k = e.getKey();
      if (k.regionMatches(true, 0, "option.", 0, 7)) {
        plain.put(k.substring(7), e.getValue());
      }
    }
    for (Map.Entry<String, String> e : options.entrySet()) {
      if (!e.getKey().regionMatches(true, 0, "option.", 0, 7)) {
        plain.putIfAbsent(e.getKey(), e.getValue());
      }
    }
    return plain;
  }

  /**
   * The options of a read, checked.
   *
   * @throws org.apache.spark.sql.AnalysisException if an option is unsupported or its value cannot
   *     be honoured
   */
  static ReadOptions parse(Map<String, String> options) {
    return new ReadOptions(options);
  }

  ZoneId zone() {
    return ZoneId.of(timeZone);
  }

  byte[] nullBytes() {
    return nullValue.getBytes(StandardCharsets.UTF_8);
  }

  private static Set<String> lower(String[] names, String... more) {
    Set<String> set = lower(more);
    set.addAll(lower(names));
    return set;
  }

  private static Set<String> lower(String... names) {
    Set<String> set = new HashSet<>();
    for (String n : names) {
      set.add(n.toLowerCase(Locale.ROOT));
    }
    return set;
  }

  /** The value of {@code key}, whatever its case, or {@code otherwise}. */
  static String get(Map<String, String> options, String key, String otherwise) {
    for (Map.Entry<String, String> e : options.entrySet()) {
      if (e.getKey().equalsIgnoreCase(key) && e.getValue() != null) {
        return e.getValue();
      }
    }
    return otherwise;
  }

  static boolean bool(Map<String, String> options, String key, boolean otherwise) {
    String v = get(options, key, null);
    if (v == null) {
      return otherwise;
    }
    if (v.equalsIgnoreCase("true")) {
      return true;
    }
    if (v.equalsIgnoreCase("false")) {
      return false;
    }
    throw unsupported(key + " must be true or false: '" + v + "'");
  }

  /** Spark's escapes of a separator: {@code \t} for a tab, {@code \u0001} for that char. */
  static String unescape(String s) {
    if (s.equals("\\t")) {
      return "\t";
    }
    if (s.startsWith("\\u") && s.length() == 6) {
      try {
        return String.valueOf((char) Integer.parseInt(s.substring(2), 16));
      } catch (NumberFormatException e) {
        return s;
      }
    }
    return s;
  }

  /** The one character of {@code v}; which characters a format takes, the reader checks. */
  private static char oneChar(String key, String v) {
    if (v.length() != 1) {
      throw unsupported(key + " must be one character: '" + shown(v) + "'");
    }
    return v.charAt(0);
  }

  /** As {@link #oneChar}, where Spark takes an empty value for "none" (the NUL character). */
  private static char oneCharOrNone(String key, String v) {
    return v.isEmpty() ? '\0' : oneChar(key, v);
  }

  private static String shown(String v) {
    return v.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t");
  }

  private static RuntimeException unsupported(String message) {
    return Errors.analysis(message);
  }

  @Override
  public String toString() {
    return "ReadOptions" + Arrays.asList(delimiter, quote, escape, header, mode, multiLine);
  }
}
