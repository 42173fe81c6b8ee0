import QuiltCore
import QuiltTestSupport
import Testing

/// The line breaker's rules, worked by hand with the estimate's widths: at
/// 10 pt a letter is 5.5 pt, a space 3 pt, `-` 4 pt, a CJK ideograph 10 pt.
@Suite("Line breaking")
struct LineBreakerTests {
    let estimate = TextEstimate()

    func layout(_ text: String, width: Double?, maxLines: Int? = nil) -> TextLayout {
        estimate.layout(text, size: 10, width: width, maxLines: maxLines, collectingLines: true)
    }

    @Test func aLineTakesWhatFitsAndBreaksAtSpaces() {
        // "aaaa aaaa" is 22 + 3 + 22 = 47 points.
        #expect(layout("aaaa aaaa", width: 47).lines == ["aaaa aaaa"])
        #expect(layout("aaaa aaaa", width: 46.9).lines == ["aaaa", "aaaa"])
        #expect(layout("aaaa aaaa", width: nil).width == 47)
    }

    @Test func widthsAreHeldInSixtyFourthsOfAPoint() {
        // 47 × 64 = 3008: a width truncated below that does not fit it, one above does.
        #expect(layout("aaaa aaaa", width: 46.99).lineCount == 2)
        #expect(layout("aaaa aaaa", width: 47.01).lineCount == 1)
        #expect(layout("aaaa aaaa", width: 47 + 1.0 / 128).lineCount == 1)
    }

    @Test func spacesCollapseAndLineFeedsEndLines() {
        #expect(layout("  aaaa \t  aaaa  ", width: nil).lines == ["aaaa aaaa"])
        #expect(layout("  aaaa \t  aaaa  ", width: nil).width == 47)
        #expect(layout("aa\naa", width: nil).lines == ["aa", "aa"])
        #expect(layout("aa \n  aa", width: nil).lines == ["aa", "aa"])
        #expect(layout("aa\r\naa", width: nil).lineCount == 2)
        #expect(layout("aa\raa", width: nil).lineCount == 2)
        #expect(LineBreaker.collapsed(" a  b \n c \r\n") == "a b\nc\n")
    }

    @Test func emptyTextHasNoLinesAndAFinalLineFeedAddsNone() {
        for (text, lines) in [
            ("", 0), ("   ", 0), ("\t \t", 0), ("\n", 1), ("aa\n", 1), ("aa\n\n", 2), ("a\n\nb", 3), ("\na", 2),
            (" \n ", 1),
        ] {
            #expect(layout(text, width: 100).lineCount == lines, "\(text.debugDescription)")
        }
    }

    @Test func controlCharactersDrawNothing() {
        #expect(layout("aa\u{1}a\u{7F}a", width: nil).lines == ["aaaa"])
        #expect(layout("aa\u{1}a\u{7F}a", width: nil).width == 22)
    }

    @Test func aWordTooLongForALineBreaksBetweenCharacters() {
        // Ten letters of 5.5 pt in 20 pt: three a line (16.5), then the last one.
        #expect(layout("aaaaaaaaaa", width: 20).lines == ["aaa", "aaa", "aaa", "a"])
        // A line never ends up empty: one character a line even when it does not fit.
        #expect(layout("aaa", width: 1).lines == ["a", "a", "a"])
        // The word first moves to a line of its own.
        #expect(layout("aa aaaaaaaa", width: 25).lines == ["aa", "aaaa", "aaaa"])
    }

    @Test func hyphensAndCJKIdeographsAreBreakOpportunities() {
        // "aaaa-" is 22 + 4 = 26.
        #expect(layout("aaaa-aaaa", width: 30).lines == ["aaaa-", "aaaa"])
        #expect(layout("aaaa-aaaa", width: 48).lines == ["aaaa-aaaa"])
        // A minus before a digit stays with it; a hyphen between a letter and a digit does not.
        #expect(layout("a -1111", width: 26).lines == ["a", "-1111"])
        #expect(layout("aaaa-1111", width: 30).lines == ["aaaa-", "1111"])
        #expect(layout("中文标签", width: 25).lines == ["中文", "标签"])
        // No break after a slash: the word is cut where it overflows.
        #expect(layout("aaaa/aaaa", width: 32).lines == ["aaaa/a", "aaa"])
    }

    @Test func maxLinesCutsTheTextAndEndsTheLastLineWithAnEllipsis() {
        let cut = layout("aa aa aa aa", width: 12, maxLines: 2)
        #expect(cut.lineCount == 2)
        #expect(cut.isTruncated)
        // "aa" (11) + "…" (5.5) does not fit 12: one letter goes.
        #expect(cut.lines == ["aa", "a…"])
        #expect(layout("aa aa", width: 20, maxLines: 1).lines == ["aa…"])
        let whole = layout("aa aa", width: 12, maxLines: 2)
        #expect(!whole.isTruncated && whole.lines == ["aa", "aa"])
        #expect(layout("aa\n", width: 12, maxLines: 1).isTruncated == false)
        #expect(layout("aa\n\n", width: 12, maxLines: 1).isTruncated)
    }

    /// Generated texts: every line fits (or is one cluster), lines joined
    /// give the collapsed text back, and no line could take the next word.
    @Test func generatedTextsBreakIntoLinesThatFit() async throws {
        let words = ["a", "aa", "aaaa", "well-known", "中文", "x", "aaaaaaaaaaaaaaaaaaaa", "é", "1-2"]
        try await withEvery("seed", in: 0..<300) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let count = Int(random.next() % 12) + 1
            let text = (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
            let width = Double(random.next() % 120) + 10
            let result = estimate.layout(text, size: 10, width: width, maxLines: nil, collectingLines: true)
            let lines = result.lines ?? []
            #expect(lines.count == result.lineCount, "seed \(seed)")
            for line in lines {
                let natural = estimate.layout(line, size: 10, width: nil, maxLines: nil, collectingLines: false).width
                #expect(
                    natural <= width || line.count == 1 || !line.contains(" "),
                    "seed \(seed): '\(line)' (\(natural)) in \(width)")
            }
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "seed \(seed)")
        }
    }
}
