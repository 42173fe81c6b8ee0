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
        options.common = CommonLayoutOptions.decode(&reader, context: &context) { $0 == .vertical }
        let vertical = options.arrange == .vertical

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

        // Options the arrangement ignores.
        let ignored: [(String, ConfigNode?)] =
            vertical
            ? [("rows", rowsNode), ("columnWidth", columnWidthNode), ("horizontalContentHeight", heightNode)]
            : [("columns", columnsNode)]
        for (key, node) in ignored {
            if let node {
                context.warning(
                    .ineffectiveOption, "'\(key)' has no effect on a \(options.arrange.rawValue) grid", at: node)
            }
        }
        if vertical, rowHeightNode != nil, let ratioNode {
            context.warning(
                .ineffectiveOption, "'itemRatio' has no effect when 'rowHeight' is set (rowHeight wins)", at: ratioNode)
        }
        if !vertical, let ratioNode {
            if options.columnWidth != nil {
                context.warning(
                    .ineffectiveOption, "'itemRatio' has no effect when 'columnWidth' is set (columnWidth wins)",
                    at: ratioNode)
            } else if case .absolute = options.itemRatio {
                context.warning(
                    .ineffectiveOption, "'itemRatio: {absolute}' has no effect on a horizontal grid; use 'columnWidth'",
                    at: ratioNode)
                options.itemRatio = .fraction(1)
            }
        }
        if !vertical, let rowHeightNode {
            if options.horizontalContentHeight != nil {
                context.warning(
                    .ineffectiveOption,
                    "'rowHeight' has no effect when 'horizontalContentHeight' is set (the row tracks share it)",
                    at: rowHeightNode)
            } else if !options.rows.contains(where: { if case .fr = $0 { true } else { false } }) {
                context.warning(
                    .ineffectiveOption, "'rowHeight' has no effect: every row track has a fixed length",
                    at: rowHeightNode)
            }
        }
        for (gap, gapNode, common) in [
            ("columnGap", columnGapNode, "interitemSpacing"), ("rowGap", rowGapNode, "lineSpacing"),
        ] {
            if gapNode != nil, let commonKey = reader.keyNode(common) {
                context.warning(
                    .ineffectiveOption, "'\(common)' has no effect when '\(gap)' is set (\(gap) wins)", at: commonKey)
            }
        }

        // A literal span wider than the fixed axis is clamped at layout time.
        if let spanNode {
            let (key, tracks) = vertical ? ("columns", options.columns) : ("rows", options.rows)
            let source = vertical ? options.span.columns : options.span.rows
            if case .literal(let value) = source, value > tracks.count {
                context.warning(
                    .spanExceedsGrid,
                    "a span of \(value) \(key) is wider than the grid's \(tracks.count); it is clamped to \(tracks.count)",
                    at: spanNode[key] ?? spanNode)
            }
        }
        return options
    }
}
