package io.github.fastio.cli;

import io.github.fastio.bench.RunResult;
import java.util.Locale;

/** Every single run as a CSV row, for anyone who wants more than medians. */
final class Csv {
  private Csv() {}

  static String of(Results results) {
    StringBuilder out =
        new StringBuilder(
            "group,method,type,n,status,cpu_ms,wall_ms,process_cpu_ms,process_wall_ms,java\n");
    for (Group group : results.groups()) {
      for (String method : results.methods(group)) {
        for (int size : results.sizes) {
          Cell cell = results.cell(group, method, size);
          if (cell.runs.isEmpty()) {
            out.append(
                String.format(
                    Locale.ROOT,
                    "%s,%s,%s,%d,%s,,,,,\n",
                    group.kind,
                    method,
                    results.type.label(),
                    size,
                    cell.status));
          }
          for (int i = 0; i < cell.runs.size(); i++) {
            RunResult r = cell.runs.get(i);
            out.append(
                String.format(
                    Locale.ROOT,
                    "%s,%s,%s,%d,%s,%.3f,%.3f,%.3f,%.3f,%s\n",
                    group.kind,
                    method,
                    results.type.label(),
                    size,
                    cell.status,
                    r.cpuMs(),
                    r.wallMs(),
                    r.processCpuMs(),
                    cell.processWallMs.get(i),
                    r.java()));
          }
        }
      }
    }
    return out.toString();
  }
}
