/// The main sizes of one flex line's items, resolved as CSS Flexbox's
/// "Resolve the flexible lengths" (§9.7) resolves them for boxes whose
/// minimum size is 0 and which have no maximum: free space shared by
/// `flex-grow` factors, or taken back in proportion to `flex-shrink` ×
/// the flex base size, items frozen as they reach 0, a sum of factors
/// below 1 taking only that share of the free space.
///
/// Lengths are kept in Chromium's layout units (1/64 pt) where Chromium
/// keeps them — each item's share of the free space is rounded to one —
/// so that a text whose width comes from flexing breaks into the same
/// lines in the browser.
struct FlexLine {
    /// One item's flex base size and factors.
    struct Item {
        /// The flex base size of the item's content box (its border box
        /// less its padding along the line).
        var base: Double
        /// The item's padding along the line, which its box never loses.
        var padding: Double
        var grow: Double
        var shrink: Double

        /// An item whose border box's flex base size is `size` (never
        /// less than its padding, as a CSS `border-box` cannot be).
        init(size: Double, padding: Double, grow: Double, shrink: Double) {
            base = max(0, size - padding)
            self.padding = padding
            self.grow = grow
            self.shrink = shrink
        }
    }

    /// The items' border-box main sizes, in order, on a line whose content
    /// box less its gaps is `available` long. Shrinking is weighted by each
    /// item's content-box base, as CSS's scaled flex shrink factor is.
    static func resolve(_ items: [Item], available: Double) -> [Double] {
        let count = items.count
        guard count > 0 else { return [] }
        var target = items.map { $0.base }
        var room = available
        for item in items { room -= item.padding }
        var sum = 0.0
        for size in target { sum += size }
        let growing = sum < room
        var frozen = items.map { (growing ? $0.grow : $0.shrink) == 0 }
        let initialFree = free(items, target: target, frozen: frozen, available: room)
        var rounds = 0
        while frozen.contains(false), rounds <= count {
            rounds += 1
            var remaining = free(items, target: target, frozen: frozen, available: room)
            var factors = 0.0
            var scaled = 0.0
            for index in 0..<count where !frozen[index] {
                factors += growing ? items[index].grow : items[index].shrink
                scaled += items[index].shrink * items[index].base
            }
            if factors < 1, abs(initialFree * factors) < abs(remaining) { remaining = initialFree * factors }
            var violation = 0.0
            var clamped = [Bool](repeating: false, count: count)
            for index in 0..<count where !frozen[index] {
                var extra = 0.0
                if growing, factors > 0 {
                    extra = remaining * items[index].grow / factors
                } else if !growing, scaled > 0 {
                    extra = remaining * items[index].shrink * items[index].base / scaled
                }
                let wanted = items[index].base + (extra.isFinite ? LayoutUnits.rounded(extra) : 0)
                target[index] = max(0, wanted)
                if wanted < 0 {
                    violation += -wanted
                    clamped[index] = true
                }
            }
            // No item went below 0: every size is final; else those that did are.
            for index in 0..<count where !frozen[index] && (violation == 0 || clamped[index]) { frozen[index] = true }
        }
        return (0..<count).map { target[$0] + items[$0].padding }
    }

    /// The content length less the frozen items' targets and the others' bases.
    private static func free(_ items: [Item], target: [Double], frozen: [Bool], available: Double) -> Double {
        var used = 0.0
        for index in items.indices { used += frozen[index] ? target[index] : items[index].base }
        return available - used
    }

    /// Where the first item starts and how far apart items are, along a
    /// line of `count` items with `free` space left and `gap` between
    /// neighbours, for `justify` (CSS `justify-content`; `stretch` is
    /// `start` here). Space distributed when there is none to distribute
    /// falls back as CSS says (`safe` alignment): to the start.
    static func distribution(_ justify: ViewJustify, free: Double, count: Int, gap: Double) -> (
        start: Double, step: Double
    ) {
        let items = Double(count)
        switch justify {
        case .start, .stretch:
            return (0, gap)
        case .center:
            return (free / 2, gap)
        case .end:
            return (free, gap)
        case .spaceBetween:
            guard free > 0, count > 1 else { return (0, gap) }
            return (0, gap + free / (items - 1))
        case .spaceAround:
            guard free > 0, count > 0 else { return (0, gap) }
            return (free / items / 2, gap + free / items)
        case .spaceEvenly:
            guard free > 0, count > 0 else { return (0, gap) }
            return (free / (items + 1), gap + free / (items + 1))
        }
    }
}
