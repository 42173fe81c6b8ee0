import QuiltCore
import QuiltTestSupport
import Testing

/// Views laid out by hand-worked numbers: flex rows and columns, overlays,
/// missing data, padding, and the parts' frames. (Headless Chromium checks
/// generated views too: `ViewBrowserAgreementTests`.)
@Suite("View layout")
struct ViewLayoutTests {
    /// A picture box of a fixed size (its data always has a picture).
    static func box(_ width: Double?, _ height: Double?, grow: Double = 0) -> ViewNode {
        ViewNode(
            .image(ViewImage(field: "p")), width: width.map { .points($0) }, height: height.map { .points($0) },
            grow: grow)
    }

    static func text(_ field: String, font: Double = 10, lineHeight: Double = 12, lines: Int? = nil) -> ViewNode {
        ViewNode(
            .text(
                ViewText(
                    .field(field),
                    style: SizeRule.Text(font: font, lineHeight: lineHeight, maxLines: lines, padding: .zero))))
    }

    static let data: DataValue = .object([
        "p": .string("https://example.com/p.png"), "short": .string("aaaa"), "long": .string("aaaaaaaa"),
        "words": .string("aaaa aaaa aaaa"),
    ])

    static func frames(_ root: ViewNode, width: Double, height: Double? = nil, data: DataValue = data) -> [Rect] {
        let view = ItemView(root: root)
        if let height { return view.parts(in: data, size: Size(width: width, height: height)).map(\.frame) }
        return view.parts(in: data, width: width).map(\.frame)
    }

    @Test func aRowSharesItsFreeSpaceByGrowAndIsAsTallAsItsTallestBox() {
        let row = ViewNode(
            .row(
                ViewStack(
                    [Self.box(50, 50), Self.box(nil, 20, grow: 1), Self.box(30, 40)], spacing: 10,
                    padding: EdgeInsets(all: 10))))
        #expect(
            Self.frames(row, width: 300) == [
                Rect(x: 10, y: 10, width: 50, height: 50), Rect(x: 70, y: 10, width: 180, height: 20),
                Rect(x: 260, y: 10, width: 30, height: 40),
            ])
        #expect(ItemView(root: row).height(in: Self.data, width: 300) == 70)
        // Its natural width: the fixed boxes, the gaps and the padding.
        #expect(ItemView(root: row).naturalWidth(in: Self.data) == 120)
    }

    static let justifyCases: [(ViewJustify, [Double])] = [
        (.start, [0, 40, 80]), (.center, [40, 80, 120]), (.end, [80, 120, 160]), (.spaceBetween, [0, 80, 160]),
        (.spaceAround, [40.0 / 3, 80, 440.0 / 3]), (.spaceEvenly, [20, 80, 140]), (.stretch, [0, 40, 80]),
    ]

    @Test func justifySharesTheFreeSpaceAsCSSDoes() async throws {
        try await withEvery("justify", in: Self.justifyCases.map(\.0.rawValue)) { name in
            let (justify, xs) = try #require(Self.justifyCases.first { $0.0.rawValue == name })
            let row = ViewNode(
                .row(ViewStack([Self.box(40, 10), Self.box(40, 10), Self.box(40, 10)], justify: justify)))
            let found = Self.frames(row, width: 200).map(\.x)
            #expect(zip(found, xs).allSatisfy { abs($0 - $1) < 1e-9 }, "\(found)")
            // With no room to share, the space-sharing ones pack at the start (CSS's safe fallback).
            let crowded = ViewNode(
                .row(ViewStack([Self.box(40, 10), Self.box(40, 10), Self.box(40, 10)], justify: justify)))
            let start = Self.frames(crowded, width: 100).map(\.x).first
            #expect(start == (justify == .center ? -10 : justify == .end ? -20 : 0))
        }
    }

    @Test func boxesShrinkByTheirSizeInLayoutUnits() {
        // "aaaa" is 22 pt by the estimate at 10 pt, "aaaaaaaa" 44: 16 pt too many for 50.
        let row = ViewNode(.row(ViewStack([Self.text("short"), Self.text("long")])))
        let frames = Self.frames(row, width: 50)
        #expect(frames.map(\.width) == [16.671875, 33.328125])
        // A fixed width never shrinks; a box is never narrower than its padding.
        let fixed = ViewNode(.row(ViewStack([Self.box(40, 10), Self.text("long")])))
        #expect(Self.frames(fixed, width: 50).map(\.width) == [40, 10])
        let padded = ViewNode(
            .row(
                ViewStack([
                    ViewNode(.column(ViewStack([], padding: EdgeInsets(left: 30, right: 30))), width: .points(10))
                ])))
        #expect(ItemView(root: padded).naturalWidth(in: Self.data) == 60)
    }

    @Test func aLeafWithoutDataTakesNoRoomAndNoSpacing() {
        let column = ViewNode(
            .column(ViewStack([Self.text("short"), Self.text("missing"), Self.text("long")], spacing: 4)))
        #expect(
            Self.frames(column, width: 100) == [
                Rect(x: 0, y: 0, width: 100, height: 12), Rect(x: 0, y: 16, width: 100, height: 12),
            ])
        #expect(ItemView(root: column).height(in: Self.data, width: 100) == 28)
    }

    @Test func aColumnOfKnownHeightSharesItAndAlignsAcross() {
        let column = ViewNode(
            .column(
                ViewStack(
                    [Self.box(20, 10), ViewNode(.spacer, grow: 1), Self.box(30, 10)], align: .center, justify: .start)))
        #expect(
            Self.frames(column, width: 100, height: 80) == [
                Rect(x: 40, y: 0, width: 20, height: 10), Rect(x: 35, y: 70, width: 30, height: 10),
            ])
        // As tall as its content, the spacer has nothing to share.
        #expect(
            Self.frames(column, width: 100) == [
                Rect(x: 40, y: 0, width: 20, height: 10), Rect(x: 35, y: 10, width: 30, height: 10),
            ])
    }

    @Test func anOverlayPlacesEachBoxInItsOneCell() {
        let overlay = ViewNode(
            .overlay(
                ViewStack(
                    [Self.box(nil, 60), Self.box(20, 10)], padding: EdgeInsets(all: 5), align: .end, justify: .end)))
        // The first box (no width) fits its content: none; the cell is 60 high.
        #expect(
            Self.frames(overlay, width: 100) == [
                Rect(x: 95, y: 5, width: 0, height: 60), Rect(x: 75, y: 55, width: 20, height: 10),
            ])
        let stretched = ViewNode(.overlay(ViewStack([Self.box(nil, 60), Self.box(20, 10)], justify: .stretch)))
        #expect(Self.frames(stretched, width: 100).map(\.width) == [100, 20])
    }

    @Test func aPictureTakesItsShapeFromItsWidthOrFromHeightItIsGiven() {
        let image = ViewNode(.image(ViewImage(field: "p", aspect: .ratio(2))))
        // Stretched across a column: as wide as it, half as tall.
        #expect(
            Self.frames(ViewNode(.column(ViewStack([image]))), width: 200) == [
                Rect(x: 0, y: 0, width: 200, height: 100)
            ])
        // A fixed height in a row gives the width; the fields' ratio counts too.
        var tall = image
        tall.height = .points(30)
        #expect(
            Self.frames(ViewNode(.row(ViewStack([tall], align: .start))), width: 200) == [
                Rect(x: 0, y: 0, width: 60, height: 30)
            ])
        let photo = ViewNode(.image(ViewImage(field: "p", aspect: .fields(width: "w", height: "h"))))
        let data: DataValue = .object(["p": .string("a.png"), "w": .number(1600), "h": .number(900)])
        #expect(ItemView(root: ViewNode(.column(ViewStack([photo])))).height(in: data, width: 160) == 90)
    }

    @Test func dividersStretchAcrossTheirContainer() {
        let divider = ViewNode(.divider(ViewDivider()), width: .points(1), alignSelf: .stretch)
        let row = ViewNode(.row(ViewStack([Self.box(20, 40), divider, Self.box(20, 10)], spacing: 4, align: .start)))
        #expect(
            Self.frames(row, width: 100) == [
                Rect(x: 0, y: 0, width: 20, height: 40), Rect(x: 24, y: 0, width: 1, height: 40),
                Rect(x: 29, y: 0, width: 20, height: 10),
            ])
    }

    @Test func textsAndBadgesGiveTheirLines() throws {
        let badge = ViewNode(
            .badge(
                ViewBadge(
                    text: ViewText(
                        .field("short"), style: SizeRule.Text(font: 10, lineHeight: 12, maxLines: 1, padding: .zero)))))
        let column = ViewNode(.column(ViewStack([Self.text("words", lines: 2), badge], align: .start)))
        let parts = ItemView(root: column).parts(in: Self.data, width: 40)
        try #require(parts.count == 2)
        #expect(parts[0].text == "aaaa aaaa aaaa" && parts[0].lines == ["aaaa", "aaaa…"] && parts[0].kind == "text")
        #expect(parts[0].frame == Rect(x: 0, y: 0, width: 40, height: 24) && parts[0].field == "words")
        // A badge is its text's natural width and line plus its padding.
        #expect(parts[1].frame == Rect(x: 0, y: 24, width: 34, height: 16) && parts[1].kind == "badge")
        #expect(parts[1].textFrame == Rect(x: 6, y: 26, width: 22, height: 12))
    }
}
