extension DecodingContext {
    /// Reports `unknown-value` at each of `names` (read, in order, from the
    /// sequence `written`) that is not among `known`: at its own element,
    /// with the closest known name as the suggestion and `note`.
    mutating func reportUnknownNames(
        _ names: [String], written: ConfigNode, known: [String], note: String, message: (String) -> String
    ) {
        let elements = written.elements ?? []
        for (index, name) in names.enumerated() where !known.contains(name) {
            error(
                .unknownValue, message(name), at: index < elements.count ? elements[index] : written,
                suggestion: Suggestions.closest(to: name, in: known), notes: [note])
        }
    }
}
