package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The field view as a key: {@link CsvReader.Field#hashCode()}, {@link CsvReader.Field#equals},
 * {@link CsvReader.Field#contentEquals} and {@link CsvReader.Field#copy()} against the bytes
 * themselves ({@link Arrays#equals}), for fields found in one step of the scan, across refills, in
 * quotes with doubled quotes undone (the reader's scratch array), and in arrays with and without
 * room past the field's end.
 */
class CsvReaderFieldTest {
  /** A name: short or long, ASCII or not, often a near twin of another (one byte differs). */
  private static String randomName(SplittableRandom r, List<String> before) {
    if (!before.isEmpty() && r.nextInt(3) == 0) {
      char[] twin = before.get(r.nextInt(before.size())).toCharArray();
      if (twin.length > 0) {
        twin[r.nextInt(twin.length)] = (char) ('a' + r.nextInt(26));
      }
      return r.nextBoolean() ? new String(twin) : new String(twin) + (char) ('a' + r.nextInt(3));
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0, n = r.nextInt(4) == 0 ? r.nextInt(41) : r.nextInt(18); i < n; i++) {
      int k = r.nextInt(20);
      // A tab or another control byte below 0x0E is no field's end: the scan's test finds it.
      char control = "\t\u000b\u000c\u0000".charAt(r.nextInt(4));
      sb.append(
          k == 0
              ? '\u00e9'
              : k == 1 ? '"' : k == 2 ? ' ' : k == 3 ? control : (char) ('a' + r.nextInt(4)));
    }
    return sb.toString();
  }

  /** A field over exactly {@code bytes} (no room past them), as a user might build none. */
  private static CsvReader.Field exact(byte[] bytes) {
    CsvReader.Field f = new CsvReader.Field();
    f.set(bytes, 0, bytes.length, false);
    return f;
  }

  @Test
  void viewsHashAndCompareAsTheirBytes() {
    SplittableRandom rnd = new SplittableRandom(17);
    for (int trial = 0; trial < Sweep.of(400); trial++) {
      long seed = rnd.nextLong();
      SplittableRandom r = new SplittableRandom(seed);
      List<String> names = new ArrayList<>();
      StringBuilder file = new StringBuilder();
      for (int i = 0, n = 1 + r.nextInt(30); i < n; i++) {
        String name = randomName(r, names);
        names.add(name);
        boolean quoted = name.indexOf('"') >= 0 || name.isEmpty() || r.nextInt(5) == 0;
        file.append(quoted ? '"' + name.replace("\"", "\"\"") + '"' : name).append(";1\n");
      }
      byte[] bytes = file.toString().getBytes(StandardCharsets.UTF_8);
      for (CsvReader in :
          new CsvReader[] {
            CsvReader.of(bytes).delimiter(';'),
            CsvReader.of(ReaderSources.chunked(bytes, 1), 1).delimiter(';'),
            CsvReader.of(new ByteArrayInputStream(bytes), 1 + r.nextInt(30)).delimiter(';'),
            CsvReader.of(ReaderSources.splitAt(bytes, r.nextInt(bytes.length + 1))).delimiter(';')
          }) {
        checkAll(in, names, "seed " + seed);
      }
    }
  }

  private static void checkAll(CsvReader in, List<String> names, String seed) {
    List<CsvReader.Field> copies = new ArrayList<>();
    List<byte[]> keys = new ArrayList<>();
    for (String name : names) {
      assertTrue(in.nextRecord(), seed);
      CsvReader.Field f = in.nextField();
      byte[] b = name.getBytes(StandardCharsets.UTF_8);
      String where = seed + ", \"" + name + "\"";
      assertArrayEquals(b, f.toByteArray(), where);
      int hash = f.hashCode();
      assertEquals(exact(b).hashCode(), hash, where + ": the scan's hash is the bytes'");
      assertEquals(f.copy().hashCode(), hash, where);
      for (int k = 0; k < copies.size(); k++) {
        boolean same = Arrays.equals(keys.get(k), b);
        String vs = where + " vs \"" + new String(keys.get(k), StandardCharsets.UTF_8) + "\"";
        assertEquals(same, f.equals(copies.get(k)), vs);
        assertEquals(same, copies.get(k).equals(f), vs);
        assertEquals(same, f.equals(exact(keys.get(k))), vs);
        assertEquals(same, f.contentEquals(keys.get(k)), vs);
        if (same) {
          assertEquals(copies.get(k).hashCode(), hash, vs);
        }
      }
      CsvReader.Field copy = f.copy();
      assertTrue(copy.equals(f) && f.equals(copy) && copy.equals(f.copy()), where);
      copies.add(copy);
      keys.add(b);
      in.skip();
    }
    assertFalse(in.nextRecord(), seed);
    for (int k = 0; k < copies.size(); k++) {
      assertArrayEquals(keys.get(k), copies.get(k).toByteArray(), seed + ": a copy stays");
    }
  }

  @Test
  void aCopyIsNoViewOfWhatFollowsTheField() {
    // The bytes after a field in the buffer must not leak into its copy's words.
    CsvReader in = CsvReader.of("Accra;1.0\nAccra;2.0\nAccrab;3\n").delimiter(';');
    assertTrue(in.nextRecord());
    CsvReader.Field first = in.nextField().copy();
    assertTrue(in.nextRecord());
    CsvReader.Field second = in.nextField();
    assertTrue(second.equals(first));
    assertEquals(first.hashCode(), second.hashCode());
    assertTrue(in.nextRecord());
    assertFalse(in.nextField().equals(first));
  }
}
