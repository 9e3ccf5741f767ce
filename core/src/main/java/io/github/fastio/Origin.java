package io.github.fastio;

/**
 * Where a reader's bytes come from, as its messages say it: a file, or a part of a file that starts
 * at byte offset {@code start} and whose first line's number is not known yet. For example a part
 * of {@code data.txt} from byte 1000 describes the byte at line 3, column 14, offset 1234 as {@code
 * byte offset 1234 of data.txt (line 3, column 14 of the part from byte offset 1000)}, and the
 * whole file as {@code line 3, column 14 of data.txt (byte offset 1234)}.
 */
final class Origin {
  /** The file's name. */
  final String name;

  /** Offset in the file of the reader's first byte. */
  final long start;

  /** Whether the reader's line numbers are the file's. */
  final boolean linesKnown;

  Origin(String name, long start, boolean linesKnown) {
    this.name = name;
    this.start = start;
    this.linesKnown = linesKnown;
  }

  /** The same origin once the lines before the reader's first byte have been counted. */
  Origin withLinesKnown() {
    return new Origin(name, start, true);
  }

  /**
   * Where a byte is, for a message: at line {@code line}, column {@code column} (left out if not
   * positive), and {@code offset} bytes after the reader's first byte.
   */
  String describe(long line, long column, long offset) {
    String at = column > 0 ? "line " + line + ", column " + column : "line " + line;
    long inFile = start + offset;
    return linesKnown
        ? at + " of " + name + " (byte offset " + inFile + ")"
        : "byte offset "
            + inFile
            + " of "
            + name
            + " ("
            + at
            + " of the part from byte offset "
            + start
            + ")";
  }
}
