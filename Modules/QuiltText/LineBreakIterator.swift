import CLineBreaking

/// ICU's UAX #14 line break iterator, the one Chromium asks about every
/// pair of characters its ASCII table does not decide. One per measurer,
/// used inside its lock.
final class LineBreakIterator {
    private let breaks: OpaquePointer?

    init() {
        breaks = quilt_line_breaks_open()
    }

    deinit {
        quilt_line_breaks_close(breaks)
    }

    /// The UTF-16 offsets inside `text` (neither 0 nor its length) where
    /// UAX #14 allows a line to break; empty when ICU could not start.
    func breaks(in text: [UInt16]) -> [Int] {
        guard let breaks, !text.isEmpty, text.count < Int(Int32.max) else { return [] }
        var offsets = [Int32](repeating: 0, count: text.count)
        let count = text.withUnsafeBufferPointer { text in
            offsets.withUnsafeMutableBufferPointer { offsets in
                quilt_line_breaks_find(
                    breaks, text.baseAddress, Int32(text.count), offsets.baseAddress, Int32(offsets.count))
            }
        }
        guard count > 0 else { return [] }
        return offsets.prefix(Int(min(count, Int32(offsets.count)))).map(Int.init)
    }
}
