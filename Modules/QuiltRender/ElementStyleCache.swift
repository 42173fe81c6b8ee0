import QuiltCore

/// Each distinct set of element attributes worked out into its light and
/// dark ``ElementStyle`` once per drawing. Sections mostly share their
/// decorations (a preset, or the same decoration written on each), and a
/// page of 1,000 decorated sections spent a tenth of its drawing reading
/// the same colours and gradients again, twice for each element.
final class ElementStyleCache {
    /// An element's style in each appearance.
    struct Styles {
        var light: ElementStyle
        var dark: ElementStyle

        /// The style in `appearance`.
        func style(in appearance: Appearance) -> ElementStyle {
            appearance == .light ? light : dark
        }
    }

    private var known: [[String: DataValue]: Styles] = [:]

    /// The styles of `attributes`.
    func styles(of attributes: [String: DataValue]) -> Styles {
        if let styles = known[attributes] { return styles }
        let styles = Styles(
            light: ElementStyle(attributes: attributes, appearance: .light),
            dark: ElementStyle(attributes: attributes, appearance: .dark))
        known[attributes] = styles
        return styles
    }
}
