import Foundation
import QuiltCore
import QuiltRender
import Testing

/// Colours that differ by appearance in the HTML and the SVG.
@Suite("Appearance in the renderers")
struct AppearanceRenderTests {
    static let pair = AdaptiveColor(light: .white, dark: RGBAColor(red: 0x1c, green: 0x1c, blue: 0x1e)).attributeValue
    static let decoration: [String: DataValue] = [
        "color": pair,
        "shadow": .object([
            "color": .object(["light": .string("#00000026"), "dark": .string("#000000ff")]), "radius": .number(3),
        ]),
    ]

    static func attached(_ html: String) throws -> [String: String] {
        let element = try #require(taggedElements(html).first { $0.attributes["data-kind"] == "attached" })
        return declarations(element.attributes["style"])
    }

    /// No appearance chosen: both halves as custom properties, one chosen
    /// by a `prefers-color-scheme` media query; the page's own colours too.
    @Test func htmlFollowsTheColourScheme() throws {
        let html = HTMLRenderer().render(sampleSnapshot(decoration: Self.decoration))
        let style = try Self.attached(html)
        #expect(style["--quilt-fill-light"] == "rgba(255,255,255,1)")
        #expect(style["--quilt-fill-dark"] == "rgba(28,28,30,1)")
        #expect(style["background-color"] == "var(--quilt-fill)")
        #expect(style["--quilt-shadow-dark"] == "0px 0px 6px rgba(0,0,0,1)")
        #expect(style["box-shadow"] == "var(--quilt-shadow)")
        #expect(style["background-image"] == nil, "no gradient: nothing to choose")
        #expect(html.contains(":root{color-scheme:light dark}"))
        #expect(
            html.contains("@media (prefers-color-scheme:dark){\n.quilt-attached{--quilt-fill:var(--quilt-fill-dark);"))
        #expect(html.contains(".quilt-item{background:#1c1c1e;"))
    }

    /// An appearance chosen: plain values of that half, no media query.
    @Test func htmlDrawsTheChosenAppearance() throws {
        let dark = HTMLRenderer(appearance: .dark).render(sampleSnapshot(decoration: Self.decoration))
        #expect(try Self.attached(dark)["background-color"] == "rgba(28,28,30,1)")
        #expect(dark.contains(":root{color-scheme:dark}") && !dark.contains("prefers-color-scheme"))
        let light = HTMLRenderer(appearance: .light).render(sampleSnapshot(decoration: Self.decoration))
        #expect(try Self.attached(light)["background-color"] == "rgba(255,255,255,1)")
        #expect(!light.contains("color-scheme") && !light.contains("--quilt-fill"))
    }

    /// A page without dark colours is drawn exactly as before.
    @Test func pagesWithoutPairsAreUnchanged() {
        let plain: [String: DataValue] = ["color": .string("#8091a5ff")]
        let followed = HTMLRenderer().render(sampleSnapshot(decoration: plain))
        #expect(followed == HTMLRenderer(appearance: .light).render(sampleSnapshot(decoration: plain)))
        #expect(!followed.contains("color-scheme"))
    }

    /// The SVG draws one appearance, light unless asked, page colours included.
    @Test func svgPicksItsAppearance() {
        let light = SVGRenderer().render(sampleSnapshot(decoration: Self.decoration))
        #expect(light.contains("fill=\"#ffffff\" fill-opacity=\"1\""))
        #expect(light.contains("<rect width=\"100%\" height=\"100%\" fill=\"#eceef1\"/>"))
        let dark = SVGRenderer(appearance: .dark).render(sampleSnapshot(decoration: Self.decoration))
        #expect(dark.contains("fill=\"#1c1c1e\" fill-opacity=\"1\""))
        #expect(dark.contains("<rect width=\"100%\" height=\"100%\" fill=\"#111214\"/>"))
        #expect(dark.contains("fill=\"#1c1c1e\" stroke=\"#3a3a3c\""), "dark item boxes")
        #expect(!dark.contains("fill=\"#ffffff\" stroke"), "no light item box left")
        #expect(SVGXML.elementCounts(dark) != nil, "well-formed")
    }
}
