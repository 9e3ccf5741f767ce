package io.github.fastio;

/**
 * Dates and times as the ISO text of {@code java.time}'s {@code toString}, written into a byte
 * buffer for the years 0000 to 9999 (the callers write {@code toString} for the others, which take
 * a sign): {@code LocalDate} {@code 2024-02-29}; {@code LocalDateTime} {@code 2024-02-29T10:15},
 * with {@code :ss} only where the seconds or the nanoseconds are not 0 and the fraction in 3, 6 or
 * 9 digits, as few as hold it; {@code Instant} in UTC with the seconds always and a {@code Z}:
 * {@code 2024-02-29T10:15:00Z}, {@code 1970-01-01T00:00:00.000001Z}. Every writer stores only into
 * {@code buf[off, end)} and returns {@code end}.
 */
final class IsoTime {
  private IsoTime() {}

  /** The longest text written: {@code 9999-12-31T23:59:59.999999999Z}. */
  static final int MAX_LENGTH = 30;

  /** The epoch second of 0000-01-01T00:00:00Z, the first an Instant of a 4-digit year has. */
  static final long FIRST_SECOND = -62_167_219_200L;

  /** The epoch second after 9999-12-31T23:59:59Z. */
  static final long END_SECOND = 253_402_300_800L;

  private static final int DAY = 86_400;

  /** {@code yyyy-MM-dd}, the year from 0 to 9999. */
  static int writeDate(int year, int month, int day, byte[] buf, int off) {
    two(year / 100, buf, off);
    two(year % 100, buf, off + 2);
    buf[off + 4] = '-';
    two(month, buf, off + 5);
    buf[off + 7] = '-';
    two(day, buf, off + 8);
    return off + 10;
  }

  /**
   * {@code HH:mm}, then {@code :ss} where {@code seconds} (always) or the time has seconds or
   * nanoseconds, then the fraction of a second in groups of three digits where there is one.
   */
  static int writeTime(
      int hour, int minute, int second, int nano, boolean seconds, byte[] buf, int off) {
    two(hour, buf, off);
    buf[off + 2] = ':';
    two(minute, buf, off + 3);
    off += 5;
    if (!seconds && second == 0 && nano == 0) {
      return off;
    }
    buf[off] = ':';
    two(second, buf, off + 1);
    off += 3;
    if (nano == 0) {
      return off;
    }
    buf[off++] = '.';
    int digits = 9;
    if (nano % 1_000_000 == 0) {
      nano /= 1_000_000;
      digits = 3;
    } else if (nano % 1000 == 0) {
      nano /= 1000;
      digits = 6;
    }
    for (int i = off + digits - 1; i >= off; i--) {
      buf[i] = (byte) ('0' + nano % 10);
      nano /= 10;
    }
    return off + digits;
  }

  /**
   * {@code Instant.toString()} of the instant {@code epochSecond} and {@code nano}, which lies in
   * [{@link #FIRST_SECOND}, {@link #END_SECOND}).
   */
  static int writeInstant(long epochSecond, int nano, byte[] buf, int off) {
    long days = Math.floorDiv(epochSecond, DAY);
    int secondOfDay = (int) (epochSecond - days * DAY);
    // The civil date of a day count, by counting in 400-year eras that start on March 1st, so that
    // the leap day ends a year: each era has 146,097 days, and its years and months follow from
    // the day of the era by the rules of the Gregorian calendar.
    long shifted = days + 719_468; // days from 0000-03-01
    long era = Math.floorDiv(shifted, 146_097);
    int dayOfEra = (int) (shifted - era * 146_097);
    int yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
    int dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    int monthFromMarch = (5 * dayOfYear + 2) / 153;
    int day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1;
    int month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
    int year = (int) (era * 400) + yearOfEra + (month <= 2 ? 1 : 0);
    off = writeDate(year, month, day, buf, off);
    buf[off] = 'T';
    off =
        writeTime(
            secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60, nano, true, buf, off + 1);
    buf[off] = 'Z';
    return off + 1;
  }

  private static void two(int v, byte[] buf, int off) {
    buf[off] = (byte) ('0' + v / 10);
    buf[off + 1] = (byte) ('0' + v % 10);
  }
}
