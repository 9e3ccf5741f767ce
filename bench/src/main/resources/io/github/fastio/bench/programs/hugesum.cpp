// An anchor, not a reader: the loop of bench's SumLongsUnchecked written in C++, to show what the
// same parse costs where no JIT compiles it. It sums the ints of FILE and prints "count sum": the
// file is read in blocks of 1 MiB, each parsed up to its last separator; a token is taken eight
// bytes a step, then its 9th and later digits one at a time, with no check of a token, no overflow
// test and no line count. Right only on files of HugeNumbers' shape, as the Java anchor (which, its
// bytes being signed, also takes bytes from 0x80 as separators; this one skips them one at a time).
// Built by `fastio bench --huge` with g++ -O2.
#include <cstdint>
#include <cstdio>
#include <cstring>

static const size_t BLOCK = 1 << 20;
static unsigned char buf[BLOCK + 16];

static inline uint64_t eightDigits(uint64_t w) {
  uint64_t pairs = ((w & 0x0F0F0F0F0F0F0F0FULL) * (1 + (10 << 8))) >> 8;
  uint64_t quads = ((pairs & 0x00FF00FF00FF00FFULL) * (1 + (100ULL << 16))) >> 16;
  return ((quads & 0x0000FFFF0000FFFFULL) * (1 + (10000ULL << 32))) >> 32;
}

int main(int argc, char** argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: hugesum FILE\n");
    return 2;
  }
  FILE* f = fopen(argv[1], "rb");
  if (f == nullptr) {
    perror(argv[1]);
    return 1;
  }
  long long count = 0;
  uint64_t sum = 0;  // wraps as Java's long does
  size_t kept = 0;
  for (;;) {
    size_t read = fread(buf + kept, 1, BLOCK - kept, f);
    bool end = read == 0;
    size_t lim = kept + read;
    size_t stop = lim;
    if (end) {
      buf[stop] = ' ';
    } else {
      while (stop > 0 && buf[stop - 1] > ' ') stop--;
    }
    // An eight-byte load may reach past stop, into the kept bytes or past the data; a token before
    // stop ends at the separator before stop first, and the zeros only keep the bytes past the data
    // defined.
    memset(buf + lim + (end ? 1 : 0), 0, 8);
    size_t p = 0;
    while (p < stop) {
      if (buf[p] <= ' ') {
        p++;
        continue;
      }
      unsigned neg = buf[p] == '-';
      size_t q = p + neg;
      uint64_t w;
      memcpy(&w, buf + q, 8);  // little-endian, as the Java anchor's view
      uint64_t nonDigits =
          ((w - 0x3030303030303030ULL) | (w + 0x4646464646464646ULL)) & 0x8080808080808080ULL;
      int n = nonDigits == 0 ? 8 : __builtin_ctzll(nonDigits) >> 3;
      if (n == 0) {
        p = q + 1;  // not a number: skipped, so that the loop always moves on
        continue;
      }
      uint64_t v;
      if (n < 8) {
        v = eightDigits(w << (64 - 8 * n));
        p = q + n;
      } else {
        v = eightDigits(w);
        p = q + 8;
        unsigned d;
        while ((d = buf[p] - '0') <= 9) {
          v = v * 10 + d;
          p++;
        }
      }
      sum += neg ? 0 - v : v;
      count++;
    }
    if (end) break;
    kept = lim - stop;
    if (kept == BLOCK) {
      fprintf(stderr, "a token longer than the block in %s\n", argv[1]);
      return 1;
    }
    memmove(buf, buf + stop, kept);
  }
  if (ferror(f)) {
    perror(argv[1]);
    return 1;
  }
  printf("%lld %lld\n", count, (long long)sum);
  return 0;
}
