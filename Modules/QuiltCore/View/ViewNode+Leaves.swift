extension ViewNode {
    /// `{text: …}`, `{image: …}` or `{badge: …}` and their own keys.
    static func decodeLeaf(
        _ kind: String, _ reader: inout MappingReader, width: ViewLength?, height: ViewLength?,
        context: inout DecodingContext
    ) -> ViewNode? {
        switch kind {
        case "image":
            return decodeImage(&reader, width: width, height: height, context: &context)
        case "badge":
            guard var text = decodeText("badge", &reader, context: &context) else { return nil }
            if text.color == nil { text.color = .white }
            var badge = ViewBadge(text: text)
            if let background = reader.decode("background", as: AdaptiveColor.self, context: &context) {
                badge.background = background
            }
            if let radius = reader.decode("radius", in: .length, context: &context) { badge.radius = radius }
            if let node = reader.node("padding"), let padding = decodePadding(node, context: &context) {
                badge.padding = padding
            }
            return ViewNode(.badge(badge))
        default:
            return decodeText("text", &reader, context: &context).map { ViewNode(.text($0)) }
        }
    }

    /// A text's or a badge's source (a field name, or a template with
    /// `{{field}}` slots), font, colour and alignment.
    private static func decodeText(_ key: String, _ reader: inout MappingReader, context: inout DecodingContext)
        -> ViewText?
    {
        guard let node = reader.node(key), let written = MappingReader.fieldName(node, key: key, context: &context)
        else {
            return nil
        }
        let source: ViewText.Source
        if TextTemplate.hasSlot(written) {
            do {
                source = .template(try TextTemplate(parsing: written))
            } catch {
                context.error(.badTemplate, "'\(written)' is not a valid template: \(error.reason)", at: node)
                return nil
            }
        } else {
            source = .field(written)
        }
        // A badge is one line unless it says otherwise, and centred.
        var style = SizeRule.Text(font: key == "badge" ? 12 : 14, maxLines: key == "badge" ? 1 : nil, padding: .zero)
        SizeRule.Text.decodeFont(&reader, into: &style, context: &context)
        var text = ViewText(source, style: style, align: key == "badge" ? .center : .start)
        text.color = reader.decode("color", as: AdaptiveColor.self, context: &context)
        if let align = reader.decode("align", as: ViewTextAlign.self, context: &context) { text.align = align }
        return text
    }

    /// `{image: field, aspect: 1.5 | {width: w, height: h}, radius, fit}`.
    private static func decodeImage(
        _ reader: inout MappingReader, width: ViewLength?, height: ViewLength?, context: inout DecodingContext
    ) -> ViewNode? {
        guard let node = reader.node("image"),
            let field = MappingReader.fieldName(node, key: "image", context: &context)
        else { return nil }
        var image = ViewImage(field: field)
        if let aspectNode = reader.node("aspect") {
            image.aspect = decodeAspect(aspectNode, context: &context)
            if image.aspect != nil, width?.points != nil, height?.points != nil {
                context.warning(
                    .ineffectiveOption, "'aspect' has no effect: the image's width and height are both given",
                    at: aspectNode)
            }
        }
        if let radius = reader.decode("radius", in: .length, context: &context) { image.radius = radius }
        if let fit = reader.decode("fit", as: ViewImage.Fit.self, context: &context) { image.fit = fit }
        return ViewNode(.image(image))
    }

    /// `1.5` (width ÷ height) or `{width: w, height: h}` (two number fields of the item).
    private static func decodeAspect(_ node: ConfigNode, context: inout DecodingContext) -> ViewImage.Aspect? {
        guard node.pairs != nil else {
            return NumberRange.fraction.decode(node, subject: "'aspect'", context: &context).map { .ratio($0) }
        }
        guard var reader = MappingReader(node, context: &context, what: "'aspect'") else { return nil }
        let width = reader.require("width", context: &context, what: "'aspect'").flatMap {
            MappingReader.fieldName($0, key: "aspect.width", context: &context)
        }
        let height = reader.require("height", context: &context, what: "'aspect'").flatMap {
            MappingReader.fieldName($0, key: "aspect.height", context: &context)
        }
        reader.finish(context: &context, where: "'aspect'")
        guard let width, let height else { return nil }
        return .fields(width: width, height: height)
    }
}
