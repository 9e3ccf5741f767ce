// The a+b problem with the hand-written buffered I/O that C++ contestants paste: a 64 KiB input
// buffer refilled by fread behind a getchar-like inline function, digits accumulated one at a time,
// and a 64 KiB output buffer that each number's digits are written into backwards, handed to fwrite
// when full. Input: the count of pairs, then "a b" a line with 0 <= a, b <= 10^18; output: a+b, one
// a line. Built by `fastio bench` with g++ -O2: the anchor the Java programs are compared with.
#include <cstdio>
#include <cstring>

static char ibuf[1 << 16];
static size_t ipos = 0, ilen = 0;

static inline int readChar() {
  if (ipos == ilen) {
    ilen = fread(ibuf, 1, sizeof ibuf, stdin);
    ipos = 0;
    if (ilen == 0) return -1;
  }
  return ibuf[ipos++];
}

static inline unsigned long long readNumber() {
  int c = readChar();
  while (c != -1 && (c < '0' || c > '9')) c = readChar();
  unsigned long long x = 0;
  while (c >= '0' && c <= '9') {
    x = x * 10 + (c - '0');
    c = readChar();
  }
  return x;
}

static char obuf[1 << 16];
static size_t opos = 0;

static inline void flushOutput() {
  fwrite(obuf, 1, opos, stdout);
  opos = 0;
}

static inline void writeLine(unsigned long long x) {
  if (opos + 21 > sizeof obuf) flushOutput();
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

int main() {
  unsigned long long n = readNumber();
  for (unsigned long long i = 0; i < n; i++) {
    unsigned long long a = readNumber();
    unsigned long long b = readNumber();
    writeLine(a + b);
  }
  flushOutput();
  return 0;
}
