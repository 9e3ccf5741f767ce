package io.github.fastio.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Every benchmark class carries its own run settings, so that a bare {@code java -jar
 * benchmarks.jar} (no -f, -wi, -i) runs it as designed instead of JMH's defaults (5 forks of 5
 * warm-up and 5 measured iterations of 10 s).
 */
class BenchmarkSettingsTest {
  private static final List<Class<? extends Annotation>> REQUIRED =
      List.of(
          Fork.class, Warmup.class, Measurement.class, BenchmarkMode.class, OutputTimeUnit.class);

  /** The top-level classes of this package that hold a {@code @Benchmark} method. */
  private static List<Class<?>> benchmarkClasses()
      throws IOException, URISyntaxException, ClassNotFoundException {
    Path classes =
        Path.of(
                ParseIntegersBenchmark.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI())
            .resolve("io/github/fastio/jmh");
    List<Class<?>> found = new ArrayList<>();
    try (Stream<Path> files = Files.list(classes)) {
      for (Path f : files.sorted().toList()) {
        String name = f.getFileName().toString();
        if (!name.endsWith(".class") || name.contains("$")) {
          continue;
        }
        Class<?> c = Class.forName("io.github.fastio.jmh." + name.replace(".class", ""));
        if (Arrays.stream(c.getMethods()).anyMatch(m -> m.isAnnotationPresent(Benchmark.class))) {
          found.add(c);
        }
      }
    }
    return found;
  }

  @Test
  void everyBenchmarkClassCarriesItsOwnSettings() throws Exception {
    List<Class<?>> classes = benchmarkClasses();
    assertEquals(
        List.of(
            "AllocationBenchmark",
            "CsvWriteBenchmark",
            "FormatBenchmark",
            "FormatBulkBenchmark",
            "ParseDoublesBenchmark",
            "ParseIntegersBenchmark"),
        classes.stream().map(Class::getSimpleName).toList());
    for (Class<?> c : classes) {
      for (Class<? extends Annotation> a : REQUIRED) {
        assertTrue(c.isAnnotationPresent(a), c.getSimpleName() + " lacks @" + a.getSimpleName());
      }
      Fork fork = c.getAnnotation(Fork.class);
      assertTrue(fork.value() >= 1, c.getSimpleName() + ": at least one fork");
      assertTrue(c.getAnnotation(Measurement.class).iterations() >= 3, c.getSimpleName());
    }
  }

  @Test
  void everyBenchmarkMethodReturnsWhatItComputed() throws Exception {
    for (Class<?> c : benchmarkClasses()) {
      for (Method m : c.getMethods()) {
        if (m.isAnnotationPresent(Benchmark.class)) {
          assertTrue(m.getReturnType() != void.class, c.getSimpleName() + "." + m.getName());
        }
      }
    }
  }
}
