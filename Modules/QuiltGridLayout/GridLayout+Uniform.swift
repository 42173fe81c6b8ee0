import QuiltCore

extension GridLayout {
    /// Items that share their spans (``GridSpanReader/constantSpans``, in
    /// track terms), framed without placing them one by one. On an empty
    /// grid, auto-placement (sparse or dense: there is no hole a later item
    /// could fill) puts them band after band, each band
    /// `spans.line` lines deep holding `trackCount / spans.track` items side
    /// by side from the first track; a vertical line limit keeps the bands
    /// that fit. The frames, extent and saved placement are those of
    /// ``place(_:options:axes:from:to:placement:autoLines:frames:)``, value
    /// for value; only the work per item differs (a multiply and a store).
    static func uniformLayout(
        itemCount: Int, spans: (track: Int, line: Int), options: Options, axes: Axes, width: Double
    ) -> SectionLayoutResult {
        let common = options.common
        let vertical = common.arrange == .vertical
        let perBand = max(1, axes.tracks.count / spans.track)
        var count = itemCount
        // Placement places the first item past a line limit before it sees
        // that the item passes it: that item is in the saved state too.
        var placed = itemCount
        if vertical, let lines = common.maxDisplay?.lines {
            count = min(count, max(0, lines / spans.line) * perBand)
            placed = min(itemCount, count + 1)
        }
        let slots = (0..<perBand).map { axes.tracks.segment(start: $0 * spans.track, span: spans.track) }
        let autoStep = axes.autoLength + axes.autoGap
        let alongLength = Double(spans.line) * autoStep - axes.autoGap
        let (left, top) = (common.inset.left, common.inset.top)
        let frames = [Rect](unsafeUninitializedCapacity: count) { buffer, initialized in
            var index = 0
            var line = 0
            while index < count {
                let along = Double(line) * autoStep
                var slot = 0
                while slot < perBand, index < count {
                    let across = slots[slot]
                    buffer[index] =
                        vertical
                        ? Rect(x: left + across.offset, y: top + along, width: across.length, height: alongLength)
                        : Rect(x: left + along, y: top + across.offset, width: alongLength, height: across.length)
                    index += 1
                    slot += 1
                }
                line += spans.line
            }
            initialized = count
        }
        var placement = GridPlacement(columns: axes.tracks.count, flow: options.flow)
        let placedBands = (placed + perBand - 1) / perBand
        if placed > 0 {
            placement.fillUniformly(
                lastLine: (placedBands - 1) * spans.line, itemsInLastBand: placed - (placedBands - 1) * perBand,
                width: spans.track, height: spans.line)
        }
        let bands = (count + perBand - 1) / perBand
        return result(
            frames, autoLines: bands * spans.line, placement: placement, axes: axes, options: options, width: width)
    }
}
