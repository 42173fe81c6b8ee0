import QuiltCore

/// The list family (`kind: list`): table-like rows, n-per-row grids, items at
/// a fraction of the width or a fixed width, and horizontal strips of rows
/// (EaseModule's `EaseListLayout`).
///
/// Vertical: items fill lines left to right; the item width comes from
/// `distribution`, its height from `itemRatio`. Horizontal: a strip `rows`
/// high (or `horizontalContentHeight` high; rows wins) that items fill top to
/// bottom, then left to right; an item taller than the strip is clamped to it.
public struct ListLayout: LayoutFamily {
    /// `list`.
    public let name = "list"

    /// Creates the family.
    public init() {}

    /// Computes the frames; see the type's documentation.
    public func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let common = options.common
        let inset = common.inset
        let contentWidth = max(0, input.width - inset.horizontal)
        let spacing = common.interitemSpacing
        let itemWidth = Self.itemWidth(options.distribution, contentWidth: contentWidth, spacing: spacing)
        var itemHeight = Self.itemHeight(options.itemRatio, itemWidth: itemWidth)

        if common.arrange == .horizontal {
            var rows = 1
            var stripHeight: Double
            if let fixedRows = options.rows {
                rows = fixedRows
                stripHeight = Double(rows) * itemHeight + Double(rows - 1) * common.lineSpacing
            } else if let height = options.horizontalContentHeight {
                stripHeight = height
                itemHeight = min(itemHeight, height)
                rows = itemHeight > 0 ? max(1, Int(((height + common.lineSpacing) / (itemHeight + common.lineSpacing)).rounded(.down))) : 1
            } else {
                stripHeight = itemHeight
            }
            let shown = common.displayedCount(of: input.items.count)
            var frames: [Rect] = []
            frames.reserveCapacity(shown)
            let columnStep = itemWidth + spacing
            let rowStep = itemHeight + common.lineSpacing
            for index in 0..<shown {
                let column = index / rows
                let row = index - column * rows
                frames.append(Rect(x: inset.left + Double(column) * columnStep, y: inset.top + Double(row) * rowStep, width: itemWidth, height: itemHeight))
            }
            let columns = (shown + rows - 1) / rows
            let scrollWidth = inset.horizontal + (columns > 0 ? Double(columns) * itemWidth + Double(columns - 1) * spacing : 0)
            return SectionLayoutResult(itemFrames: frames, height: inset.vertical + stripHeight, contentWidth: max(scrollWidth, input.width))
        }

        let perLine = Self.itemsPerLine(options.distribution, itemWidth: itemWidth, contentWidth: contentWidth, spacing: spacing)
        let shown = common.displayedCount(of: input.items.count, perLine: perLine)
        var frames: [Rect] = []
        frames.reserveCapacity(shown)
        let columnStep = itemWidth + spacing
        let lineStep = itemHeight + common.lineSpacing
        var line = 0
        var column = 0
        for _ in 0..<shown {
            frames.append(Rect(x: inset.left + Double(column) * columnStep, y: inset.top + Double(line) * lineStep, width: itemWidth, height: itemHeight))
            column += 1
            if column == perLine {
                column = 0
                line += 1
            }
        }
        let lines = (shown + perLine - 1) / perLine
        let height = inset.vertical + (lines > 0 ? Double(lines) * itemHeight + Double(lines - 1) * common.lineSpacing : 0)
        return SectionLayoutResult(itemFrames: frames, height: height)
    }

    /// The item width: `n` per line share the content width less the spacing
    /// between them; a fraction of the content width; or points. Never wider
    /// than the content width.
    static func itemWidth(_ distribution: Dimension, contentWidth: Double, spacing: Double) -> Double {
        let width: Double
        switch distribution {
        case .distribution(let count):
            width = (contentWidth - Double(count - 1) * spacing) / Double(count)
        case .fraction(let fraction):
            width = contentWidth * fraction
        case .absolute(let points):
            width = points
        }
        return max(0, min(width, contentWidth))
    }

    /// The item height: points, or the item width times the fraction.
    static func itemHeight(_ ratio: Dimension, itemWidth: Double) -> Double {
        switch ratio {
        case .absolute(let points): points
        case .fraction(let fraction): itemWidth * fraction
        // The decoder rejects a count here; a square item is the harmless reading.
        case .distribution: itemWidth
        }
    }

    /// Items per line: `n` for a distribution, otherwise as many as fit.
    static func itemsPerLine(_ distribution: Dimension, itemWidth: Double, contentWidth: Double, spacing: Double) -> Int {
        if case .distribution(let count) = distribution { return count }
        guard itemWidth + spacing > 0 else { return 1 }
        return max(1, Int(((contentWidth + spacing) / (itemWidth + spacing) + 1e-9).rounded(.down)))
    }
}
