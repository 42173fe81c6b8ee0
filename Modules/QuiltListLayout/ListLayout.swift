import QuiltCore

/// The list family (`kind: list`): table-like rows, n-per-row grids, items at
/// a fraction of the width or a fixed width, and horizontal strips of rows
/// (EaseModule's `EaseListLayout`).
///
/// Vertical: items fill lines left to right; the item width comes from
/// `distribution`, its height from `itemRatio` — or, when the section's size
/// rule gives heights (`height`, `aspect`), from the rule, each row as tall
/// as its tallest item (see ``Rows``). Horizontal: a strip `rows`
/// high (or `horizontalContentHeight` high; rows wins) that items fill top to
/// bottom, then left to right; an item taller than the strip is clamped to it.
public struct ListLayout: LayoutFamily {
    /// `list`.
    public let name = "list"

    /// Creates the family.
    public init() {}

    /// Computes the frames; see the type's documentation.
    public func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let geometry = Geometry(options: options, width: input.width)
        let shown = geometry.displayedCount(of: input.items.count)
        var frames: [Rect] = []
        frames.reserveCapacity(shown)
        let rows = Rows(geometry: geometry, sizes: input.sizes)
        if rows.areUsed {
            let last = rows.lay(input.items, from: 0, top: options.common.inset.top, to: shown, frames: &frames)
            return SectionLayoutResult(
                itemFrames: frames,
                height: rows.height(frames: frames, lastRowStart: last.lastRowStart, lastRowTop: last.lastRowTop),
                continuation: [Double(last.lastRowStart), last.lastRowTop])
        }
        for index in 0..<shown { frames.append(geometry.frame(at: index)) }
        return SectionLayoutResult(
            itemFrames: frames, height: geometry.height(shown: shown), contentWidth: geometry.contentWidth(shown: shown)
        )
    }

    /// Appends the frames of items appended since `result` was computed, up to
    /// the `maxDisplay` cap, in time proportional to the frames appended: every
    /// frame depends on its index alone — or, with item heights, on its row,
    /// so the last row is laid again (it may grow) from the continuation's
    /// first item of the last row and its top. False when `result` does not
    /// hold exactly the frames this layout shows for the first
    /// `firstNewIndex` items.
    public func extend(
        _ result: inout SectionLayoutResult, appendedFrom firstNewIndex: Int, input: SectionLayoutInput,
        options: Options
    ) -> Bool {
        guard firstNewIndex >= 0, firstNewIndex <= input.items.count else { return false }
        let geometry = Geometry(options: options, width: input.width)
        let before = geometry.displayedCount(of: firstNewIndex)
        guard result.itemFrames.count == before else { return false }
        let shown = geometry.displayedCount(of: input.items.count)
        let rows = Rows(geometry: geometry, sizes: input.sizes)
        if rows.areUsed {
            guard result.continuation.count == 2, let lastRowStart = Int(exactly: result.continuation[0]),
                lastRowStart >= 0,
                lastRowStart <= before, result.continuation[1].isFinite
            else { return false }
            var frames: [Rect] = []
            // Moved out, not copied, so that appending does not copy the frames.
            swap(&frames, &result.itemFrames)
            frames.removeSubrange(lastRowStart...)
            let last = rows.lay(
                input.items, from: lastRowStart, top: result.continuation[1], to: max(before, shown), frames: &frames)
            result = SectionLayoutResult(
                itemFrames: frames,
                height: rows.height(frames: frames, lastRowStart: last.lastRowStart, lastRowTop: last.lastRowTop),
                continuation: [Double(last.lastRowStart), last.lastRowTop])
            return true
        }
        for index in before..<max(before, shown) { result.itemFrames.append(geometry.frame(at: index)) }
        result.height = geometry.height(shown: result.itemFrames.count)
        result.contentWidth = geometry.contentWidth(shown: result.itemFrames.count)
        return true
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

    /// The most items one line (or one strip column) holds: more than any
    /// section has, small enough that line arithmetic cannot overflow.
    static let maximumPerLine = Int(Int32.max)

    /// Items per line: `n` for a distribution, otherwise as many as fit
    /// (at most ``maximumPerLine``).
    static func itemsPerLine(_ distribution: Dimension, itemWidth: Double, contentWidth: Double, spacing: Double) -> Int
    {
        if case .distribution(let count) = distribution { return count }
        guard itemWidth + spacing > 0 else { return 1 }
        // Items far narrower than the line make a quotient beyond Int's range.
        return Int.clamping(
            ((contentWidth + spacing) / (itemWidth + spacing) + 1e-9).rounded(.down), to: 1...maximumPerLine)
    }
}
