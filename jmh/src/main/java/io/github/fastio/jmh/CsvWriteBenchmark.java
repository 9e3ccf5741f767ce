package io.github.fastio.jmh;

import de.siegmar.fastcsv.writer.LineDelimiter;
import io.github.fastio.CsvWriter;
import io.github.fastio.bench.csvwrite.WriteCsvFastCsv;
import io.github.fastio.bench.csvwrite.WriteCsvFastio;
import io.github.fastio.bench.csvwrite.WriteData;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Writing {@code count} records of {@code fastio bench --csv-write} ({@link WriteData}: numeric
 * {@code id,price,qty,ts,rate} or text with quotes to make) into a discarding {@link CountingSink},
 * one pass per call: fastio's {@code CsvWriter} a typed field at a time against FastCSV's {@code
 * writeRecord} with the JDK's {@code toString} per number, over a UTF-8 writer: the loops of the
 * whole-process programs ({@code WriteCsvFastio.write}, {@code WriteCsvFastCsv.write}), the records
 * drawn inside the pass, the same work for both.
 */
@State(Scope.Benchmark)
@Fork(1)
@Warmup(iterations = 3, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 2, timeUnit = TimeUnit.SECONDS)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class CsvWriteBenchmark {
  /** Records per pass. */
  @Param({"100000"})
  public int count;

  /** {@code numeric} or {@code text}. */
  @Param({"numeric", "text"})
  public String kind;

  /** fastio: numbers as digits into the writer's buffer, text quoted where it must be. */
  @Benchmark
  public long measureFastio(InputBytes counter) {
    CountingSink sink = new CountingSink();
    try (CsvWriter out = CsvWriter.of(sink)) {
      WriteCsvFastio.write(out, kind.equals("text"), count);
    }
    counter.bytes += sink.count;
    return sink.hash;
  }

  /** FastCSV 4: a String per number, {@code writeRecord(String...)}, \n line endings. */
  @Benchmark
  public long measureFastCsv(InputBytes counter) throws IOException {
    CountingSink sink = new CountingSink();
    try (de.siegmar.fastcsv.writer.CsvWriter out =
        de.siegmar.fastcsv.writer.CsvWriter.builder()
            .lineDelimiter(LineDelimiter.LF)
            .build(new OutputStreamWriter(sink, StandardCharsets.UTF_8))) {
      WriteCsvFastCsv.write(out, kind.equals("text"), count);
    }
    counter.bytes += sink.count;
    return sink.hash;
  }
}
