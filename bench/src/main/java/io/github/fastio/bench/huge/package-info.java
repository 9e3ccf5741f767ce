/**
 * The huge-file comparison of {@code fastio bench --huge SIZE}: a file of lines of ten ints,
 * written once by {@link io.github.fastio.bench.huge.HugeNumbers}, summed by one program per
 * method, each its own JVM that prints {@code count sum} for the parent to check; {@link
 * io.github.fastio.bench.huge.SumLongsUnchecked} is the anchor beside them. The station comparison
 * ({@code --stations SIZE}) runs the examples' {@code StationStats} and {@code
 * StationStatsClassic}.
 */
package io.github.fastio.bench.huge;
