import QuiltCore

extension ListLayout {
    /// The rows of a vertical list whose items take their heights from the
    /// section's sizes: each item's height is the rule's (`height`, a text
    /// broken at the item's width, a stack, or `aspect`), else the
    /// `itemRatio` height; a row is as tall as its tallest item and every
    /// item of the row is stretched to it (CSS grid's `grid-auto-rows: auto`
    /// with `align-items: stretch`).
    struct Rows {
        let geometry: Geometry
        private let sizes: ItemSizeSource

        init(geometry: Geometry, sizes: ItemSizes) {
            self.geometry = geometry
            self.sizes = ItemSizeSource(sizes)
        }

        /// Whether items have heights of their own: a rule with a height or
        /// an aspect, or a provider written in code, on a vertical list.
        var areUsed: Bool {
            !geometry.horizontal && (sizes.isRule ? sizes.rule.givesHeights : sizes.needsMeasuring)
        }

        /// Lays the rows holding items `start ..< end`, the first row's top
        /// at `top`, appending their frames. `start` begins a row.
        /// - Returns: the first item of the last row and that row's top
        ///   (`start` and `top` when nothing was laid).
        func lay(_ items: [Item], from start: Int, top: Double, to end: Int, frames: inout [Rect]) -> (
            lastRowStart: Int, lastRowTop: Double
        ) {
            let common = geometry.options.common
            let perLine = geometry.perLine
            let columnStep = geometry.itemWidth + common.interitemSpacing
            var rowStart = start
            var y = top
            var last = (lastRowStart: start, lastRowTop: top)
            items.withUnsafeBufferPointer { items in
                while rowStart < end {
                    let rowEnd = min(end, rowStart + perLine)
                    var rowHeight = 0.0
                    for index in rowStart..<rowEnd { rowHeight = max(rowHeight, height(of: items, at: index)) }
                    for index in rowStart..<rowEnd {
                        let column = Double(index - rowStart)
                        frames.append(
                            Rect(
                                x: common.inset.left + column * columnStep, y: y, width: geometry.itemWidth,
                                height: rowHeight))
                    }
                    last = (rowStart, y)
                    y += rowHeight + common.lineSpacing
                    rowStart = rowEnd
                }
            }
            return last
        }

        /// The height of `items[index]`, never negative or non-finite.
        @inline(__always)
        private func height(of items: UnsafeBufferPointer<Item>, at index: Int) -> Double {
            let width = geometry.itemWidth
            if sizes.isRule {
                return ItemMeasure.usableLength(
                    sizes.rule.itemHeight(in: items[index].data, itemWidth: width, available: width))
                    ?? geometry.itemHeight
            }
            let measure = sizes.measure(items[index], at: index, available: width)
            if let height = ItemMeasure.usableLength(measure.height) { return height }
            return ItemMeasure.usableRatio(measure.aspectRatio).flatMap { ItemMeasure.usableLength(width * $0) }
                ?? geometry.itemHeight
        }

        /// The items area's height once the last row, starting at
        /// `lastRowStart` with its top at `lastRowTop`, is laid.
        func height(frames: [Rect], lastRowStart: Int, lastRowTop: Double) -> Double {
            let common = geometry.options.common
            guard lastRowStart < frames.count else { return common.inset.vertical }
            return lastRowTop + frames[lastRowStart].height + common.inset.bottom
        }
    }
}
