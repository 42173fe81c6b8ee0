/// A horizontal section seen as a sideways-scrolling strip: how wide it scrolls
/// and where scrolling settles (QLLive's orthogonal sections, EaseModule's
/// horizontal scrolling behaviours, UIKit's `orthogonalScrollingBehavior`).
///
/// Offsets are horizontal content offsets of the strip, from 0 (the first
/// item at its leading inset) to ``maxOffset``. They are computed from item
/// frames alone, so every family's horizontal arrangement gets them:
///
/// - `none`: the strip does not scroll; the only offset is 0.
/// - `continuous`: scrolling settles anywhere; no snap offsets.
/// - `paging`: every multiple of the visible width.
/// - `itemPaging`: each item column's leading edge minus the leading inset.
/// - `centered`: each item column centred in the visible width.
///
/// Snap offsets are clamped to ``offsetRange``, sorted, without repeats, and
/// always hold both ends (0 and ``maxOffset``) so the whole strip stays
/// reachable.
///
/// Right to left (``direction`` `rtl`), offsets are what Chromium reports as
/// `scrollLeft` for a `direction: rtl` scroller (and what the CSSOM View
/// spec now specifies): 0 at the start, where the first item sits at the
/// right, and negative towards the end, down to `−maxOffset`. An element at
/// page x is at `x − offset` when scrolled to `offset` in either direction,
/// and every offset is the negation of the left-to-right strip's
/// (``mirrored()``), so a browser's `scrollLeft` can be passed in as it is.
public struct Strip: Hashable, Sendable {
    /// How the strip settles.
    public var scrolling: ScrollingBehavior
    /// The strip's visible width (its items area's width).
    public var visibleWidth: Double
    /// The scrollable width, insets included (at least the visible width).
    public var contentWidth: Double
    /// Where scrolling settles, ascending; empty for `continuous`.
    public var snapOffsets: [Double]
    /// `ltr`: offsets from 0 to ``maxOffset``; `rtl`: from `−maxOffset` to 0.
    public var direction: LayoutDirection

    /// The speed (points per millisecond, UIKit's unit for scrolling
    /// velocity) above which a release counts as a flick towards the next snap.
    public static let flickVelocity = 0.3

    /// The most snap offsets `paging` lists (2²²), both ends included: pages
    /// are widened beyond the visible width only when the content is over
    /// four million screens wide.
    public static let maxPages = 1 << 22

    /// Creates a strip with given snap offsets.
    public init(
        scrolling: ScrollingBehavior, visibleWidth: Double, contentWidth: Double, snapOffsets: [Double],
        direction: LayoutDirection = .ltr
    ) {
        self.scrolling = scrolling
        self.visibleWidth = visibleWidth
        self.contentWidth = contentWidth
        self.snapOffsets = snapOffsets
        self.direction = direction
    }

    /// Creates a strip whose snap offsets come from `itemFrames` (x measured
    /// from the strip's left edge, at offset 0) and the leading inset (the
    /// start side: the right one under `rtl`).
    public init(
        scrolling: ScrollingBehavior, visibleWidth: Double, contentWidth: Double, itemFrames: [Rect],
        leadingInset: Double, direction: LayoutDirection = .ltr
    ) {
        if direction == .rtl {
            // Offsets of the mirrored strip are the left-to-right ones negated.
            self = Strip(
                scrolling: scrolling, visibleWidth: visibleWidth, contentWidth: contentWidth,
                itemFrames: itemFrames.map { $0.mirrored(within: visibleWidth) }, leadingInset: leadingInset
            ).mirrored()
            return
        }
        self.init(
            scrolling: scrolling, visibleWidth: visibleWidth, contentWidth: max(contentWidth, visibleWidth),
            snapOffsets: [])
        let end = maxOffset
        var offsets: [Double]
        switch scrolling {
        case .none:
            snapOffsets = [0]
            return
        case .continuous: return
        case .paging:
            offsets = []
            // A visible width tiny beside the content would list millions of
            // pages; past `maxPages` the pages widen so the list stays bounded:
            // `maxPages - 1` page starts below the end, and the end itself.
            let starts = Self.maxPages - 1
            let pageWidth = max(visibleWidth, end / Double(starts))
            if pageWidth > 0, end.isFinite {
                var page = 0
                while page < starts, Double(page) * pageWidth < end {
                    offsets.append(Double(page) * pageWidth)
                    page += 1
                }
            }
        case .itemPaging: offsets = itemFrames.map { $0.minX - leadingInset }
        case .centered: offsets = itemFrames.map { $0.midX - visibleWidth / 2 }
        }
        offsets.append(0)
        offsets.append(end)
        snapOffsets = Self.tidy(offsets, upTo: end)
    }

    /// The largest offset: `contentWidth − visibleWidth`, never negative.
    public var maxOffset: Double {
        let end = contentWidth - visibleWidth
        return end > 0 ? end : 0
    }

    /// Every offset the strip can scroll to: `0 … maxOffset`, or
    /// `−maxOffset … 0` right to left.
    public var offsetRange: ClosedRange<Double> {
        direction == .rtl ? -maxOffset...0 : 0...maxOffset
    }

    /// `offset` clamped to ``offsetRange`` (NaN reads as 0).
    public func clamped(_ offset: Double) -> Double {
        guard !offset.isNaN else { return 0 }
        let range = offsetRange
        return min(max(offset, range.lowerBound), range.upperBound)
    }

    /// The same strip in the other direction: every snap offset negated
    /// (still ascending). Mirroring twice gives the strip back.
    public func mirrored() -> Strip {
        // `0 - offset`, not `-offset`: the start stays +0, never -0.
        Strip(
            scrolling: scrolling, visibleWidth: visibleWidth, contentWidth: contentWidth,
            snapOffsets: snapOffsets.reversed().map { 0 - $0 }, direction: direction == .rtl ? .ltr : .rtl)
    }

    /// Where the strip comes to rest when scrolling would stop at `proposed`
    /// with horizontal `velocity` (points per millisecond, positive towards
    /// larger offsets: towards the end left to right, towards the start
    /// right to left, as `scrollLeft` moves) — the answer to UIKit's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
    ///
    /// `none` answers 0 and `continuous` the proposal clamped. The snapping
    /// behaviours answer a snap offset: with `|velocity|` above
    /// `flickVelocity` the first one at or beyond the proposal in the
    /// direction of the velocity (the next page or item, never back against
    /// the flick), otherwise the nearest one (the lower on a tie).
    public func targetOffset(
        forProposed proposed: Double, velocity: Double, flickVelocity: Double = Strip.flickVelocity
    ) -> Double {
        let offset = clamped(proposed)
        switch scrolling {
        case .none: return 0
        case .continuous: return offset
        case .paging, .itemPaging, .centered: break
        }
        guard let first = snapOffsets.first, let last = snapOffsets.last else { return offset }
        // The first snap at or after the offset.
        var low = 0
        var high = snapOffsets.count
        while low < high {
            let middle = (low + high) / 2
            if snapOffsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        let after = low < snapOffsets.count ? snapOffsets[low] : last
        let before = low > 0 ? snapOffsets[low - 1] : first
        if after == offset { return after }
        if velocity > flickVelocity { return after }
        if velocity < -flickVelocity { return before }
        return offset - before <= after - offset ? before : after
    }

    /// Clamps, sorts and drops offsets within a rounding error of the one before.
    private static func tidy(_ offsets: [Double], upTo end: Double) -> [Double] {
        let sorted = offsets.map { $0.isNaN ? 0 : min(max($0, 0), end) }.sorted()
        var result: [Double] = []
        result.reserveCapacity(sorted.count)
        for offset in sorted where result.last.map({ offset - $0 > 1e-9 * max(1, abs(offset)) }) ?? true {
            result.append(offset)
        }
        return result
    }
}
