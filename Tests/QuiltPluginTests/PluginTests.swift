import Foundation
import Quilt
import Testing
import QuiltTestSupport

@Suite("Families, presets and kinds from code")
struct PluginTests {
    @Test func aPageUsesTheCodeKindOnTheCodeFamily() throws {
        let file = PageFile.parse(
            """
            page: home
            sections:
              - id: top
                component: banner
                items:
                  - {slot: s1, pic: {url: "https://example.com/1.jpg"}, title: Sale}
                  - {slot: s2, pic: {url: /2.jpg}}
              - id: small
                component: banner
                layout: tightCarousel
                items: [{slot: s3, pic: {url: /3.jpg}}]
              - id: none
                component: banner
            """, path: "home.yaml", registry: try pluginRegistry())
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let page = try #require(file.page)
        #expect(page.sections[0].layout.name == "carousel")
        #expect(page.sections[0].items.map(\.id) == ["s1", "s2"])
        #expect(page.sections[0].items[1].data["image"] == .string("/2.jpg"))
        #expect(page.sections[0].items[1].data["title"] == .string(""))
        let snapshot = PageLayout.layout(page, width: 390)
        // 390 − 2 × 16 = 358 wide, 179 tall, 10 apart; the strip scrolls to 16 + 358 + 10 + 358 + 16.
        #expect(
            snapshot.sections[0].items == [
                Rect(x: 16, y: 0, width: 358, height: 179), Rect(x: 384, y: 0, width: 358, height: 179),
            ])
        #expect(snapshot.sections[0].contentWidth == 758)
        #expect(snapshot.sections[0].scrolling == .centered)
        // The preset from code: peek 4 on the same family.
        #expect(snapshot.sections[1].items == [Rect(x: 4, y: 179, width: 382, height: 191)])
        #expect(snapshot.sections[1].frame.height == 191)
        // The kind's placeholder.
        #expect(snapshot.sections[2].placeholder?.height == 100)
    }

    @Test func badItemsAndOptionsAreLocatedInThePage() throws {
        let file = PageFile.parse(
            """
            page: home
            sections:
              - component: banner
                layout: {peek: -1, aspekt: 2}
                items:
                  - {slot: s1, pic: {url: not a url}}
                  - {pic: {url: /a.jpg}}
            """, path: "home.yaml", registry: try pluginRegistry())
        #expect(
            file.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" } == [
                "4:20 out-of-range", "4:24 unknown-key", "6:31 wrong-type", "7:9 missing-key",
            ])
        #expect(file.diagnostics[1].suggestion == "aspect")
        // Both items are kept and laid out.
        #expect(file.page?.sections.first?.items.count == 2)
    }

    @Test func configFilesBuildOnCodeAndMayNotRedefineIt() throws {
        let directory = try TemporaryDirectory(files: [
            "quilt.yml": "",
            "layouts/hero.yaml": "layout: hero\nkind: carousel\naspect: 0.75\n",
            "components/banner.yaml": "component: banner\n",
            "components/story.yaml": "component: story\nlayout: {kind: hero, peek: 30}\n",
        ])
        defer { directory.remove() }
        let project = ProjectLoader.load(file: directory.path("quilt.yml"), base: try pluginRegistry())
        #expect(project.diagnostics.map(\.code) == [.duplicateRegistration])
        #expect(project.diagnostics.first?.message == "component kind 'banner' is already defined in code")
        let file = PageFile.parse(
            "page: p\nsections: [{component: story, items: [{}]}]\n", path: "p.yaml", registry: project.registry)
        let snapshot = try PageLayout.layout(#require(file.page), width: 360)
        // hero (aspect 0.75) on carousel, peek 30 from the story kind: 300 wide, 225 tall.
        #expect(snapshot.sections[0].items == [Rect(x: 30, y: 0, width: 300, height: 225)])
    }
}
