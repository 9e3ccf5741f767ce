package io.github.fastio.bench.cli;

import io.github.fastio.bench.NumType;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** All cells of one benchmark run, by group, row (in report order) and size. */
final class Results {
  final NumType type;
  final int repeat;
  final double budgetSeconds;

  /** The JDK the children ran on, as they reported it. */
  String java = "?";

  private final Map<Group, List<Integer>> sizes = new EnumMap<>(Group.class);
  private final Map<Group, Map<Row, Map<Integer, Cell>>> cells = new EnumMap<>(Group.class);

  /** Notes about the whole run (a program that could not be built), shown under its group. */
  final Map<Group, List<String>> notes = new EnumMap<>(Group.class);

  Results(NumType type, int repeat, double budgetSeconds) {
    this.type = type;
    this.repeat = repeat;
    this.budgetSeconds = budgetSeconds;
  }

  /** Sets the sizes a group runs at, smallest first. */
  void sizes(Group group, List<Integer> groupSizes) {
    sizes.put(group, List.copyOf(groupSizes));
  }

  /** The sizes of a group's columns. */
  List<Integer> sizes(Group group) {
    return sizes.getOrDefault(group, List.of());
  }

  Cell cell(Group group, Row row, int size) {
    return cells
        .computeIfAbsent(group, g -> new LinkedHashMap<>())
        .computeIfAbsent(row, m -> new TreeMap<>())
        .computeIfAbsent(size, s -> new Cell());
  }

  /** The cell if it was registered, else null. */
  Cell find(Group group, Row row, int size) {
    Map<Integer, Cell> bySize = cells.getOrDefault(group, Map.of()).get(row);
    return bySize == null ? null : bySize.get(size);
  }

  /** The groups that have cells, in enum order. */
  List<Group> groups() {
    return List.copyOf(cells.keySet());
  }

  /** A group's rows in the order they were registered. */
  List<Row> rows(Group group) {
    return List.copyOf(cells.getOrDefault(group, Map.of()).keySet());
  }

  void note(Group group, String note) {
    notes.computeIfAbsent(group, g -> new java.util.ArrayList<>()).add(note);
  }
}
