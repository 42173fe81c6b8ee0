/// Binary search over the indexes `0..<count` of something sorted, for a
/// test that holds on a prefix of them and fails on the rest: the length
/// of that prefix. The one search the linter's lookups share (a line by its
/// byte offset, a node, a scalar or a suppression by its place).
enum Bisection {
    /// How many leading indexes of `0..<count` pass `holds`, which must
    /// hold on a prefix and fail after it.
    @inline(__always)
    static func prefixLength(_ count: Int, where holds: (Int) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if holds(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
