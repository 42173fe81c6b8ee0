import QuiltCore

/// How a flex line shares its free space (CSS `justify-content`).
public enum FlexJustify: String, ConfigEnum, Hashable, Sendable {
    /// Items packed at the line's start.
    case flexStart
    /// Items packed in the middle; the free space split evenly at both ends.
    case center
    /// Items packed at the line's end.
    case flexEnd
    /// Equal free space around every item: half of it at the line's ends.
    /// A line of one item is centred.
    case spaceAround
    /// Equal free space between items, none at the ends. A line of one item
    /// starts at the line's start.
    case spaceBetween

    /// CSS's and EaseModule's names for the same alignments (`left`,
    /// `flex-start`, `EaseFlexLayoutFlexStart`), suggested when written.
    public static let otherSpellings: [String: FlexJustify] = {
        var spellings: [String: FlexJustify] = [
            "left": .flexStart, "start": .flexStart, "top": .flexStart, "leading": .flexStart,
            "right": .flexEnd, "end": .flexEnd, "bottom": .flexEnd, "trailing": .flexEnd,
            "centre": .center, "middle": .center,
            "flex-start": .flexStart, "flex-end": .flexEnd, "space-around": .spaceAround,
            "space-between": .spaceBetween,
        ]
        for value in allCases {
            spellings["easeflexlayout" + value.rawValue.lowercased()] = value
        }
        return spellings
    }()

    /// The offset of a line's first item and the extra space added to every
    /// gap, for a line of `count` items with `free` points to share.
    ///
    /// Negative free space (items overflowing a scrolling strip) aligns as
    /// CSS's `safe` alignment does: at the start, so nothing is cut off
    /// before the scroll origin.
    @inline(__always)
    func distribution(free: Double, count: Int) -> (leading: Double, extraGap: Double) {
        guard free > 0, count > 0 else { return (0, 0) }
        switch self {
        case .flexStart: return (0, 0)
        case .center: return (free / 2, 0)
        case .flexEnd: return (free, 0)
        case .spaceAround:
            let share = free / Double(count)
            return (share / 2, share)
        case .spaceBetween:
            return count > 1 ? (0, free / Double(count - 1)) : (0, 0)
        }
    }
}
