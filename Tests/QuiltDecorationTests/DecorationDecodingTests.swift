import QuiltCore
import QuiltDecoration
import Testing
import QuiltTestSupport

@Suite("Decoration decoding")
struct DecorationDecodingTests {
    @Test func oneMappingOrAListWithDefaults() throws {
        let (single, singleDiagnostics) = decodeDecoration("      contents: {color: red}\n")
        #expect(singleDiagnostics.isEmpty)
        let decoration = try #require(single.first)
        #expect(single.count == 1)
        #expect(decoration.region == .all)
        #expect(decoration.regionLocation == nil)
        #expect(decoration.inset == .zero)
        #expect(decoration.radius == 0)
        #expect(decoration.shadow == nil)
        #expect(decoration.contents == DecorationContents(kind: "color", attributes: ["color": .string("#ff0000ff")]))
        #expect(decoration.location == at(7, 7))

        let (list, listDiagnostics) = decodeDecoration(
            """
                  - {region: onlyItem, inset: 4, radius: 8, contents: {color: red}}
                  - region: containHeader
                    inset: {top: -2, left: -10}
                    contents: {image: banner.png}

            """)
        #expect(listDiagnostics.isEmpty)
        #expect(list.map(\.region) == [.onlyItem, .containHeader])
        #expect(list.map(\.inset) == [EdgeInsets(all: 4), EdgeInsets(top: -2, left: -10)])
        #expect(list.map(\.radius) == [8, 0])
        #expect(
            list.last?.contents.attributes["image"] == .object(["url": .string("banner.png"), "fit": .string("fill")]))
    }

    @Test func attributesUseTheSharedVocabulary() throws {
        let (decorations, diagnostics) = decodeDecoration(
            """
                  region: onlyItem
                  radius: 4
                  contents:
                    color: white
                    shadow: {color: red, offset: [0, 2], opacity: 0.5, radius: 3}

            """)
        #expect(diagnostics.isEmpty)
        let attributes = try #require(decorations.first?.attributes)
        #expect(attributes[DecorationAttribute.contents] == .string("color"))
        #expect(attributes[DecorationAttribute.region] == .string("onlyItem"))
        #expect(attributes[DecorationAttribute.radius] == .number(4))
        #expect(attributes[DecorationAttribute.color] == .string("#ffffffff"))
        #expect(
            attributes[DecorationAttribute.shadow]
                == .object([
                    "color": .string("#ff0000ff"), "offset": .object(["x": .number(0), "y": .number(2)]),
                    "opacity": .number(0.5), "radius": .number(3),
                ]))
    }

    @Test func shadowDefaults() throws {
        let (decorations, diagnostics) = decodeDecoration("      contents: {color: white, shadow: {}}\n")
        #expect(diagnostics.isEmpty)
        #expect(decorations.first?.shadow == DecorationShadow(color: .black, offset: .zero, opacity: 1, radius: 3))
        let offset = decodeDecoration("      contents: {color: white, shadow: {offset: {x: -1, y: 4}}}\n")
        #expect(offset.decorations.first?.shadow?.offset == Point(x: -1, y: 4))
    }

    static let badDecorationsAreLocatedErrorsCases:
        [(yaml: String, code: DiagnosticCode, line: Int, column: Int, suggestion: String?)] = [
            ("{region: onlyItems, contents: {color: red}}", DiagnosticCode.unknownValue, 7, 16, "onlyItem" as String?),
            ("{regoin: all, contents: {color: red}}", .unknownKey, 7, 8, "region"),
            ("{radius: -1, contents: {color: red}}", .outOfRange, 7, 16, nil),
            ("{radius: {topLeft: -1}, contents: {color: red}}", .outOfRange, 7, 26, nil),
            ("{radius: {topleft: 4}, contents: {color: red}}", .unknownKey, 7, 17, "topLeft"),
            ("{radius: [4], contents: {color: red}}", .wrongType, 7, 16, nil),
            ("{inset: wide, contents: {color: red}}", .wrongType, 7, 15, nil),
            ("{region: all}", .missingKey, 7, 7, nil),
            ("{contents: red}", .wrongType, 7, 18, nil),
            ("{contents: {}}", .missingKey, 7, 18, nil),
            ("{contents: {colour: red}}", .unknownKey, 7, 19, "color"),
            ("{contents: {gradiant: {colors: [red, blue]}}}", .unknownKey, 7, 19, "gradient"),
            ("{contents: {color: red, image: a.png}}", .conflictingKeys, 7, 31, nil),
            ("{contents: {color: red, shadow: {opacity: 1.5}}}", .outOfRange, 7, 49, nil),
            ("{contents: {color: red, shadow: {opacity: -0.1}}}", .outOfRange, 7, 49, nil),
            ("{contents: {color: red, shadow: {radius: -3}}}", .outOfRange, 7, 48, nil),
            ("{contents: {color: red, shadow: {color: nope}}}", .unknownValue, 7, 47, nil),
            ("{contents: {color: red, shadow: {offset: 3}}}", .wrongType, 7, 48, nil),
            ("{contents: {color: red, shadow: {opactiy: 1}}}", .unknownKey, 7, 40, "opacity"),
            ("{contents: {color: red, shadow: 3}}", .wrongType, 7, 39, nil),
            ("[1]", .wrongType, 7, 8, nil),
        ]

    @Test func badDecorationsAreLocatedErrors() async throws {
        try await withEvery("case", in: Self.badDecorationsAreLocatedErrorsCases) {
            yaml, code, line, column, suggestion in
            let (_, diagnostics) = decodeDecoration("      \(yaml)\n")
            #expect(diagnostics.first?.code == code, "\(diagnostics)")
            #expect(diagnostics.first?.location == at(line, column), "\(diagnostics)")
            #expect(diagnostics.first?.severity == .error)
            if let suggestion { #expect(diagnostics.first?.suggestion == suggestion, "\(diagnostics)") }
        }
    }

    @Test func unknownContentsKindListsTheKnownOnes() {
        let (_, diagnostics) = decodeDecoration("      contents: {pattern: stripes}\n")
        #expect(diagnostics.first?.message == "unknown decoration contents kind 'pattern'")
        #expect(diagnostics.first?.notes == ["known contents kinds: color, gradient, image"])
    }

    @Test func regionNoneNeedsNoContents() {
        let (decorations, diagnostics) = decodeDecoration("      region: none\n")
        #expect(diagnostics.isEmpty)
        #expect(decorations.map(\.region) == [.none])
    }

    @Test(arguments: [
        ("banner.png", "banner.png", "fill"),
        ("{url: images/banner.png, fit: aspectFit}", "images/banner.png", "aspectFit"),
        ("{url: \"https://example.com/a.png\", fit: aspectFill}", "https://example.com/a.png", "aspectFill"),
        ("{url: \"HTTP://example.com/a.png\", fit: center}", "HTTP://example.com/a.png", "center"),
        ("\"data:image/png;base64,iVBORw0KGgo=\"", "data:image/png;base64,iVBORw0KGgo=", "fill"),
        ("/srv/images/a.png", "/srv/images/a.png", "fill"),
    ])
    func imageSources(yaml: String, url: String, fit: String) {
        let (decorations, diagnostics) = decodeDecoration("      contents: {image: \(yaml)}\n")
        #expect(diagnostics.isEmpty)
        #expect(decorations.first?.contents.attributes["image"] == .object(["url": .string(url), "fit": .string(fit)]))
    }

    static let refusedImageSourcesCases: [String] = [
        "\"javascript:alert(1)\"", "\"JavaScript:alert(1)\"", "\"java\\tscript:alert(1)\"", "\" javascript:alert(1)\"",
        "\"vbscript:x\"", "\"file:///etc/passwd\"", "\"//evil.example/a.png\"", "\"\\\\\\\\evil\\\\a.png\"",
        "\"data:text/html,<script>alert(1)</script>\"", "\"\"", "\"a b.png\"",
    ]

    @Test func refusedImageSources() async throws {
        try await withEvery("yaml", in: Self.refusedImageSourcesCases) { yaml in
            let (decorations, diagnostics) = decodeDecoration("      contents: {image: \(yaml)}\n")
            #expect(decorations.isEmpty)
            #expect(diagnostics.map(\.code) == [.unknownValue], "\(yaml): \(diagnostics)")
            #expect(diagnostics.first?.location == at(7, 25))
        }
    }

    @Test func imageOptionsAreChecked() {
        let (_, fit) = decodeDecoration("      contents: {image: {url: a.png, fit: aspectFll}}\n")
        #expect(fit.map(\.code) == [.unknownValue])
        #expect(fit.first?.suggestion == "aspectFill")
        let (_, missing) = decodeDecoration("      contents: {image: {fit: fill}}\n")
        #expect(missing.map(\.code) == [.missingKey])
    }

    /// A component kind's default `decoration` applies to its sections; a
    /// section's own key replaces it, and `region: none` switches it off.
    @Test func componentKindDefaults() throws {
        var registry = decorationRegistry()
        try registry.register(
            kind: ComponentKind(
                name: "card",
                sectionDefaults: [
                    "decoration": .mapping(["radius": .scalar("6"), "contents": .mapping(["color": .scalar("red")])])
                ]))
        let text = """
            page: p
            sections:
              - {id: a, component: card, layout: {kind: list, itemRatio: {absolute: 10}}, items: [{id: x}]}
              - {id: b, component: card, layout: {kind: list, itemRatio: {absolute: 10}}, items: [{id: x}], decoration: {contents: {color: blue}}}
              - {id: c, component: card, layout: {kind: list, itemRatio: {absolute: 10}}, items: [{id: x}], decoration: {region: none}}
            """
        let (diagnostics, snapshot) = layoutPage(text, registry: registry)
        #expect(diagnostics.isEmpty)
        let sections = try #require(snapshot?.sections)
        #expect(sections[0].decorations.first?.attributes["radius"] == .number(6))
        #expect(sections[1].decorations.first?.attributes["color"] == .string("#0000ffff"))
        #expect(sections[1].decorations.first?.attributes["radius"] == .number(0))
        #expect(sections[2].decorations.isEmpty)
    }
}
