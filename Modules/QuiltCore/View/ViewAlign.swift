/// Where a container puts its children across its axis (CSS
/// `align-items`; an overlay's vertical placement), or where a box sits
/// across its container (`align-self`).
public enum ViewAlign: String, ConfigEnum, Hashable, Sendable {
    /// At the top (of a row) or the left (of a column).
    case start
    /// In the middle.
    case center
    /// At the bottom (of a row) or the right (of a column).
    case end
    /// As long as the container's content box, when the child has no size of its own there.
    case stretch

    /// CSS spellings, which are not read.
    public static var otherSpellings: [String: ViewAlign] {
        [
            "flex-start": .start, "flexstart": .start, "flex-end": .end, "flexend": .end, "centre": .center,
            "middle": .center,
        ]
    }

    /// The CSS value.
    public var css: String {
        switch self {
        case .start: "flex-start"
        case .center: "center"
        case .end: "flex-end"
        case .stretch: "stretch"
        }
    }
}

/// Where a row or a column puts its children along its axis, with the
/// free space left (CSS `justify-content`); an overlay's horizontal
/// placement of its children (CSS `justify-items`: `start`, `center`,
/// `end` and `stretch` only).
public enum ViewJustify: String, ConfigEnum, Hashable, Sendable {
    /// Packed at the start; the free space after them.
    case start
    /// Packed in the middle.
    case center
    /// Packed at the end.
    case end
    /// The free space between neighbours; a single child at the start.
    case spaceBetween
    /// Half a share of the free space before and after each child.
    case spaceAround
    /// The same space before, between and after the children.
    case spaceEvenly
    /// An overlay's children as wide as it (its default); in a row or a column, `start`.
    case stretch

    /// CSS spellings, which are not read.
    public static var otherSpellings: [String: ViewJustify] {
        [
            "flex-start": .start, "flexstart": .start, "flex-end": .end, "flexend": .end,
            "space-between": .spaceBetween,
            "space-around": .spaceAround, "space-evenly": .spaceEvenly, "centre": .center,
        ]
    }
}

/// How a text's lines sit in its box (CSS `text-align`).
public enum ViewTextAlign: String, ConfigEnum, Hashable, Sendable {
    /// At the start edge: the left, or the right right to left.
    case start
    /// Centred.
    case center
    /// At the end edge.
    case end

    /// CSS spellings, which are not read.
    public static var otherSpellings: [String: ViewTextAlign] {
        ["left": .start, "right": .end, "centre": .center, "middle": .center]
    }
}
