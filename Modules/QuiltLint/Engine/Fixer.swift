import QuiltCore

/// Applies the fixes of a file's findings to its text, touching only the
/// bytes each edit replaces.
enum Fixer {
    /// The new bytes and the fixes applied. A fix whose edits overlap an
    /// earlier one's, or fall outside the text, is left for the next round.
    static func apply(_ findings: [LintFinding], to source: SourceText) -> (bytes: [UInt8], applied: [AppliedFix]) {
        var accepted: [(range: Range<Int>, replacement: [UInt8])] = []
        var applied: [AppliedFix] = []
        for finding in findings.sorted() {
            guard let fix = finding.fix else { continue }
            var ranges: [(range: Range<Int>, replacement: [UInt8])] = []
            for edit in fix.edits {
                guard let start = source.offset(of: edit.start), let end = source.offset(of: edit.end), start <= end
                else {
                    ranges = []
                    break
                }
                ranges.append((start..<end, Array(edit.replacement.utf8)))
            }
            guard !ranges.isEmpty else { continue }
            let overlaps = ranges.contains { new in
                accepted.contains {
                    $0.range.overlaps(new.range) || ($0.range.isEmpty && new.range.contains($0.range.lowerBound))
                        || $0.range.lowerBound == new.range.lowerBound
                }
            }
            guard !overlaps else { continue }
            accepted += ranges
            applied.append(AppliedFix(ruleID: finding.ruleID, location: finding.location, summary: fix.summary))
        }
        var bytes = source.bytes
        for edit in accepted.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: edit.replacement)
        }
        return (bytes, applied)
    }
}
