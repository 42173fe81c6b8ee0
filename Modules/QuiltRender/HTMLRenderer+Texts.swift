import QuiltCore

extension HTMLRenderer {
    /// The measured texts of one item: each a block at its place in the item,
    /// as wide as its lines may be, in its font at its size and line height,
    /// breaking lines as the engine broke them (`white-space: pre-line;
    /// overflow-wrap: break-word`, the rules ``LineBreaker`` follows) and
    /// clamped to `maxLines` with an ellipsis. The block's height is left to
    /// the browser; `data-text-height` holds the engine's, for checks, on
    /// texts set in an embedded font (the estimate's texts are drawn in the
    /// page's font, which the estimate only approximates).
    static func markup(_ texts: [PlacedText], texts page: PageTexts) -> String {
        var html = ""
        for (index, text) in texts.enumerated() {
            var style =
                "left:\(NumberText.px(text.frame.x));top:\(NumberText.px(text.frame.y));width:\(NumberText.px(text.frame.width))"
            let family = page.family(of: text.measurer)
            if let family { style += ";font-family:" + family.map { "\"\($0)\"" }.joined(separator: ",") }
            style += ";font-size:\(NumberText.px(text.size));line-height:\(NumberText.px(text.lineHeight))"
            var classes = "quilt-text"
            if let maxLines = text.maxLines {
                classes += " quilt-clamp"
                style += ";-webkit-line-clamp:\(maxLines)"
            }
            html += "<div class=\"\(classes)\" dir=\"auto\" data-text=\"\(index)\""
            if family != nil { html += " data-text-height=\"\(NumberText.format(text.frame.height))\"" }
            html += " style=\"\(MarkupText.attribute(style))\">\(MarkupText.text(text.text))</div>"
        }
        return html
    }

    /// The placeholder of an item's picture, a shape with nothing to read:
    /// the item above its title line, or above its measured texts (none
    /// when they start at its top), so that it never lies under a text.
    static func picture(above texts: [PlacedText]) -> String {
        guard let top = texts.map({ $0.frame.minY }).min() else {
            return "<span class=\"quilt-image\" aria-hidden=\"true\"></span>"
        }
        guard top > 0 else { return "" }
        return
            "<span class=\"quilt-image quilt-image-above\" aria-hidden=\"true\" style=\"height:\(NumberText.px(top))\"></span>"
    }

    /// The page's fonts and the rules measured texts are drawn with.
    static func textStylesheet(_ texts: PageTexts) -> String {
        let rules = """
            .quilt-texted{padding:0;border:0;box-shadow:inset 0 0 0 1px #d5d9df}
            .quilt-text{position:absolute;margin:0;padding:0;white-space:pre-line;overflow-wrap:break-word;word-break:normal;font-kerning:auto;font-variant-ligatures:normal;letter-spacing:normal;word-spacing:normal;text-align:start}
            .quilt-clamp{display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden}
            """
        let faces = texts.fontFaceRules
        return faces.isEmpty ? rules : rules + "\n" + faces
    }
}
