/**
 * Fast and exact text I/O: {@link io.github.fastio.FastReader} (tokens, numbers and lines), {@link
 * io.github.fastio.CsvReader} (delimited records, a typed field at a time), {@link
 * io.github.fastio.FastWriter} and {@link io.github.fastio.CsvWriter} (records out, a typed field
 * at a time); every other class is a package-private helper.
 *
 * <p>The readers are built of parts: {@code ByteInput} is the scanning engine, the buffer over the
 * stream, its refill, position, line count, cap and the numbers' fast paths; {@code TokenInput}
 * reads tokens, numbers and lines with one ({@code FastReader} is its public face and, a subclass,
 * its engine, so that a caller's loop reaches the cursor through the reference it holds; the file
 * streams of {@code NumberSpliterator} read their parts with a plain engine); {@code RecordInput},
 * an engine too, reads the records and fields of delimited text (quotes, the field cursor; {@code
 * CsvReader} is its public face and, for the same reason, its subclass), in an immutable {@code
 * RecordFormat} checked as it is made, finding where records start with {@code RecordStarts} (blank
 * and comment lines, byte ranges) and saying where they are with {@code RecordErrors}. {@code
 * FilePart} is the stream of a part of a file, and builds no reader. No file of the package names
 * one that names it back ({@code CoreGraphTest}). On the writing side {@code ByteOutput} holds the
 * writer's buffer, the stream and the UTF-8 encoding, under {@code FastWriter}'s print methods and
 * {@code CsvWriter}'s fields ({@code CsvText} has the general path of its text: quoting and a UTF-8
 * that refuses a lone surrogate; {@code IsoTime} its dates). {@code Digits} is the one home of
 * ASCII digit code, in and out; {@code NumberMath} of the arithmetic the double code shares; {@code
 * Origin} says where a reader's bytes come from.
 *
 * <h2>The reader's invariants</h2>
 *
 * <ul>
 *   <li><b>The buffer.</b> The bytes {@code buf[pos, lim)} are input not yet consumed; {@code
 *       buf[lim]} is 0, a separator, and more bytes follow it, so that a loop over a token stops at
 *       the end of the data without a bounds test and an 8-byte load that starts anywhere up to
 *       {@code lim + 8} stays inside the array (16 bytes from {@code lim}: the record scan loads a
 *       field's first two words at once). A refill keeps {@code buf[pos, lim)}, moving it to the
 *       front: a method that holds an index across a refill shifts it by the move. The refill
 *       ({@code more}) keeps {@code buf[mark, lim)} instead where a reader sets a {@code mark}
 *       before {@code pos}. It is one method over HotSpot's default limit for inlining a hot call
 *       (325 bytes of bytecode), so that no compiled number path or caller's loop takes in the
 *       stream's read path, however often a recompilation finds it called.
 *   <li><b>Two paths per number.</b> {@code intAt}, {@code longAt} and {@code doubleAt} (of {@code
 *       ByteInput}) are each one method a caller's loop can inline: in the token reader they step
 *       over the one separator that usually comes first (a space, {@code '\n'}, {@code \r\n} or the
 *       engine's {@code step}, the first chosen separator, counting a line break), and they read a
 *       token lying wholly inside the data with 8-byte steps (the 9th and 10th digits one at a
 *       time, which costs less where a token is one or two digits longer than a step) and one
 *       combined test. Anything else goes to the reader's slow path (its {@code SlowPath}, which
 *       the engine holds: a call inside the fast path, so that a public number method stays one
 *       call, which C1 inlines into a caller's loop) with {@code pos} where it was; a line break
 *       the step counted is taken back there, as {@code lineStart} past {@code pos} shows. The
 *       token reader's slow path skips the separators and, if there were any, tries the fast path
 *       once more, so that the JIT sees that path from early on; else it reads until the token is
 *       whole and parses it with a checked parser that throws {@link
 *       java.lang.NumberFormatException}, turned into the reader's {@link
 *       java.util.InputMismatchException} in one place. A fast path reads no byte the stream has
 *       not delivered, so interactive use never waits on it.
 *   <li><b>Separators.</b> {@code separator[b & 0xFF]} says whether byte {@code b} separates
 *       tokens: 0x00-0x20 always (so the sentinel at {@code lim} is one), plus the ASCII bytes of
 *       {@code separators(String)}, which can never be part of a number the fast paths take. Every
 *       scan asks the table, and so do the fast paths for the byte after a number; before a token
 *       the fast paths step over a space, a line break or {@code step} (the first chosen separator)
 *       only, and leave anything else to the slow path. Line breaks are {@code \n} and {@code \r}
 *       whatever the table says.
 *   <li><b>Lines.</b> {@code \n}, {@code \r\n} and a lone {@code \r} end a line. {@code line}
 *       counts the line breaks consumed so far and {@code lineStart} is the buffer index of the
 *       current line's first byte (negative once that byte has left the buffer). A {@code '\n'} at
 *       {@code pos} is never the second half of a {@code \r\n} whose {@code '\r'} is consumed, so a
 *       fast path may count every {@code '\n'} it steps over: {@code nextLine} consumes both bytes
 *       when it can see them, and the look-ahead methods consume such a {@code '\n'} when a refill
 *       brings it.
 *   <li><b>Files.</b> A reader of a file ({@code open}, a part of {@code split}) has an {@code
 *       Origin}: the file's name, the offset of the reader's first byte in it and whether its lines
 *       are the file's; a message then gives the byte offset in the file beside the line and
 *       column. A part starts at a line start, so its columns are the file's; its line numbers are
 *       the file's only in the first part, or once the lines before it have been counted ({@code
 *       linesBefore}). Parts read the file through a channel of their own ({@code FilePart}), a
 *       block at a time (1 MiB for a stream's part, so that the refill stays too rarely called for
 *       the JIT's second compiler): on a file in the page cache that costs less than the page
 *       faults of a first pass through a memory map.
 *   <li><b>The cap.</b> A scan that keeps bytes from {@code pos} (a token, a line, a look-ahead)
 *       compares {@code p - pos} with {@code maxLength} before each refill and again where it
 *       stops, with the same test, so that whether a token or line is too long depends on the bytes
 *       only, never on how the stream cut them; a look-ahead over the cap consumes its separators
 *       before it gives up. The buffer therefore grows to at most the cap plus one read (twice the
 *       cap for a record reader's field, whose value is what counts: a doubled quote is one byte of
 *       it), and a read that fails, with a checked or an unchecked exception, leaves {@code
 *       buf[lim]} 0 as any other.
 *   <li><b>Characters.</b> After {@code nextChar} returned the high surrogate of a four-byte
 *       character, {@code pos} stays on that character and {@code pendingLow} holds its low
 *       surrogate for the next call; a text read from there drops the high surrogate.
 * </ul>
 *
 * <h2>The writer's invariants</h2>
 *
 * <ul>
 *   <li>The bytes {@code buf[0, pos)} are written and not yet handed to the stream; past its
 *       capacity the buffer has room for the 8-byte stores of the digit writers, which may leave
 *       garbage after their last byte for later writes to overwrite.
 *   <li>Every write after {@code close()} fails in {@code checkOpen}: the hot paths reach it
 *       through {@code makeRoom} (limit 0), the empty writes, which have nothing to make room for,
 *       call it themselves. A write the stream refused leaves its bytes in the buffer and sets
 *       {@code failed}, which keeps {@code stdout()}'s exit hook quiet.
 *   <li>A hot path tests one bound, {@code limit - pos} against the longest form of what it writes,
 *       and nothing else: {@code limit} is the capacity normally and 0 while a high surrogate waits
 *       for its low half, before a {@code CsvWriter}'s first write (which fixes its settings) or
 *       after {@code close()}, so that every write then takes the slow path, which deals with those
 *       states.
 * </ul>
 *
 * <h2>Conventions of the number code</h2>
 *
 * <ul>
 *   <li><b>A value, or that there is none.</b> A method that may not produce its value says so with
 *       a value it can never produce, never with an out-parameter, a field or a packed pair: a
 *       conversion to double returns NaN where it cannot decide ({@code DoubleParser.toDouble} and
 *       {@code eiselLemire}; a finite decimal never converts to NaN), and the caller then takes the
 *       exact path; a method that returns an index or an offset returns -1 for none (the end of the
 *       input, a token that cannot be the asked one, or {@code FixedDecimals.roundBinary} where the
 *       binary value does not decide the digits). A reader's fast path moves {@code pos} only on
 *       success, as above. A parser of a whole token ({@code Digits.parse}, {@code
 *       DoubleParser.parseDouble}) returns the value or throws {@link
 *       java.lang.NumberFormatException}.
 *   <li><b>One home each.</b> {@code NumberMath} holds the arithmetic the number code shares: the
 *       high half of a 128-bit product, the powers of ten as longs ({@code POW10}) and as doubles
 *       ({@code DOUBLE_POW10}). {@code Digits} holds the ASCII digits: the 8-byte loads and the
 *       digit test and value of the readers' fast paths, the checked {@code parse}, and the
 *       writers' {@code writeLong}, {@code digits8} and {@code put8}, the store of an 8-byte word
 *       of digits, which the double writers use; {@code writeLong} stores its words through the
 *       writer's little-endian {@link java.nio.ByteBuffer} view instead, one unaligned move before
 *       JDK 23 too. The running JDK picks its {@code Double.toString} and {@code %.nf} rules in
 *       {@code DoubleFormatter} alone; {@code FixedDecimals} names both {@code %.nf} rules so that
 *       tests reach each.
 * </ul>
 */
package io.github.fastio;
