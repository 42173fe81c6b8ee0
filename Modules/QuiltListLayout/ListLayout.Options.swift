import QuiltCore

extension ListLayout {
    /// Options of the list family.
    public struct Options: LayoutOptions, Hashable {
        /// Arrangement, inset, spacing, scrolling, maxDisplay.
        public var common: CommonLayoutOptions
        /// Item width: `n` per line (default 1), `{fraction: f}` of the content width, `{absolute: pt}`.
        public var distribution: Dimension
        /// Item height: `{absolute: pt}` (default 44) or `{fraction: r}` of the item width.
        public var itemRatio: Dimension
        /// Horizontal only: rows in the strip; wins over `horizontalContentHeight`.
        public var rows: Int?
        /// Horizontal only: the strip's content height when `rows` is not set.
        public var horizontalContentHeight: Double?

        /// Creates options.
        public init(
            common: CommonLayoutOptions = CommonLayoutOptions(), distribution: Dimension = .distribution(1),
            itemRatio: Dimension = .absolute(44), rows: Int? = nil, horizontalContentHeight: Double? = nil
        ) {
            self.common = common
            self.distribution = distribution
            self.itemRatio = itemRatio
            self.rows = rows
            self.horizontalContentHeight = horizontalContentHeight
        }

        /// ``CommonLayoutOptions/arrange``.
        public var arrange: Arrange { common.arrange }
        /// ``CommonLayoutOptions/inset``.
        public var inset: EdgeInsets { common.inset }
        /// ``CommonLayoutOptions/scrolling``.
        public var scrolling: ScrollingBehavior { common.scrolling }
    }

    /// Reads `distribution`, `itemRatio`, `rows`, `horizontalContentHeight` and
    /// the common keys. Options that do nothing in the chosen arrangement
    /// (`rows` when vertical, `maxDisplay.lines` when horizontal, a height
    /// beside `rows`) are `ineffective-option` warnings.
    public func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options {
        var options = Options()
        options.common = CommonLayoutOptions.decode(&reader, context: &context) { $0 == .vertical }
        options.distribution = reader.decode("distribution", default: .distribution(1), context: &context)
        if let ratio = reader.decodeItemRatio(context: &context).ratio { options.itemRatio = ratio }
        let rowsNode = reader.node("rows")
        options.rows = reader.decodeWhole("rows", in: .lanes, context: &context)
        let (heightNode, height) = reader.decodeHorizontalContentHeight(context: &context)
        options.horizontalContentHeight = height
        if options.arrange == .vertical {
            for (key, node) in [("rows", rowsNode), ("horizontalContentHeight", heightNode)] {
                if let node {
                    context.warning(.ineffectiveOption, "'\(key)' has no effect on a vertical section", at: node)
                }
            }
        } else if options.rows != nil, let heightNode {
            context.warning(
                .ineffectiveOption, "'horizontalContentHeight' has no effect when 'rows' is set (rows wins)",
                at: heightNode)
        }
        return options
    }
}
