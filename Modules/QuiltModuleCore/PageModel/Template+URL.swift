import QuiltCore

extension Template {
    /// The URL scheme (`https`), when the text starts with one.
    package var scheme: String? {
        guard case .text(let first)? = parts.first, let colon = first.rangeOfSubstring("://") else { return nil }
        let scheme = first[..<colon.lowerBound]
        guard !scheme.isEmpty, scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." })
        else { return nil }
        return scheme.lowercased()
    }

    /// True for a relative file path (no scheme).
    package var isFile: Bool { scheme == nil }
}
