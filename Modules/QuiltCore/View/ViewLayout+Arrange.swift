extension ViewLayout {
    /// A row: a flex line along the width, every child's width resolved
    /// from its flex base size and factors, the line as tall as its tallest
    /// child (or the row's own height), each child aligned across it.
    func arrangeRow(
        _ stack: ViewBox, _ children: [ViewBox], width: Double, height: Double?, framing: Bool
    ) -> Arrangement {
        let padding = stack.padding
        let contentWidth = max(0, width - padding.horizontal)
        let contentHeight = height.map { max(0, $0 - padding.vertical) }
        let gaps = stack.spacing * Double(max(0, children.count - 1))
        let widths = mainSizes(
            children, available: contentWidth - gaps, fixed: { Self.resolved($0.width, in: contentWidth) },
            padding: { $0.padding.horizontal },
            content: { _, child in
                // A box stretched to a known height: a picture's shape gives its width from it.
                let across =
                    Self.resolved(child.height, in: contentHeight)
                    ?? (Self.alignment(of: child, in: stack.align) == .stretch ? contentHeight : nil)
                return maxContentWidth(child, height: across)
            })
        var heights = [Double](repeating: 0, count: children.count)
        var line = contentHeight ?? 0
        for (index, child) in children.enumerated() {
            let stretched = child.height == nil && Self.alignment(of: child, in: stack.align) == .stretch
            if stretched, contentHeight != nil { continue }
            heights[index] = max(
                child.padding.vertical,
                Self.resolved(child.height, in: contentHeight) ?? self.contentHeight(child, width: widths[index]))
            if contentHeight == nil { line = max(line, heights[index]) }
        }
        var arrangement = Arrangement(
            children: children, frames: [], definite: [], height: height ?? line + padding.vertical)
        guard framing else { return arrangement }
        var used = gaps
        for width in widths { used += width }
        let spread = FlexLine.distribution(
            stack.justify, free: contentWidth - used, count: children.count, gap: stack.spacing)
        var x = padding.left + spread.start
        for (index, child) in children.enumerated() {
            let align = Self.alignment(of: child, in: stack.align)
            let stretched = child.height == nil && align == .stretch
            let childHeight = stretched ? max(line, child.padding.vertical) : heights[index]
            let y = padding.top + Self.offset(align, size: childHeight, room: line)
            arrangement.frames.append(Rect(x: x, y: y, width: widths[index], height: childHeight))
            arrangement.definite.append(stretched || Self.resolved(child.height, in: contentHeight) != nil)
            x += widths[index] + spread.step
        }
        return arrangement
    }

    /// A column: every child's width across (fixed, a fraction, stretched,
    /// or fitted to its content), its height its content's — shared from
    /// the column's free space when the column's height is known.
    func arrangeColumn(
        _ stack: ViewBox, _ children: [ViewBox], width: Double, height: Double?, framing: Bool
    ) -> Arrangement {
        let padding = stack.padding
        let contentWidth = max(0, width - padding.horizontal)
        let contentHeight = height.map { max(0, $0 - padding.vertical) }
        var widths = children.map { child in
            let width =
                Self.resolved(child.width, in: contentWidth)
                ?? (Self.alignment(of: child, in: stack.align) == .stretch
                    ? contentWidth : fitContentWidth(child, available: contentWidth))
            return max(width, child.padding.horizontal)
        }
        let gaps = stack.spacing * Double(max(0, children.count - 1))
        let heights = mainSizes(
            children, available: contentHeight.map { $0 - gaps },
            fixed: { Self.resolved($0.height, in: contentHeight) },
            padding: { $0.padding.vertical },
            content: { index, child in self.contentHeight(child, width: widths[index]) })
        var used = gaps
        for (index, child) in children.enumerated() {
            used += heights[index]
            guard child.width == nil, Self.alignment(of: child, in: stack.align) != .stretch else { continue }
            // Across a column a box is sized once its height is known: a
            // picture's shape gives its width from it, and so do the
            // pictures of a container whose height is definite.
            if let ratio = shapedRatio(child) {
                widths[index] = heights[index] * ratio
            } else if child.isContainer, contentHeight != nil || Self.resolved(child.height, in: contentHeight) != nil {
                widths[index] = max(
                    child.padding.horizontal,
                    fitContentWidth(child, available: contentWidth, height: heights[index]))
            }
        }
        var arrangement = Arrangement(
            children: children, frames: [], definite: [], height: height ?? used + padding.vertical)
        guard framing else { return arrangement }
        let free = contentHeight.map { $0 - used } ?? 0
        let spread = FlexLine.distribution(stack.justify, free: free, count: children.count, gap: stack.spacing)
        var y = padding.top + spread.start
        for (index, child) in children.enumerated() {
            let x =
                padding.left
                + Self.offset(Self.alignment(of: child, in: stack.align), size: widths[index], room: contentWidth)
            arrangement.frames.append(Rect(x: x, y: y, width: widths[index], height: heights[index]))
            arrangement.definite.append(contentHeight != nil || Self.resolved(child.height, in: contentHeight) != nil)
            y += heights[index] + spread.step
        }
        return arrangement
    }

    /// An overlay: one cell as wide as its content box and as tall as its
    /// tallest child (or its own height); each child placed in it by
    /// `justify` across and `align` down, later children on top.
    func arrangeOverlay(_ stack: ViewBox, _ children: [ViewBox], width: Double, height: Double?) -> Arrangement {
        let padding = stack.padding
        let contentWidth = max(0, width - padding.horizontal)
        let contentHeight = height.map { max(0, $0 - padding.vertical) }
        var widths: [Double] = []
        var heights: [Double] = []
        var cell = contentHeight ?? 0
        for child in children {
            let across = child.isDivider || stack.justify == .stretch
            let padding = child.padding
            let childWidth = max(
                padding.horizontal,
                Self.resolved(child.width, in: contentWidth)
                    ?? (across ? contentWidth : fitContentWidth(child, available: contentWidth)))
            widths.append(childWidth)
            let natural = max(
                padding.vertical,
                Self.resolved(child.height, in: contentHeight) ?? self.contentHeight(child, width: childWidth))
            heights.append(natural)
            if contentHeight == nil { cell = max(cell, natural) }
        }
        var arrangement = Arrangement(
            children: children, frames: [], definite: [], height: height ?? cell + padding.vertical)
        for (index, child) in children.enumerated() {
            let align = Self.alignment(of: child, in: stack.align)
            var childHeight = heights[index]
            var definite = child.height != nil
            if case .fraction? = child.height { childHeight = Self.resolved(child.height, in: cell) ?? childHeight }
            if child.height == nil, align == .stretch {
                childHeight = cell
                definite = true
            }
            childHeight = max(childHeight, child.padding.vertical)
            let horizontal = child.isDivider ? ViewAlign.stretch : Self.horizontal(stack.justify)
            if horizontal != .stretch, definite, child.width == nil {
                if let ratio = shapedRatio(child) {
                    widths[index] = childHeight * ratio
                } else if child.isContainer {
                    widths[index] = max(
                        child.padding.horizontal,
                        fitContentWidth(child, available: contentWidth, height: childHeight))
                }
            }
            let x = padding.left + Self.offset(horizontal, size: widths[index], room: contentWidth)
            let y = padding.top + Self.offset(align, size: childHeight, room: cell)
            arrangement.frames.append(Rect(x: x, y: y, width: widths[index], height: childHeight))
            arrangement.definite.append(definite)
        }
        return arrangement
    }

    /// The index of the one child of a flex line whose size is not fixed,
    /// when it grows by at least a whole share and every other child is
    /// fixed and does not grow; nil otherwise.
    private static func onlyFlexible(_ children: [ViewBox], own: [Double?]) -> Int? {
        var found: Int?
        for (index, child) in children.enumerated() {
            if own[index] != nil {
                guard child.grow == 0 else { return nil }
                continue
            }
            if child.isSpacer { return nil }
            guard found == nil, child.grow >= 1 else { return nil }
            found = index
        }
        return found
    }

    /// Width ÷ height of a picture whose width is its shape's (no width of
    /// its own), for data that gives one; nil for anything else.
    private func shapedRatio(_ node: ViewBox) -> Double? {
        guard node.width == nil, case .image(let image) = node.form else { return nil }
        return image.ratio(in: data)
    }

    /// An overlay's `justify` as a placement across its cell.
    private static func horizontal(_ justify: ViewJustify) -> ViewAlign {
        switch justify {
        case .center: .center
        case .end: .end
        case .stretch: .stretch
        default: .start
        }
    }

    /// The children's border-box lengths along a flex line `available`
    /// long (less its gaps; nil when the container's length comes from its
    /// children, which then keep their flex base sizes): a fixed length or
    /// a fraction keeps its size (CSS `flex-shrink: 0`), a spacer starts
    /// from 0, anything else from its content (`flex-basis: auto`), and
    /// each grows by its `grow` share or shrinks in proportion to its size.
    private func mainSizes(
        _ children: [ViewBox], available: Double?, fixed: (ViewBox) -> Double?, padding: (ViewBox) -> Double,
        content: (Int, ViewBox) -> Double
    ) -> [Double] {
        let own = children.map(fixed)
        if let available, let only = Self.onlyFlexible(children, own: own) {
            // One growing box among fixed ones takes whatever they leave,
            // however long its content: no need to measure it.
            var rest = available - padding(children[only])
            var sizes = [Double](repeating: 0, count: children.count)
            for index in children.indices where index != only {
                sizes[index] = max(own[index] ?? 0, padding(children[index]))
                rest -= sizes[index]
            }
            sizes[only] = padding(children[only]) + max(0, rest)
            return sizes
        }
        var items: [FlexLine.Item] = []
        items.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            let own = own[index]
            let size: Double
            if let own {
                size = own
            } else if child.isSpacer {
                size = 0
            } else {
                size = content(index, child)
            }
            items.append(
                FlexLine.Item(size: size, padding: padding(child), grow: child.grow, shrink: own == nil ? 1 : 0))
        }
        guard let available else { return items.map { $0.base + $0.padding } }
        return FlexLine.resolve(items, available: available)
    }
}
