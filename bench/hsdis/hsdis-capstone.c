/*
 * A disassembler plugin for HotSpot's -XX:+PrintAssembly on x86-64, built on the Capstone library,
 * for JDKs that ship none (see bench/README.md, "Reading C2's code"). HotSpot 17 and later look up
 * decode_instructions_virtual in hsdis-amd64.so and call it for each block of code: for every
 * instruction, an "insn" event with its address, the instruction's text through the printf
 * callback, then an "/insn" event with the address after it, so that HotSpot can print its own
 * comments (the bytecode and the inlined method each instruction comes from) beside it.
 *
 *   gcc -O2 -shared -fPIC -o hsdis-amd64.so bench/hsdis/hsdis-capstone.c -lcapstone
 *   cp hsdis-amd64.so "$JAVA_HOME/lib/server/"
 */
#include <capstone/capstone.h>
#include <stddef.h>
#include <stdint.h>

typedef void *(*event_callback)(void *stream, const char *event, void *arg);
typedef int (*printf_callback)(void *stream, const char *format, ...);

void *decode_instructions_virtual(uintptr_t start_va, uintptr_t end_va, unsigned char *buffer,
                                  uintptr_t length, event_callback event, void *event_stream,
                                  printf_callback print, void *print_stream, const char *options,
                                  int newline) {
  (void)end_va;
  (void)options;
  csh handle;
  if (cs_open(CS_ARCH_X86, CS_MODE_64, &handle) != CS_ERR_OK) {
    return NULL;
  }
  // Bytes that are not an instruction (a stub's data) are shown as such and skipped, not the end.
  cs_option(handle, CS_OPT_SKIPDATA, CS_OPT_ON);
  cs_insn *insn;
  size_t count = cs_disasm(handle, buffer, length, start_va, 0, &insn);
  uintptr_t next = start_va;
  for (size_t i = 0; i < count; i++) {
    event(event_stream, "insn", (void *)(uintptr_t)insn[i].address);
    print(print_stream, "%-8s %s", insn[i].mnemonic, insn[i].op_str);
    next = (uintptr_t)(insn[i].address + insn[i].size);
    event(event_stream, "/insn", (void *)next);
    if (newline) {
      print(print_stream, "\n");
    }
  }
  if (count > 0) {
    cs_free(insn, count);
  }
  cs_close(&handle);
  return (void *)next;
}
