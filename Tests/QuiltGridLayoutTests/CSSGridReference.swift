import QuiltCore
import QuiltGridLayout

/// An independent, deliberately naive model of what a browser computes for
/// `display: grid` with fixed and `fr` tracks and auto-placed spanning items,
/// written from the CSS Grid spec's steps rather than from `GridLayout`.
///
/// - Track sizing (§12.7 "Expand Flexible Tracks", §12.7.1 "Find the Size of
///   an fr"): gutters act as fixed tracks; leftover = space − fixed − gutters;
///   the flex-factor sum is raised to 1 when below 1; fr size = leftover ÷
///   sum; a flexible track is never smaller than its base size (0).
/// - Auto-placement (§8.5 step 4, items auto in both axes): the cursor starts
///   at the first row and column; increment the column until the item's area
///   overlaps no occupied cell, or it would overflow the columns; then go to
///   the next row's first column and repeat. `row` flow keeps the cursor
///   where the previous item started; `row dense` resets it for every item.
///   A cell grid of booleans, searched cell by cell.
/// - Deviation we document: a span wider than the grid is clamped to it
///   (CSS would create implicit columns).
enum CSSGridReference {
    struct Spans {
        var columns: Int
        var rows: Int
    }

    static func trackSizes(_ tracks: [GridTrack], space: Double, gap: Double) -> [Double] {
        let gutters = gap * Double(tracks.count - 1)
        var fixed = 0.0
        var flexSum = 0.0
        for track in tracks {
            if case .points(let length) = track { fixed += length }
            if case .fr(let factor) = track { flexSum += factor }
        }
        let leftover = space - fixed - gutters
        let frSize = leftover <= 0 ? 0 : leftover / (flexSum < 1 ? 1 : flexSum)
        return tracks.map { track in
            switch track {
            case .points(let length): length
            case .fr(let factor): Swift.max(0, factor * frSize)
            }
        }
    }

    /// Item cells (row, column) in row-flow terms.
    static func autoPlace(_ spans: [Spans], columns: Int, dense: Bool) -> [(row: Int, column: Int)] {
        var occupied: [[Bool]] = []
        func isFree(_ row: Int, _ column: Int, _ span: Spans) -> Bool {
            for r in row..<(row + span.rows) where r < occupied.count {
                for c in column..<(column + span.columns) where occupied[r][c] { return false }
            }
            return true
        }
        var cursorRow = 0
        var cursorColumn = 0
        var result: [(row: Int, column: Int)] = []
        for var span in spans {
            span.columns = Swift.min(span.columns, columns)
            if dense {
                cursorRow = 0
                cursorColumn = 0
            }
            while true {
                var found = false
                while cursorColumn + span.columns <= columns {
                    if isFree(cursorRow, cursorColumn, span) {
                        found = true
                        break
                    }
                    cursorColumn += 1
                }
                if found { break }
                cursorRow += 1
                cursorColumn = 0
            }
            while occupied.count < cursorRow + span.rows { occupied.append(Array(repeating: false, count: columns)) }
            for r in cursorRow..<(cursorRow + span.rows) {
                for c in cursorColumn..<(cursorColumn + span.columns) { occupied[r][c] = true }
            }
            result.append((cursorRow, cursorColumn))
        }
        return result
    }

    /// The frames and items-area height for a vertical grid (`grid-auto-flow: row`).
    static func vertical(
        _ spans: [Spans], tracks: [GridTrack], width: Double, inset: EdgeInsets, columnGap: Double, rowGap: Double,
        rowHeight: Double, dense: Bool, maxLines: Int? = nil, maxCount: Int? = nil
    ) -> (frames: [Rect], height: Double) {
        let sizes = trackSizes(tracks, space: width - inset.left - inset.right, gap: columnGap)
        var shown = spans
        if maxLines == nil, let maxCount { shown = Array(spans.prefix(maxCount)) }
        let cells = autoPlace(shown, columns: tracks.count, dense: dense)
        var frames: [Rect] = []
        var rows = 0
        for (span, cell) in zip(shown, cells) {
            let columnSpan = Swift.min(span.columns, tracks.count)
            if let maxLines, cell.row + span.rows > maxLines { break }
            var x = inset.left
            for c in 0..<cell.column { x += sizes[c] + columnGap }
            var w = 0.0
            for c in cell.column..<(cell.column + columnSpan) { w += sizes[c] }
            w += Double(columnSpan - 1) * columnGap
            let y = inset.top + Double(cell.row) * (rowHeight + rowGap)
            let h = Double(span.rows) * rowHeight + Double(span.rows - 1) * rowGap
            frames.append(Rect(x: x, y: y, width: w, height: h))
            rows = Swift.max(rows, cell.row + span.rows)
        }
        let height = inset.top + inset.bottom + (rows == 0 ? 0 : Double(rows) * rowHeight + Double(rows - 1) * rowGap)
        return (frames, height)
    }

    /// Frames, strip height and content width for a horizontal grid
    /// (`grid-auto-flow: column`): the same placement with the axes swapped.
    static func horizontal(
        _ spans: [Spans], tracks: [GridTrack], stripHeight: Double, width: Double, inset: EdgeInsets,
        columnGap: Double, rowGap: Double, columnWidth: Double, dense: Bool, maxCount: Int? = nil
    ) -> (frames: [Rect], height: Double, contentWidth: Double) {
        let sizes = trackSizes(tracks, space: stripHeight, gap: rowGap)
        let shown = maxCount.map { Array(spans.prefix($0)) } ?? spans
        let swapped = shown.map { Spans(columns: $0.rows, rows: $0.columns) }
        let cells = autoPlace(swapped, columns: tracks.count, dense: dense)
        var frames: [Rect] = []
        var columns = 0
        for (span, cell) in zip(swapped, cells) {
            let rowSpan = Swift.min(span.columns, tracks.count)
            var y = inset.top
            for r in 0..<cell.column { y += sizes[r] + rowGap }
            var h = 0.0
            for r in cell.column..<(cell.column + rowSpan) { h += sizes[r] }
            h += Double(rowSpan - 1) * rowGap
            let x = inset.left + Double(cell.row) * (columnWidth + columnGap)
            let w = Double(span.rows) * columnWidth + Double(span.rows - 1) * columnGap
            frames.append(Rect(x: x, y: y, width: w, height: h))
            columns = Swift.max(columns, cell.row + span.rows)
        }
        let strip = sizes.reduce(0, +) + Double(tracks.count - 1) * rowGap
        let content =
            inset.left + inset.right
            + (columns == 0 ? 0 : Double(columns) * columnWidth + Double(columns - 1) * columnGap)
        return (frames, inset.top + inset.bottom + strip, Swift.max(width, content))
    }
}
