package io.github.fastio.bench.csvwrite;

/**
 * The records every writer of {@code fastio bench --csv-write} writes, the same in every process: a
 * seeded generator (SplitMix64) fills the public fields of one record at a time, and the checker
 * draws them again to compare with what it reads back.
 *
 * <p>Numeric records, {@code id,price,qty,ts,rate}: an int counting from 1, a price in cents over
 * 100.0 (below 100,000), an int quantity from 1 to 1000, a long epoch-millisecond time stamp, and a
 * rate in millionths over 1e6 (below 1). Text records, {@code id,name,city,comment,amount}: an int,
 * three Strings drawn from pools made once (a tenth of the names hold a comma, a twentieth of the
 * comments a quote and a fiftieth a line break; some text is not ASCII), and a price that is
 * missing one time in ten. The pools make no String per record, so the writers' own work is what is
 * measured.
 */
public final class WriteData {
  /** The numeric file's header. */
  public static final String[] NUMERIC_HEADER = {"id", "price", "qty", "ts", "rate"};

  /** The text file's header. */
  public static final String[] TEXT_HEADER = {"id", "name", "city", "comment", "amount"};

  private static final int POOL = 1024;

  private long state;
  private final String[] names;
  private final String[] cities;
  private final String[] comments;

  /** The record's fields. */
  public int id;

  /** The record's price, {@code cents / 100.0}. */
  public double price;

  /** What the price was made from, for the unchecked loop. */
  public long cents;

  /** The numeric record's quantity. */
  public int qty;

  /** The numeric record's time stamp. */
  public long ts;

  /** The numeric record's rate, {@code micros / 1e6}. */
  public double rate;

  /** What the rate was made from, for the unchecked loop. */
  public int micros;

  /** The text record's fields; {@code amount} is {@link #price}, missing where {@code noAmount}. */
  public String name;

  /** The text record's city. */
  public String city;

  /** The text record's comment. */
  public String comment;

  /** Whether the text record's amount is missing. */
  public boolean noAmount;

  /** The fields as Strings, for the writers that take only Strings; reused record to record. */
  private final String[] texts = new String[5];

  /** A generator at its first record. */
  public WriteData() {
    state = 0x5EED_CAFE_F00DL;
    names = new String[POOL];
    cities = new String[POOL];
    comments = new String[POOL];
    String[] syllables = {"an", "ber", "co", "dé", "el", "fra", "gu", "ho", "is", "ju", "ka", "lo"};
    for (int i = 0; i < POOL; i++) {
      String first = word(syllables, 2 + (int) (next() % 2));
      String last = word(syllables, 2 + (int) (next() % 3));
      names[i] = i % 10 == 0 ? last + ", " + first : first + " " + last;
      cities[i] = word(syllables, 3);
      String c = word(syllables, 2) + " " + word(syllables, 3) + " " + word(syllables, 2);
      if (i % 20 == 0) {
        c = "said \"" + c + "\" twice";
      } else if (i % 50 == 1) {
        c = c + "\nsecond line";
      }
      comments[i] = c;
    }
  }

  private String word(String[] syllables, int n) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      sb.append(syllables[(int) (next() % syllables.length)]);
    }
    return sb.toString();
  }

  /** SplitMix64's next value, made non-negative. */
  private long next() {
    long z = (state += 0x9E37_79B9_7F4A_7C15L);
    z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
    return (z ^ (z >>> 31)) >>> 1;
  }

  /** Fills the fields of the next numeric record. */
  public void nextNumeric() {
    id++;
    long r = next();
    cents = r % 10_000_000;
    price = cents / 100.0;
    qty = 1 + (int) ((r >>> 24) % 1000);
    ts = 1_700_000_000_000L + id * 1000L + (r >>> 40) % 1000;
    micros = (int) (next() % 1_000_000);
    rate = micros / 1e6;
  }

  /** Fills the fields of the next text record. */
  public void nextText() {
    id++;
    long r = next();
    name = names[(int) (r % POOL)];
    city = cities[(int) ((r >>> 10) % POOL)];
    comment = comments[(int) ((r >>> 20) % POOL)];
    noAmount = (r >>> 30) % 10 == 0;
    cents = (r >>> 34) % 1_000_000;
    price = cents / 100.0;
  }

  /**
   * The next record's fields as the writers that take only Strings need them, the numbers by the
   * JDK's {@code toString} (a missing amount null), in one array reused record to record.
   */
  public String[] nextTexts(boolean text) {
    if (text) {
      nextText();
      texts[0] = Integer.toString(id);
      texts[1] = name;
      texts[2] = city;
      texts[3] = comment;
      texts[4] = noAmount ? null : Double.toString(price);
    } else {
      nextNumeric();
      texts[0] = Integer.toString(id);
      texts[1] = Double.toString(price);
      texts[2] = Integer.toString(qty);
      texts[3] = Long.toString(ts);
      texts[4] = Double.toString(rate);
    }
    return texts;
  }

  /** The header of the kind of records: {@code text} or numeric. */
  public static String[] header(boolean text) {
    return (text ? TEXT_HEADER : NUMERIC_HEADER).clone();
  }
}
