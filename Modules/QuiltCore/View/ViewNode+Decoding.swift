extension ViewNode {
    /// The kind of container a box is written in, which decides what a
    /// spacer's or a divider's length runs along.
    enum Parent {
        case row, column, overlay
    }

    /// Reads one box: a mapping with exactly one of ``ItemView/kindKeys``
    /// (`{text: title, font: 15}`, `{row: [...], spacing: 8}`), or the
    /// words `spacer` and `divider` alone. `parent` is nil for the
    /// outermost box, whose size is the item's.
    static func decode(_ node: ConfigNode, in parent: Parent?, depth: Int, context: inout DecodingContext) -> ViewNode?
    {
        if let word = node.scalarText, node.pairs == nil {
            switch word {
            case "spacer": return spacer(nil, grow: nil, in: parent, at: node, context: &context)
            case "divider": return divider(ViewDivider(), in: parent, at: node)
            default:
                context.error(
                    .wrongType,
                    "a view box must be a mapping such as {text: title}, or 'spacer' or 'divider', found '\(word)'",
                    at: node, suggestion: Suggestions.closest(to: word, in: ["spacer", "divider"]))
                return nil
            }
        }
        guard var reader = MappingReader(node, context: &context, what: "a view box") else { return nil }
        let kinds = ItemView.kindKeys.filter { reader.contains($0) }
        guard kinds.count == 1 else {
            reader.accept("row", "column", "overlay", "text", "image", "badge", "spacer", "divider")
            context.error(
                kinds.isEmpty ? .missingKey : .conflictingKeys,
                kinds.isEmpty
                    ? "a view box needs one of " + ItemView.kindKeys.map { "'\($0)'" }.joined(separator: ", ")
                    : "a view box is one of " + kinds.map { "'\($0)'" }.joined(separator: ", ") + ", not several",
                at: node)
            return nil
        }
        let width = reader.node("width").flatMap { decodeLength($0, key: "width", context: &context) }
        let height = reader.node("height").flatMap { decodeLength($0, key: "height", context: &context) }
        let grow = reader.decode("grow", in: .flexFactor, context: &context)
        if parent == nil {
            for key in ["width", "height", "grow"] {
                guard let written = reader.node(key) else { continue }
                context.warning(
                    .ineffectiveOption,
                    "'\(key)' has no effect on the view's outermost box: it is the item, sized by the layout",
                    at: written)
            }
        }
        var decoded: ViewNode?
        switch kinds[0] {
        case "row", "column", "overlay":
            decoded = decodeContainer(kinds[0], &reader, depth: depth, context: &context)
        case "spacer":
            decoded =
                reader.node("spacer").map { lengthNode in
                    spacer(lengthNode, grow: grow, in: parent, at: node, context: &context)
                } ?? spacer(nil, grow: grow, in: parent, at: node, context: &context)
        case "divider":
            decoded = decodeDivider(&reader, in: parent, at: node, context: &context)
        default:
            decoded = decodeLeaf(kinds[0], &reader, width: width, height: height, context: &context)
        }
        reader.finish(context: &context, where: "a view '\(kinds[0])'")
        guard var box = decoded else { return nil }
        box.location = node.location
        if let width, box.width == nil { box.width = width }
        if let height, box.height == nil { box.height = height }
        if let grow, kinds[0] != "spacer" { box.grow = grow }
        return box
    }

    /// `{row: [...]}`, `{column: [...]}` or `{overlay: [...]}` with
    /// `spacing`, `padding`, `align` and `justify`.
    private static func decodeContainer(
        _ kind: String, _ reader: inout MappingReader, depth: Int, context: inout DecodingContext
    ) -> ViewNode? {
        guard let list = reader.node(kind) else { return nil }
        guard let elements = list.elements else {
            context.typeMismatch(expected: "a sequence of view boxes", at: list, key: kind)
            return nil
        }
        guard depth < ItemView.maximumDepth else {
            context.error(
                .outOfRange,
                "a view nests at most \(ItemView.maximumDepth) boxes deep: this '\(kind)' is box \(depth + 1)",
                at: list)
            return nil
        }
        guard elements.count <= ItemView.maximumChildren else {
            context.error(
                .outOfRange,
                "'\(kind)' must have at most \(ItemView.maximumChildren) boxes, found \(elements.count)", at: list)
            return nil
        }
        let parent: Parent = kind == "row" ? .row : kind == "column" ? .column : .overlay
        var stack = ViewStack([], justify: parent == .overlay ? .stretch : .start)
        stack.children = elements.compactMap { decode($0, in: parent, depth: depth + 1, context: &context) }
        if let spacingNode = reader.node("spacing"),
            let spacing = NumberRange.length.decode(
                spacingNode, subject: "'spacing'", context: &context)
        {
            stack.spacing = spacing
            if parent == .overlay {
                context.warning(
                    .ineffectiveOption, "'spacing' has no effect on an overlay: its boxes lie on top of each other",
                    at: spacingNode)
            }
        }
        if let paddingNode = reader.node("padding"), let padding = decodePadding(paddingNode, context: &context) {
            stack.padding = padding
        }
        if let align = reader.decode("align", as: ViewAlign.self, context: &context) { stack.align = align }
        if let justifyNode = reader.node("justify"), let justify = ViewJustify.decode(justifyNode, context: &context) {
            stack.justify = checkedJustify(justify, in: parent, at: justifyNode, context: &context)
        }
        switch parent {
        case .row: return ViewNode(.row(stack))
        case .column: return ViewNode(.column(stack))
        case .overlay: return ViewNode(.overlay(stack))
        }
    }

    /// `justify` as `parent` reads it: an overlay places each box across
    /// (start, center, end, stretch), a row or a column shares free space.
    private static func checkedJustify(
        _ justify: ViewJustify, in parent: Parent, at node: ConfigNode, context: inout DecodingContext
    ) -> ViewJustify {
        switch (parent, justify) {
        case (.overlay, .spaceBetween), (.overlay, .spaceAround), (.overlay, .spaceEvenly):
            context.error(
                .unknownValue,
                "an overlay's 'justify' is start, center, end or stretch: its boxes share no space, found '\(justify.rawValue)'",
                at: node)
            return .stretch
        case (.row, .stretch), (.column, .stretch):
            context.warning(
                .ineffectiveOption,
                "'justify: stretch' packs a \(parent == .row ? "row" : "column")'s boxes at the start, as 'start' does; give a box 'grow' to fill the space",
                at: node)
            return .start
        default:
            return justify
        }
    }

    /// A spacer: `spacer` (a share of the free space, `grow` 1 unless
    /// written), or `{spacer: 8}` (that many points along its container).
    private static func spacer(
        _ length: ConfigNode?, grow: Double?, in parent: Parent?, at node: ConfigNode, context: inout DecodingContext
    ) -> ViewNode? {
        var box = ViewNode(.spacer, grow: grow ?? 1)
        if let length, let points = NumberRange.length.decode(length, subject: "'spacer'", context: &context) {
            box.grow = grow ?? 0
            if parent == .row { box.width = .points(points) } else { box.height = .points(points) }
        }
        if parent == .overlay || parent == nil {
            context.warning(
                .ineffectiveOption,
                "a spacer takes room only in a row or a column: \(parent == nil ? "as the whole view" : "in an overlay") it shows nothing",
                at: node)
        }
        return box
    }

    /// `{divider: 1, color: "#e5e7eb"}`: a line that thick (default 1)
    /// across its container.
    private static func decodeDivider(
        _ reader: inout MappingReader, in parent: Parent?, at node: ConfigNode, context: inout DecodingContext
    ) -> ViewNode? {
        var divider = ViewDivider()
        if let thickness = reader.node("divider").flatMap({
            NumberRange.length.decode($0, subject: "'divider'", context: &context)
        }) {
            divider.thickness = thickness
        }
        if let color = reader.decode("color", as: AdaptiveColor.self, context: &context) { divider.color = color }
        return self.divider(divider, in: parent, at: node)
    }

    private static func divider(_ divider: ViewDivider, in parent: Parent?, at node: ConfigNode) -> ViewNode {
        var box = ViewNode(.divider(divider), alignSelf: .stretch)
        if parent == .row { box.width = .points(divider.thickness) } else { box.height = .points(divider.thickness) }
        return box
    }

    /// `80` (points) or `{fraction: 0.5}` (of the container's content box).
    static func decodeLength(_ node: ConfigNode, key: String, context: inout DecodingContext) -> ViewLength? {
        guard node.pairs != nil else {
            return NumberRange.length.decode(node, subject: "'\(key)'", context: &context).map { .points($0) }
        }
        guard var reader = MappingReader(node, context: &context, what: "'\(key)'") else { return nil }
        let fraction = reader.require("fraction", context: &context, what: "'\(key)'").flatMap {
            NumberRange.fraction.decode($0, subject: "'\(key).fraction'", context: &context)
        }
        reader.finish(context: &context, where: "'\(key)'")
        return fraction.map { .fraction($0) }
    }

    /// `12` (every side, as CSS's `padding: 12px`) or `{top, left, bottom,
    /// right}` (missing sides 0); every side a length.
    static func decodePadding(_ node: ConfigNode, context: inout DecodingContext) -> EdgeInsets? {
        guard node.pairs != nil else {
            return NumberRange.length.decode(node, subject: "'padding'", context: &context).map { EdgeInsets(all: $0) }
        }
        return SizeRule.Text.decodePadding(node, context: &context)
    }
}
