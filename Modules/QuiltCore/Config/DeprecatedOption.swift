/// An option name Quilt still reads under a newer spelling: the layout
/// options EaseModule named differently.
///
/// A layout that writes the old name where its family reads the new one is
/// laid out as if the new name were written, with a `deprecated-option`
/// warning at the old key (pagelint offers a fix that renames it). Written
/// beside the new name, the old one is an `unknown-key` error: nothing
/// reads it. ``MappingReader/deprecatedKeys`` turns this on for a mapping.
public typealias DeprecatedOption = RenamedKey<StillRead>

extension DeprecatedOption {
    /// Every deprecated layout option name.
    public static var layoutOptions: [DeprecatedOption] { deprecatedLayoutOptions }
}

// Stored once: each layout a page decodes reads the list. (A generic type's
// extension cannot hold a stored `static let`.)
private let deprecatedLayoutOptions: [DeprecatedOption] = [
    DeprecatedOption(
        name: "horizontalArrangeContentHeight", replacement: "horizontalContentHeight",
        origin: "EaseModule's EaseListLayout"),
    DeprecatedOption(name: "row", replacement: "rows", origin: "EaseModule's list and waterfall layouts"),
    DeprecatedOption(name: "column", replacement: "columns", origin: "EaseModule's waterfall layout"),
    DeprecatedOption(name: "justifyContent", replacement: "justify", origin: "EaseModule's flex layout"),
    DeprecatedOption(
        name: "renderDirection", replacement: "render", origin: "EaseModule's waterfall layout"),
]
