// The writers' C++ anchor. Standard input is the experiment's input file: the count n, then n
// integers one a line. They are read whole before the clock starts, as the Java writers generate
// their numbers before theirs; then, by the argument:
//   format: each number written as C++ contestants' hand-written fast output does (aplusb.cpp's
//           writer): its digits backwards into a 64 KiB buffer, handed to fwrite when full;
//   copy:   the input's bytes after its first line, which are exactly the expected output, handed
//           to fwrite 64 KiB at a time without formatting anything: what the output alone costs,
//           the floor under every writer.
// The report line on standard error is the Java programs' (Probe): the count and the nanoseconds
// from the first number to the last fwrite. Built by `fastio bench` with g++ -O2.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static char obuf[1 << 16];
static size_t opos = 0;

static inline void flushOutput() {
  fwrite(obuf, 1, opos, stdout);
  opos = 0;
}

static inline void writeLine(long long v) {
  if (opos + 21 > sizeof obuf) flushOutput();
  // The magnitude as unsigned, so that the most negative long has one too.
  unsigned long long x = (unsigned long long) v;
  if (v < 0) {
    obuf[opos++] = '-';
    x = 0 - x;
  }
  char digits[20];
  int k = 20;
  do {
    digits[--k] = (char) ('0' + x % 10);
    x /= 10;
  } while (x != 0);
  memcpy(obuf + opos, digits + k, 20 - k);
  opos += 20 - k;
  obuf[opos++] = '\n';
}

int main(int argc, char **argv) {
  bool copy = argc > 1 && strcmp(argv[1], "copy") == 0;
  if (argc > 1 && !copy && strcmp(argv[1], "format") != 0) {
    fprintf(stderr, "usage: writenumbers [format|copy] < input\n");
    return 2;
  }
  std::vector<char> in;
  char chunk[1 << 16];
  size_t got;
  while ((got = fread(chunk, 1, sizeof chunk, stdin)) > 0) in.insert(in.end(), chunk, chunk + got);
  in.push_back('\0');
  size_t body = strchr(in.data(), '\n') - in.data() + 1;
  long long n = strtoll(in.data(), nullptr, 10);
  std::vector<long long> numbers;
  numbers.reserve(n);
  const char *p = in.data() + body;
  for (long long i = 0; i < n; i++) {
    char *end;
    numbers.push_back(strtoll(p, &end, 10));
    p = end;
  }
  size_t size = in.size() - 1 - body;

  auto start = std::chrono::steady_clock::now();
  if (copy) {
    for (size_t at = 0; at < size; at += sizeof obuf) {
      size_t len = size - at < sizeof obuf ? size - at : sizeof obuf;
      memcpy(obuf, in.data() + body + at, len);
      opos = len;
      flushOutput();
    }
  } else {
    for (long long v : numbers) writeLine(v);
    flushOutput();
  }
  fflush(stdout);
  long long ns = std::chrono::duration_cast<std::chrono::nanoseconds>(
                     std::chrono::steady_clock::now() - start).count();
  fprintf(stderr, "fastio-bench n=%lld wall_ns=%lld checksum=0\n", n, ns);
  return 0;
}
