import QuiltCore

extension RGBAColor {
    /// `rgba(r,g,b,a)` for CSS.
    var css: String {
        "rgba(\(red),\(green),\(blue),\(NumberText.format(opacity)))"
    }

    /// `#rrggbb` for SVG paint, which takes opacity separately (`fill-opacity`,
    /// `stop-opacity`) in every SVG viewer.
    var svgRGB: String { String(hex.prefix(7)) }
}
