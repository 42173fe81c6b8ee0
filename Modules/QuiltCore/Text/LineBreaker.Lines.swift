extension LineBreaker {
    /// The lines of one text as its words are placed: the open line's
    /// width, the lines finished so far and, when collecting, their bytes.
    struct Lines {
        let bytes: UnsafeBufferPointer<UInt8>
        /// The width in 1/64 pt, truncated (infinite when not wrapping).
        let limit64: Double
        /// Points per unit, times 64.
        let scale64: Double
        /// About the most units a line may take (for estimates; ``fits(_:)`` decides).
        let limit: Double
        let maxLines: Int?
        /// The space between words, in units.
        let space: Int
        /// How far an in-word advance may be off a piece shaped on its own
        /// (one em): estimates within it are checked by shaping.
        let slack: Int
        private(set) var count = 0
        private(set) var widest = 0
        private(set) var isTruncated = false
        /// The width of the last line finished.
        private(set) var lastWidth = 0
        private(set) var collected: [[UInt8]]?
        private var current: [UInt8] = []
        private var isOpen = false
        private var isEmpty = true
        private var width = 0
        private var trailingAdjustment = 0
        /// The script of the run the text so far ends in (0 for none yet).
        private var runScript: UInt32 = 0

        init(
            bytes: UnsafeBufferPointer<UInt8>, width: Double?, scale: Double, maxLines: Int?, collecting: Bool,
            space: Int, slack: Int
        ) {
            self.bytes = bytes
            limit64 = width.map { max(0, ($0 * 64).rounded(.down)) } ?? .infinity
            scale64 = scale * 64
            limit = (limit64 + 1) / scale64
            self.maxLines = maxLines
            self.space = space
            self.slack = max(1, slack)
            collected = collecting ? [] : nil
        }

        /// Where a word resumes on a new line after a break inside it.
        private struct Start {
            var offset = 0
            var advance = 0
            /// The piece from here shaped on its own less its in-word
            /// advance; nil after a cut between grapheme clusters (found by
            /// shaping when it matters).
            var adjustment: Int? = 0
        }

        /// A line feed: ends the open line, or counts an empty one. False
        /// when `maxLines` lines are shown already.
        mutating func endHardLine() -> Bool {
            guard open() else { return false }
            finish()
            return true
        }

        /// Ends the text's last line.
        mutating func finishText() {
            if isOpen { finish() }
        }

        /// Places the word at `range`, breaking lines before or inside it as
        /// needed; `spaceFollows` when a space and another word follow it on
        /// its line; `trimsEndAlways` when a closing bracket ending it may be
        /// set half-width to end any line (the word ends the text), not only
        /// a line with no earlier place to break. False when it does not
        /// all fit in `maxLines` lines.
        mutating func place<Shaper: TextShaping>(
            wordAt range: Range<Int>, spaceFollows: Bool, trimsEndAlways: Bool, shaper: inout Shaper
        ) -> Bool {
            let word = UnsafeBufferPointer(rebasing: bytes[range])
            let shaped = shaper.shape(word)
            var start = Start()
            var breaks: [WordBreak]?
            var graphemes: [WordBreak]?
            while start.offset < word.count {
                guard open() else { return false }
                let sameRun = shaped.firstScript == 0 || runScript == 0 || shaped.firstScript == runScript
                let join =
                    isEmpty
                    ? 0
                    : space + trailingAdjustment + (start.offset == 0 && sameRun ? shaped.leadingSpaceAdjustment : 0)
                // A lead without a script joins the run before it when that
                // run is another script's: shaped apart from the rest.
                let rest =
                    restWidth(of: word, from: start, shaped: shaped, shaper: &shaper)
                    + (start.offset == 0 && !sameRun ? shaped.leadingRunAdjustment : 0)
                // Breaking at the space after the word measures the word
                // kerned into that space.
                let kerned = spaceFollows ? shaped.trailingSpaceAdjustment : 0
                // A closing bracket that ends the word may be set
                // half-width to fit, the line then ending after it: always
                // at the end of the text; before a space or a line feed
                // only on a line with nowhere earlier to break.
                let endsTrimmed =
                    shaped.endTrim > 0 && fits(width + join + rest - shaped.endTrim)
                    && (trimsEndAlways
                        || isEmpty
                            && !hasBreak(in: word, shaped, after: start.offset, breaks: &breaks, shaper: &shaper))
                if fits(width + join + rest + kerned) || endsTrimmed {
                    append(start.offset..<word.count, of: range, width: join + rest)
                    trailingAdjustment = shaped.trailingSpaceAdjustment
                    if shaped.lastScript != 0 { runScript = shaped.lastScript }
                    return true
                }
                if shaped.hasBreaks {
                    if breaks == nil { breaks = shaper.breaks(in: word) }
                    if let (next, piece) = lastFitting(
                        breaks ?? [], of: word, from: start, used: width + join, shaper: &shaper)
                    {
                        append(start.offset..<next.offset, of: range, width: join + piece)
                        finish()
                        start = Start(offset: next.offset, advance: next.advance, adjustment: next.startAdjustment)
                        continue
                    }
                }
                if !isEmpty {
                    finish()
                    continue
                }
                if graphemes == nil { graphemes = shaper.graphemes(in: word) }
                let (next, piece) = overflowBreak(graphemes ?? [], of: word, from: start, shaper: &shaper)
                append(start.offset..<next.offset, of: range, width: piece)
                finish()
                start = Start(offset: next.offset, advance: next.advance, adjustment: nil)
            }
            return true
        }

        /// Whether `units` fit the width: both truncated to 1/64 pt, as a
        /// browser's layout units hold them.
        func fits(_ units: Int) -> Bool { (Double(units) * scale64).rounded(.down) <= limit64 }

        /// Opens a line for content; false when `maxLines` lines are shown.
        private mutating func open() -> Bool {
            if isOpen { return true }
            if let maxLines, count >= maxLines {
                isTruncated = true
                return false
            }
            isOpen = true
            isEmpty = true
            width = 0
            trailingAdjustment = 0
            return true
        }

        private mutating func finish() {
            count += 1
            widest = max(widest, width)
            lastWidth = width
            if collected != nil {
                collected?.append(current)
                current.removeAll(keepingCapacity: true)
            }
            isOpen = false
        }

        /// Puts `pieceRange` of the word at `wordRange` on the open line.
        private mutating func append(_ pieceRange: Range<Int>, of wordRange: Range<Int>, width added: Int) {
            if collected != nil {
                if !isEmpty { current.append(0x20) }
                current.append(
                    contentsOf: bytes[
                        (wordRange.lowerBound + pieceRange.lowerBound)..<(wordRange.lowerBound + pieceRange.upperBound)]
                )
            }
            width += added
            isEmpty = false
        }

        /// The width of the word from `start` to its end.
        private func restWidth<Shaper: TextShaping>(
            of word: UnsafeBufferPointer<UInt8>, from start: Start, shaped: ShapedWord, shaper: inout Shaper
        ) -> Int {
            if start.offset == 0 { return shaped.width }
            let estimate = shaped.width - start.advance
            if let adjustment = start.adjustment { return estimate + adjustment }
            // Far past the line either way: no need to shape it.
            if Double(estimate - slack) > limit { return estimate }
            return shaper.width(of: UnsafeBufferPointer(rebasing: word[start.offset...]))
        }

        /// The width the word from `start` to `end` needs to fit a line: the
        /// larger of its advance as the word positions it (kerned into what
        /// follows the break) and its width shaped on its own, as a browser
        /// finds a break by the run's positions and then checks the reshaped end.
        private func pieceWidth<Shaper: TextShaping>(
            of word: UnsafeBufferPointer<UInt8>, from start: Start, to end: WordBreak, shaper: inout Shaper
        ) -> Int {
            if let adjustment = start.adjustment {
                return end.advance - start.advance + max(0, end.endAdjustment) + adjustment
            }
            let positioned = end.advance - start.advance
            return max(positioned, shaper.width(of: UnsafeBufferPointer(rebasing: word[start.offset..<end.offset])))
        }

        /// Whether `word`, measured as `shaped`, may break after `offset`
        /// (its breaks asked for once, kept in `breaks`).
        private func hasBreak<Shaper: TextShaping>(
            in word: UnsafeBufferPointer<UInt8>, _ shaped: ShapedWord, after offset: Int, breaks: inout [WordBreak]?,
            shaper: inout Shaper
        ) -> Bool {
            guard shaped.hasBreaks else { return false }
            if breaks == nil { breaks = shaper.breaks(in: word) }
            let found = breaks ?? []
            return firstIndex(in: found, after: offset) < found.count
        }

        /// The last break after `start` whose piece fits after `used`
        /// units already on the line, with the piece's width.
        private func lastFitting<Shaper: TextShaping>(
            _ breaks: [WordBreak], of word: UnsafeBufferPointer<UInt8>, from start: Start, used: Int,
            shaper: inout Shaper
        ) -> (WordBreak, Int)? {
            let first = firstIndex(in: breaks, after: start.offset)
            // In-word advances grow with the offset: the last candidate
            // within the slack, then back while shaping says it does not fit.
            var candidate = lastIndex(in: breaks, from: first) {
                Double($0.advance - start.advance - slack + used) <= limit
            }
            while let index = candidate {
                let piece = pieceWidth(of: word, from: start, to: breaks[index], shaper: &shaper)
                if fits(used + piece) || (breaks[index].endTrim > 0 && fits(used + piece - breaks[index].endTrim)) {
                    return (breaks[index], piece)
                }
                candidate = index > first ? index - 1 : nil
            }
            return nil
        }

        /// Where `overflow-wrap: break-word` cuts a word too long for an
        /// empty line: after the last grapheme cluster that fits, at least one.
        private func overflowBreak<Shaper: TextShaping>(
            _ graphemes: [WordBreak], of word: UnsafeBufferPointer<UInt8>, from start: Start, shaper: inout Shaper
        ) -> (WordBreak, Int) {
            let first = firstIndex(in: graphemes, after: start.offset)
            guard first < graphemes.count else {
                // No boundary reported past `start`: the rest of the word, whole.
                let rest = WordBreak(offset: word.count, advance: start.advance)
                return (rest, shaper.width(of: UnsafeBufferPointer(rebasing: word[start.offset...])))
            }
            var candidate = lastIndex(in: graphemes, from: first) {
                Double($0.advance - start.advance - slack) <= limit
            }
            // Grapheme boundaries carry no adjustments: check each candidate reshaped too.
            func width(to end: WordBreak) -> Int {
                max(
                    pieceWidth(of: word, from: start, to: end, shaper: &shaper),
                    shaper.width(of: UnsafeBufferPointer(rebasing: word[start.offset..<end.offset])))
            }
            while let index = candidate, index > first {
                let piece = width(to: graphemes[index])
                if fits(piece) { return (graphemes[index], piece) }
                candidate = index - 1
            }
            return (graphemes[first], width(to: graphemes[first]))
        }

        /// The index of the first break past `offset` (binary search).
        private func firstIndex(in breaks: [WordBreak], after offset: Int) -> Int {
            var low = 0
            var high = breaks.count
            while low < high {
                let middle = (low + high) / 2
                if breaks[middle].offset <= offset { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// The last index from `first` whose break satisfies `fits`, which
        /// holds for a prefix of the breaks (binary search).
        private func lastIndex(in breaks: [WordBreak], from first: Int, where fits: (WordBreak) -> Bool) -> Int? {
            var low = first
            var high = breaks.count
            while low < high {
                let middle = (low + high) / 2
                if fits(breaks[middle]) { low = middle + 1 } else { high = middle }
            }
            return low > first ? low - 1 : nil
        }
    }
}
