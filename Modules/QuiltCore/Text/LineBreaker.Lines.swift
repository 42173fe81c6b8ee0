extension LineBreaker {
    /// The lines of one text as its words are placed: the open line's
    /// width, the lines finished so far and, when collecting, their bytes.
    struct Lines {
        let bytes: UnsafeBufferPointer<UInt8>
        /// The width lines are broken at and how a piece is checked against it.
        let fit: LineFit
        let maxLines: Int?
        /// The space between words, in units.
        let space: Int
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
            fit = LineFit(width: width, scale: scale, slack: slack)
            self.maxLines = maxLines
            self.space = space
            collected = collecting ? [] : nil
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
            var start = WordStart()
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
                    fit.restWidth(of: word, from: start, shaped: shaped, shaper: &shaper)
                    + (start.offset == 0 && !sameRun ? shaped.leadingRunAdjustment : 0)
                // Breaking at the space after the word measures the word
                // kerned into that space.
                let kerned = spaceFollows ? shaped.trailingSpaceAdjustment : 0
                // A closing bracket that ends the word may be set
                // half-width to fit, the line then ending after it: always
                // at the end of the text; before a space or a line feed
                // only on a line with nowhere earlier to break.
                let endsTrimmed =
                    shaped.endTrim > 0 && fit.fits(width + join + rest - shaped.endTrim)
                    && (trimsEndAlways
                        || isEmpty
                            && !fit.hasBreak(in: word, shaped, after: start.offset, breaks: &breaks, shaper: &shaper))
                if fit.fits(width + join + rest + kerned) || endsTrimmed {
                    append(start.offset..<word.count, of: range, width: join + rest)
                    trailingAdjustment = shaped.trailingSpaceAdjustment
                    if shaped.lastScript != 0 { runScript = shaped.lastScript }
                    return true
                }
                if shaped.hasBreaks {
                    if breaks == nil { breaks = shaper.breaks(in: word) }
                    if let (next, piece) = fit.lastFitting(
                        breaks ?? [], of: word, from: start, used: width + join, shaper: &shaper)
                    {
                        append(start.offset..<next.offset, of: range, width: join + piece)
                        finish()
                        start = WordStart(offset: next.offset, advance: next.advance, adjustment: next.startAdjustment)
                        continue
                    }
                }
                if !isEmpty {
                    finish()
                    continue
                }
                if graphemes == nil { graphemes = shaper.graphemes(in: word) }
                let (next, piece) = fit.overflowBreak(graphemes ?? [], of: word, from: start, shaper: &shaper)
                append(start.offset..<next.offset, of: range, width: piece)
                finish()
                start = WordStart(offset: next.offset, advance: next.advance, adjustment: nil)
            }
            return true
        }

        /// Whether `units` fit the width (``LineFit/fits(_:)``).
        func fits(_ units: Int) -> Bool { fit.fits(units) }

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
    }
}
