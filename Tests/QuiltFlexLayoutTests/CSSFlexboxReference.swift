import QuiltCore

/// An independent, deliberately plain model of what a browser computes for
///
/// ```css
/// .section { display: flex; flex-wrap: wrap;            /* nowrap when horizontal */
///            justify-content: …; column-gap: G; row-gap: R;
///            padding: T R B L; align-items: flex-start; width: W; }
/// .item    { flex: 0 0 <width>; max-width: 100%; height: H; }
/// ```
///
/// written from the specs' steps rather than from `FlexLayout`:
///
/// - CSS Flexbox 1 §9.2 step 3: an item's hypothetical main size is its flex
///   basis clamped by its min and max main size (`max-width: 100%` of the
///   container's inner width when wrapping).
/// - §9.3 step 5 (multi-line): "collect consecutive items one by one until
///   the first time that the next collected item would not fit into the flex
///   container's inner main size … If the very first uncollected item
///   wouldn't fit, collect just it into the line." With `column-gap` the gaps
///   between collected items count toward the line's length (Box Alignment 3
///   §8.1: gutters are treated as fixed-size spacing between items).
///   Single-line (`nowrap`): every item on one line, unclamped.
/// - §9.5 step 12 and §8.2 `justify-content`: free space = inner main size −
///   items − gaps; `space-between` with one item or negative free space is
///   `flex-start`; `space-around` with one item is `center`; negative free
///   space: we use CSS's `safe` alignment (Box Alignment 3 §4.4: an overflowing
///   subject is aligned as `start`), which is what a scrolling strip needs.
/// - Lines stack from the content box's top, `row-gap` apart; each line is
///   as tall as its items (`align-items: flex-start`, equal heights).
/// - Quilt's `maxDisplay` (EaseModule's rule, not CSS): `count` keeps the
///   first n items before layout; `lines` keeps the items on the first n
///   lines after layout, and wins over `count`.
enum CSSFlexboxReference {
    enum Justify: CaseIterable {
        case flexStart, center, flexEnd, spaceAround, spaceBetween
    }

    struct Result {
        var frames: [Rect]
        var height: Double
        var contentWidth: Double?
    }

    static func layout(
        widths: [Double], containerWidth: Double, padding: EdgeInsets, justify: Justify, columnGap: Double,
        rowGap: Double,
        itemHeight: Double, wrap: Bool, maxCount: Int? = nil, maxLines: Int? = nil
    ) -> Result {
        let inner = Swift.max(0, containerWidth - padding.left - padding.right)
        var sizes = widths
        if let maxCount, maxLines == nil || !wrap { sizes = Array(sizes.prefix(maxCount)) }
        // §9.2: hypothetical main sizes.
        if wrap { sizes = sizes.map { Swift.min($0, inner) } }

        // §9.3: collect items into lines.
        var lines: [[Int]] = []
        if wrap {
            var current: [Int] = []
            var length = 0.0
            for (index, size) in sizes.enumerated() {
                let withItem = current.isEmpty ? size : length + columnGap + size
                if current.isEmpty || withItem <= inner + 1e-9 {
                    current.append(index)
                    length = withItem
                } else {
                    lines.append(current)
                    current = [index]
                    length = size
                }
            }
            if !current.isEmpty { lines.append(current) }
        } else if !sizes.isEmpty {
            lines = [Array(sizes.indices)]
        }
        if wrap, let maxLines { lines = Array(lines.prefix(maxLines)) }

        // §9.5: main-axis alignment of each line; lines stack row-gap apart.
        var frames: [Rect] = []
        for (lineNumber, line) in lines.enumerated() {
            let itemsLength = line.map { sizes[$0] }.reduce(0, +)
            let gaps = Double(line.count - 1) * columnGap
            let free = inner - itemsLength - gaps
            var leading = 0.0
            var between = 0.0
            if free >= 0 {
                switch justify {
                case .flexStart: break
                case .flexEnd: leading = free
                case .center: leading = free / 2
                case .spaceBetween: if line.count > 1 { between = free / Double(line.count - 1) }
                case .spaceAround:
                    if line.count == 1 {
                        leading = free / 2
                    } else {
                        between = free / Double(line.count)
                        leading = between / 2
                    }
                }
            }
            let y = padding.top + Double(lineNumber) * (itemHeight + rowGap)
            for (position, index) in line.enumerated() {
                let before = line.prefix(position).map { sizes[$0] }.reduce(0, +)
                let x = padding.left + leading + before + Double(position) * (columnGap + between)
                frames.append(Rect(x: x, y: y, width: sizes[index], height: itemHeight))
            }
        }
        let linesHeight = lines.isEmpty ? 0 : Double(lines.count) * itemHeight + Double(lines.count - 1) * rowGap
        let height = padding.top + linesHeight + padding.bottom
        if wrap { return Result(frames: frames, height: height, contentWidth: nil) }
        let used = sizes.reduce(0, +) + Double(Swift.max(0, sizes.count - 1)) * columnGap
        return Result(
            frames: frames, height: height, contentWidth: Swift.max(containerWidth, padding.left + used + padding.right)
        )
    }
}
