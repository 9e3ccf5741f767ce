package io.github.fastio.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns {@link Results} into tables: aligned text for the terminal and Markdown for the README.
 * Both show the same cells: the median CPU and wall time of the I/O work in ms and, in parentheses,
 * CPU time relative to fastio's at that size; round trips show the whole process (start-up
 * included) and the CPU above the empty program. A method whose output differed from the JDK's
 * shows WRONG instead of a time.
 */
final class Report {
  private Report() {}

  /** One table: a title, a header row, body rows and the notes under it. */
  record Table(String title, List<String> header, List<List<String>> rows, List<String> notes) {}

  static List<Table> tables(Results results) {
    List<Table> tables = new ArrayList<>();
    for (Group group : results.groups()) {
      tables.add(table(results, group));
    }
    return tables;
  }

  private static Table table(Results results, Group group) {
    List<String> header = new ArrayList<>();
    header.add("method");
    for (int size : results.sizes) {
      header.add(Sizes.label(size));
    }
    List<List<String>> rows = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    for (String method : results.methods(group)) {
      List<String> row = new ArrayList<>();
      row.add(method);
      for (int size : results.sizes) {
        Cell cell = results.cell(group, method, size);
        row.add(cellText(results, group, method, size, cell));
        if (cell.status == Cell.Status.WRONG || cell.status == Cell.Status.FAILED) {
          notes.add(method + " at " + Sizes.label(size) + ": " + cell.status + ", " + cell.detail);
        }
      }
      rows.add(row);
    }
    String what =
        group == Group.ROUNDTRIP
            ? "whole process: CPU ms / wall ms, +CPU above the empty program (that excess relative to fastio)"
            : "CPU ms / wall ms of the I/O work (CPU relative to fastio)";
    String title =
        String.format(
            Locale.ROOT,
            "%s, %s: median of %d, %s",
            group.title,
            results.type.label(),
            results.repeat,
            what);
    return new Table(title, header, rows, notes);
  }

  private static String cellText(Results results, Group group, String method, int size, Cell cell) {
    String problem =
        switch (cell.status) {
          case WRONG -> "WRONG";
          case FAILED -> "FAILED";
          case SKIPPED -> cell.detail;
          case OK -> cell.runs.isEmpty() ? "-" : null;
        };
    if (problem != null) {
      return problem;
    }
    Cell base = results.cell(group, "fastio", size);
    if (group != Group.ROUNDTRIP) {
      return ms(cell.cpuMs())
          + " / "
          + ms(cell.wallMs())
          + ratio(Stats.ratio(cell.cpuMs(), base.cpuMs()));
    }
    String text = ms(cell.processCpuMs()) + " / " + ms(cell.processWallMs());
    if (method.equals("empty")) {
      return text;
    }
    double empty = results.cell(group, "empty", size).processCpuMs();
    double above = cell.processCpuMs() - empty;
    double baseAbove = base.processCpuMs() - empty;
    return Double.isNaN(above)
        ? text
        : text + (above < 0 ? " " : " +") + ms(above) + ratio(Stats.ratio(above, baseAbove));
  }

  static String ms(double v) {
    if (Double.isNaN(v)) {
      return "?";
    }
    return Math.abs(v) < 10
        ? String.format(Locale.ROOT, "%.1f", v)
        : String.format(Locale.ROOT, "%.0f", v);
  }

  static String ratio(double r) {
    if (Double.isNaN(r)) {
      return "";
    }
    return r >= 10
        ? String.format(Locale.ROOT, " (%.0fx)", r)
        : String.format(Locale.ROOT, " (%.1fx)", r);
  }

  /** The tables as aligned plain text, for the terminal. */
  static String text(List<Table> tables) {
    StringBuilder out = new StringBuilder();
    for (Table t : tables) {
      int[] widths = new int[t.header().size()];
      for (List<String> row : withHeader(t)) {
        for (int i = 0; i < row.size(); i++) {
          widths[i] = Math.max(widths[i], row.get(i).length());
        }
      }
      out.append(t.title()).append('\n');
      for (List<String> row : withHeader(t)) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < row.size(); i++) {
          String cell = row.get(i);
          // Method names align left, numbers right.
          String pad = " ".repeat(widths[i] - cell.length());
          line.append(i == 0 ? cell + pad : pad + cell).append(i + 1 < row.size() ? "  " : "");
        }
        out.append(line.toString().stripTrailing()).append('\n');
      }
      for (String note : t.notes()) {
        out.append("  ").append(note).append('\n');
      }
      out.append('\n');
    }
    return out.toString();
  }

  /** The tables as Markdown, under a heading with the run's setting. */
  static String markdown(List<Table> tables, String setting) {
    StringBuilder out = new StringBuilder("# fastio bench\n\n").append(setting).append("\n\n");
    for (Table t : tables) {
      out.append("### ").append(t.title()).append("\n\n");
      List<List<String>> rows = withHeader(t);
      for (int r = 0; r < rows.size(); r++) {
        out.append("| ").append(String.join(" | ", rows.get(r))).append(" |\n");
        if (r == 0) {
          out.append("|---");
          out.append("|---:".repeat(rows.get(0).size() - 1));
          out.append("|\n");
        }
      }
      out.append('\n');
      for (String note : t.notes()) {
        out.append("- ").append(note).append('\n');
      }
      if (!t.notes().isEmpty()) {
        out.append('\n');
      }
    }
    return out.toString();
  }

  private static List<List<String>> withHeader(Table t) {
    List<List<String>> all = new ArrayList<>();
    all.add(t.header());
    all.addAll(t.rows());
    return all;
  }
}
