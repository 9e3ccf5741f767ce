package io.github.fastio.examples;

import io.github.fastio.CsvReader;
import java.util.Map;

/**
 * Stations by the bytes of their names, for {@link StationStats}: an open-addressing table probed
 * with a field's view ({@link CsvReader.Field}), its hash and its bytes, so that a row costs no
 * String and no copy; a name is copied once ({@link CsvReader.Field#copy()}), when the table first
 * meets it.
 */
final class StationTable {
  private CsvReader.Field[] names = new CsvReader.Field[1024];
  private int[] hashes = new int[1024];
  private Station[] stations = new Station[1024];
  private int size;

  /** The station named by the bytes of {@code name}, added if it is new. */
  Station get(CsvReader.Field name) {
    int h = name.hashCode();
    int mask = names.length - 1;
    int i = (h ^ (h >>> 16)) & mask;
    for (CsvReader.Field key; (key = names[i]) != null; i = (i + 1) & mask) {
      if (hashes[i] == h && name.equals(key)) {
        return stations[i];
      }
    }
    if (2 * (size + 1) > names.length) {
      grow();
      return get(name);
    }
    names[i] = name.copy();
    hashes[i] = h;
    size++;
    return stations[i] = new Station();
  }

  private void grow() {
    CsvReader.Field[] oldNames = names;
    int[] oldHashes = hashes;
    Station[] oldStations = stations;
    names = new CsvReader.Field[2 * oldNames.length];
    hashes = new int[names.length];
    stations = new Station[names.length];
    int mask = names.length - 1;
    for (int j = 0; j < oldNames.length; j++) {
      if (oldNames[j] != null) {
        int h = oldHashes[j];
        int i = (h ^ (h >>> 16)) & mask;
        while (names[i] != null) {
          i = (i + 1) & mask;
        }
        names[i] = oldNames[j];
        hashes[i] = h;
        stations[i] = oldStations[j];
      }
    }
  }

  /** Adds every station to {@code all}, by its name decoded from UTF-8. */
  void addTo(Map<String, Station> all) {
    for (int i = 0; i < names.length; i++) {
      if (names[i] != null) {
        all.computeIfAbsent(names[i].toString(), k -> new Station()).add(stations[i]);
      }
    }
  }
}
