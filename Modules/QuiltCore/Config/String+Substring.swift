extension StringProtocol {
    /// True when `part` occurs in the text, compared as UTF-8 bytes.
    ///
    /// The standard library's `contains(_:)` and `range(of:)` for strings come
    /// from the string-processing module and Foundation, which Embedded Swift
    /// does not have; these are the searches both builds use.
    public func hasSubstring(_ part: some StringProtocol) -> Bool {
        rangeOfSubstring(part) != nil
    }

    /// The first occurrence of `part` in the text, compared as UTF-8 bytes;
    /// nil when there is none (an empty `part` is found at the start).
    public func rangeOfSubstring(_ part: some StringProtocol) -> Range<Index>? {
        let needle = Array(part.utf8)
        let bytes = utf8
        guard let first = needle.first else { return startIndex..<startIndex }
        var start = bytes.startIndex
        while start != bytes.endIndex {
            if bytes[start] == first {
                var candidate = start
                var matched = 0
                while matched < needle.count, candidate != bytes.endIndex, bytes[candidate] == needle[matched] {
                    matched += 1
                    candidate = bytes.index(after: candidate)
                }
                if matched == needle.count { return start..<candidate }
            }
            start = bytes.index(after: start)
        }
        return nil
    }
}
