import Quilt
import Testing

/// `states:` on sections and pages, read from YAML: views, `retry` on the
/// failed view only, located diagnostics for bad values and for states a
/// section or page can never show.
@Suite("State views in page files")
struct StateDecodingTests {
    static func decode(_ text: String) -> PageFile {
        PageFile.parse(text, path: "page.yaml", registry: .standard)
    }

    /// `line:column code` of each diagnostic.
    static func found(_ file: PageFile) -> [String] {
        file.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" }
    }

    @Test func sectionAndPageViewsAreRead() throws {
        let file = Self.decode(
            """
            page: p
            module: {kind: single, request: {id: feed, url: data/feed.json}}
            states:
              loading: {height: 200, title: Loading the page…}
              failed: {height: 120, title: Offline, retry: true}
            sections:
              - id: feed
                source: feed
                placeholder: 40
                states:
                  loading: {height: 80, title: Loading…}
                  empty: 60
                  failed: {height: 60, title: Couldn't load, retry: true}
            """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let page = try #require(file.page)
        let views = try #require(page.sections[0].states)
        #expect(
            views.loading
                == PlaceholderSpec(height: 80, title: "Loading…", location: views.loading?.location ?? .unknown))
        #expect(views.empty?.height == 60)
        #expect(views.failed?.retry == true)
        #expect(page.sections[0].loadState == .loading)
        #expect(page.states?.loading?.height == 200)
        #expect(page.states?.empty == nil)
        #expect(page.states?.failed?.retry == true)
        #expect(page.sections[0].view(for: .empty)?.height == 60)
    }

    @Test func retryBelongsToTheFailedViewOnly() {
        let file = Self.decode(
            """
            page: p
            sections:
              - id: feed
                source: feed
                states:
                  loading: {height: 80, retry: true}
                  failed: {height: 60, retry: 1}
                  empti: 4
            """)
        #expect(Self.found(file).contains("6:29 unknown-key"), "\(file.diagnostics)")
        #expect(Self.found(file).contains("7:35 wrong-type"), "\(file.diagnostics)")
        let unknown = file.diagnostics.first { $0.location.line == 8 }
        #expect(unknown?.code == .unknownKey)
        #expect(unknown?.suggestion == "empty")
    }

    @Test func badHeightsAreLocated() {
        let file = Self.decode(
            """
            page: p
            states: {empty: -1}
            sections:
              - id: a
                states: {empty: {title: x}, loading: [1]}
            """)
        #expect(
            Self.found(file) == ["2:17 out-of-range", "5:21 missing-key", "5:42 wrong-type"], "\(file.diagnostics)")
    }

    @Test func statesAStaticSectionCanNeverShowAreIneffective() {
        let file = Self.decode(
            """
            page: p
            sections:
              - id: tags
                states: {loading: 40, empty: 30, failed: 20}
                items: [{id: a}]
              - id: none
                states: {empty: 30}
            """)
        #expect(
            Self.found(file) == ["4:23 ineffective-option", "4:34 ineffective-option", "4:46 ineffective-option"],
            "\(file.diagnostics)")
        #expect(file.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(
            file.diagnostics.first?.message
                == "section 'tags' has no 'source', so it never loads: its 'loading' state is never shown")
        #expect(file.diagnostics[1].message.contains("never empty"))
    }

    @Test func pageStatesThePageCanNeverShowAreIneffective() {
        let file = Self.decode(
            """
            page: p
            states: {loading: 40, empty: 30}
            sections:
              - {id: a, items: [{id: x}]}
            """)
        #expect(Self.found(file) == ["2:19 ineffective-option", "2:30 ineffective-option"], "\(file.diagnostics)")
        let loads = Self.decode(
            """
            page: p
            module: {kind: single, request: {id: feed, url: data/feed.json}}
            states: {loading: 40, empty: 30, failed: 20}
            sections:
              - {id: a, source: feed}
            """)
        #expect(loads.diagnostics.isEmpty, "\(loads.diagnostics)")
    }

    @Test func aKindsDefaultStatesAreNeverIneffective() throws {
        var registry = Registry.standard
        try registry.register(
            kind: ComponentKind(name: "card", sectionDefaults: ["states": .mapping(["loading": .scalar("40")])]))
        let file = PageFile.parse(
            """
            page: p
            sections:
              - {id: a, component: card, items: [{id: x}]}
            """, path: "page.yaml", registry: registry)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.page?.sections[0].states?.loading?.height == 40)
    }
}
