extension StringProtocol {
    /// True when `part` occurs in the text, compared as UTF-8 bytes.
    ///
    /// The standard library's `contains(_:)` for strings comes from the
    /// string-processing module, which Embedded Swift does not have; this is
    /// the one search both builds use.
    public func hasSubstring(_ part: some StringProtocol) -> Bool {
        let needle = Array(part.utf8)
        guard !needle.isEmpty else { return true }
        let haystack = Array(utf8)
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
