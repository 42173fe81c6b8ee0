import QuiltCore
import QuiltDecoration
import Testing
import QuiltTestSupport

/// Generated sections against a reference model written from the region
/// definition (docs/decoration.md), reading the engine's header, items-area and
/// footer frames rather than the decoration module's own band computation.
@Suite("Decoration properties")
struct DecorationPropertyTests {
    struct Case {
        var yaml: String
        var regions: [DecorationRegion]
        var insets: [EdgeInsets]
        var layoutInset: EdgeInsets
    }

    static func generate(_ generator: inout SplitMix64) -> Case {
        func number(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &generator)) }
        func edges(_ range: ClosedRange<Int>) -> EdgeInsets {
            EdgeInsets(top: number(range), left: number(range), bottom: number(range), right: number(range))
        }
        let layoutInset = edges(0...30)
        let horizontal = Bool.random(using: &generator)
        let itemCount = Int.random(in: 0...6, using: &generator)
        var lines = ["page: p", "sections:", "  - {id: above, header: \(Int(number(0...80)))}", "  - id: s"]
        if Bool.random(using: &generator) { lines.append("    header: \(Int(number(0...60)))") }
        if Bool.random(using: &generator) { lines.append("    footer: \(Int(number(0...60)))") }
        if itemCount == 0, Bool.random(using: &generator) { lines.append("    placeholder: \(Int(number(0...90)))") }
        let inset =
            "{top: \(layoutInset.top), left: \(layoutInset.left), bottom: \(layoutInset.bottom), right: \(layoutInset.right)}"
        lines.append(
            "    layout: {kind: list, arrange: \(horizontal ? "horizontal" : "vertical"), distribution: {absolute: 90}, itemRatio: {absolute: 40}, inset: \(inset)}"
        )
        var regions: [DecorationRegion] = []
        var insets: [EdgeInsets] = []
        lines.append("    decoration:")
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let region = DecorationRegion.allCases.randomElement(using: &generator) ?? .all
            let edges = edges(-20...20)
            regions.append(region)
            insets.append(edges)
            lines.append(
                "      - {region: \(region.rawValue), inset: {top: \(edges.top), left: \(edges.left), bottom: \(edges.bottom), right: \(edges.right)}, contents: {color: red}}"
            )
        }
        lines.append("    items: [" + (0..<itemCount).map { "{id: i\($0)}" }.joined(separator: ", ") + "]")
        return Case(yaml: lines.joined(separator: "\n"), regions: regions, insets: insets, layoutInset: layoutInset)
    }

    /// The region's band from the engine's frames: the covered parts stacked
    /// top to bottom, across the section less the layout's side insets.
    static func referenceFrame(
        _ section: SectionSnapshot, region: DecorationRegion, inset: EdgeInsets, layoutInset: EdgeInsets
    ) -> Rect? {
        var parts: [Rect] = []
        switch region {
        case .none: return nil
        case .onlyItem: parts = [section.itemsArea]
        case .containHeader: parts = [section.header, section.itemsArea].compactMap { $0 }
        case .containFooter: parts = [section.itemsArea, section.footer].compactMap { $0 }
        case .all: parts = [section.header, section.itemsArea, section.footer].compactMap { $0 }
        }
        let top = parts.map(\.minY).min() ?? 0
        let bottom = parts.map(\.maxY).max() ?? 0
        guard bottom - top > 0 else { return nil }
        let left = section.frame.minX + layoutInset.left + inset.left
        let right = section.frame.maxX - layoutInset.right - inset.right
        let frame = Rect(
            x: left, y: top + inset.top, width: right - left, height: bottom - top - inset.top - inset.bottom)
        return frame.width > 0 && frame.height > 0 ? frame : nil
    }

    @Test func generatedSectionsMatchTheReference() throws {
        var generator = SplitMix64(seed: 0xDEC0)
        for _ in 0..<400 {
            let generated = Self.generate(&generator)
            let (diagnostics, snapshot) = layoutPage(generated.yaml, width: 360)
            #expect(!diagnostics.containsErrors, "\(generated.yaml)\n\(diagnostics)")
            let section = try #require(snapshot?.sections.last)
            let expected = zip(generated.regions, generated.insets).enumerated().compactMap { index, pair in
                Self.referenceFrame(section, region: pair.0, inset: pair.1, layoutInset: generated.layoutInset).map {
                    (frame: $0, zIndex: index - generated.regions.count)
                }
            }
            #expect(section.decorations.map(\.frame) == expected.map(\.frame), "\(generated.yaml)")
            #expect(section.decorations.map(\.zIndex) == expected.map(\.zIndex), "\(generated.yaml)")
            // Behind the items, in increasing z order.
            #expect(section.decorations.allSatisfy { $0.zIndex < 0 && $0.frame.width > 0 && $0.frame.height > 0 })
            #expect(zip(section.decorations, section.decorations.dropFirst()).allSatisfy { $0.zIndex < $1.zIndex })
            // With no outward inset a decoration stays inside its section.
            for (element, reference) in zip(section.decorations, expected) {
                let inset = generated.insets[generated.regions.count + reference.zIndex]
                if inset.top >= 0, inset.left >= 0, inset.bottom >= 0, inset.right >= 0 {
                    #expect(element.frame.isContained(in: section.frame), "\(generated.yaml)")
                }
            }
        }
    }
}
