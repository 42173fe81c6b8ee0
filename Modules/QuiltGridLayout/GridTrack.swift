import QuiltCore

/// One track of a grid's fixed axis (a column, or a row of a horizontal grid),
/// sized like a CSS `grid-template-columns` entry.
///
/// In config: a number is points (`100`), a string is `"1fr"`, `"2.5fr"`,
/// `"120pt"` or `"120"`. A whole list is `[1fr, 2fr, 100]`; a bare count
/// `columns: 4` means four `1fr` tracks.
public enum GridTrack: Hashable, Sendable, ConfigDecodable {
    /// A share of the space left after fixed tracks and gaps (CSS `fr`).
    case fr(Double)
    /// A fixed length in points.
    case points(Double)

    /// "a number of points, or a string like 1fr or 120pt".
    public static var expectation: String { "a number of points, or a string like 1fr or 120pt" }

    /// The most tracks a grid may have; more is an `out-of-range` error, so
    /// a typo like `columns: 10000000` cannot allocate a huge occupancy map.
    public static let maximumCount = Int(NumberRange.lanes.maximum)

    /// Reads `100`, `"100"`, `"100pt"` or `"1fr"`.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> GridTrack? {
        guard let text = node.scalarText, !node.isNull, node.bool == nil else {
            context.typeMismatch(expected: expectation, at: node)
            return nil
        }
        let trimmed = text.trimmingSpaces()
        let track: GridTrack
        if let number = node.double {
            track = .points(number)
        } else if trimmed.hasSuffix("fr"), let number = Double(trimmed.dropLast(2).trimmingSpaces()) {
            track = .fr(number)
        } else if trimmed.hasSuffix("pt"), let number = Double(trimmed.dropLast(2).trimmingSpaces()) {
            track = .points(number)
        } else if let number = Double(trimmed) {
            track = .points(number)
        } else {
            context.error(.wrongType, "track must be \(expectation), found '\(text)'", at: node)
            return nil
        }
        switch track {
        case .fr(let share) where !NumberRange.fraction.contains(share):
            context.error(
                .outOfRange, "an fr track's share must be \(NumberRange.fraction.requirement), found '\(text)'",
                at: node)
        case .points(let length) where !NumberRange.length.contains(length):
            context.error(
                .outOfRange, "a track length must be \(NumberRange.length.requirement), found '\(text)'", at: node)
        default:
            return track
        }
        return nil
    }

    /// Reads a track list: a count `n` (n × `1fr`) or a sequence of tracks.
    /// Returns nil after recording a located diagnostic.
    ///
    /// - Parameter key: the option's name, for messages (`columns`, `rows`).
    public static func decodeList(_ node: ConfigNode, key: String, context: inout DecodingContext) -> [GridTrack]? {
        if let elements = node.elements {
            guard !elements.isEmpty else {
                context.error(.outOfRange, "'\(key)' must list at least one track", at: node)
                return nil
            }
            guard elements.count <= maximumCount else {
                context.error(
                    .outOfRange, "'\(key)' may list at most \(maximumCount) tracks, found \(elements.count)", at: node)
                return nil
            }
            let before = context.diagnostics.count
            let tracks = elements.compactMap { decode($0, context: &context) }
            return context.diagnostics.count == before ? tracks : nil
        }
        guard node.pairs == nil, node.double != nil else {
            context.typeMismatch(
                expected: "a whole number of tracks or a list of tracks like [1fr, 2fr, 100]", at: node, key: key)
            return nil
        }
        guard let count = NumberRange.lanes.decodeWhole(node, subject: "'\(key)'", context: &context) else {
            return nil
        }
        return Array(repeating: .fr(1), count: count)
    }
}

extension StringProtocol {
    fileprivate func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars = scalars.dropFirst() }
        while scalars.last == " " { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
