import QuiltCore

/// An RFC 6901 JSON pointer (`/data/list`, `/a~1b` for the key `a/b`, `/m~0n`
/// for `m~n`): where a value sits inside a response.
///
/// The empty pointer is the whole document. Array elements are addressed by
/// decimal index without leading zeros; `-` (one past the end) addresses nothing.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    /// The reference tokens, unescaped.
    public let tokens: [String]

    /// The pointer of the whole document.
    public static let root = JSONPointer(tokens: [])

    /// A pointer from unescaped tokens.
    public init(tokens: [String]) {
        self.tokens = tokens
    }

    /// Parses pointer text.
    ///
    /// - Throws: ``JSONPointer/SyntaxError`` when the text does not start with
    ///   `/` (and is not empty) or has a `~` not followed by `0` or `1`.
    public init(parsing text: String) throws(SyntaxError) {
        guard !text.isEmpty else {
            self.tokens = []
            return
        }
        guard text.hasPrefix("/") else { throw SyntaxError(text: text, reason: "a JSON pointer starts with '/'") }
        var tokens: [String] = []
        for raw in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            tokens.append(try Self.unescape(raw, in: text))
        }
        self.tokens = tokens
    }

    /// Why a pointer's text is not a pointer.
    public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The text as written.
        public var text: String
        /// What is wrong with it.
        public var reason: String

        /// "'data' is not a JSON pointer: a JSON pointer starts with '/'".
        public var description: String { "'\(text)' is not a JSON pointer: \(reason)" }
    }

    // RFC 6901 §4: `~1` becomes `/` before `~0` becomes `~`, so `~01` is `~1`.
    private static func unescape(_ token: Substring, in text: String) throws(SyntaxError) -> String {
        guard token.contains("~") else { return String(token) }
        var result = ""
        var iterator = token.makeIterator()
        while let character = iterator.next() {
            guard character == "~" else {
                result.append(character)
                continue
            }
            switch iterator.next() {
            case "0": result.append("~")
            case "1": result.append("/")
            default: throw SyntaxError(text: text, reason: "'~' must be followed by 0 or 1 (write '~0' for '~' and '~1' for '/')")
            }
        }
        return result
    }

    /// The pointer as text, escaped.
    public var description: String {
        tokens.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }

    /// The value the pointer addresses in `document`, or nil when it addresses
    /// nothing (a missing key, an index past the end, a step into a scalar).
    public func resolve(in document: DataValue) -> DataValue? {
        var current = document
        for token in tokens {
            switch current {
            case .object(let members):
                guard let next = members[token] else { return nil }
                current = next
            case .array(let elements):
                guard let index = Self.arrayIndex(token), index < elements.count else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// A pointer one token deeper.
    public func appending(_ token: String) -> JSONPointer { JSONPointer(tokens: tokens + [token]) }

    private static func arrayIndex(_ token: String) -> Int? {
        guard let first = token.first, first.isASCII, first.isNumber, token.count == 1 || first != "0",
              token.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(token)
    }
}
