extension ViewLayout {
    /// The widest `node`'s border box is with nothing wrapped (CSS's
    /// `max-content` width): a text's natural width, a row's children side
    /// by side, a column's or an overlay's widest child; padding included.
    /// `height` is the box's height when it is known (definite): a picture
    /// stretched to it takes its width from its shape.
    func maxContentWidth(_ node: ViewBox, height: Double? = nil) -> Double {
        intrinsicWidth(node, maximum: true, height: height)
    }

    /// The narrowest `node`'s border box can be without overflowing (CSS's
    /// `min-content` width): a text's widest character (texts break
    /// anywhere when they must, `overflow-wrap: anywhere`), a row's
    /// children's sum, a column's widest child, nothing of an overlay's.
    func minContentWidth(_ node: ViewBox, height: Double? = nil) -> Double {
        intrinsicWidth(node, maximum: false, height: height)
    }

    /// What `node` asks of a container sizing itself to its content: a
    /// fixed width, else its intrinsic width (a fraction counts as its
    /// content, as CSS treats a percentage of a size not yet known).
    func contribution(_ node: ViewBox, maximum: Bool, height: Double?) -> Double {
        if let points = node.width?.points { return max(points, node.padding.horizontal) }
        return intrinsicWidth(node, maximum: maximum, height: height)
    }

    private func intrinsicWidth(_ node: ViewBox, maximum: Bool, height given: Double?) -> Double {
        let height = node.height?.points ?? given
        switch node.form {
        case .text(let text):
            guard let string = text.text(in: data) else { return 0 }
            return textWidth(text, string, maximum: maximum)
        case .badge(let badge):
            guard let string = badge.text.text(in: data) else { return 0 }
            return textWidth(badge.text, string, maximum: maximum) + badge.padding.horizontal
        case .image(let image):
            // A known height and a shape give a width, as CSS's aspect-ratio transfers it.
            if let width = node.width?.points { return width }
            if let height, let ratio = image.ratio(in: data) { return height * ratio }
            return 0
        case .spacer, .divider:
            return node.width?.points ?? 0
        case .row:
            let children = shown(node)
            let across = height.map { max(0, $0 - node.padding.vertical) }
            var total = node.padding.horizontal + node.spacing * Double(max(0, children.count - 1))
            for child in children {
                total += contribution(
                    child, maximum: maximum, height: stretchedHeight(child, in: node, across: across))
            }
            return total
        case .overlay where !maximum:
            // Its one column is `minmax(0, 1fr)`: nothing at all under a min-content constraint.
            return node.padding.horizontal
        case .column, .overlay:
            var across: Double?
            if case .overlay = node.form { across = height.map { max(0, $0 - node.padding.vertical) } }
            var widest = 0.0
            for child in shown(node) {
                let childHeight = stretchedHeight(child, in: node, across: across)
                widest = max(widest, contribution(child, maximum: maximum, height: childHeight))
            }
            return widest + node.padding.horizontal
        }
    }

    /// The height `child` is stretched to across a container `across`
    /// high (its content box), when it is stretched there.
    private func stretchedHeight(_ child: ViewBox, in stack: ViewBox, across: Double?) -> Double? {
        guard let across, child.height == nil, Self.alignment(of: child, in: stack.align) == .stretch else {
            return nil
        }
        return across
    }

    /// A text's natural width, or its widest character (a line of one
    /// character each, the narrowest it can be broken to), in layout units.
    private func textWidth(_ text: ViewText, _ string: String, maximum: Bool) -> Double {
        let style = text.style
        let layout = style.measurer.layout(
            string, size: style.font, width: maximum ? nil : 0, maxLines: nil, collectingLines: false)
        return LayoutUnits.ceiling(layout.width)
    }

    /// The width of a box sized to fit its content within `available`
    /// (CSS's `fit-content`): its max-content width when that fits, else
    /// the room, but never below its min-content width.
    func fitContentWidth(_ node: ViewBox, available: Double, height: Double? = nil) -> Double {
        let widest = maxContentWidth(node, height: height)
        guard widest > available else { return widest }
        return max(minContentWidth(node, height: height), max(0, available))
    }
}
