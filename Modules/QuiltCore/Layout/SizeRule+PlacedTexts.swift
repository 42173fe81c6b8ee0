extension SizeRule {
    /// The texts of an item of `itemSize`, placed where it draws them, as
    /// its size was measured:
    ///
    /// - the height's text at the top padding, broken at the item's width;
    /// - a stack's texts below the parts before them, each part taking the
    ///   height it was measured with and the stack's spacing between them;
    /// - otherwise the width's text, broken at the item's width and centred
    ///   between the top and bottom padding (a chip taller than its text).
    ///
    /// - Parameter available: the width the rule's fractions refer to
    ///   (the family's), for stack parts written as fractions.
    public func placedTexts(in data: DataValue, itemSize: Size, available: Double) -> [PlacedText] {
        switch height {
        case .text(let text)?:
            return [text.placed(in: data, width: itemSize.width, top: 0, centredIn: nil)].compactMap { $0 }
        case .stack(let stack)?:
            var placed: [PlacedText] = []
            var top = 0.0
            var first = true
            let heights = stack.heights(in: data, itemWidth: itemSize.width, available: available)
            for (part, height) in zip(stack.parts, heights) {
                guard let height else { continue }
                if !first { top += stack.spacing }
                first = false
                if case .length(.text(let text)) = part,
                    let text = text.placed(in: data, width: itemSize.width, top: top, centredIn: nil)
                {
                    placed.append(text)
                }
                top += height
            }
            return placed
        default:
            guard let text = widthText else { return [] }
            return [text.placed(in: data, width: itemSize.width, top: 0, centredIn: itemSize.height)].compactMap { $0 }
        }
    }
}

extension SizeRule.Text {
    /// The item's text in a box `width` wide (padding included) whose top
    /// is at `top`; centred between the paddings of a box `centredIn` high
    /// when given. Nil when the data holds no text.
    func placed(in data: DataValue, width: Double, top: Double, centredIn boxHeight: Double?) -> PlacedText? {
        guard let text = text(in: data) else { return nil }
        let layout = self.layout(of: text, width: width, collectingLines: true)
        let lineHeight = resolvedLineHeight
        let textHeight = Double(shownLines(of: layout)) * lineHeight
        var y = top + padding.top
        if let boxHeight { y += max(0, (boxHeight - padding.vertical - textHeight) / 2) }
        let frame = Rect(x: padding.left, y: y, width: max(0, width - padding.horizontal), height: textHeight)
        return PlacedText(
            text: LineBreaker.collapsed(text), frame: frame, size: font, lineHeight: lineHeight, maxLines: maxLines,
            lines: layout.lines ?? [], measurer: measurer)
    }
}
