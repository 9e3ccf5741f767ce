package io.github.fastio;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The conveniences of a {@link CsvReader} over its cursor: records as arrays of Strings ({@code
 * nextRecordAsArray()}, its iterator, {@code records()}), the header's names and a name's index,
 * the move to a field by its index. Written without lambdas, as the core is, for the start-up of a
 * program whose first lambda this would be.
 */
final class CsvRecords {
  private CsvRecords() {}

  /** The bytes a header name takes besides its characters: a String, its array, a list slot. */
  static final int NAME_OVERHEAD = 48;

  /** {@link CsvReader#header()}: the first record's fields as names, kept in {@code in}. */
  static String[] header(RecordInput in) {
    if (in.starts.started) {
      throw new IllegalStateException("the header is the first record: read it before any other");
    }
    long room = Math.max(in.maxLength, 1 << 20);
    in.names = in.toNextRecord() ? names(in, room) : new String[0];
    return in.names.clone();
  }

  /**
   * The fields of {@code in}'s current record as header names, which may take {@code room} bytes,
   * each name counted as its length and {@link #NAME_OVERHEAD}.
   */
  private static String[] names(RecordInput in, long room) {
    List<String> names = new ArrayList<>();
    long used = 0;
    while (in.fieldAhead) {
      String name = in.text();
      used += name.length() + NAME_OVERHEAD;
      if (used > room) {
        throw ReaderErrors.mismatch(
            "the header at "
                + in.at(in.recordLine, in.recordOffset)
                + " has more names than fit in "
                + room
                + " bytes (the reader's maxLength, or 1 MiB if more; a name counts its length and "
                + NAME_OVERHEAD
                + " bytes): name "
                + (names.size() + 1)
                + " is over");
      }
      names.add(name);
    }
    return names.toArray(new String[0]);
  }

  /**
   * {@link CsvReader#toField(int)}: passes the fields before field {@code index} of the current
   * record, after finishing a pass that a failed read stopped (which {@code requireField} does).
   */
  static void toField(RecordInput in, int index) {
    String expected = "field " + (index + RecordInput.FIRST_FIELD);
    if (!in.inRecord) {
      throw in.noField(expected);
    }
    if (index < in.field || (index == in.field && !in.fieldAhead)) {
      throw new IllegalArgumentException(
          "field "
              + (index + RecordInput.FIRST_FIELD)
              + " is passed: the cursor is at "
              + (in.fieldAhead
                  ? "field " + (in.field + RecordInput.FIRST_FIELD) + " of"
                  : "the end of")
              + " the record, and goes forward only");
    }
    for (; ; ) {
      in.requireField(expected);
      if (in.field >= index) {
        return;
      }
      in.skipNext();
    }
  }

  /**
   * {@link CsvReader#nextRecordAsArray()}: moves {@code in} to its next record and reads its fields
   * as Strings; null where none is left.
   */
  static String[] nextArray(RecordInput in) {
    return in.toNextRecord() ? rest(in) : null;
  }

  /** The fields of {@code in}'s current record from its cursor on, as Strings. */
  private static String[] rest(RecordInput in) {
    List<String> fields = new ArrayList<>();
    while (in.fieldAhead) {
      fields.add(in.text());
    }
    return fields.toArray(new String[0]);
  }

  /** The records of {@code in} from its next one on, each read at the first call that needs it. */
  static final class Records implements Iterator<String[]> {
    private final RecordInput in;

    /** The next record, read ahead by {@link #hasNext()}; null where none is read ahead. */
    private String[] ahead;

    private boolean ended;

    Records(RecordInput in) {
      this.in = in;
    }

    @Override
    public boolean hasNext() {
      if (ahead == null && !ended) {
        ahead = nextArray(in);
        ended = ahead == null;
      }
      return ahead != null;
    }

    @Override
    public String[] next() {
      if (!hasNext()) {
        throw new NoSuchElementException("no record left");
      }
      String[] r = ahead;
      ahead = null;
      return r;
    }
  }

  /** {@code in}'s records as a sequential stream whose {@code close()} closes {@code in}. */
  static Stream<String[]> stream(RecordInput in) {
    Spliterator<String[]> records =
        Spliterators.spliteratorUnknownSize(
            new Records(in), Spliterator.ORDERED | Spliterator.NONNULL);
    return StreamSupport.stream(records, false).onClose(new Closer(in));
  }

  /** Closes the reader when its stream is closed. */
  private static final class Closer implements Runnable {
    private final RecordInput in;

    Closer(RecordInput in) {
      this.in = in;
    }

    @Override
    public void run() {
      in.close();
    }
  }

  /**
   * The index of {@code name} in {@code names}, the first where it is there twice.
   *
   * @throws IllegalStateException if no header was read ({@code names} null)
   * @throws IllegalArgumentException if {@code name} is not one of them
   */
  static int index(String[] names, String name) {
    if (names == null) {
      throw new IllegalStateException(
          "no header was read: call header() before the first record, then headerIndex(name)");
    }
    for (int i = 0; i < names.length; i++) {
      if (names[i].equals(name)) {
        return i;
      }
    }
    StringBuilder known = new StringBuilder();
    for (int i = 0; i < names.length && known.length() < 200; i++) {
      known.append(i == 0 ? "" : ", ").append('"').append(names[i]).append('"');
    }
    throw new IllegalArgumentException(
        "the header has no name \""
            + name
            + "\": its "
            + names.length
            + (names.length == 1 ? " name is " : " names are ")
            + known
            + (known.length() >= 200 ? ", ..." : ""));
  }
}
