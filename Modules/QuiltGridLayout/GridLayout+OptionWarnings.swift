import QuiltCore

extension GridLayout {
    /// Where each grid key was written, nil for a key the page leaves out:
    /// what the warnings about options point at.
    struct OptionNodes {
        var columns: ConfigNode?
        var rows: ConfigNode?
        var rowHeight: ConfigNode?
        var itemRatio: ConfigNode?
        var columnWidth: ConfigNode?
        var horizontalContentHeight: ConfigNode?
        var columnGap: ConfigNode?
        var rowGap: ConfigNode?
    }

    /// `ineffective-option` warnings for the options that do nothing in the
    /// grid's arrangement or beside the option that wins over them; an
    /// absolute `itemRatio` on a horizontal grid falls back to `{fraction: 1}`.
    func warnIneffectiveOptions(
        _ options: inout Options, _ nodes: OptionNodes, reader: MappingReader, context: inout DecodingContext
    ) {
        let vertical = options.arrange == .vertical
        // Options the arrangement ignores.
        let ignored: [(String, ConfigNode?)] =
            vertical
            ? [
                ("rows", nodes.rows), ("columnWidth", nodes.columnWidth),
                ("horizontalContentHeight", nodes.horizontalContentHeight),
            ]
            : [("columns", nodes.columns)]
        for (key, node) in ignored {
            if let node {
                context.warning(
                    .ineffectiveOption, "'\(key)' has no effect on a \(options.arrange.rawValue) grid", at: node)
            }
        }
        if vertical, nodes.rowHeight != nil, let ratioNode = nodes.itemRatio {
            context.warning(
                .ineffectiveOption, "'itemRatio' has no effect when 'rowHeight' is set (rowHeight wins)", at: ratioNode)
        }
        if !vertical {
            warnHorizontalSizes(&options, nodes, context: &context)
        }
        for (gap, gapNode, common) in [
            ("columnGap", nodes.columnGap, "interitemSpacing"), ("rowGap", nodes.rowGap, "lineSpacing"),
        ] {
            if gapNode != nil, let commonKey = reader.keyNode(common) {
                context.warning(
                    .ineffectiveOption, "'\(common)' has no effect when '\(gap)' is set (\(gap) wins)", at: commonKey)
            }
        }
    }

    /// A horizontal grid's `itemRatio` beside `columnWidth` or written as an
    /// absolute length, and its `rowHeight` where no row track uses it.
    private func warnHorizontalSizes(_ options: inout Options, _ nodes: OptionNodes, context: inout DecodingContext) {
        if let ratioNode = nodes.itemRatio {
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
        if let rowHeightNode = nodes.rowHeight {
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
    }

    /// A `span-exceeds-grid` warning for a literal span wider than the fixed
    /// axis, which layout clamps.
    func warnSpanExceedsGrid(_ options: Options, spanNode: ConfigNode?, context: inout DecodingContext) {
        guard let spanNode else { return }
        let vertical = options.arrange == .vertical
        let (key, tracks) = vertical ? ("columns", options.columns) : ("rows", options.rows)
        let source = vertical ? options.span.columns : options.span.rows
        if case .literal(let value) = source, value > tracks.count {
            context.warning(
                .spanExceedsGrid,
                "a span of \(value) \(key) is wider than the grid's \(tracks.count); it is clamped to \(tracks.count)",
                at: spanNode[key] ?? spanNode)
        }
    }
}
