import QuiltCore

extension ListLayout {
    /// What every frame of a list section is computed from: item size, steps
    /// between lines and columns, items per line (vertical) or rows (strip).
    /// A frame depends on its index alone, which is what makes appending cheap.
    struct Geometry {
        let options: Options
        let width: Double
        let itemWidth: Double
        let itemHeight: Double
        /// Vertical: items per line. Horizontal: rows in the strip.
        let perLine: Int
        /// Horizontal only: the strip's height.
        let stripHeight: Double

        init(options: Options, width: Double) {
            let common = options.common
            let contentWidth = max(0, width - common.inset.horizontal)
            let spacing = common.interitemSpacing
            self.options = options
            self.width = width
            itemWidth = ListLayout.itemWidth(options.distribution, contentWidth: contentWidth, spacing: spacing)
            var itemHeight = ListLayout.itemHeight(options.itemRatio, itemWidth: itemWidth)
            guard common.arrange == .horizontal else {
                self.itemHeight = itemHeight
                // Options built in code skip the decoder's checks; never divide by zero.
                perLine = max(
                    1,
                    ListLayout.itemsPerLine(
                        options.distribution, itemWidth: itemWidth, contentWidth: contentWidth, spacing: spacing))
                stripHeight = 0
                return
            }
            var rows = 1
            var stripHeight: Double
            if let fixedRows = options.rows {
                rows = fixedRows
                stripHeight = Double(rows) * itemHeight + Double(rows - 1) * common.lineSpacing
            } else if let height = options.horizontalContentHeight {
                stripHeight = height
                itemHeight = min(itemHeight, height)
                let fit = ((height + common.lineSpacing) / (itemHeight + common.lineSpacing)).rounded(.down)
                rows = itemHeight > 0 ? Int.clamping(fit, to: 1...ListLayout.maximumPerLine) : 1
            } else {
                stripHeight = itemHeight
            }
            self.itemHeight = itemHeight
            perLine = max(1, rows)
            self.stripHeight = stripHeight
        }

        var horizontal: Bool { options.common.arrange == .horizontal }

        /// How many of `count` items show under `maxDisplay`.
        func displayedCount(of count: Int) -> Int {
            horizontal
                ? options.common.displayedCount(of: count) : options.common.displayedCount(of: count, perLine: perLine)
        }

        /// The frame of the item at `index`: lines left to right (vertical),
        /// or columns top to bottom (horizontal).
        func frame(at index: Int) -> Rect {
            let common = options.common
            let columnStep = itemWidth + common.interitemSpacing
            let lineStep = itemHeight + common.lineSpacing
            let line = index / perLine
            let position = index - line * perLine
            if horizontal {
                return Rect(
                    x: common.inset.left + Double(line) * columnStep, y: common.inset.top + Double(position) * lineStep,
                    width: itemWidth, height: itemHeight)
            }
            return Rect(
                x: common.inset.left + Double(position) * columnStep, y: common.inset.top + Double(line) * lineStep,
                width: itemWidth, height: itemHeight)
        }

        /// The items area's height with `shown` items, insets included.
        func height(shown: Int) -> Double {
            let common = options.common
            if horizontal { return common.inset.vertical + stripHeight }
            let lines = shown > 0 ? (shown - 1) / perLine + 1 : 0
            return common.inset.vertical
                + (lines > 0 ? Double(lines) * itemHeight + Double(lines - 1) * common.lineSpacing : 0)
        }

        /// Horizontal: the scrollable width with `shown` items, never less than the visible width.
        func contentWidth(shown: Int) -> Double? {
            guard horizontal else { return nil }
            let common = options.common
            let columns = shown > 0 ? (shown - 1) / perLine + 1 : 0
            let scrollWidth =
                common.inset.horizontal
                + (columns > 0 ? Double(columns) * itemWidth + Double(columns - 1) * common.interitemSpacing : 0)
            return max(scrollWidth, width)
        }
    }
}
