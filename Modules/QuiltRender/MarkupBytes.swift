import QuiltCore

/// HTML or SVG as it is written: UTF-8 bytes, appended in place. Pieces
/// that repeat for every item (frames, attributes, escaped titles) are
/// written straight into the bytes instead of into a `String` made for
/// each (a page of 100,000 items spent most of its time in `String`
/// appends), and the document becomes a `String` once, at the end.
struct MarkupBytes {
    /// The markup so far.
    private(set) var bytes: [UInt8] = []

    /// Room for about `capacity` bytes before the buffer grows.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Room for `bytesPerItem` bytes for each item of `snapshots`, and the
    /// page around them, so that the buffer seldom grows while a page is
    /// written.
    init(bytesPerItem: Int, of snapshots: [LayoutSnapshot]) {
        let items = snapshots.reduce(0) { total, snapshot in
            snapshot.sections.reduce(total) { $0 + $1.displayedItemCount }
        }
        self.init(capacity: bytesPerItem * items + 16_384)
    }

    /// The markup as text.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends markup as written: it must already be escaped.
    ///
    /// Disfavoured so that a literal takes the `StaticString` overload:
    /// Swift otherwise prefers `String` for a literal, and every literal
    /// piece of every item went through a `String`'s storage.
    @_disfavoredOverload
    static func += (markup: inout MarkupBytes, text: String) {
        // A native string's bytes are contiguous: one copy, not a walk.
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { markup.bytes.append(contentsOf: $0) }
        if copied == nil { markup.bytes.append(contentsOf: text.utf8) }
    }

    /// Appends a literal, markup as written.
    static func += (markup: inout MarkupBytes, text: StaticString) {
        text.withUTF8Buffer { markup.bytes.append(contentsOf: $0) }
    }

    /// Appends other markup.
    static func += (markup: inout MarkupBytes, other: MarkupBytes) {
        markup.bytes.append(contentsOf: other.bytes)
    }

    /// Appends `value` as text content (``MarkupText/text(_:)``).
    mutating func text(_ value: String) {
        MarkupText.write(value, quotes: false, to: &bytes)
    }

    /// Appends `value` inside a double-quoted attribute (``MarkupText/attribute(_:)``).
    mutating func attribute(_ value: String) {
        MarkupText.write(value, quotes: true, to: &bytes)
    }

    /// Appends `value` as ``NumberText/format(_:)`` writes it.
    mutating func number(_ value: Double) {
        NumberText.write(value, to: &bytes)
    }

    /// Appends `value` as ``NumberText/format(_:)`` writes it, then `px`.
    mutating func px(_ value: Double) {
        NumberText.write(value, to: &bytes)
        self += "px"
    }

    /// Appends a whole number, its digits written from the end of a
    /// buffer on the stack and appended at once.
    mutating func integer(_ value: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            var magnitude = value.magnitude
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}
