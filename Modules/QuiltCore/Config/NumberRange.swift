/// The documented range of one kind of number read from outside: a page, a
/// component kind, a layout preset, `quilt.yml`, a command-line flag or a URL.
///
/// Every such number is checked where it is read, and a value outside its
/// range is an `out-of-range` error at the value's node (or a refused flag).
/// Bounded inputs keep every sum and product the families compute finite,
/// so no frame is ever infinite or NaN.
///
/// The ranges Quilt uses are static members listed in ``all`` — the one list
/// that `Schemas/numbers.schema.json`, the schemas' numeric keys and the
/// table in `docs/limits.md` are generated from or checked against. A plugin
/// declares its own the same way:
///
/// ```swift
/// extension NumberRange {
///     /// Slides a carousel shows at once.
///     public static let slides = NumberRange("slides", 1...20, whole: true, summary: "Slides shown at once.")
/// }
/// let slides = reader.decodeWhole("slides", in: .slides, context: &context)
/// ```
public struct NumberRange: Hashable, Sendable, CustomStringConvertible {
    /// The range's name: its `$defs` entry in `numbers.schema.json`.
    public let name: String
    /// The smallest value allowed (or the bound values must exceed, when
    /// ``minimumIsExclusive``).
    public let minimum: Double
    /// True when values must be greater than ``minimum``, not equal to it.
    public let minimumIsExclusive: Bool
    /// The largest value allowed.
    public let maximum: Double
    /// True for whole numbers (counts, spans).
    public let isWhole: Bool
    /// The unit written after values in messages and docs (`pt`, `s`), or empty.
    public let unit: String
    /// What the range bounds, for the docs.
    public let summary: String

    /// A range from `bounds.lowerBound` to `bounds.upperBound`, both included.
    public init(_ name: String, _ bounds: ClosedRange<Double>, whole: Bool = false, unit: String = "", summary: String)
    {
        self.name = name
        minimum = bounds.lowerBound
        minimumIsExclusive = false
        maximum = bounds.upperBound
        isWhole = whole
        self.unit = unit
        self.summary = summary
    }

    /// A range of values greater than `minimum` and at most `maximum`.
    public init(_ name: String, greaterThan minimum: Double, atMost maximum: Double, unit: String = "", summary: String)
    {
        self.name = name
        self.minimum = minimum
        minimumIsExclusive = true
        self.maximum = maximum
        isWhole = false
        self.unit = unit
        self.summary = summary
    }

    /// True when `value` is finite and within the bounds (whole, for whole ranges).
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite, value <= maximum, minimumIsExclusive ? value > minimum : value >= minimum else {
            return false
        }
        return !isWhole || value == value.rounded()
    }

    /// True when `value` is within the bounds.
    public func contains(_ value: Int) -> Bool {
        contains(Double(value))
    }

    /// `value` moved into the bounds (NaN to the minimum); for numbers that
    /// are clamped rather than refused, such as lengths read from item data.
    public func clamped(_ value: Double) -> Double {
        guard !value.isNaN else { return minimum }
        return min(max(value, minimum), maximum)
    }

    /// What values must be, for messages: "from 0 to 1,000,000 pt",
    /// "a whole number from 1 to 1,000", "greater than 0 and at most 1,000".
    public var requirement: String {
        let suffix = unit.isEmpty ? "" : " " + unit
        let lower = Self.format(minimum)
        let upper = Self.format(maximum) + suffix
        let whole = isWhole ? "a whole number " : ""
        return minimumIsExclusive
            ? "\(whole)greater than \(lower) and at most \(upper)" : "\(whole)from \(lower) to \(upper)"
    }

    /// `name: requirement`.
    public var description: String { "\(name): \(requirement)" }

    /// A bound as people read it: `1,000,000`, `0.5`, `-1,000,000`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        guard value == value.rounded(), abs(value) < 1e15 else { return "\(value)" }
        let digits = String(Int64(abs(value)))
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// A value as written in a message: whole numbers without a fraction,
    /// others in their shortest form.
    public static func describe(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
