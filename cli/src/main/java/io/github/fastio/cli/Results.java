package io.github.fastio.cli;

import io.github.fastio.bench.NumType;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** All cells of one benchmark run, by group, method (in report order) and size. */
final class Results {
  final NumType type;
  final List<Integer> sizes;
  final int repeat;
  final double budgetSeconds;

  /** The JDK the children ran on, as they reported it. */
  String java = "?";

  private final Map<Group, Map<String, Map<Integer, Cell>>> cells = new EnumMap<>(Group.class);

  Results(NumType type, List<Integer> sizes, int repeat, double budgetSeconds) {
    this.type = type;
    this.sizes = List.copyOf(sizes);
    this.repeat = repeat;
    this.budgetSeconds = budgetSeconds;
  }

  Cell cell(Group group, String method, int size) {
    return cells
        .computeIfAbsent(group, g -> new LinkedHashMap<>())
        .computeIfAbsent(method, m -> new TreeMap<>())
        .computeIfAbsent(size, s -> new Cell());
  }

  /** The groups that have cells, in enum order. */
  List<Group> groups() {
    return List.copyOf(cells.keySet());
  }

  /** A group's methods in the order they were registered. */
  List<String> methods(Group group) {
    return List.copyOf(cells.getOrDefault(group, Map.of()).keySet());
  }
}
