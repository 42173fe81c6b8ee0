import QuiltCore

/// CSS Grid auto-placement (§8.5) for items with automatic positions in both
/// axes, in row-flow terms: a fixed number of columns, rows created as needed.
/// A horizontal grid uses it transposed (its rows are the columns here).
///
/// Occupancy is a bitset per row (one bit per column), so testing a position
/// is a few word operations. Sparse flow keeps a cursor that only moves
/// forward, so rows behind it are never scanned again. Dense flow restarts
/// from the first row for each item, but remembers per column span the first
/// row that could still hold that span (rows only fill up, so a row with no
/// free run of `n` columns never gets one); packed rows are skipped in O(1).
struct GridPlacement {
    /// Columns of the grid.
    let columns: Int
    /// Dense or sparse.
    let flow: GridFlow
    private let wordsPerRow: Int
    /// The first row kept: rows above it are full as far as placement is
    /// concerned (a sparse grid resumed from its cursor never looks back).
    private var firstRow = 0
    /// Row-major occupancy from `firstRow` on: row `r` is
    /// `bits[(r − firstRow) * wordsPerRow ..< (r − firstRow + 1) * wordsPerRow]`.
    private var bits: [UInt64] = []
    private var scratch: [UInt64]
    private var cursorRow = 0
    private var cursorColumn = 0
    /// Dense only: for a column span `n`, rows before `firstCandidateRow[n]` have no free run of `n` columns.
    private var firstCandidateRow: [Int]
    /// Rows reached by placed items (the implicit grid's row count).
    private(set) var rowCount = 0

    /// An empty grid of `columns` columns (at least 1).
    init(columns: Int, flow: GridFlow) {
        self.columns = max(1, columns)
        self.flow = flow
        wordsPerRow = (self.columns + 63) / 64
        scratch = Array(repeating: 0, count: wordsPerRow)
        firstCandidateRow = flow == .dense ? Array(repeating: 0, count: self.columns + 1) : []
    }

    /// Places the next item and returns its top-left cell.
    ///
    /// - Parameters:
    ///   - columnSpan: clamped to 1…columns (CSS would add implicit columns; we never do).
    ///   - rowSpan: at least 1.
    @inline(__always)
    mutating func place(columnSpan: Int, rowSpan: Int) -> (row: Int, column: Int) {
        let width = min(max(1, columnSpan), columns)
        let height = max(1, rowSpan)
        let cell = flow == .dense ? findDense(width: width, height: height) : findSparse(width: width, height: height)
        occupy(row: cell.row, column: cell.column, width: width, height: height)
        if flow == .sparse {
            cursorRow = cell.row
            cursorColumn = cell.column + width
        }
        return cell
    }

    @inline(__always)
    private mutating func findSparse(width: Int, height: Int) -> (row: Int, column: Int) {
        var row = cursorRow
        var column = cursorColumn
        while true {
            if let found = firstFit(row: row, height: height, from: column, width: width) { return (row, found) }
            row = height == 1 ? row + 1 : nextCandidateRow(after: row, height: height, width: width)
            column = 0
        }
    }

    private mutating func findDense(width: Int, height: Int) -> (row: Int, column: Int) {
        var row = firstCandidateRow[width]
        var rowsWithoutRun = true
        while row < rowCount {
            if let found = firstFit(row: row, height: 1, from: 0, width: width) {
                rowsWithoutRun = false
                if height == 1 { return (row, found) }
                if let found = firstFit(row: row, height: height, from: found, width: width) { return (row, found) }
                row = nextCandidateRow(after: row, height: height, width: width)
                continue
            } else if rowsWithoutRun {
                // A row with no run of `width` free columns never gets one: skip it for good.
                firstCandidateRow[width] = row + 1
            }
            row += 1
        }
        // Rows past the last placed item are empty.
        return (row, 0)
    }

    /// The first column ≥ `start` where `width` columns are free in all of
    /// rows `row ..< row + height`, or nil.
    @inline(__always)
    private mutating func firstFit(row: Int, height: Int, from start: Int, width: Int) -> Int? {
        guard start + width <= columns else { return nil }
        if row >= rowCount { return start }
        if wordsPerRow == 1 {
            var occupied: UInt64 = 0
            for r in row..<min(row + height, rowCount) { occupied |= bits[r - firstRow] }
            return Self.firstRun(inWord: occupied, from: start, width: width, columns: columns)
        }
        if height == 1 {
            return Self.firstRun(
                in: bits, base: (row - firstRow) * wordsPerRow, from: start, width: width, limit: columns)
        }
        for word in 0..<wordsPerRow { scratch[word] = 0 }
        for r in row..<min(row + height, rowCount) {
            let offset = (r - firstRow) * wordsPerRow
            for word in 0..<wordsPerRow { scratch[word] |= bits[offset + word] }
        }
        return Self.firstRun(in: scratch, base: 0, from: start, width: width, limit: columns)
    }

    /// The first row after `row` worth trying for an item `width` × `height`
    /// that does not fit at `row`. Rows are merged from the bottom of the
    /// window up: once rows `r ..< row + height` leave no run of `width`
    /// columns, every window starting at or above `r` fails too, so the next
    /// try is `r + 1`. Trying each row in turn cost O(height) per row, which
    /// made tall spans quadratic in their height.
    private mutating func nextCandidateRow(after row: Int, height: Int, width: Int) -> Int {
        let end = min(row + height, rowCount)
        if wordsPerRow == 1 {
            var occupied: UInt64 = 0
            var below = end - 1
            while below > row {
                occupied |= bits[below - firstRow]
                if Self.firstRun(inWord: occupied, from: 0, width: width, columns: columns) == nil { return below + 1 }
                below -= 1
            }
            return row + 1
        }
        for word in 0..<wordsPerRow { scratch[word] = 0 }
        var below = end - 1
        while below > row {
            let offset = (below - firstRow) * wordsPerRow
            for word in 0..<wordsPerRow { scratch[word] |= bits[offset + word] }
            if Self.firstRun(in: scratch, base: 0, from: 0, width: width, limit: columns) == nil { return below + 1 }
            below -= 1
        }
        return row + 1
    }

    /// The one-word case (up to 64 columns): the first index ≥ `start`
    /// beginning `width` clear bits below `columns`, found by shifting.
    @inline(__always)
    private static func firstRun(inWord occupied: UInt64, from start: Int, width: Int, columns: Int) -> Int? {
        let valid: UInt64 = columns == 64 ? ~0 : (1 << UInt64(columns)) - 1
        // Bit p of `runs` says columns p ..< p + length are free; doubling the
        // length each step needs O(log width) steps.
        var runs = ~occupied & valid
        var length = 1
        while length < width, runs != 0 {
            let shift = min(length, width - length)
            runs &= runs >> UInt64(shift)
            length += shift
        }
        runs &= ~0 << UInt64(start)
        return runs == 0 ? nil : runs.trailingZeroBitCount
    }

    /// The first index ≥ `start` beginning `width` clear bits below `limit`.
    @inline(__always)
    private static func firstRun(in words: [UInt64], base: Int, from start: Int, width: Int, limit: Int) -> Int? {
        var position = start
        while position + width <= limit {
            let free = nextIndex(in: words, base: base, from: position, limit: limit, set: false)
            guard free + width <= limit else { return nil }
            let blocked = nextIndex(in: words, base: base, from: free, limit: free + width, set: true)
            if blocked == free + width { return free }
            position = blocked + 1
        }
        return nil
    }

    /// The first index in `from ..< limit` whose bit is `set`, or `limit`.
    @inline(__always)
    private static func nextIndex(in words: [UInt64], base: Int, from: Int, limit: Int, set: Bool) -> Int {
        guard from < limit else { return limit }
        var word = from >> 6
        var current = (set ? words[base + word] : ~words[base + word]) & (~0 << UInt64(from & 63))
        while current == 0 {
            word += 1
            if word << 6 >= limit { return limit }
            current = set ? words[base + word] : ~words[base + word]
        }
        return min((word << 6) + current.trailingZeroBitCount, limit)
    }

    @inline(__always)
    private mutating func occupy(row: Int, column: Int, width: Int, height: Int) {
        let needed = row + height
        if needed > rowCount {
            // Grow geometrically: rows past `rowCount` stay zero until used.
            // `bits` holds whole rows; the multiplication spares a division
            // on every new row.
            let neededRows = needed - firstRow
            if neededRows * wordsPerRow > bits.count {
                let allocatedRows = bits.count / wordsPerRow
                bits.append(
                    contentsOf: repeatElement(
                        0, count: (max(neededRows, allocatedRows * 2, 64) - allocatedRows) * wordsPerRow))
            }
            rowCount = needed
        }
        if wordsPerRow == 1 {
            let mask: UInt64 = (width == 64 ? ~0 : (1 << UInt64(width)) - 1) << UInt64(column)
            var r = row - firstRow
            let end = needed - firstRow
            repeat {
                bits[r] |= mask
                r += 1
            } while r < end
            return
        }
        for r in row..<needed {
            var index = column
            let end = column + width
            let offset = (r - firstRow) * wordsPerRow
            while index < end {
                let bit = index & 63
                let count = min(64 - bit, end - index)
                let mask: UInt64 = count == 64 ? ~0 : ((1 << UInt64(count)) - 1) << UInt64(bit)
                bits[offset + (index >> 6)] |= mask
                index += count
            }
        }
    }

    /// The state of an empty grid after items of `width` × `height` cells
    /// filled it band after band (``GridLayout/uniformLayout``): every row
    /// above the last band is out of reach, as a sparse cursor leaves them;
    /// the last band, from `lastLine`, holds `itemsInLastBand` items from
    /// the first column, and the cursor stands after the last of them.
    mutating func fillUniformly(lastLine: Int, itemsInLastBand: Int, width: Int, height: Int) {
        firstRow = lastLine
        rowCount = lastLine
        occupy(row: lastLine, column: 0, width: itemsInLastBand * width, height: height)
        if flow == .sparse {
            cursorRow = lastLine
            cursorColumn = itemsInLastBand * width
        }
    }

    /// The largest run of kept rows a saved sparse state may hold: the rows
    /// a row span can reach below the cursor.
    static let maximumSavedRows = GridSpan.maximumRowSpan + 1

    /// A sparse grid's state as numbers, for a layout result's continuation:
    /// the cursor, the row count, and the occupancy of the rows from the
    /// cursor's row on (rows above it are never looked at again), each word
    /// as two 32-bit halves so every value is exact in a `Double`.
    func savedSparseState() -> [Double] {
        var state = [Double(cursorRow), Double(cursorColumn), Double(rowCount)]
        let start = (cursorRow - firstRow) * wordsPerRow
        let end = (rowCount - firstRow) * wordsPerRow
        if start < end {
            state.reserveCapacity(3 + 2 * (end - start))
            for word in bits[start..<end] {
                state.append(Double(word >> 32))
                state.append(Double(word & 0xFFFF_FFFF))
            }
        }
        return state
    }

    /// A sparse grid resumed from ``savedSparseState()``, or nil when `state`
    /// is not one (wrong length, values out of range or not whole numbers).
    init?(columns: Int, resuming state: ArraySlice<Double>) {
        self.init(columns: columns, flow: .sparse)
        guard state.count >= 3, let cursorRow = Int(exactly: state[state.startIndex]),
            let cursorColumn = Int(exactly: state[state.startIndex + 1]),
            let rowCount = Int(exactly: state[state.startIndex + 2]),
            cursorRow >= 0, (0...self.columns).contains(cursorColumn), rowCount >= cursorRow,
            rowCount - cursorRow <= Self.maximumSavedRows, state.count == 3 + 2 * (rowCount - cursorRow) * wordsPerRow
        else { return nil }
        var words: [UInt64] = []
        words.reserveCapacity((rowCount - cursorRow) * wordsPerRow)
        var index = state.startIndex + 3
        while index < state.endIndex {
            guard let high = UInt64(exactly: state[index]), let low = UInt64(exactly: state[index + 1]),
                high <= 0xFFFF_FFFF, low <= 0xFFFF_FFFF
            else { return nil }
            words.append(high << 32 | low)
            index += 2
        }
        self.cursorRow = cursorRow
        self.cursorColumn = cursorColumn
        self.rowCount = rowCount
        firstRow = cursorRow
        bits = words
    }
}
