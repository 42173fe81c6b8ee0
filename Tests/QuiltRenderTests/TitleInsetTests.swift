import QuiltCore
import Testing

@testable import QuiltRender

/// Where header and footer titles start (docs/rendering.md): at the
/// layout's start inset, at least 12 pt in, and 8 pt inside a decoration
/// covering the view; logical sides, so right to left the start is the right.
@Suite struct TitleInsetTests {
    /// A 300-pt section with a 40-pt header, `inset` and `decorations`.
    static func section(
        inset: EdgeInsets = .zero, decorations: [Rect] = [], direction: LayoutDirection = .ltr
    ) -> SectionSnapshot {
        SectionSnapshot(
            id: "s", frame: Rect(x: 0, y: 0, width: 300, height: 140), header: Rect(x: 0, y: 0, width: 300, height: 40),
            itemsArea: Rect(x: 0, y: 40, width: 300, height: 100),
            decorations: decorations.map { AttachedElement(kind: "decoration", frame: $0) }, inset: inset,
            direction: direction)
    }

    static let header = Rect(x: 0, y: 0, width: 300, height: 40)

    @Test func withoutAnInsetTheTitleKeepsTheStylesheetsTwelvePoints() {
        let inset = TitleInset(of: Self.section(), frame: Self.header)
        #expect(inset == TitleInset(start: 12, end: 12))
        #expect(inset.css.isEmpty)
    }

    @Test func theTitleStartsWhereTheItemsDo() {
        let inset = TitleInset(of: Self.section(inset: EdgeInsets(left: 15, right: 20)), frame: Self.header)
        #expect(inset == TitleInset(start: 15, end: 20))
        #expect(inset.css == ";padding-inline:15px 20px")
    }

    @Test func aDecorationCoveringTheHeaderKeepsItsTitleInside() {
        let card = Rect(x: 23, y: 6, width: 250, height: 130)
        let inset = TitleInset(
            of: Self.section(inset: EdgeInsets(left: 15, right: 15), decorations: [card]), frame: Self.header)
        #expect(inset == TitleInset(start: 31, end: 35))
        // Below the header (an `onlyItem` region) it does not move the title.
        let below = Rect(x: 23, y: 40, width: 250, height: 100)
        #expect(
            TitleInset(of: Self.section(decorations: [below]), frame: Self.header) == TitleInset(start: 12, end: 12))
    }

    @Test func rightToLeftTheStartIsTheRight() {
        let card = Rect(x: 40, y: 0, width: 250, height: 140)
        let inset = TitleInset(
            of: Self.section(inset: EdgeInsets(left: 15, right: 4), decorations: [card], direction: .rtl),
            frame: Self.header)
        // The start is 10 pt from the card's right edge at 290 (+ 8), the end 40 pt in (+ 8).
        #expect(inset == TitleInset(start: 18, end: 48))
    }
}
