package io.github.fastio.cli;

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
 * One PNG per group: median time against the count of numbers, both axes logarithmic, a line per
 * method, and the 1-second limit drawn across. Wrong, failed and skipped points are left out (a
 * wrong method has no time).
 */
final class Chart {
  private static final double LIMIT_MS = 1000;
  private static final double MIN_MS = 1;

  private Chart() {}

  /** Writes {@code chart-GROUP-TYPE.png} files into {@code dir} and returns their paths. */
  static List<Path> write(Results results, Path dir) throws IOException {
    List<Path> files = new ArrayList<>();
    for (Group group : results.groups()) {
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
    double minX = results.sizes.get(0);
    double maxX = results.sizes.get(results.sizes.size() - 1);
    for (String method : results.methods(group)) {
      List<Double> xs = new ArrayList<>();
      List<Double> ys = new ArrayList<>();
      for (int size : results.sizes) {
        Cell cell = results.cell(group, method, size);
        // The CPU clock moves in 10 ms steps on Linux, too coarse for small sizes: the I/O work
        // is drawn by its wall time (one thread, System.nanoTime). A whole process costs 80 ms
        // and more, where the steps matter less. A log axis cannot show 0: below 1 ms is 1 ms.
        double ms = process ? cell.processCpuMs() : cell.wallMs();
        if (!Double.isNaN(ms)) {
          xs.add((double) size);
          ys.add(Math.max(ms, MIN_MS));
        }
      }
      if (!xs.isEmpty()) {
        XYSeries series = chart.addSeries(method, xs, ys);
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
