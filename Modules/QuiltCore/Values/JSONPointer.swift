/// An RFC 6901 JSON pointer: a path into a data value. `/images/0/url` is
/// member `images`, element 0, member `url`; the empty pointer is the value
/// itself. In tokens `~1` stands for `/` and `~0` for `~` (`/a~1b` is the key
/// `a/b`).
///
/// Component kinds read raw fields through pointers (`reform`), and data
/// requests pick the items array out of a response with one (`items: /data/list`).
/// Array elements are addressed by decimal index without leading zeros; `-`
/// (one past the end) addresses nothing.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    /// The unescaped reference tokens, outermost first.
    public var tokens: [String]

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

    /// Parses `/a/b` (or the empty string); nil when ``init(parsing:)`` would throw.
    public init?(_ text: String) {
        guard let pointer = try? JSONPointer(parsing: text) else { return nil }
        self = pointer
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
            default:
                throw SyntaxError(
                    text: text, reason: "'~' must be followed by 0 or 1 (write '~0' for '~' and '~1' for '/')")
            }
        }
        return result
    }

    /// The pointer text, escaped.
    public var description: String {
        var text = ""
        for token in tokens {
            text.append("/")
            for character in token {
                switch character {
                case "~": text += "~0"
                case "/": text += "~1"
                default: text.append(character)
                }
            }
        }
        return text
    }

    /// A pointer one token deeper.
    public func appending(_ token: String) -> JSONPointer { JSONPointer(tokens: tokens + [token]) }

    /// The value the pointer names in `value`, or nil when a step is missing
    /// (an absent member, an index out of range or not a whole number, a
    /// step into a scalar).
    public func resolve(in value: DataValue) -> DataValue? {
        var current = value
        for token in tokens {
            switch current {
            case .object(let members):
                guard let next = members[token] else { return nil }
                current = next
            case .array(let elements):
                guard let index = Self.index(token), index < elements.count else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// An array index token: decimal digits without leading zeros.
    static func index(_ token: String) -> Int? {
        guard let first = token.first, first.isASCII, first.isNumber, token == "0" || first != "0",
            token.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return Int(token)
    }
}
