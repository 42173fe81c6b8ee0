import QuiltCore

extension HTMLRenderer {
    /// The parts of an item drawn from its view (``SectionSnapshot/parts(ofItem:)``),
    /// each an element at its frame relative to the item's `frame`, carrying
    /// `data-part` (its index in the item's parts): texts and badges in
    /// their fonts, sizes, line heights and colours, broken as the engine
    /// broke them and clamped to their lines; pictures over the striped
    /// placeholder, which shows while a URL loads and where it fails
    /// (`alt=""` draws nothing for a broken picture); dividers as lines.
    func markup(_ parts: [ViewPart], in frame: Rect, texts: PageTexts) -> String {
        var html = ""
        for (index, part) in parts.enumerated() {
            let box = Self.box(part.frame, in: frame.origin)
            switch part.leaf {
            case .text(let text):
                html += textMarkup(
                    text, part: part, index: index, box: box, texts: texts, classes: "quilt-text quilt-part")
            case .badge(let badge):
                var style =
                    box + ";padding:"
                    + [badge.padding.top, badge.padding.right, badge.padding.bottom, badge.padding.left]
                    .map(NumberText.px).joined(separator: " ")
                style +=
                    ";border-radius:\(NumberText.px(badge.radius))"
                    + colorStyle(badge.background, "background-color", "fill")
                html += textMarkup(
                    badge.text, part: part, index: index, box: style, texts: texts,
                    classes: "quilt-text quilt-part quilt-badge")
            case .image(let image):
                var style = box
                if image.radius > 0 { style += ";border-radius:\(NumberText.px(image.radius))" }
                html +=
                    "<div class=\"quilt-part quilt-picture\" data-part=\"\(index)\" aria-hidden=\"true\" style=\"\(style)\">"
                if let written = part.source, let source = ImageSource(written), let url = images.url(for: source) {
                    html += "<img src=\"\(MarkupText.attribute(url))\" alt=\"\" style=\"object-fit:\(image.fit.css)\">"
                }
                html += "</div>"
            case .divider(let divider):
                html +=
                    "<div class=\"quilt-part\" data-part=\"\(index)\" aria-hidden=\"true\" style=\"\(box + colorStyle(divider.color, "background-color", "fill"))\"></div>"
            default:
                break
            }
        }
        return html
    }

    /// A text or a badge: its lines in its font, as `markup(_:texts:)` draws
    /// a size rule's texts, with its colour and alignment.
    private func textMarkup(
        _ text: ViewText, part: ViewPart, index: Int, box: String, texts: PageTexts, classes: String
    ) -> String {
        var style = box
        let style0 = text.style
        if let family = texts.family(of: style0.measurer) {
            style += ";font-family:" + family.map { "\"\($0)\"" }.joined(separator: ",")
        } else if style0.weight != .regular {
            // The estimate has no faces: the page's font shows the weight.
            style += ";font-weight:\(style0.weight.value)"
        }
        style += ";font-size:\(NumberText.px(style0.font));line-height:\(NumberText.px(style0.resolvedLineHeight))"
        style += ";text-align:\(text.align.rawValue)"
        if let color = text.color { style += colorStyle(color, "color", "ink") }
        var classes = classes
        if let maxLines = style0.maxLines {
            classes += " quilt-clamp"
            style += ";-webkit-line-clamp:\(maxLines)"
        }
        return "<div class=\"\(classes)\" dir=\"auto\" data-part=\"\(index)\" style=\"\(MarkupText.attribute(style))\">"
            + MarkupText.text(part.text ?? "") + "</div>"
    }

    /// `;property:colour` in the appearance drawn, or, when the page
    /// follows the reader's colour scheme and the colour differs by
    /// appearance, both halves as custom properties (`--quilt-variable-light`,
    /// `-dark`) that ``appearanceStylesheet(for:styles:)`` chooses between.
    func colorStyle(_ color: AdaptiveColor, _ property: String, _ variable: String) -> String {
        if let appearance { return ";\(property):\(color.resolved(for: appearance).css)" }
        guard color.isAdaptive else { return ";\(property):\(color.light.css)" }
        let name = "--quilt-\(variable)"
        return ";\(name)-light:\(color.light.css);\(name)-dark:\(color.dark.css);\(property):var(\(name))"
    }

    /// True when some view of `snapshots` has a colour that differs by appearance.
    static func viewsHaveAdaptiveColors(_ snapshots: [LayoutSnapshot]) -> Bool {
        snapshots.contains { snapshot in
            snapshot.sections.contains { section in
                guard let view = section.view else { return false }
                return view.nodes.contains { node in
                    switch node.content {
                    case .text(let text): text.color?.isAdaptive ?? false
                    case .badge(let badge): badge.background.isAdaptive || (badge.text.color?.isAdaptive ?? false)
                    case .divider(let divider): divider.color.isAdaptive
                    default: false
                    }
                }
            }
        }
    }

    /// The rules view parts are drawn with, over ``stylesheet``.
    static let partsStylesheet = """
        .quilt-item.quilt-viewed{padding:0;border:0;border-radius:0;background:none;box-shadow:none}
        .quilt-part{position:absolute;margin:0}
        .quilt-badge{overflow:hidden}
        .quilt-picture{overflow:hidden;background:repeating-linear-gradient(45deg,#e6e9ee 0 8px,#f3f5f8 8px 16px)}
        .quilt-picture img{display:block;width:100%;height:100%}
        """
}
