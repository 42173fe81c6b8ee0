/// A key that EaseModule or QLLive wrote and Quilt spells another way — not
/// read under the old name (unlike a ``DeprecatedOption``), because its value
/// moved or changed shape: `headerPin: true` is `header: {pinned: true}`.
///
/// Such a key is still an `unknown-key` error, but its suggestion is the
/// Quilt spelling and a note names where the old one comes from, instead of
/// the nearest key by spelling. ``MappingReader/portedKeys`` turns this on
/// for a mapping.
public typealias PortedOption = RenamedKey<NoLongerRead>

extension PortedOption {
    /// The note for a use of the old key.
    public var note: String { "'\(name)' is \(origin)'s name; Quilt writes '\(replacement)'" }

    /// Old keys of a section.
    public static var sectionOptions: [PortedOption] { portedSectionOptions }

    /// Old keys of a layout (UICollectionViewFlowLayout's names, which
    /// EaseModule's layouts kept).
    public static var layoutOptions: [PortedOption] { portedLayoutOptions }
}

// Stored once: each section and layout a page decodes reads them. (A generic
// type's extension cannot hold a stored `static let`.)
private let portedSectionOptions: [PortedOption] = [
    PortedOption(name: "headerPin", replacement: "header: {pinned: true}", origin: "EaseModule's component"),
    PortedOption(name: "placeholdHeight", replacement: "placeholder: 60", origin: "EaseModule's component"),
    PortedOption(name: "needPlacehold", replacement: "placeholder: 60", origin: "EaseModule's component"),
    PortedOption(name: "decorate", replacement: "decoration", origin: "EaseModule's decoration builder"),
]

private let portedLayoutOptions: [PortedOption] = [
    PortedOption(name: "minimumLineSpacing", replacement: "lineSpacing", origin: "EaseModule's layout"),
    PortedOption(
        name: "minimumInteritemSpacing", replacement: "interitemSpacing", origin: "EaseModule's layout"),
    PortedOption(name: "sectionInset", replacement: "inset", origin: "EaseModule's layout"),
    PortedOption(name: "insets", replacement: "inset", origin: "EaseModule's layout"),
    // Read (deprecated) by the flex family; elsewhere it still points at the flex option.
    PortedOption(name: "justifyContent", replacement: "justify", origin: "EaseModule's flex layout"),
]
