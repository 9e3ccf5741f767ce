package io.github.fastio;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Where a reader's bytes come from, as its messages say it: a file, or a part of a file that starts
 * at byte offset {@code start} and whose first line's number is not known yet. For example a part
 * of {@code data.txt} from byte 1000 describes the byte at line 3, column 14, offset 1234 as {@code
 * byte offset 1234 of data.txt (line 3, column 14 of the part from byte offset 1000)}, and the
 * whole file as {@code line 3, column 14 of data.txt (byte offset 1234)}. Opening a file by its
 * path is here too, so that a reader of a whole file carries no code of the split readers.
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

  /**
   * The stream of the file at {@code path}, opened now: a directory, a missing or unreadable file
   * fails here, naming the path, rather than at the first read.
   *
   * @throws UncheckedIOException if the file cannot be opened for reading
   */
  static InputStream open(Path path) {
    try {
      checkFile(path);
      return Files.newInputStream(path);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Fails unless {@code path} is a file that can be opened for reading (a regular file, a pipe, a
   * device), naming the path: a directory reads as one on some systems until the first read.
   */
  static void checkFile(Path path) throws IOException {
    if (Files.isDirectory(path)) {
      throw new FileSystemException(path.toString(), null, "is a directory, not a file");
    }
    if (!Files.isReadable(path)) {
      if (!Files.exists(path)) {
        throw new NoSuchFileException(path.toString());
      }
      throw new AccessDeniedException(path.toString());
    }
  }
}
