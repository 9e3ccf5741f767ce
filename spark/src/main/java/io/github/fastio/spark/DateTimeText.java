package io.github.fastio.spark;

import java.time.Instant;
import java.time.ZoneId;
import java.time.zone.ZoneRules;
import java.util.Locale;
import org.apache.spark.sql.catalyst.util.DateFormatter;
import org.apache.spark.sql.catalyst.util.DateFormatter$;
import org.apache.spark.sql.catalyst.util.LegacyDateFormats$;
import org.apache.spark.sql.catalyst.util.TimestampFormatter;
import org.apache.spark.sql.catalyst.util.TimestampFormatter$;

/**
 * Spark's dates and timestamps as text, exactly as Spark's CSV writer writes them at its default
 * formats ({@link WriteOptions#DATE_FORMAT}, {@link WriteOptions#TIMESTAMP_FORMAT}): a date (days
 * since 1970-01-01) as {@code 2024-02-29}, a timestamp (microseconds since the epoch) in the
 * write's time zone as {@code 2024-02-29T13:45:01.500+01:00}, the milliseconds always (the
 * microseconds after them dropped, as Spark's format drops them) and {@code Z} for a zero offset.
 * Years 1 to 9999 in a zone whose offset is whole minutes are written here without a String; every
 * other value, and all of them under Spark's legacy parser policy (a hybrid Julian calendar), by
 * Spark's own formatters. One per task: not thread-safe.
 */
final class DateTimeText {
  private static final long MICROS = 1_000_000L;

  private final ZoneId zone;
  private final ZoneRules rules;

  /** The zone's offset in seconds where it never changes, else {@link Integer#MIN_VALUE}. */
  private final int fixedOffset;

  private final boolean legacy;
  private final StringBuilder text = new StringBuilder(32);
  private DateFormatter sparkDates;
  private TimestampFormatter sparkTimestamps;

  /** Spark's pattern for the values written by its formatter. */
  private final String timestampFormat;

  DateTimeText(ZoneId zone, boolean legacy, String timestampFormat) {
    this.timestampFormat = timestampFormat;
    this.zone = zone;
    this.rules = zone.getRules();
    this.fixedOffset =
        rules.isFixedOffset()
            ? rules.getOffset(Instant.EPOCH).getTotalSeconds()
            : Integer.MIN_VALUE;
    this.legacy = legacy;
  }

  /** The text of the date {@code days} after 1970-01-01; valid until the next call. */
  CharSequence date(int days) {
    long civil = legacy ? 0 : civil(days);
    if (civil == 0) {
      if (sparkDates == null) {
        sparkDates =
            DateFormatter$.MODULE$.apply(
                WriteOptions.DATE_FORMAT,
                Locale.US,
                LegacyDateFormats$.MODULE$.FAST_DATE_FORMAT(),
                false);
      }
      return sparkDates.format(days);
    }
    text.setLength(0);
    appendDate(civil);
    return text;
  }

  /** The text of the timestamp {@code micros} after the epoch; valid until the next call. */
  CharSequence timestamp(long micros) {
    long seconds = Math.floorDiv(micros, MICROS);
    int millis = (int) (Math.floorMod(micros, MICROS) / 1000);
    int offset =
        fixedOffset != Integer.MIN_VALUE
            ? fixedOffset
            : rules.getOffset(Instant.ofEpochSecond(seconds)).getTotalSeconds();
    long local = seconds + offset;
    long days = Math.floorDiv(local, 86400L);
    long civil = legacy || offset % 60 != 0 || days != (int) days ? 0 : civil((int) days);
    if (civil == 0) {
      return sparkTimestamp(micros);
    }
    int secondOfDay = (int) Math.floorMod(local, 86400L);
    text.setLength(0);
    appendDate(civil);
    text.append('T');
    two(secondOfDay / 3600);
    text.append(':');
    two(secondOfDay / 60 % 60);
    text.append(':');
    two(secondOfDay % 60);
    text.append('.');
    text.append((char) ('0' + millis / 100));
    two(millis % 100);
    if (offset == 0) {
      text.append('Z');
    } else {
      int abs = Math.abs(offset);
      text.append(offset < 0 ? '-' : '+');
      two(abs / 3600);
      text.append(':');
      two(abs / 60 % 60);
    }
    return text;
  }

  private String sparkTimestamp(long micros) {
    if (sparkTimestamps == null) {
      sparkTimestamps =
          TimestampFormatter$.MODULE$.apply(
              timestampFormat,
              zone,
              Locale.US,
              LegacyDateFormats$.MODULE$.FAST_DATE_FORMAT(),
              false);
    }
    return sparkTimestamps.format(micros);
  }

  /**
   * The proleptic Gregorian date of {@code days} after 1970-01-01 as {@code year * 10000 + month *
   * 100 + day}, or 0 where the year is not in 1 to 9999. The days-to-civil conversion of Howard
   * Hinnant's "chrono-compatible low-level date algorithms" (eras of 400 years).
   */
  static long civil(int days) {
    long z = days + 719468L;
    long era = Math.floorDiv(z, 146097L);
    long dayOfEra = z - era * 146097L;
    long yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    long mp = (5 * dayOfYear + 2) / 153;
    long day = dayOfYear - (153 * mp + 2) / 5 + 1;
    long month = mp < 10 ? mp + 3 : mp - 9;
    long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
    if (year < 1 || year > 9999) {
      return 0;
    }
    return year * 10000 + month * 100 + day;
  }

  private void appendDate(long civil) {
    int year = (int) (civil / 10000);
    two(year / 100);
    two(year % 100);
    text.append('-');
    two((int) (civil / 100 % 100));
    text.append('-');
    two((int) (civil % 100));
  }

  private void two(int v) {
    text.append((char) ('0' + v / 10)).append((char) ('0' + v % 10));
  }
}
