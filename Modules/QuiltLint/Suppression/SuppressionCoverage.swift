import QuiltCore

/// The lines each suppression reference covers, indexed so that matching a
/// finding costs a lookup rather than a walk over every comment in the file
/// (a walk per finding made files with many of both quadratic).
struct SuppressionCoverage {
    /// `disable-next-line` references by the line they cover.
    private var nextLine: [Int: [(rule: DiagnosticCode, reference: Int)]] = [:]
    /// `disable` … `enable` regions per rule, in file order: a rule's regions
    /// never overlap (a second `disable` while one is open is refused), so
    /// they close in the order they open, and one left open starts last.
    private var regions: [DiagnosticCode: [(lines: ClosedRange<Int>, reference: Int)]] = [:]

    /// Reference `reference` suppresses `rule` on `line`.
    mutating func add(_ rule: DiagnosticCode, line: Int, reference: Int) {
        nextLine[line, default: []].append((rule, reference))
    }

    /// Reference `reference` suppresses `rule` on `lines`, which start after
    /// every region added for `rule` so far.
    mutating func add(_ rule: DiagnosticCode, lines: ClosedRange<Int>, reference: Int) {
        regions[rule, default: []].append((lines, reference))
    }

    /// The references that suppress `rule` on `line`.
    func references(covering rule: DiagnosticCode, line: Int) -> [Int] {
        var matching: [Int] = []
        for entry in nextLine[line] ?? [] where entry.rule == rule { matching.append(entry.reference) }
        guard let ranges = regions[rule] else { return matching }
        // Walking back from the last region starting at or before the line
        // stops at the first that ends before it.
        var index = Bisection.prefixLength(ranges.count) { ranges[$0].lines.lowerBound <= line } - 1
        while index >= 0, ranges[index].lines.contains(line) {
            matching.append(ranges[index].reference)
            index -= 1
        }
        return matching
    }
}
