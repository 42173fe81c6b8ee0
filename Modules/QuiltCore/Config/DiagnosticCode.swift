/// The kind of problem a ``Diagnostic`` reports: a stable, kebab-case name
/// (`unknown-key`, `out-of-range`, …) that reports print, lint configuration
/// turns on and off, and lint rules claim.
///
/// Codes are an open set. The module that emits a code declares it once, as
/// a static member in an extension of this type; its emitters and the lint
/// rule that reports it both use that member, so the rule cannot drift from
/// the code. A plugin declares its own codes the same way:
///
/// ```swift
/// extension DiagnosticCode {
///     /// A badge wider than its card.
///     public static let badgeTooWide = DiagnosticCode("badge-too-wide")
/// }
///
/// context.warning(.badgeTooWide, "the badge is wider than the card", at: node)
/// ```
///
/// A code is written out as its ``rawValue`` everywhere: in
/// ``Diagnostic/description`` and in JSON and SARIF reports.
public struct DiagnosticCode: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The code as reports write it (`out-of-range`).
    public let rawValue: String

    /// A code spelled `rawValue`: lowercase words joined by hyphens, by convention.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// A code spelled `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The code as reports write it.
    public var description: String { rawValue }

    /// Orders codes by their spelling, as reports sort them.
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
