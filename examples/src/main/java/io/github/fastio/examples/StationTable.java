package io.github.fastio.examples;

import io.github.fastio.CsvReader;
import java.util.Map;

/**
 * Stations by the bytes of their names, for {@link StationStats}: an open-addressing table probed
 * with a field's view ({@link CsvReader.Field}), its hash and its bytes, so that a row costs no
 * String and no copy; a name is copied once ({@link CsvReader.Field#copy()}), when the table first
 * meets it. A slot holds the station's figures with its name and hash, so that a probe that finds
 * it loads one object.
 */
final class StationTable {
  private Entry[] slots = new Entry[1024];
  private int size;

  /** A station's figures, its name and its name's hash. */
  private static final class Entry extends Station {
    final CsvReader.Field name;
    final int hash;

    Entry(CsvReader.Field name, int hash) {
      this.name = name;
      this.hash = hash;
    }
  }

  /** The station named by the bytes of {@code name}, added if it is new. */
  Station get(CsvReader.Field name) {
    int h = name.hashCode();
    Entry[] table = slots;
    int mask = table.length - 1;
    int i = (h ^ (h >>> 16)) & mask;
    for (Entry e; (e = table[i]) != null; i = (i + 1) & mask) {
      if (e.hash == h && name.equals(e.name)) {
        return e;
      }
    }
    if (2 * (size + 1) > table.length) {
      grow();
      return get(name);
    }
    size++;
    return table[i] = new Entry(name.copy(), h);
  }

  private void grow() {
    Entry[] old = slots;
    slots = new Entry[2 * old.length];
    int mask = slots.length - 1;
    for (Entry e : old) {
      if (e != null) {
        int i = (e.hash ^ (e.hash >>> 16)) & mask;
        while (slots[i] != null) {
          i = (i + 1) & mask;
        }
        slots[i] = e;
      }
    }
  }

  /** Adds every station to {@code all}, by its name decoded from UTF-8. */
  void addTo(Map<String, Station> all) {
    for (Entry e : slots) {
      if (e != null) {
        all.computeIfAbsent(e.name.toString(), k -> new Station()).add(e);
      }
    }
  }
}
