package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The sizes in bytecode that decide whether HotSpot inlines the hot methods of the reader, the
 * writer, the double parser and the formatter into a caller's loop: a method of at most 35 bytes
 * ({@code MaxInlineSize}) is inlined wherever it is called, one of at most 325 ({@code
 * FreqInlineSize}) where the call is hot. A number method over 325 bytes would cost every caller a
 * call per number; a helper over 35 would cost one in the interpreter's and C1's code and wherever
 * the profile calls it cold. Some go the other way on purpose: the refill, over 325 bytes, is never
 * inlined, and neither is the stream's read path behind it; {@code FixedDecimals}' rounding, over
 * 325, keeps {@code print(double, int)} small enough for its callers' loops. Read from the class
 * files, so that an edit that crosses a limit fails here rather than in a benchmark.
 */
class JitShapeTest {
  private static final int MAX_INLINE_SIZE = 35;
  private static final int FREQ_INLINE_SIZE = 325;

  @Test
  void numberMethodsAreSmallEnoughToInlineIntoAHotLoop() throws IOException {
    atMost(FREQ_INLINE_SIZE, TokenInput.class, "hasNext");
    atMost(FREQ_INLINE_SIZE, ByteInput.class, "intAt", "longAt", "doubleAt", "afterSeparator");
    atMost(FREQ_INLINE_SIZE, Digits.class, "writeLong", "digits8", "decimalLength8");
    atMost(FREQ_INLINE_SIZE, FastWriter.class, "print", "println");
  }

  @Test
  void helpersOfTheFastPathsAreInlinedWherever() throws IOException {
    atMost(MAX_INLINE_SIZE, FastReader.class, "nextInt", "nextLong", "nextDouble", "hasNext");
    atMost(MAX_INLINE_SIZE, TokenInput.class, "nextInt", "nextLong", "nextDouble");
    atMost(MAX_INLINE_SIZE, ByteInput.class, "minus", "newLine", "crlf", "word");
    atMost(MAX_INLINE_SIZE, ByteInput.class, "leadingDigitsAt", "appendAt");
    atMost(MAX_INLINE_SIZE, Digits.class, "load", "load4", "load2", "leadingDigits", "value");
    atMost(MAX_INLINE_SIZE, Digits.class, "value8", "quads", "append", "ascii8", "writeLeading");
  }

  @Test
  void theRecordReadersFieldsAndRecordsInlineIntoAHotLoop() throws IOException {
    atMost(MAX_INLINE_SIZE, CsvReader.class, "nextInt", "nextLong", "nextDouble", "nextRecord");
    atMost(MAX_INLINE_SIZE, CsvReader.class, "skip", "nextIsEmpty");
    atMost(FREQ_INLINE_SIZE, CsvReader.class, "nextField");
    atMost(MAX_INLINE_SIZE, RecordInput.class, "requireField", "intField", "longField");
    atMost(MAX_INLINE_SIZE, RecordInput.class, "doubleField");
    atMost(FREQ_INLINE_SIZE, RecordInput.class, "toNextRecord", "begin", "endField", "skipField");
    atMost(FREQ_INLINE_SIZE, RecordInput.class, "emptyField", "scaledField");
    atMost(FREQ_INLINE_SIZE, ByteInput.class, "scaledAt");
  }

  @Test
  void theRecordWritersFieldsAndRecordsInlineIntoAHotLoop() throws IOException {
    atMost(FREQ_INLINE_SIZE, CsvWriter.class, "field", "endRecord", "begin", "missing");
    atMost(MAX_INLINE_SIZE, CsvWriter.class, "end");
  }

  @Test
  void theDoubleConversionsInlineIntoTheirCallers() throws IOException {
    atMost(FREQ_INLINE_SIZE, DoubleParser.class, "toDouble", "eiselLemire", "round");
    atMost(MAX_INLINE_SIZE, DoubleFormatter.class, "writeShortest", "writeFixed");
    atMost(FREQ_INLINE_SIZE, DoubleFormatter.class, "writeSchubfach");
    atMost(FREQ_INLINE_SIZE, DecimalLayout.class, "writeParts");
    atMost(MAX_INLINE_SIZE, FixedDecimals.class, "writeFromJdk21", "writeBeforeJdk21");
  }

  @Test
  void theRefillIsTooBigToInlineSoTheStreamStaysOutOfCompiledLoops() throws IOException {
    int more = codeLengths(ByteInput.class).get("more");
    assertTrue(more > FREQ_INLINE_SIZE, "more: " + more + " bytes");
  }

  @Test
  void roundingToDecimalsStaysOutOfPrintDoubleWithDecimals() throws IOException {
    int rounding = codeLengths(FixedDecimals.class).get("writeRoundedDigits");
    assertTrue(rounding > FREQ_INLINE_SIZE, "writeRoundedDigits: " + rounding + " bytes");
  }

  /** Asserts that the code of each named method of {@code type} (each overload) is within limit. */
  private static void atMost(int limit, Class<?> type, String... methods) throws IOException {
    Map<String, Integer> lengths = codeLengths(type);
    for (String m : methods) {
      Integer length = lengths.get(m);
      assertTrue(length != null, type.getSimpleName() + " has no method " + m);
      assertTrue(length <= limit, type.getSimpleName() + "." + m + ": " + length + " bytes");
    }
  }

  /** Each method's name to the length of its code; for overloads, the longest. */
  private static Map<String, Integer> codeLengths(Class<?> type) throws IOException {
    String resource = type.getSimpleName() + ".class";
    try (InputStream raw = type.getResourceAsStream(resource);
        DataInputStream in = new DataInputStream(raw)) {
      in.readInt(); // magic
      in.readUnsignedShort(); // minor
      in.readUnsignedShort(); // major
      int count = in.readUnsignedShort();
      String[] utf8 = new String[count];
      for (int i = 1; i < count; i++) {
        int tag = in.readUnsignedByte();
        switch (tag) {
          case 1 -> utf8[i] = in.readUTF();
          case 3, 4, 9, 10, 11, 12, 17, 18 -> in.readInt();
          case 5, 6 -> {
            in.readLong();
            i++; // takes two entries
          }
          case 7, 8, 16, 19, 20 -> in.readUnsignedShort();
          case 15 -> {
            in.readUnsignedByte();
            in.readUnsignedShort();
          }
          default -> throw new IOException("constant pool tag " + tag);
        }
      }
      in.readUnsignedShort(); // access
      in.readUnsignedShort(); // this
      in.readUnsignedShort(); // super
      int interfaces = in.readUnsignedShort();
      for (int i = 0; i < interfaces; i++) {
        in.readUnsignedShort();
      }
      skipMembers(in); // fields
      Map<String, Integer> lengths = new HashMap<>();
      int methods = in.readUnsignedShort();
      for (int i = 0; i < methods; i++) {
        in.readUnsignedShort();
        String name = utf8[in.readUnsignedShort()];
        in.readUnsignedShort();
        int attributes = in.readUnsignedShort();
        for (int a = 0; a < attributes; a++) {
          String attribute = utf8[in.readUnsignedShort()];
          int length = in.readInt();
          if (attribute.equals("Code")) {
            in.readUnsignedShort(); // max stack
            in.readUnsignedShort(); // max locals
            int code = in.readInt();
            lengths.merge(name, code, Math::max);
            in.skipBytes(length - 8);
          } else {
            in.skipBytes(length);
          }
        }
      }
      return lengths;
    }
  }

  private static void skipMembers(DataInputStream in) throws IOException {
    int members = in.readUnsignedShort();
    for (int i = 0; i < members; i++) {
      in.skipBytes(6);
      int attributes = in.readUnsignedShort();
      for (int a = 0; a < attributes; a++) {
        in.readUnsignedShort();
        in.skipBytes(in.readInt());
      }
    }
  }
}
