package io.github.fastio.bench.cli;

import java.awt.Color;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * One PNG per group of numbers: median time against the count of numbers, both axes logarithmic, a
 * line per row (method and shape), and the 1-second limit drawn across. Wrong, failed and skipped
 * points are left out (a wrong method has no time). The a+b problem runs at one size: its table is
 * enough.
 */
final class Chart {
  private static final double LIMIT_MS = 1000;
  private static final double MIN_MS = 1;

  private Chart() {}

  /** Writes {@code chart-GROUP-TYPE.png} files into {@code dir} and returns their paths. */
  static List<Path> write(Results results, Path dir) throws IOException {
    List<Path> files = new ArrayList<>();
    for (Group group : results.groups()) {
      if (!group.numbers()) {
        continue;
      }
      Path file = dir.resolve("chart-" + group.label() + "-" + results.type.label() + ".png");
      try (OutputStream out = Files.newOutputStream(file)) {
        BitmapEncoder.saveBitmap(chart(results, group), out, BitmapEncoder.BitmapFormat.PNG);
      }
      files.add(file);
    }
    return files;
  }

  static XYChart chart(Results results, Group group) {
    boolean process = group == Group.ROUNDTRIP;
    XYChart chart =
        new XYChartBuilder()
            .width(900)
            .height(600)
            .title(
                "fastio bench: "
                    + group.title
                    + ", "
                    + results.type.label()
                    + " (JDK "
                    + results.java
                    + ")")
            .xAxisTitle("numbers")
            .yAxisTitle(process ? "whole-process CPU time (ms)" : "wall time of the I/O work (ms)")
            .build();
    XYStyler styler = chart.getStyler();
    styler.setXAxisLogarithmic(true);
    styler.setYAxisLogarithmic(true);
    styler.setLegendPosition(Styler.LegendPosition.InsideNW);
    styler.setChartBackgroundColor(Color.WHITE);
    List<Integer> sizes = results.sizes(group);
    double minX = sizes.get(0);
    double maxX = sizes.get(sizes.size() - 1);
    for (Row row : results.rows(group)) {
      List<Double> xs = new ArrayList<>();
      List<Double> ys = new ArrayList<>();
      for (int size : sizes) {
        Cell cell = results.cell(group, row, size);
        // Readers and writers are drawn by the wall time of their I/O work (what the tables
        // compare), round trips by the whole process's CPU. A log axis cannot show 0: below 1 ms
        // is 1 ms.
        double ms = process ? cell.processCpuMs() : cell.wallMs();
        if (!Double.isNaN(ms)) {
          xs.add((double) size);
          ys.add(Math.max(ms, MIN_MS));
        }
      }
      if (!xs.isEmpty()) {
        XYSeries series = chart.addSeries(row.label(), xs, ys);
        series.setMarker(SeriesMarkers.CIRCLE);
      }
    }
    XYSeries limit =
        chart.addSeries(
            "1 s limit",
            new double[] {minX, Math.max(maxX, minX * 10)},
            new double[] {LIMIT_MS, LIMIT_MS});
    limit.setMarker(SeriesMarkers.NONE);
    limit.setLineStyle(SeriesLines.DASH_DASH);
    limit.setLineColor(Color.RED);
    return chart;
  }
}
