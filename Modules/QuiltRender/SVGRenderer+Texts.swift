import QuiltCore

extension SVGRenderer {
    /// The measured texts of the item framed by `frame`: every line the
    /// engine broke, in its font at its size, on its baseline (the line's
    /// half-leading plus the font's ascent below the line's top); a line
    /// that reads right to left is anchored at the right edge.
    static func markup(_ texts: [PlacedText], in frame: Rect, texts page: PageTexts, color: String) -> String {
        var svg = ""
        for (index, text) in texts.enumerated() where !text.lines.isEmpty {
            let metrics = text.measurer.verticalMetrics(size: text.size)
            let halfLeading = (text.lineHeight - metrics.ascent - metrics.descent) / 2
            let rightToLeft = PageTexts.isRightToLeft(text.text)
            let x = frame.x + (rightToLeft ? text.frame.maxX : text.frame.x)
            var attributes = "font-size=\"\(NumberText.format(text.size))\" fill=\"\(color)\" data-text=\"\(index)\""
            if let family = page.family(of: text.measurer) {
                attributes += " font-family=\"\(family.joined(separator: ","))\""
            }
            if rightToLeft { attributes += " direction=\"rtl\"" }
            svg += "<text \(attributes)>"
            for (line, content) in text.lines.enumerated() {
                let baseline = frame.y + text.frame.y + Double(line) * text.lineHeight + halfLeading + metrics.ascent
                svg +=
                    "<tspan x=\"\(NumberText.format(x))\" y=\"\(NumberText.format(baseline))\">\(MarkupText.text(content))</tspan>"
            }
            svg += "</text>\n"
        }
        return svg
    }

    /// The page's fonts, for the SVG's definitions; empty without any.
    static func fontStyle(_ texts: PageTexts) -> String {
        let faces = texts.fontFaceRules
        return faces.isEmpty ? "" : "<style>\n\(faces)\n</style>\n"
    }

    /// The height of the title line under an item's picture: its 13 pt
    /// line, the padding below it and the gap above it, as HTML draws it.
    static let titleBand = 27.0

    /// Where an item's picture is drawn: inside its 1-pt border, above its
    /// title line, or above its measured texts (nil when none is left), so
    /// that it never lies under a text.
    static func picture(in frame: Rect, above texts: [PlacedText]) -> Rect? {
        let inner = frame.inset(by: EdgeInsets(all: 1))
        let bottom = texts.map({ frame.y + $0.frame.minY }).min() ?? frame.maxY - titleBand
        guard bottom > inner.minY else { return nil }
        return Rect(x: inner.x, y: inner.y, width: inner.width, height: min(inner.height, bottom - inner.minY))
    }
}
