/**
 * The record readers' comparison of {@code fastio bench --csv SIZE}: two files written once by
 * {@link io.github.fastio.bench.csv.CsvFiles} (a numeric one, {@code id,price,qty,ts}, and one of
 * quoted text with missing values and line breaks inside quotes), each read by one program per
 * method, as that reader's users write it, each its own JVM that prints one line of sums for the
 * parent to check against the generator's. {@link io.github.fastio.bench.csv.SumCsvUnchecked} is
 * the ceiling beside them: the plainest byte loop with no checks, not a reader.
 *
 * <p>Every program adds the same things in the same way, so that each prints the same line when it
 * reads the file right: the count of records, the sums of the integer columns (as longs, wrapping
 * alike), the sum of the prices in cents ({@code Math.round(price * 100)}: prices have two
 * decimals, so each is exact and the sum does not depend on the order, which the readers on every
 * core need), and in the text file the number of missing amounts and the total length in chars of
 * the text fields.
 */
package io.github.fastio.bench.csv;
