import QuiltCore

extension GridLayout {
    /// Options of the grid family.
    public struct Options: CommonLayoutOptionsContainer, Hashable {
        /// Arrangement, inset, spacing, scrolling, maxDisplay.
        public var common: CommonLayoutOptions
        /// Vertical: the column tracks (default two `1fr` columns).
        public var columns: [GridTrack]
        /// Horizontal: the row tracks (default one `1fr` row).
        public var rows: [GridTrack]
        /// Vertical: the height of every row; wins over `itemRatio`.
        /// Horizontal without `horizontalContentHeight`: the length of `1fr`.
        public var rowHeight: Double?
        /// Vertical: row height as `{fraction: r}` × the average column width
        /// (default `{fraction: 1}`, square cells) or `{absolute: pt}`.
        /// Horizontal: `{fraction: r}` makes columns row-height ÷ r wide.
        public var itemRatio: Dimension
        /// Horizontal: the width of every auto column; wins over `itemRatio`.
        public var columnWidth: Double?
        /// Horizontal: the strip's content height the row tracks share.
        public var horizontalContentHeight: Double?
        /// Space between columns; `interitemSpacing` when nil.
        public var columnGap: Double?
        /// Space between rows; `lineSpacing` when nil.
        public var rowGap: Double?
        /// Sparse (default) or dense auto-placement.
        public var flow: GridFlow
        /// Spans for items the size rule gives none.
        public var span: GridSpan

        /// Creates options.
        public init(
            common: CommonLayoutOptions = CommonLayoutOptions(),
            columns: [GridTrack] = Array(repeating: .fr(1), count: 2),
            rows: [GridTrack] = [.fr(1)], rowHeight: Double? = nil, itemRatio: Dimension = .fraction(1),
            columnWidth: Double? = nil, horizontalContentHeight: Double? = nil, columnGap: Double? = nil,
            rowGap: Double? = nil, flow: GridFlow = .sparse, span: GridSpan = .single
        ) {
            self.common = common
            self.columns = columns
            self.rows = rows
            self.rowHeight = rowHeight
            self.itemRatio = itemRatio
            self.columnWidth = columnWidth
            self.horizontalContentHeight = horizontalContentHeight
            self.columnGap = columnGap
            self.rowGap = rowGap
            self.flow = flow
            self.span = span
        }

        /// The horizontal gap between columns: `columnGap`, else `interitemSpacing`.
        public var resolvedColumnGap: Double { columnGap ?? common.interitemSpacing }
        /// The vertical gap between rows: `rowGap`, else `lineSpacing`.
        public var resolvedRowGap: Double { rowGap ?? common.lineSpacing }
        /// The fixed-axis tracks: columns when vertical, rows when horizontal.
        var fixedTracks: [GridTrack] { arrange == .vertical ? columns : rows }
    }

    /// Reads the grid keys and the common ones. Options that do nothing in
    /// the chosen arrangement, or beside the option that wins over them, are
    /// `ineffective-option` warnings; a literal span wider than the grid is a
    /// `span-exceeds-grid` warning (layout clamps it).
    public func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options {
        var options = Options()
        options.common = CommonLayoutOptions.decode(&reader, context: &context, family: name) { $0 == .vertical }

        let columnsNode = reader.node("columns")
        if let columnsNode, let tracks = GridTrack.decodeList(columnsNode, key: "columns", context: &context) {
            options.columns = tracks
        }
        let rowsNode = reader.node("rows")
        if let rowsNode, let tracks = GridTrack.decodeList(rowsNode, key: "rows", context: &context) {
            options.rows = tracks
        }

        let rowHeightNode = reader.node("rowHeight")
        options.rowHeight = reader.decode("rowHeight", in: .length, context: &context)
        let (ratioNode, ratio) = reader.decodeItemRatio(context: &context)
        if let ratio { options.itemRatio = ratio }
        let columnWidthNode = reader.node("columnWidth")
        options.columnWidth = reader.decode("columnWidth", in: .length, context: &context)
        let (heightNode, height) = reader.decodeHorizontalContentHeight(context: &context)
        options.horizontalContentHeight = height

        let columnGapNode = reader.node("columnGap")
        options.columnGap = reader.decode("columnGap", in: .length, context: &context)
        let rowGapNode = reader.node("rowGap")
        options.rowGap = reader.decode("rowGap", in: .length, context: &context)
        options.flow = reader.decode("flow", default: .sparse, context: &context)
        let spanNode = reader.node("span")
        if let spanNode, let span = GridSpan.decode(spanNode, context: &context) { options.span = span }

        let nodes = OptionNodes(
            columns: columnsNode, rows: rowsNode, rowHeight: rowHeightNode, itemRatio: ratioNode,
            columnWidth: columnWidthNode, horizontalContentHeight: heightNode, columnGap: columnGapNode,
            rowGap: rowGapNode)
        warnIneffectiveOptions(&options, nodes, reader: reader, context: &context)
        warnSpanExceedsGrid(options, spanNode: spanNode, context: &context)
        return options
    }
}
