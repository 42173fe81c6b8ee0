/// The part of ``ConfigEnum/suggestion(for:)`` that needs only the raw
/// values: one function, where a generic one would be copied for every
/// enumeration (the WebAssembly build specialises each).
enum ConfigEnumSuggestion {
    /// The raw value written in another case style (`space-between`,
    /// `FLEX_START`), else the closest by spelling.
    @inline(never)
    static func closest(to text: String, in rawValues: [String]) -> String? {
        func folded(_ name: String) -> String { name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " } }
        let wanted = folded(text)
        if let match = rawValues.first(where: { folded($0) == wanted }) { return match }
        return Suggestions.closest(to: text, in: rawValues)
    }
}
