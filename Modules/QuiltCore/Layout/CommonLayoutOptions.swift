/// The options every built-in family shares, decoded in one place so that each
/// family reads them the same way and reports the same diagnostics.
///
/// Keys: `arrange`, `inset`, `lineSpacing`, `interitemSpacing`, `scrolling`,
/// `maxDisplay`.
public struct CommonLayoutOptions: Hashable, Sendable {
    /// Vertical (default) or horizontal.
    public var arrange: Arrange
    /// Space around the items inside the items area.
    public var inset: EdgeInsets
    /// Space between lines (rows when vertical; rows of a strip too).
    public var lineSpacing: Double
    /// Space between neighbouring items along a line.
    public var interitemSpacing: Double
    /// How a horizontal strip settles.
    public var scrolling: ScrollingBehavior
    /// "Show at most" cap.
    public var maxDisplay: MaxDisplay?

    /// Creates common options; everything defaults to zero / none / vertical.
    public init(
        arrange: Arrange = .vertical, inset: EdgeInsets = .zero, lineSpacing: Double = 0,
        interitemSpacing: Double = 0, scrolling: ScrollingBehavior = .continuous, maxDisplay: MaxDisplay? = nil
    ) {
        self.arrange = arrange
        self.inset = inset
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.scrolling = scrolling
        self.maxDisplay = maxDisplay
    }

    /// Reads the shared keys. `supportsLines` says whether `maxDisplay.lines`
    /// means anything for this family in this arrangement; where it does not, a
    /// `lines` value is an `ineffective-option` warning and is dropped.
    /// `scrolling` on a vertical section is likewise a warning.
    public static func decode(
        _ reader: inout MappingReader, context: inout DecodingContext, supportsLines: (Arrange) -> Bool
    ) -> CommonLayoutOptions {
        var options = CommonLayoutOptions()
        options.arrange = reader.decode("arrange", default: .vertical, context: &context)
        options.inset = reader.decode("inset", default: .zero, context: &context)
        options.lineSpacing = reader.decode("lineSpacing", in: .length, context: &context) ?? 0
        options.interitemSpacing = reader.decode("interitemSpacing", in: .length, context: &context) ?? 0
        if let node = reader.node("scrolling"), let scrolling = ScrollingBehavior.decode(node, context: &context) {
            options.scrolling = scrolling
            if options.arrange == .vertical {
                context.warning(.ineffectiveOption, "'scrolling' has no effect on a vertical section", at: node)
            }
        }
        if let node = reader.node("maxDisplay"), var maxDisplay = MaxDisplay.decode(node, context: &context) {
            if maxDisplay.lines != nil, !supportsLines(options.arrange) {
                context.warning(
                    .ineffectiveOption,
                    "'maxDisplay.lines' has no effect on a \(options.arrange.rawValue) section; use 'count'",
                    at: node["lines"] ?? node)
                maxDisplay.lines = nil
            } else if maxDisplay.lines != nil, maxDisplay.count != nil {
                context.warning(
                    .ineffectiveOption, "'maxDisplay' sets both 'count' and 'lines': lines wins",
                    at: node["count"] ?? node)
            }
            options.maxDisplay = maxDisplay
        }
        return options
    }

    /// How many of `count` items to show when at most `lines` lines of
    /// `perLine` items fit, applying the cap (lines wins over count).
    public func displayedCount(of count: Int, perLine: Int? = nil) -> Int {
        guard let maxDisplay else { return count }
        if let lines = maxDisplay.lines, let perLine {
            let (product, overflow) = lines.multipliedReportingOverflow(by: max(perLine, 1))
            return min(count, overflow ? Int.max : product)
        }
        if let cap = maxDisplay.count { return min(count, cap) }
        return count
    }
}
