package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.InputMismatchException;
import org.junit.jupiter.api.Test;

/**
 * {@code maxLength} counts a field's value (quotes removed, escapes undone) and holds the same way
 * however the stream cuts the bytes: every field of 1 to 3 values around the cap, each kind of
 * quoting, read through every buffer size and read size up to past the field.
 */
class CsvReaderMaxLengthTest {
  private static final int CAP = 64;

  /** The field's text in the input, for a value of {@code n} bytes of the kind {@code kind}. */
  private static String field(int kind, int n) {
    switch (kind) {
      case 0:
        return "x".repeat(n); // unquoted
      case 1:
        return "\"" + "x".repeat(n) + "\""; // quoted
      case 2:
        return "\"" + "\"\"".repeat(n) + "\""; // doubled quotes: two bytes a byte
      case 3:
        return "\"" + "x".repeat(n / 2) + "\"" + "y".repeat(n - n / 2); // text after the quotes
      default:
        return "\"" + "a\"\"".repeat(n / 2) + "z".repeat(n % 2) + "\""; // mixed
    }
  }

  /** What reading field 2 of {@code a,FIELD,b} gives: its length, or "too long". */
  private static String read(CsvReader in) {
    in.maxLength(CAP);
    in.nextRecord();
    in.skip();
    String got;
    try {
      got = Integer.toString(in.nextField().length());
    } catch (InputMismatchException e) {
      assertTrue(e.getMessage().contains("more than " + CAP + " bytes"), e.getMessage());
      got = "too long";
    }
    // Whatever it gave, the reader goes on with the field after it.
    if (got.equals("too long")) {
      in.skip();
    }
    assertEquals("b", in.next());
    return got;
  }

  @Test
  void aFieldsValueIsCountedWhateverTheReadSizes() {
    for (int kind = 0; kind < 5; kind++) {
      for (int n = CAP - 3; n <= CAP + 3; n++) {
        String text = "a," + field(kind, n) + ",b\n";
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        String expected = n <= CAP ? Integer.toString(n) : "too long";
        assertEquals(expected, read(CsvReader.of(bytes)), text);
        assertEquals(expected, read(CsvReader.of(text)), text);
        for (int size = 1; size <= bytes.length + 1; size++) {
          for (int chunk : new int[] {1, 2, 3, 7, size}) {
            assertEquals(
                expected,
                read(CsvReader.of(ReaderSources.chunked(bytes, chunk), size)),
                text + " through a buffer of " + size + " and reads of " + chunk);
          }
        }
      }
    }
  }

  @Test
  void fortyDoubledQuotesAreFortyBytes() {
    CsvReader in = CsvReader.of("\"" + "\"\"".repeat(40) + "\"\n").maxLength(64);
    in.nextRecord();
    assertEquals("\"".repeat(40), in.next());
  }

  @Test
  void anUnquotedFieldOverTheCapInTheBufferIsRefusedAsOneReadInBytes() {
    // The case: in the buffer at once, the field was taken; read 7 bytes at a time, not.
    String text = "a," + "x".repeat(100) + ",b\n";
    assertEquals("too long", read(CsvReader.of(text)));
    assertEquals(
        "too long",
        read(CsvReader.of(ReaderSources.chunked(text.getBytes(StandardCharsets.UTF_8), 7))));
  }
}
