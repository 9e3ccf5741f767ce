package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Tokens and chars decode as new String(bytes, UTF_8) does, malformed bytes included. */
class FastReaderTextTest {

  private static final List<Integer> LEADS =
      List.of(0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xC0, 0x61);

  /** A token byte: anything above 0x20, weighted towards the UTF-8 lead and continuation ranges. */
  private static byte tokenByte(Random r) {
    return (byte)
        switch (r.nextInt(3)) {
          case 0 -> Tries.between(r, 0x21, 0xFF);
          case 1 -> Tries.between(r, 0x80, 0xBF);
          default -> Tries.pick(r, LEADS);
        };
  }

  /** Up to 6 tokens of 1 to 9 bytes each. */
  private static List<byte[]> byteTokens(Random r) {
    return Tries.list(
        r,
        0,
        6,
        x -> {
          byte[] t = new byte[Tries.size(x, 1, 9)];
          for (int i = 0; i < t.length; i++) {
            t[i] = tokenByte(x);
          }
          return t;
        });
  }

  /** Each lead byte alone, then before each kind of continuation, as one token. */
  private static List<List<byte[]>> edges() {
    List<List<byte[]>> l = new ArrayList<>();
    l.add(List.of());
    for (int lead : LEADS) {
      l.add(List.of(new byte[] {(byte) lead}));
      for (int next : new int[] {0x80, 0xBF, 0x9F, 0xA0, 0x8F, 0x90, 0x41}) {
        l.add(List.of(new byte[] {(byte) lead, (byte) next, (byte) next, (byte) next}));
      }
    }
    return l;
  }

  private static byte[] join(List<byte[]> tokens) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] t : tokens) {
      out.write(' ');
      out.writeBytes(t);
    }
    return out.toByteArray();
  }

  @Test
  void nextDecodesLikeNewString() {
    Tries.forAll(edges(), FastReaderTextTest::byteTokens, FastReaderTextTest::decodesLikeNewString);
  }

  private static void decodesLikeNewString(List<byte[]> tokens) {
    byte[] data = join(tokens);
    for (int size = 1; size <= 5; size++) {
      FastReader r = new FastReader(ReaderSources.oneByteAtATime(data), size);
      for (byte[] t : tokens) {
        assertEquals(new String(t, StandardCharsets.UTF_8), r.next());
      }
      assertFalse(r.hasNext());
    }
  }

  @Test
  void nextCharSpellsOutWhatNewStringDecodes() {
    Tries.forAll(edges(), FastReaderTextTest::byteTokens, FastReaderTextTest::charsSpellOut);
  }

  private static void charsSpellOut(List<byte[]> tokens) {
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

  @Test
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

  @Test
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

  @Test
  void nextLineAfterAHighSurrogateStartsAtTheLowOne() {
    FastReader r = FastReader.of("\uD83D\uDE00 rest\nnext");
    assertEquals('\uD83D', r.nextChar());
    assertEquals("\uDE00 rest", r.nextLine());
    assertEquals("next", r.nextLine());
  }

  @Test
  void aRejectedNumberStaysForNextLine() {
    FastReader r = FastReader.of("1\n  x2 y\n");
    assertEquals(1, r.nextInt());
    assertThrows(InputMismatchException.class, r::nextInt);
    assertEquals("x2 y", r.nextLine(), "the separators before the bad token were consumed");
    assertFalse(r.hasNextLine());
  }

  @Test
  void nextCharSkipsSeparatorsAndLineBreaks() {
    FastReader r = FastReader.of(" #.\n\r\n.#\u00e9");
    StringBuilder sb = new StringBuilder();
    while (r.hasNext()) {
      sb.append(r.nextChar());
    }
    assertEquals("#..#\u00e9", sb.toString());
  }

  @Test
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
