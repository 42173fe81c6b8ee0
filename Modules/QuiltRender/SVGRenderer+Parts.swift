import QuiltCore

extension SVGRenderer {
    /// The parts of an item drawn from its view, in `appearance`: texts
    /// line by line in their fonts and colours, badges on their rounded
    /// backgrounds, pictures clipped to their rounded frames over the
    /// placeholder's fill, dividers as lines. Each part's group carries
    /// `data-part`, its index in the item's parts.
    func write(_ parts: [ViewPart], texts: PageTexts, to document: inout Document) {
        for (index, part) in parts.enumerated() {
            let frame = part.frame
            switch part.leaf {
            case .text(let text):
                document.body += lines(of: part, text: text, in: frame, texts: texts, index: index)
            case .badge(let badge):
                let radii = CornerRadii(all: badge.radius).clamped(to: frame.size)
                document.body += "<g data-part=\"\(index)\">" + Self.shape(frame, radii, fill(badge.background))
                document.body +=
                    lines(of: part, text: badge.text, in: part.textFrame, texts: texts, index: nil) + "</g>\n"
            case .image(let image):
                let radii = CornerRadii(all: image.radius).clamped(to: frame.size)
                document.body +=
                    "<g data-part=\"\(index)\" aria-hidden=\"true\">"
                    + Self.shape(frame, radii, "fill=\"\(palette.imageFill)\"")
                if let written = part.source, let source = ImageSource(written), let url = images.url(for: source),
                    frame.width > 0, frame.height > 0
                {
                    let clip = document.newID("c")
                    document.defs += "<clipPath id=\"\(clip)\">\(Self.shape(frame, radii, ""))</clipPath>\n"
                    let href = MarkupText.attribute(url)
                    let aspect = image.fit == .fill ? "xMidYMid slice" : "xMidYMid meet"
                    document.body +=
                        "<image \(Self.geometry(frame)) href=\"\(href)\" xlink:href=\"\(href)\" preserveAspectRatio=\"\(aspect)\" clip-path=\"url(#\(clip))\"/>"
                }
                document.body += "</g>\n"
            case .divider(let divider):
                document.body +=
                    "<rect data-part=\"\(index)\" aria-hidden=\"true\" \(Self.geometry(frame)) \(fill(divider.color))/>\n"
            default:
                break
            }
        }
    }

    /// `fill` and `fill-opacity` of `color` in the appearance drawn.
    private func fill(_ color: AdaptiveColor) -> String {
        let resolved = color.resolved(for: appearance)
        return "fill=\"\(resolved.svgRGB)\" fill-opacity=\"\(NumberText.format(resolved.opacity))\""
    }

    /// A text's lines in `frame`, each on its baseline (the line's
    /// half-leading plus the font's ascent below its top), placed by the
    /// text's alignment: at the start edge (the right one for a line that
    /// reads right to left), the centre or the end.
    private func lines(of part: ViewPart, text: ViewText, in frame: Rect, texts: PageTexts, index: Int?) -> String {
        guard !part.lines.isEmpty else { return "" }
        let style = text.style
        let lineHeight = style.resolvedLineHeight
        let metrics = style.measurer.verticalMetrics(size: style.font)
        let halfLeading = (lineHeight - metrics.ascent - metrics.descent) / 2
        let rightToLeft = PageTexts.isRightToLeft(part.text ?? "")
        let anchor: (x: Double, name: String?)
        switch (text.align, rightToLeft) {
        case (.center, _): anchor = (frame.midX, "middle")
        case (.start, false), (.end, true): anchor = (frame.x, nil)
        case (.start, true), (.end, false): anchor = (frame.maxX, "end")
        }
        var attributes = "font-size=\"\(NumberText.format(style.font))\" " + fill(text.color ?? defaultInk)
        if let index { attributes += " data-part=\"\(index)\"" }
        if let family = texts.family(of: style.measurer) {
            attributes += " font-family=\"\(family.joined(separator: ","))\""
        } else if style.weight != .regular {
            attributes += " font-weight=\"\(style.weight.value)\""
        }
        if let name = anchor.name { attributes += " text-anchor=\"\(name)\"" }
        if rightToLeft { attributes += " direction=\"rtl\"" }
        var svg = "<text \(attributes)>"
        for (line, content) in part.lines.enumerated() {
            let baseline = frame.y + Double(line) * lineHeight + halfLeading + metrics.ascent
            svg +=
                "<tspan x=\"\(NumberText.format(anchor.x))\" y=\"\(NumberText.format(baseline))\">\(MarkupText.text(content))</tspan>"
        }
        return svg + "</text>\n"
    }

    /// The picture's text colour, for texts that give none.
    private var defaultInk: AdaptiveColor {
        AdaptiveColor(RGBAColor(hex: palette.text) ?? .black)
    }
}
