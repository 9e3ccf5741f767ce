import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Random;

/**
 * Writes the large tests of the example problems, which are too big to keep in git: sum/big (10^6
 * numbers, about 11 MB) and echo/big (10^6 lines in and out). Run from the repository root:
 * {@code java examples/tests/Generate.java [count]} (a JDK 11+ runs the source as it is).
 */
public class Generate {
  public static void main(String[] args) throws IOException {
    Path dir = Paths.get(args.length > 1 ? args[1] : "examples/tests");
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
    Random random = new Random(42);
    long sum = 0;
    try (BufferedWriter sumIn = writer(dir.resolve("sum/big.in"));
        BufferedWriter echoIn = writer(dir.resolve("echo/big.in"));
        BufferedWriter echoOut = writer(dir.resolve("echo/big.out"))) {
      sumIn.write(n + "\n");
      echoIn.write(n + "\n");
      for (int i = 0; i < n; i++) {
        int x = random.nextInt(2_000_000_001) - 1_000_000_000;
        sum += x;
        sumIn.write(x + (i % 10 == 9 ? "\n" : " "));
        echoIn.write(x + "\n");
        echoOut.write(x + "\n");
      }
    }
    Files.write(dir.resolve("sum/big.out"), (sum + "\n").getBytes(StandardCharsets.UTF_8));
    System.out.println("wrote " + dir.resolve("sum/big.*") + " and " + dir.resolve("echo/big.*"));
  }

  private static BufferedWriter writer(Path p) throws IOException {
    Files.createDirectories(p.getParent());
    return Files.newBufferedWriter(p, StandardCharsets.UTF_8);
  }
}
