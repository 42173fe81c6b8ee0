import QuiltCore

extension HTMLRenderer {
    /// A decoration or another attachment's element, styled from its attributes.
    func write(
        _ element: AttachedElement, index: Int, section: String, origin: Point, kind: String = "attached",
        styles: ElementStyleCache, to html: inout MarkupBytes
    ) {
        let both = styles.styles(of: element.attributes)
        let style = both.style(in: appearance ?? .light)
        let dark = appearance == nil ? both.dark : nil
        var css = Self.box(element.frame, in: origin) + ";z-index:\(element.zIndex)"
        let radii = style.radius.clamped(to: element.frame.size)
        if !radii.isZero {
            css +=
                ";border-radius:"
                + (radii.uniform.map(NumberText.px) ?? radii.values.map(NumberText.px).joined(separator: " "))
        }
        css += Self.paint(style, dark: dark, size: element.frame.size)
        let bare = style.isEmpty ? " quilt-bare" : ""
        html +=
            "<div class=\"quilt-el quilt-attached\(bare)\" data-kind=\"\(kind)\" data-attached=\"\(MarkupText.attribute(element.kind))\" \(section) data-index=\"\(index)\" aria-hidden=\"true\" style=\"\(css)\">"
        if let image = style.image, let url = images.url(for: image.source) {
            html +=
                "<img src=\"\(MarkupText.attribute(url))\" alt=\"\" style=\"object-fit:\(Self.objectFit(image.fit))\">"
        } else if style.isEmpty {
            // An element no renderer knows how to fill still shows what it is.
            html += "<span class=\"quilt-muted\">\(MarkupText.text(element.kind))</span>"
        }
        html += "</div>\n"
    }
}
