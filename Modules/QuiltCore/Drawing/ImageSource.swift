/// Where an image comes from, as pages write it: checked once by the decoder
/// (a refused source is a diagnostic) and again by renderers, which only ever
/// emit what this type accepts.
///
/// Accepted: `http:` and `https:` URLs, `data:image/…` URLs, and relative or
/// absolute paths. Refused: every other scheme (`javascript:`, `file:`,
/// `vbscript:`), protocol-relative `//host/…` URLs, backslashes, whitespace and
/// control characters (browsers drop those before reading a URL's scheme, so
/// `java\tscript:` would otherwise slip through).
public enum ImageSource: Hashable, Sendable {
    /// An `http:` or `https:` URL.
    case remote(String)
    /// A `data:image/…` URL.
    case data(String)
    /// A path, resolved against the project by whoever renders the page.
    case path(String)

    /// Classifies `text`; nil when it is refused.
    public init?(_ text: String) {
        guard !text.isEmpty, !text.contains("\\") else { return nil }
        for scalar in text.unicodeScalars
        where scalar.value < 0x21 || scalar.value == 0x7f || scalar.properties.isWhitespace {
            return nil
        }
        if let scheme = Self.scheme(of: text) {
            switch scheme {
            case "http", "https": self = .remote(text)
            case "data" where text.lowercased().hasPrefix("data:image/"): self = .data(text)
            default: return nil
            }
        } else {
            guard !text.hasPrefix("//") else { return nil }
            self = .path(text)
        }
    }

    /// The text as written.
    public var text: String {
        switch self {
        case .remote(let text), .data(let text), .path(let text): text
        }
    }

    /// The URL scheme of `text` (lower-cased): ASCII letters, digits, `+`, `-`
    /// and `.` starting with a letter, before the first `:`. Nil for a path.
    public static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let candidate = text[..<colon].unicodeScalars
        guard let first = candidate.first, first.isASCII, first.properties.isAlphabetic else { return nil }
        let valid = candidate.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-"
                    || scalar == ".")
        }
        return valid ? String(text[..<colon]).lowercased() : nil
    }
}
