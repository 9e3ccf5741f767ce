package io.github.fastio.bench.csv;

/**
 * What each program of the comparison adds up, and the line it prints: {@code records=N id=S
 * cents=S qty=S ts=S} for the numeric file, {@code records=N id=S cents=S missing=S chars=S} for
 * the text one. Kept apart from every reader's code so that all print through one format.
 */
public final class CsvSums {
  /** Records read. */
  public long records;

  /** The first column's sum (id). */
  public long id;

  /** The prices' sum in cents. */
  public long cents;

  /** The numeric file's quantities, or the text file's missing amounts. */
  public long third;

  /** The numeric file's timestamps, or the text file's chars of text. */
  public long fourth;

  /** Adds the prices in cents: exact for prices of two decimals. */
  public void price(double price) {
    cents += Math.round(price * 100);
  }

  /** Adds a numeric record whose fields a reader gave as Strings, parsed by the JDK (the peers). */
  public void numeric(String id, String price, String qty, String ts) {
    records++;
    this.id += Integer.parseInt(id);
    price(Double.parseDouble(price));
    third += Integer.parseInt(qty);
    fourth += Long.parseLong(ts);
  }

  /**
   * Adds a text record whose fields a reader gave as Strings (the peers): an empty or null amount
   * is a missing one, a null text field (univocity's empty one) has no chars.
   */
  public void text(String id, String name, String city, String amount, String note) {
    records++;
    this.id += Integer.parseInt(id);
    if (amount == null || amount.isEmpty()) {
      third++;
    } else {
      price(Double.parseDouble(amount));
    }
    fourth += length(name) + length(city) + length(note);
  }

  private static int length(String s) {
    return s == null ? 0 : s.length();
  }

  /** Adds another part's sums (readers on every core). */
  public CsvSums add(CsvSums other) {
    records += other.records;
    id += other.id;
    cents += other.cents;
    third += other.third;
    fourth += other.fourth;
    return this;
  }

  /** The numeric file's line. */
  public String numeric() {
    return line("qty", "ts");
  }

  /** The text file's line. */
  public String text() {
    return line("missing", "chars");
  }

  private String line(String third, String fourth) {
    return "records="
        + records
        + " id="
        + id
        + " cents="
        + cents
        + " "
        + third
        + "="
        + this.third
        + " "
        + fourth
        + "="
        + this.fourth;
  }

  /** Prints the line of the file {@code kind} ({@code numeric} or {@code text}). */
  public void print(String kind) {
    System.out.println(kind.equals("text") ? text() : numeric());
  }
}
