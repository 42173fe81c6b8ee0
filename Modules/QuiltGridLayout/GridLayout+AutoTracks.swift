import QuiltCore

extension GridLayout {
    /// Whether the auto axis sizes to its items: a vertical grid without
    /// `rowHeight` whose sizes give heights, or a horizontal one without
    /// `columnWidth` whose sizes give widths.
    static func sizesAutoTracks(_ options: Options, sizes: ItemSizes) -> Bool {
        let source = ItemSizeSource(sizes)
        if options.arrange == .vertical {
            guard options.rowHeight == nil else { return false }
            return source.isRule ? source.rule.givesHeights : source.needsMeasuring
        }
        guard options.columnWidth == nil else { return false }
        return source.isRule ? source.rule.givesWidths : source.needsMeasuring
    }

    /// Places the items, sizes the auto tracks to them and frames them.
    /// An item the sizes give no length keeps the length of the tracks it
    /// spans when they do not size to items.
    static func autoLayout(_ input: SectionLayoutInput, options: Options, axes: Axes, count: Int) -> SectionLayoutResult
    {
        let common = options.common
        let vertical = common.arrange == .vertical
        let inset = common.inset
        let sizes = ItemSizeSource(input.sizes)
        let available = axes.tracks.averageSize
        var placement = GridPlacement(columns: axes.tracks.count, flow: options.flow)
        var lines = 0
        var cells: [Cell] = []
        var items: [GridAutoTracks.Item] = []
        cells.reserveCapacity(count)
        items.reserveCapacity(count)
        input.items.withUnsafeBufferPointer { data in
            placeCells(
                input, options: options, axes: axes, from: 0, to: count, placement: &placement, autoLines: &lines
            ) { index, cell in
                let across = axes.tracks.segment(start: cell.track, span: cell.trackSpan).length
                let fallback = Double(cell.lineSpan) * (axes.autoLength + axes.autoGap) - axes.autoGap
                let length = ItemMeasure.usableLength(
                    autoLength(
                        of: data, at: index, across: across, available: available, vertical: vertical, sizes: sizes))
                cells.append(cell)
                items.append(GridAutoTracks.Item(line: cell.line, span: cell.lineSpan, length: length ?? fallback))
            }
        }
        let tracks = GridAutoTracks(count: lines, gap: axes.autoGap, items: items)
        var frames: [Rect] = []
        frames.reserveCapacity(cells.count)
        for cell in cells {
            let across = axes.tracks.segment(start: cell.track, span: cell.trackSpan)
            let along = tracks.segment(line: cell.line, span: cell.lineSpan)
            frames.append(
                vertical
                    ? Rect(
                        x: inset.left + across.offset, y: inset.top + along.offset, width: across.length,
                        height: along.length)
                    : Rect(
                        x: inset.left + along.offset, y: inset.top + across.offset, width: along.length,
                        height: across.length))
        }
        if vertical { return SectionLayoutResult(itemFrames: frames, height: inset.vertical + tracks.extent) }
        return SectionLayoutResult(
            itemFrames: frames, height: inset.vertical + axes.tracks.extent,
            contentWidth: max(input.width, inset.horizontal + tracks.extent))
    }

    /// An item's length along the auto axis, `across` long on the fixed one:
    /// its height (a text wrapped at `across`, or `across` × the aspect
    /// ratio) when vertical, its width (or `across` ÷ the ratio) when horizontal.
    private static func autoLength(
        of items: UnsafeBufferPointer<QuiltCore.Item>, at index: Int, across: Double, available: Double, vertical: Bool,
        sizes: ItemSizeSource
    ) -> Double? {
        if sizes.isRule {
            let data = items[index].data
            if vertical { return sizes.rule.itemHeight(in: data, itemWidth: across, available: available) }
            if let ratio = sizes.rule.aspectRatio(in: data) { return across / ratio }
            return sizes.rule.width(in: data, available: available)
        }
        let measure = sizes.measure(items[index], at: index, available: across)
        if let ratio = ItemMeasure.usableRatio(measure.aspectRatio) {
            return vertical ? across * ratio : across / ratio
        }
        return vertical ? measure.height : measure.width
    }
}
