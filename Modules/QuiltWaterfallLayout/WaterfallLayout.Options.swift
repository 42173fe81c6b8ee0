import QuiltCore

extension WaterfallLayout {
    /// Options of the waterfall family.
    public struct Options: CommonLayoutOptionsContainer, Hashable {
        /// Arrangement, inset, spacing, scrolling, maxDisplay (count only).
        public var common: CommonLayoutOptions
        /// Vertical: the number of columns (default 2).
        public var columns: Int
        /// Horizontal: the number of rows (default 2).
        public var rows: Int
        /// Which column (row) each item goes to (default `shortestFirst`).
        public var render: WaterfallRender
        /// Horizontal: the strip's height the rows share (insets excluded);
        /// without it every row is ``WaterfallLayout/defaultRowHeight`` high.
        public var horizontalContentHeight: Double?

        /// Creates options.
        public init(
            common: CommonLayoutOptions = CommonLayoutOptions(), columns: Int = 2, rows: Int = 2,
            render: WaterfallRender = .shortestFirst, horizontalContentHeight: Double? = nil
        ) {
            self.common = common
            self.columns = columns
            self.rows = rows
            self.render = render
            self.horizontalContentHeight = horizontalContentHeight
        }

        /// The number of lanes items are dealt into: columns when vertical,
        /// rows when horizontal, within 1 … ``WaterfallLayout/maximumLanes``
        /// (options built in code are not checked by the decoder).
        var lanes: Int { min(max(1, arrange == .vertical ? columns : rows), WaterfallLayout.maximumLanes) }
    }

    /// The most columns or rows a waterfall may have (``NumberRange/lanes``).
    public static let maximumLanes = Int(NumberRange.lanes.maximum)

    /// Reads `columns`, `rows`, `render`, `horizontalContentHeight` and the
    /// common keys. Options for the other arrangement, a render order for the
    /// other arrangement and `maxDisplay.lines` are `ineffective-option`
    /// warnings (a misplaced render order falls back to `shortestFirst`).
    public func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options {
        var options = Options()
        options.common = CommonLayoutOptions.decode(&reader, context: &context) { _ in false }
        let vertical = options.arrange == .vertical
        let columnsNode = reader.node("columns")
        options.columns = reader.decodeWhole("columns", in: .lanes, context: &context) ?? 2
        let rowsNode = reader.node("rows")
        options.rows = reader.decodeWhole("rows", in: .lanes, context: &context) ?? 2
        let (heightNode, height) = reader.decodeHorizontalContentHeight(context: &context)
        options.horizontalContentHeight = height
        if let renderNode = reader.node("render"), let render = WaterfallRender.decode(renderNode, context: &context) {
            if render.applies(to: options.arrange) {
                options.render = render
            } else {
                context.warning(
                    .ineffectiveOption,
                    "'render: \(render.rawValue)' has no effect on a \(options.arrange.rawValue) waterfall; it uses shortestFirst",
                    at: renderNode, suggestion: render.counterpart.rawValue)
            }
        }
        let ignored: [(String, ConfigNode?)] =
            vertical
            ? [("rows", rowsNode), ("horizontalContentHeight", heightNode)]
            : [("columns", columnsNode)]
        for (key, node) in ignored {
            if let node {
                context.warning(
                    .ineffectiveOption, "'\(key)' has no effect on a \(options.arrange.rawValue) waterfall", at: node)
            }
        }
        return options
    }
}
