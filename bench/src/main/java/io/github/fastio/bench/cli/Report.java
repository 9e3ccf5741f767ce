package io.github.fastio.bench.cli;

import io.github.fastio.bench.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns {@link Results} into tables: aligned text for the terminal and Markdown for the README.
 * Both show the same cells, medians in ms:
 *
 * <ul>
 *   <li>readers and writers: the wall time of the I/O work (its ratio to fastio's) / the whole
 *       process's CPU time;
 *   <li>round trips: the whole process's CPU / wall time, then the CPU above the empty program
 *       (that excess relative to fastio's);
 *   <li>a+b: the whole process's wall time (its ratio to the C++ program's) / CPU time.
 * </ul>
 *
 * <p>Ratios compare with fastio in the same shape; fastio's own helper and bulk rows compare with
 * fastio main. A row whose output differed from the JDK's shows WRONG instead of a time.
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
    List<String> header = new ArrayList<>(List.of("method", "shape"));
    for (int size : results.sizes(group)) {
      header.add(Sizes.label(size));
    }
    List<List<String>> rows = new ArrayList<>();
    List<String> notes = new ArrayList<>(results.notes.getOrDefault(group, List.of()));
    boolean fastioAgainstMain = false;
    for (Row row : results.rows(group)) {
      List<String> line = new ArrayList<>(List.of(row.method(), row.shapeLabel()));
      for (int size : results.sizes(group)) {
        Cell cell = results.cell(group, row, size);
        line.add(cellText(results, group, row, size, cell));
        if (cell.status == Cell.Status.WRONG || cell.status == Cell.Status.FAILED) {
          notes.add(
              row.label() + " at " + Sizes.label(size) + ": " + cell.status + ", " + cell.detail);
        }
      }
      fastioAgainstMain |=
          group != Group.APLUSB && row.method().equals("fastio") && row.shape() != Shape.MAIN;
      rows.add(line);
    }
    if (fastioAgainstMain) {
      notes.add("fastio's own helper and bulk rows are relative to fastio main.");
    }
    if (group == Group.WRITERS
        && results.rows(group).stream().anyMatch(r -> CppAnchor.isCpp(r.method()))) {
      notes.add(
          "cpp: C++ with hand-written fast output (g++ -O2), each number's digits written backwards"
              + " into a 64 KiB buffer handed to fwrite; floor: the same program handing the"
              + " expected bytes to fwrite unformatted, what the output alone costs. Both relative to"
              + " fastio main; their CPU includes reading and parsing the input file first.");
    }
    String what =
        switch (group) {
          case READERS, WRITERS ->
              "wall ms of the I/O work (relative to fastio in the same shape) / CPU ms of the whole"
                  + " process";
          case ROUNDTRIP ->
              "CPU ms / wall ms, +CPU above the empty program (that excess relative to fastio's in"
                  + " the same shape)";
          case APLUSB -> "wall ms (relative to the C++ program) / CPU ms";
        };
    String subject =
        group == Group.APLUSB
            ? "pairs up to 10^18, print a+b"
            : results.type.label() + (group == Group.ROUNDTRIP ? "" : ", one JVM a run");
    String title =
        String.format(
            Locale.ROOT, "%s, %s: median of %d; %s", group.title, subject, results.repeat, what);
    return new Table(title, header, rows, notes);
  }

  /** The row a cell's ratio is relative to, or null for none. */
  static Row base(Group group, Row row) {
    if (group == Group.APLUSB) {
      return Row.of(CppAnchor.METHOD);
    }
    if (row.shape() == null) {
      return CppAnchor.isCpp(row.method()) ? new Row("fastio", Shape.MAIN) : null;
    }
    Shape shape = row.method().equals("fastio") ? Shape.MAIN : row.shape();
    return new Row("fastio", shape);
  }

  private static String cellText(Results results, Group group, Row row, int size, Cell cell) {
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
    Row baseRow = base(group, row);
    Cell base = baseRow == null ? null : results.find(group, baseRow, size);
    switch (group) {
      case READERS, WRITERS -> {
        double r = base == null ? Double.NaN : Stats.ratio(cell.wallMs(), base.wallMs());
        return ms(cell.wallMs()) + ratio(r) + " / " + ms(cell.processCpuMs());
      }
      case APLUSB -> {
        double r =
            base == null ? Double.NaN : Stats.ratio(cell.processWallMs(), base.processWallMs());
        return ms(cell.processWallMs()) + ratio(r) + " / " + ms(cell.processCpuMs());
      }
      default -> {
        String text = ms(cell.processCpuMs()) + " / " + ms(cell.processWallMs());
        Cell empty = results.find(group, Row.of("empty"), size);
        if (row.method().equals("empty") || empty == null) {
          return text;
        }
        double above = cell.processCpuMs() - empty.processCpuMs();
        double baseAbove = base == null ? Double.NaN : base.processCpuMs() - empty.processCpuMs();
        return Double.isNaN(above)
            ? text
            : text + (above < 0 ? " " : " +") + ms(above) + ratio(Stats.ratio(above, baseAbove));
      }
    }
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
          // Method and shape names align left, numbers right.
          String pad = " ".repeat(widths[i] - cell.length());
          line.append(i < 2 ? cell + pad : pad + cell).append(i + 1 < row.size() ? "  " : "");
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
          out.append("|---|---");
          out.append("|---:".repeat(rows.get(0).size() - 2));
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
