/// A value that can be read from a config node, reporting problems as diagnostics.
///
/// Return `nil` after recording at least one diagnostic; callers then fall back
/// to the default so that one bad value never hides the next problem.
public protocol ConfigDecodable: Sendable {
    /// What the value looks like, for "must be …" messages ("a number", "a mapping").
    static var expectation: String { get }
    /// Reads the value from `node`.
    static func decode(_ node: ConfigNode, context: inout DecodingContext) -> Self?
}

extension Double: ConfigDecodable {
    /// "a number".
    public static var expectation: String { "a number" }
    /// A finite number.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> Double? {
        guard let value = node.double else {
            context.typeMismatch(expected: expectation, at: node)
            return nil
        }
        guard value.isFinite else {
            context.error(.outOfRange, "value must be a finite number", at: node)
            return nil
        }
        return value
    }
}

extension Int: ConfigDecodable {
    /// "a whole number".
    public static var expectation: String { "a whole number" }
    /// A whole number (`3` or `3.0`).
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> Int? {
        if let value = node.int { return value }
        if node.wholeNumber != nil {
            let range = ConfigNode.intRange
            context.error(
                .outOfRange,
                "value must be a whole number from \(NumberRange.format(Double(range.lowerBound))) to \(NumberRange.format(Double(range.upperBound)))",
                at: node)
        } else {
            context.typeMismatch(expected: expectation, at: node)
        }
        return nil
    }
}

extension Bool: ConfigDecodable {
    /// "true or false".
    public static var expectation: String { "true or false" }
    /// `true` / `false`.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> Bool? {
        guard let value = node.bool else {
            context.typeMismatch(expected: expectation, at: node)
            return nil
        }
        return value
    }
}

extension String: ConfigDecodable {
    /// "a string".
    public static var expectation: String { "a string" }
    /// Any scalar's text except null; numbers and booleans are taken as written,
    /// since ids like `2024` or `yes` are strings to the user.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> String? {
        guard let text = node.scalarText, !node.isNull else {
            context.typeMismatch(expected: expectation, at: node)
            return nil
        }
        return text
    }
}

/// A string enumeration read from config by its raw value, with "did you mean".
public protocol ConfigEnum: ConfigDecodable, CaseIterable, RawRepresentable where RawValue == String {
    /// Other spellings of cases that people port from CSS, EaseModule or
    /// QLLive (`left` for `flexStart`), keyed lowercased. They are not read:
    /// written, they are `unknown-value` errors whose suggestion is the case.
    static var otherSpellings: [String: Self] { get }
}

extension ConfigEnum {
    /// None by default.
    public static var otherSpellings: [String: Self] { [:] }

    /// "one of a, b, c".
    public static var expectation: String {
        "one of " + allCases.map({ $0.rawValue }).joined(separator: ", ")
    }

    /// The case whose raw value equals the scalar.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> Self? {
        guard let text = node.scalarText else {
            context.typeMismatch(expected: expectation, at: node)
            return nil
        }
        if let value = Self(rawValue: text) { return value }
        context.error(
            .unknownValue, "unknown value '\(text)': expected \(expectation)", at: node,
            suggestion: suggestion(for: text))
        return nil
    }
}

extension ConfigEnum {
    /// The case someone writing `text` means: one of ``otherSpellings``, a
    /// case written in another case style (`space-between`, `FLEX_START`),
    /// else the closest raw value by spelling.
    static func suggestion(for text: String) -> String? {
        if let known = otherSpellings[text.lowercased()] { return known.rawValue }
        return ConfigEnumSuggestion.closest(to: text, in: allCases.map({ $0.rawValue }))
    }
}

extension Array: ConfigDecodable where Element: ConfigDecodable {
    /// "a sequence of …".
    public static var expectation: String { "a sequence of \(Element.expectation)" }
    /// Every element decoded; a bad element is reported and skipped.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> [Element]? {
        guard let elements = node.elements else {
            context.typeMismatch(expected: expectation, at: node)
            return nil
        }
        return elements.compactMap { Element.decode($0, context: &context) }
    }
}
