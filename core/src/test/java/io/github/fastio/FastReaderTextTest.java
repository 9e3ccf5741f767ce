package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.InputMismatchException;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Tokens and chars decode as new String(bytes, UTF_8) does, malformed bytes included. */
class FastReaderTextTest {

  /** Token bytes: anything above 0x20, weighted towards the UTF-8 lead and continuation ranges. */
  @Provide
  Arbitrary<List<byte[]>> byteTokens() {
    Arbitrary<Byte> b =
        Arbitraries.oneOf(
            Arbitraries.integers().between(0x21, 0xFF).map(i -> (byte) (int) i),
            Arbitraries.integers().between(0x80, 0xBF).map(i -> (byte) (int) i),
            Arbitraries.of(0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xC0, 0x61)
                .map(i -> (byte) (int) i));
    return b.array(byte[].class).ofMinSize(1).ofMaxSize(9).list().ofMaxSize(6);
  }

  private static byte[] join(List<byte[]> tokens) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] t : tokens) {
      out.write(' ');
      out.writeBytes(t);
    }
    return out.toByteArray();
  }

  @Property
  void nextDecodesLikeNewString(@ForAll("byteTokens") List<byte[]> tokens) {
    byte[] data = join(tokens);
    for (int size = 1; size <= 5; size++) {
      FastReader r = new FastReader(ReaderSources.oneByteAtATime(data), size);
      for (byte[] t : tokens) {
        assertEquals(new String(t, StandardCharsets.UTF_8), r.next());
      }
      assertFalse(r.hasNext());
    }
  }

  @Property
  void nextCharSpellsOutWhatNewStringDecodes(@ForAll("byteTokens") List<byte[]> tokens) {
    byte[] data = join(tokens);
    for (int size = 1; size <= 5; size += 4) {
      FastReader r = new FastReader(ReaderSources.oneByteAtATime(data), size);
      for (byte[] t : tokens) {
        String expected = new String(t, StandardCharsets.UTF_8);
        StringBuilder actual = new StringBuilder();
        while (actual.length() < expected.length()) {
          actual.append(r.nextChar());
        }
        assertEquals(expected, actual.toString());
      }
      assertFalse(r.hasNext());
    }
  }

  @Example
  void aSupplementaryCharComesAsTwoCharsAndTheRestOfTheTokenStays() {
    FastReader r = FastReader.of("a\uD83D\uDE00b \uD83D\uDE00x");
    assertEquals('a', r.nextChar());
    assertEquals('\uD83D', r.nextChar());
    assertEquals('\uDE00', r.nextChar());
    assertEquals('b', r.nextChar());
    assertEquals('\uD83D', r.nextChar());
    assertEquals("\uDE00x", r.next(), "next() continues after the high surrogate");
    assertFalse(r.hasNext());
  }

  @Example
  void charactersAtTheEdgesOfEachUtf8LengthComeAsStringHasThem() {
    StringBuilder sb = new StringBuilder();
    for (int cp : new int[] {0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFFFF, 0x10000, 0x10FFFF}) {
      sb.appendCodePoint(cp);
    }
    String s = sb.toString();
    FastReader r = FastReader.of(s + " " + s);
    for (int i = 0; i < s.length(); i++) {
      assertEquals(s.charAt(i), r.nextChar(), "char " + i);
    }
    assertEquals(s, r.next());
    assertFalse(r.hasNext());
  }

  @Example
  void nextLineAfterAHighSurrogateStartsAtTheLowOne() {
    FastReader r = FastReader.of("\uD83D\uDE00 rest\nnext");
    assertEquals('\uD83D', r.nextChar());
    assertEquals("\uDE00 rest", r.nextLine());
    assertEquals("next", r.nextLine());
  }

  @Example
  void aRejectedNumberStaysForNextLine() {
    FastReader r = FastReader.of("1\n  x2 y\n");
    assertEquals(1, r.nextInt());
    assertThrows(InputMismatchException.class, r::nextInt);
    assertEquals("x2 y", r.nextLine(), "the separators before the bad token were consumed");
    assertFalse(r.hasNextLine());
  }

  @Example
  void nextCharSkipsSeparatorsAndLineBreaks() {
    FastReader r = FastReader.of(" #.\n\r\n.#\u00e9");
    StringBuilder sb = new StringBuilder();
    while (r.hasNext()) {
      sb.append(r.nextChar());
    }
    assertEquals("#..#\u00e9", sb.toString());
  }

  @Example
  void tokensMuchLongerThanTheBufferComeWhole() {
    String huge = "x\u00e9".repeat(50_000);
    String number = "0".repeat(100_000) + "123";
    byte[] data = (huge + " " + number + " " + number + "\n").getBytes(StandardCharsets.UTF_8);
    FastReader r = new FastReader(new ByteArrayInputStream(data), 8);
    assertEquals(huge, r.next());
    assertEquals(123, r.nextInt());
    assertEquals(123L, r.nextLong());
    assertFalse(r.hasNext());
  }
}
