import Quilt
import QuiltTestSupport
import Testing

/// Views as pages and component kinds write them: every key read, its
/// default, and a located diagnostic for every mistake.
@Suite("Views in pages")
struct ViewDecodingTests {
    static let registry = TextRuleDecodingTests.registry

    /// The section's view and the page's diagnostics for `view:` written
    /// on line 4 of a page (`    view: ` before it).
    static func decode(_ view: String, layout: String = "{kind: list}", extra: String = "") -> (ItemView?, [Diagnostic])
    {
        let file = PageFile.parse(
            "page: p\nsections:\n  - id: s\n    view: \(view)\n    layout: \(layout)\n\(extra)    items: [{id: a, title: Hi}]",
            path: "p.yaml", registry: registry)
        return (file.page?.sections.first?.sizes.rule?.view, file.diagnostics)
    }

    @Test func containersReadEveryKey() throws {
        let (view, diagnostics) = Self.decode(
            "{row: [{text: title}], spacing: 8, padding: {top: 1, left: 2, bottom: 3, right: 4}, align: center, justify: spaceBetween}"
        )
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let stack = try #require(view?.root.stack)
        #expect(stack.spacing == 8 && stack.padding == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(stack.align == .center && stack.justify == .spaceBetween && stack.children.count == 1)
        guard case .row = try #require(view?.root.content) else { throw Failure("not a row") }
        // A number pads every side; CSS's defaults: stretched, packed at the start; an overlay stretches across.
        let column = try #require(Self.decode("{column: [{text: title}], padding: 6}").0?.root.stack)
        #expect(column.padding == EdgeInsets(all: 6) && column.align == .stretch && column.justify == .start)
        let overlay = try #require(Self.decode("{overlay: [{text: title}]}").0?.root.stack)
        #expect(overlay.justify == .stretch)
    }

    @Test func leavesReadEveryKey() throws {
        let (view, diagnostics) = Self.decode(
            """
            {column: [\
            {text: title, family: Body, weight: bold, font: 15, lineHeight: 20, maxLines: 2, color: {light: "#111111", dark: "#eeeeee"}, align: center, width: 80, height: {fraction: 0.5}, grow: 2},\
            {image: photo, aspect: {width: w, height: h}, radius: 8, fit: fit},\
            {image: photo, aspect: 1.5},\
            {badge: "{{count}} new", background: "#2563eb", radius: 4, padding: 3, color: "#ffffff", font: 11},\
            {spacer: 8}, spacer, {spacer: null, grow: 3}, {divider: 2, color: "#e5e7eb"}, divider]}
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let children = try #require(view?.root.children)
        #expect(children.count == 9)
        guard case .text(let text) = children[0].content else { throw Failure("not a text") }
        #expect(text.source == .field("title") && text.style.family == "Body" && text.style.weight == .bold)
        #expect(
            text.style.font == 15 && text.style.lineHeight == 20 && text.style.maxLines == 2 && text.align == .center)
        #expect(text.color?.light.hex == "#111111ff" && text.color?.dark.hex == "#eeeeeeff")
        #expect(children[0].width == .points(80) && children[0].height == .fraction(0.5) && children[0].grow == 2)
        guard case .image(let image) = children[1].content, case .image(let ratio) = children[2].content else {
            throw Failure("not images")
        }
        #expect(
            image.field == "photo" && image.aspect == .fields(width: "w", height: "h") && image.radius == 8
                && image.fit == .fit)
        #expect(ratio.aspect == .ratio(1.5) && ratio.fit == .fill && ratio.radius == 0)
        guard case .badge(let badge) = children[3].content else { throw Failure("not a badge") }
        #expect(badge.text.fields == ["count"] && badge.radius == 4 && badge.padding == EdgeInsets(all: 3))
        #expect(
            badge.background.light.hex == "#2563ebff" && badge.text.style.font == 11 && badge.text.style.maxLines == 1)
        // A fixed spacer runs along its column; a bare one shares the free space.
        #expect(children[4].height == .points(8) && children[4].grow == 0)
        #expect(children[5].grow == 1 && children[5].height == nil && children[6].grow == 3)
        guard case .divider(let divider) = children[7].content, case .divider(let plain) = children[8].content else {
            throw Failure("not dividers")
        }
        #expect(divider.thickness == 2 && children[7].height == .points(2) && children[7].alignSelf == .stretch)
        #expect(plain.thickness == 1 && plain.color == ViewDivider.defaultColor)
        // In a row a spacer's and a divider's length run across.
        let row = try #require(Self.decode("{row: [{spacer: 8}, divider]}").0?.root.children)
        #expect(row[0].width == .points(8) && row[1].width == .points(1))
    }

    @Test func aBadgeIsOneCentredWhiteLineOnRedUnlessItSaysOtherwise() throws {
        let badge = try #require(Self.decode("{badge: count}").0?.root)
        guard case .badge(let value) = badge.content else { throw Failure("not a badge") }
        #expect(value.text.style.maxLines == 1 && value.text.align == .center && value.text.color == .white)
        #expect(value.background == ViewBadge.defaultBackground && value.padding == ViewBadge.defaultPadding)
        #expect(value.text.style.font == 12 && value.radius == 9)
    }

    @Test func aTemplateNamesItsFields() throws {
        let view = try #require(Self.decode(#"{text: "{{ price }} · {{shop}} · {{price}}"}"#).0)
        guard case .text(let text) = view.root.content, case .template(let template) = text.source else {
            throw Failure("not a template")
        }
        #expect(template.fields == ["price", "shop"])
        #expect(text.text(in: .object(["price": .number(12.5), "shop": .string("Kiln")])) == "12.5 · Kiln · 12.5")
        #expect(text.text(in: .object(["shop": .string("Kiln")])) == " · Kiln · ")
        #expect(text.text(in: .object(["other": .string("x")])) == nil)
        #expect(view.fields == ["price", "shop"])
    }

    /// Each mistake, its code, and the text its diagnostic must start at.
    static let mistakes: [(view: String, code: DiagnosticCode, anchor: String)] = [
        ("{row: [{text: title}], spacing: -1}", .outOfRange, "-1"),
        ("{row: [{text: title}], padding: {top: -2}}", .outOfRange, "-2"),
        ("{row: [{text: title}], align: middle}", .unknownValue, "middle"),
        ("{row: [{text: title}], justify: between}", .unknownValue, "between"),
        ("{overlay: [{text: title}], justify: spaceBetween}", .unknownValue, "spaceBetween"),
        ("{row: [{text: title}], justify: stretch}", .ineffectiveOption, "stretch"),
        ("{overlay: [{text: title}], spacing: 4}", .ineffectiveOption, "4}"),
        ("{overlay: [spacer]}", .ineffectiveOption, "spacer"),
        ("{column: [{text: title, width: -5}]}", .outOfRange, "-5"),
        ("{column: [{text: title, width: {fraction: 0}}]}", .outOfRange, "0}"),
        ("{column: [{text: title, height: {part: 1}}]}", .missingKey, "{part"),
        ("{column: [{text: title, grow: -1}]}", .outOfRange, "-1"),
        ("{column: [{text: title, grow: 1001}]}", .outOfRange, "1001"),
        ("{column: [{text: title, maxLines: -1}]}", .outOfRange, "-1"),
        ("{column: [{text: title, font: 0}]}", .outOfRange, "0}"),
        ("{column: [{text: title, lineHeight: 2000}]}", .outOfRange, "2000"),
        ("{column: [{text: title, color: \"#12\"}]}", .unknownValue, "\"#12\""),
        ("{column: [{text: title, color: {light: white}}]}", .missingKey, "{light"),
        ("{column: [{text: title, align: justify}]}", .unknownValue, "justify"),
        ("{column: [{text: title, family: Bodi}]}", .unknownFont, "Bodi"),
        ("{column: [{text: \"{{title\"}]}", .badTemplate, "\"{{title\""),
        ("{column: [{text: \"{{}} \"}]}", .badTemplate, "\"{{}} \""),
        ("{column: [{text: \"\"}]}", .outOfRange, "\"\""),
        ("{column: [{text: title, colour: red}]}", .unknownKey, "colour"),
        ("{column: [{image: photo, aspect: 0}]}", .outOfRange, "0}"),
        ("{column: [{image: photo, aspect: {width: w}}]}", .missingKey, "{width"),
        ("{column: [{image: photo, fit: cover}]}", .unknownValue, "cover"),
        ("{column: [{image: photo, width: 40, height: 40, aspect: 1}]}", .ineffectiveOption, "1}"),
        ("{column: [{image: photo, radius: -1}]}", .outOfRange, "-1"),
        ("{column: [{badge: count, background: blu}]}", .unknownValue, "blu"),
        ("{column: [{badge: count, radius: -3}]}", .outOfRange, "-3"),
        ("{column: [{spacer: -8}]}", .outOfRange, "-8"),
        ("{column: [{divider: -1}]}", .outOfRange, "-1"),
        ("{column: [{divider: 1, color: nope}]}", .unknownValue, "nope"),
        ("{column: [{text: title, image: photo}]}", .conflictingKeys, "{text"),
        ("{column: [{font: 12}]}", .missingKey, "{font"),
        ("{column: [spacers]}", .wrongType, "spacers"),
        ("{column: [[a]]}", .wrongType, "[a]"),
        ("{column: title}", .wrongType, "title}"),
        ("{text: title, width: 80}", .ineffectiveOption, "80"),
        (
            "{column: [{column: [{column: [{column: [{column: [{column: [{column: [{column: [{text: t}]}]}]}]}]}]}]}]}",
            .outOfRange, "[{text"
        ),
    ]

    @Test func everyMistakeIsReportedWhereItIsWritten() async throws {
        try await withEvery("view", in: Self.mistakes.map(\.view)) { written in
            let mistake = try #require(Self.mistakes.first { $0.view == written })
            let (_, diagnostics) = Self.decode(written)
            let diagnostic = try #require(diagnostics.first { $0.code == mistake.code }, "\(written): \(diagnostics)")
            // The view starts at column 11 of line 4 (`    view: `).
            let column = try #require(written.range(of: mistake.anchor)).lowerBound.utf16Offset(in: written) + 11
            #expect(diagnostic.location.line == 4 && diagnostic.location.column == column, "\(written): \(diagnostic)")
        }
    }

    @Test func aContainerMayHoldSixtyFourBoxes() {
        let boxes = (0..<65).map { _ in "spacer" }
        #expect(Self.decode("{column: [\(boxes.dropLast().joined(separator: ", "))]}").1.isEmpty)
        #expect(Self.decode("{column: [\(boxes.joined(separator: ", "))]}").1.map(\.code) == [.outOfRange])
    }
}

/// A test's own failure, with its reason.
struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
