extension LineBreaker {
    /// Where a word resumes on a new line after a break inside it.
    struct WordStart {
        var offset = 0
        var advance = 0
        /// The piece from here shaped on its own less its in-word
        /// advance; nil after a cut between grapheme clusters (found by
        /// shaping when it matters).
        var adjustment: Int? = 0
    }

    /// The width lines are broken at, and how a word or a piece of one is
    /// checked against it. Apart from ``Lines`` so that the checks, asked
    /// for every word, take these few numbers rather than a copy of the
    /// lines' whole state.
    struct LineFit {
        /// The width in 1/64 pt, truncated (infinite when not wrapping).
        let limit64: Double
        /// Points per unit, times 64.
        let scale64: Double
        /// About the most units a line may take (for estimates; ``fits(_:)`` decides).
        let limit: Double
        /// How far an in-word advance may be off a piece shaped on its own
        /// (one em): estimates within it are checked by shaping.
        let slack: Int

        /// The rules for lines `width` points wide (nil: not wrapping) of
        /// text at `scale` points per unit, `slack` units being one em.
        init(width: Double?, scale: Double, slack: Int) {
            limit64 = width.map { max(0, ($0 * 64).rounded(.down)) } ?? .infinity
            scale64 = scale * 64
            limit = (limit64 + 1) / scale64
            self.slack = max(1, slack)
        }

        /// Whether `units` fit the width: both truncated to 1/64 pt, as a
        /// browser's layout units hold them.
        func fits(_ units: Int) -> Bool { (Double(units) * scale64).rounded(.down) <= limit64 }

        /// The width of the word from `start` to its end.
        func restWidth<Shaper: TextShaping>(
            of word: UnsafeBufferPointer<UInt8>, from start: WordStart, shaped: ShapedWord, shaper: inout Shaper
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
            of word: UnsafeBufferPointer<UInt8>, from start: WordStart, to end: WordBreak, shaper: inout Shaper
        ) -> Int {
            if let adjustment = start.adjustment {
                return end.advance - start.advance + max(0, end.endAdjustment) + adjustment
            }
            let positioned = end.advance - start.advance
            return max(positioned, shaper.width(of: UnsafeBufferPointer(rebasing: word[start.offset..<end.offset])))
        }

        /// Whether `word`, measured as `shaped`, may break after `offset`
        /// (its breaks asked for once, kept in `breaks`).
        func hasBreak<Shaper: TextShaping>(
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
        func lastFitting<Shaper: TextShaping>(
            _ breaks: [WordBreak], of word: UnsafeBufferPointer<UInt8>, from start: WordStart, used: Int,
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
        func overflowBreak<Shaper: TextShaping>(
            _ graphemes: [WordBreak], of word: UnsafeBufferPointer<UInt8>, from start: WordStart, shaper: inout Shaper
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
