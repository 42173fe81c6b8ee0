/// Breaks text into lines as Chromium does for a block with
/// `white-space: pre-line; overflow-wrap: break-word`, given a measurer's
/// ``TextShaping``:
///
/// - runs of spaces and tabs collapse to one space; spaces at the start
///   and end of a line are dropped (trailing ones hang past the edge);
/// - a line feed (`\n`, `\r\n`, `\r`) ends a line; a last line with nothing
///   on it after a final line feed is not a line; text of spaces only has
///   no lines;
/// - a line may break after a run of spaces and at the opportunities
///   inside a word the measurer reports (UAX #14 with the browsers'
///   ASCII tailoring, ``ASCIILineBreaks``); each line takes as much as
///   fits, ending at the last opportunity that fits;
/// - a word that does not fit on a line of its own is broken between
///   grapheme clusters: as much as fits, at least one cluster a line;
/// - a closing bracket that ends a line the text does not otherwise fit is
///   set half-width (the measurer's ``ShapedWord/endTrim``, CSS
///   `text-spacing-trim` as Chromium applies it to fullwidth brackets):
///   inside a word and at the end of the text; before a space or a line
///   feed only when the line has no earlier place to break;
/// - a piece of text fits a line when its advance, both as the whole run
///   positions it (kerning into what follows included) and shaped on its
///   own, truncated to 1/64 pt, is within the width truncated to 1/64 pt:
///   browsers' layout units.
public enum LineBreaker {
    /// Lays `text` out at `size` points.
    ///
    /// - Parameters:
    ///   - width: the width lines are broken at; nil for the text's natural
    ///     lines (broken only at line feeds).
    ///   - maxLines: the most lines shown; nil or 0 for no limit.
    ///   - collectingLines: whether to return each line's text.
    public static func layout<Shaper: TextShaping>(
        _ text: String, size: Double, width: Double?, maxLines: Int? = nil, collectingLines: Bool = false,
        shaper: inout Shaper
    ) -> TextLayout {
        guard size > 0, size.isFinite else { return .empty }
        var text = text
        return text.withUTF8 { bytes in
            if TextCleaning.needsCleaning(bytes) {
                let cleaned = TextCleaning.cleaned(bytes)
                return cleaned.withUnsafeBufferPointer {
                    layout(
                        bytes: $0, size: size, width: width, maxLines: maxLines, collectingLines: collectingLines,
                        shaper: &shaper)
                }
            }
            return layout(
                bytes: bytes, size: size, width: width, maxLines: maxLines, collectingLines: collectingLines,
                shaper: &shaper)
        }
    }

    /// The text as the lines draw it: spaces collapsed and trimmed around
    /// line feeds, every line feed `\n`, control characters removed.
    public static func collapsed(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            if TextCleaning.needsCleaning(bytes) {
                return TextCleaning.cleaned(bytes).withUnsafeBufferPointer(collapsed)
            }
            return collapsed(bytes)
        }
    }

    private static func collapsed(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var pendingSpace = false
        var lineHasWords = false
        var pendingLines = 0
        for byte in bytes {
            switch byte {
            case 0x20, 0x09:
                pendingSpace = lineHasWords
            case 0x0A:
                pendingLines += 1
                pendingSpace = false
                lineHasWords = false
            default:
                if pendingLines > 0 || (!output.isEmpty && !lineHasWords) {
                    output += [UInt8](repeating: 0x0A, count: pendingLines)
                    pendingLines = 0
                } else if pendingSpace {
                    output.append(0x20)
                }
                pendingSpace = false
                lineHasWords = true
                output.append(byte)
            }
        }
        // Kept as written: a browser drawing this text draws the same lines.
        output += [UInt8](repeating: 0x0A, count: pendingLines)
        return String(decoding: output, as: UTF8.self)
    }

    private static func layout<Shaper: TextShaping>(
        bytes: UnsafeBufferPointer<UInt8>, size: Double, width: Double?, maxLines: Int?, collectingLines: Bool,
        shaper: inout Shaper
    ) -> TextLayout {
        let scale = size / shaper.unitsPerEm
        var lines = Lines(
            bytes: bytes, width: width, scale: scale, maxLines: maxLines.flatMap { $0 > 0 ? $0 : nil },
            collecting: collectingLines,
            space: shaper.spaceWidth, slack: Int(shaper.unitsPerEm))
        var index = 0
        let count = bytes.count
        scan: while index < count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
            case 0x0A:
                guard lines.endHardLine() else { break scan }
                index += 1
            default:
                var end = index + 1
                while end < count, bytes[end] != 0x20, bytes[end] != 0x09, bytes[end] != 0x0A { end += 1 }
                // Whether another word follows on this line after a space:
                // the word then kerns into that space.
                var next = end
                while next < count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
                let spaceFollows = next > end && next < count && bytes[next] != 0x0A
                // A closing bracket ending the text may be set half-width
                // to end its line; one before a space or a line feed only
                // on a line with nowhere else to break (as Chromium 156
                // sets them).
                guard
                    lines.place(
                        wordAt: index..<end, spaceFollows: spaceFollows, trimsEndAlways: next >= count,
                        shaper: &shaper)
                else { break scan }
                index = end
            }
        }
        lines.finishText()
        var collected = lines.collected
        if lines.isTruncated, let last = collected?.popLast() {
            collected?.append(ellipsized(last, width: lines.lastWidth, lines: lines, shaper: &shaper))
        }
        return TextLayout(
            lineCount: lines.count, width: Double(lines.widest) * scale, isTruncated: lines.isTruncated,
            lines: collected.map { $0.map { String(decoding: $0, as: UTF8.self) } })
    }

    /// The last line shown of a truncated text with "…" after it: after the
    /// whole line when the ellipsis fits beside it, else after as many
    /// grapheme clusters as leave room for it.
    private static func ellipsized<Shaper: TextShaping>(_ line: [UInt8], width: Int, lines: Lines, shaper: inout Shaper)
        -> [UInt8]
    {
        let ellipsis: [UInt8] = [0xE2, 0x80, 0xA6]
        let ellipsisWidth = ellipsis.withUnsafeBufferPointer { shaper.width(of: $0) }
        if lines.fits(width + ellipsisWidth) || line.isEmpty { return line + ellipsis }
        return line.withUnsafeBufferPointer { bytes in
            let graphemes = shaper.graphemes(in: bytes)
            // The last cluster whose in-line advance leaves room, checked by
            // shaping the piece on its own and stepping back while it does not.
            var candidate = graphemes.lastIndex { lines.fits($0.advance + ellipsisWidth) }
            while let index = candidate {
                let piece = UnsafeBufferPointer(rebasing: bytes[0..<graphemes[index].offset])
                if lines.fits(shaper.width(of: piece) + ellipsisWidth) { break }
                candidate = index > 0 ? index - 1 : nil
            }
            var end = candidate.map { graphemes[$0].offset } ?? 0
            while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
            return Array(bytes[0..<end]) + ellipsis
        }
    }
}
