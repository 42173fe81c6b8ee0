/// A path into a data value (RFC 6901): `/images/0/url` is member `images`,
/// element 0, member `url`; the empty pointer is the value itself. In
/// tokens `~1` stands for `/` and `~0` for `~`.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    /// The unescaped reference tokens, outermost first.
    public var tokens: [String]

    /// A pointer from tokens.
    public init(tokens: [String]) {
        self.tokens = tokens
    }

    /// Parses `/a/b` (or the empty string); nil when the text does not start
    /// with `/` or has a `~` not followed by `0` or `1`.
    public init?(_ text: String) {
        guard !text.isEmpty else {
            self.init(tokens: [])
            return
        }
        guard text.hasPrefix("/") else { return nil }
        var tokens: [String] = []
        for raw in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var token = ""
            var escaped = false
            for character in raw {
                if escaped {
                    switch character {
                    case "0": token.append("~")
                    case "1": token.append("/")
                    default: return nil
                    }
                    escaped = false
                } else if character == "~" {
                    escaped = true
                } else {
                    token.append(character)
                }
            }
            if escaped { return nil }
            tokens.append(token)
        }
        self.init(tokens: tokens)
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
              token.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(token)
    }
}
