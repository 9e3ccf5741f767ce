package io.github.fastio.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.fastio.CsvReader;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.apache.spark.sql.catalyst.csv.CSVInferSchema;
import org.apache.spark.sql.catalyst.csv.CSVOptions;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.junit.jupiter.api.Test;

/**
 * {@link FieldTypes} infers the types Spark's own {@link CSVInferSchema} infers from the same
 * records (its fold over each record's fields), over random documents whose columns mix integers of
 * every range, decimals, exponents, markers of NaN and infinity, dates, timestamps, booleans, text,
 * empty fields and the null value, in random orders.
 */
class FieldTypesTest {
  private static final String[] SHAPES = {
    "0",
    "7",
    "-12",
    "+3",
    "007",
    "2147483647",
    "-2147483648",
    "2147483648",
    "12345678901",
    "9223372036854775807",
    "-9223372036854775808",
    "9223372036854775808",
    "123456789012345678901234567890",
    "1234567890123456789012345678901234567890",
    "1.5",
    "-.25",
    "+0.5",
    "10.000",
    "1.",
    "1e5",
    "-2.5E-3",
    "NaN",
    "Inf",
    "-Inf",
    "Infinity",
    "2024-01-02",
    "2024-1-2",
    "2024",
    "2024-01-02 10:11:12",
    "2024-01-02T10:11:12Z",
    "true",
    "FALSE",
    "TrUe",
    "abc",
    "\"x,y\"",
    "",
    "\"\"",
    "NA",
    "١٢",
    " 1",
    "1 "
  };

  private static CSVInferSchema inference(Map<String, String> options) {
    Map<String, String> all = new HashMap<>(options);
    all.put("inferSchema", "true");
    return new CSVInferSchema(new CSVOptions(Scala.map(all), true, "UTC", "_corrupt_record"));
  }

  /** A document: each column draws from a few shapes, sometimes from any. */
  private static String document(Random r, int columns, int records) {
    int[][] family = new int[columns][];
    for (int c = 0; c < columns; c++) {
      family[c] = new int[1 + r.nextInt(3)];
      for (int k = 0; k < family[c].length; k++) {
        family[c][k] = r.nextInt(SHAPES.length);
      }
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < records; i++) {
      int width = r.nextInt(12) == 0 ? r.nextInt(columns + 2) : columns;
      for (int c = 0; c < width; c++) {
        if (c > 0) {
          sb.append(',');
        }
        int shape =
            r.nextInt(20) == 0 || c >= columns
                ? r.nextInt(SHAPES.length)
                : family[c][r.nextInt(family[c].length)];
        sb.append(SHAPES[shape]);
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  /** Spark's types: its fold over the records as its CSV source gives them (null: no byte). */
  private static DataType[] spark(CSVInferSchema inference, String doc, int columns) {
    DataType[] types = new DataType[columns];
    Arrays.fill(types, DataTypes.NullType);
    try (CsvReader in = CsvReader.of(doc)) {
      while (in.nextRecord()) {
        types = inference.inferRowType(types, FileRanges.fields(in));
      }
    }
    return types;
  }

  private static DataType[] fastio(
      CSVInferSchema inference, String doc, int columns, byte[] nullBytes) {
    FieldTypes types = new FieldTypes(inference, nullBytes, columns);
    try (CsvReader in = CsvReader.of(doc)) {
      while (in.nextRecord()) {
        for (int c = 0; in.hasNextField(); c++) {
          types.add(c, in.nextField());
        }
      }
    }
    return types.types();
  }

  @Test
  void randomDocumentsGetSparksTypes() {
    Random r = new Random(5);
    CSVInferSchema plain = inference(Map.of());
    CSVInferSchema withNull = inference(Map.of("nullValue", "NA", "preferDate", "false"));
    for (int trial = 0; trial < 400; trial++) {
      int columns = 1 + r.nextInt(6);
      String doc = document(r, columns, 1 + r.nextInt(40));
      boolean na = r.nextBoolean();
      CSVInferSchema inference = na ? withNull : plain;
      byte[] nullBytes = na ? new byte[] {'N', 'A'} : new byte[0];
      assertArrayEquals(
          spark(inference, doc, columns),
          fastio(inference, doc, columns, nullBytes),
          "trial " + trial + (na ? ", nullValue NA" : "") + ":\n" + doc);
    }
  }

  @Test
  void shapes() {
    assertEquals(FieldTypes.shape(bytes("12"), 0, 2), FieldTypes.shape(bytes("+00012"), 0, 6));
    assertEquals(FieldTypes.shape(bytes("1.5"), 0, 3), FieldTypes.shape(bytes("-.25"), 0, 4));
    // Long.MIN_VALUE is a long, its magnitude is not.
    long min = FieldTypes.shape(bytes("-9223372036854775808"), 0, 20);
    long past = FieldTypes.shape(bytes("9223372036854775808"), 0, 19);
    assertEquals(1, (min >>> 32) & 1);
    assertEquals(0, (past >>> 32) & 1);
  }

  private static byte[] bytes(String s) {
    return s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
  }
}
