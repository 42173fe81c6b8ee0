import Quilt

/// Page decoding and layout in every family: the input is a page, decoded
/// once with each registered family as the default (so a page without
/// `kind` reaches every family), laid out at the width the input picks
/// (``FuzzInput/width(of:)``, from 10⁻³⁰⁰ to 10³⁰⁸), and checked by
/// ``LayoutOutputCheck``: no trap, no `null`, no negative size, and no
/// refusal of a clean page at a width in range.
public struct LayoutTarget: FuzzTarget {
    /// `layout`.
    public let name = "layout"
    /// For `quilt-fuzz list`.
    public let summary =
        "PageSpec.decode + PageLayout.checkedLayout in every family at fuzzed widths; layout JSON checked"

    /// Creates the target.
    public init() {}

    /// Decodes and lays out `input` once per family.
    public func run(_ input: [UInt8]) throws(FuzzFailure) {
        let width = FuzzInput.width(of: input)
        for family in Registry.standard.familyNames {
            var registry = Registry.standard
            registry.defaultFamily = family
            let (page, diagnostics) = FuzzInput.page(from: input, registry: registry)
            guard let page else { continue }
            let (snapshot, problems) = PageLayout.checkedLayout(page, width: width)
            try LayoutOutputCheck.check(
                snapshot, diagnostics: problems, width: width, decodedCleanly: !diagnostics.containsErrors, target: name
            )
        }
    }
}
