/// A view text written with `{{field}}` slots: `"{{price}} · {{shop}}"`.
/// Each slot is filled with its field's display text (numbers and booleans
/// as they display); a slot whose field is missing, null, an array or an
/// object is left empty.
public struct TextTemplate: Hashable, Sendable, CustomStringConvertible {
    /// A piece of the template.
    public enum Piece: Hashable, Sendable {
        /// Text taken as written.
        case text(String)
        /// A slot: the field it names.
        case field(String)
    }

    /// The pieces, in order.
    public let pieces: [Piece]
    /// The template as written.
    public let source: String

    /// Why a text is not a template.
    public struct Problem: Error, Hashable, Sendable {
        /// What is wrong, for the diagnostic.
        public var reason: String
    }

    /// Parses `text`; slots are `{{name}}` with spaces around the name allowed.
    ///
    /// - Throws: a ``Problem`` when a `{{` is not closed or a slot is empty
    ///   or holds a brace.
    public init(parsing text: String) throws(Problem) {
        var pieces: [Piece] = []
        var literal: [UInt8] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{")
            else {
                literal.append(bytes[index])
                index += 1
                continue
            }
            var close = index + 2
            while close + 1 < bytes.count, !(bytes[close] == UInt8(ascii: "}") && bytes[close + 1] == UInt8(ascii: "}"))
            {
                close += 1
            }
            guard close + 1 < bytes.count else { throw Problem(reason: "'{{' is not closed by '}}'") }
            let name = Self.trimmed(bytes[(index + 2)..<close])
            guard !name.isEmpty, !name.contains(UInt8(ascii: "{")), !name.contains(UInt8(ascii: "}")) else {
                throw Problem(reason: "a slot holds nothing or a brace: write each slot as {{field}}")
            }
            if !literal.isEmpty { pieces.append(.text(String(decoding: literal, as: UTF8.self))) }
            literal.removeAll()
            pieces.append(.field(String(decoding: name, as: UTF8.self)))
            index = close + 2
        }
        if !literal.isEmpty { pieces.append(.text(String(decoding: literal, as: UTF8.self))) }
        self.pieces = pieces
        source = text
    }

    /// True when `text` has a slot, so a view reads it as a template rather
    /// than a field name.
    public static func hasSlot(_ text: String) -> Bool { text.hasSubstring("{{") }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while slice.first == UInt8(ascii: " ") { slice.removeFirst() }
        while slice.last == UInt8(ascii: " ") { slice.removeLast() }
        return slice
    }

    /// The fields the slots name, in order, each once.
    public var fields: [String] {
        var names: [String] = []
        for case .field(let name) in pieces where !names.contains(name) { names.append(name) }
        return names
    }

    /// The text with every slot filled from `data`; nil when no slot has a
    /// value (the leaf then takes no room).
    public func filled(with data: DataValue) -> String? {
        var output = ""
        var filled = false
        for piece in pieces {
            switch piece {
            case .text(let text):
                output += text
            case .field(let name):
                if let value = data.text(ofField: name), !value.isEmpty {
                    output += value
                    filled = true
                }
            }
        }
        return filled ? output : nil
    }

    /// The template as written.
    public var description: String { source }
}
