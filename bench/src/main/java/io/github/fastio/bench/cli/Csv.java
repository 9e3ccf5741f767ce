package io.github.fastio.bench.cli;

import java.util.Locale;

/** Every single run as a CSV row, for anyone who wants more than medians. */
final class Csv {
  private Csv() {}

  static String of(Results results) {
    StringBuilder out =
        new StringBuilder(
            "group,method,shape,type,n,status,wall_ms,process_cpu_ms,process_user_ms,"
                + "process_sys_ms,process_wall_ms,parent_wall_ms,java\n");
    for (Group group : results.groups()) {
      String type = group == Group.APLUSB ? "pairs" : results.type.label();
      for (Row row : results.rows(group)) {
        for (int size : results.sizes(group)) {
          Cell cell = results.cell(group, row, size);
          String head =
              String.format(
                  Locale.ROOT,
                  "%s,%s,%s,%s,%d,%s,",
                  group.kind,
                  row.method(),
                  row.shapeLabel(),
                  type,
                  size,
                  cell.status);
          if (cell.runs.isEmpty()) {
            out.append(head).append(",,,,,,\n");
          }
          for (Cell.Run r : cell.runs) {
            out.append(head)
                .append(r.child() == null ? "" : number(r.child().wallMs()))
                .append(',');
            if (r.process() == null) {
              out.append(",,,,");
            } else {
              out.append(number(r.process().cpuMs()))
                  .append(',')
                  .append(number(r.process().userMs()))
                  .append(',')
                  .append(number(r.process().sysMs()))
                  .append(',')
                  .append(number(r.process().wallMs()))
                  .append(',');
            }
            out.append(number(r.parentWallMs()))
                .append(',')
                .append(r.child() == null ? results.java : r.child().java())
                .append('\n');
          }
        }
      }
    }
    return out.toString();
  }

  private static String number(double v) {
    return String.format(Locale.ROOT, "%.3f", v);
  }
}
