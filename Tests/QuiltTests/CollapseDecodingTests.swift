import Quilt
import Testing

/// `collapsible:` in page files: keys, defaults, located diagnostics, and
/// the interplay with `maxDisplay`.
@Suite("Collapsible sections in page files")
struct CollapseDecodingTests {
    static func decode(_ text: String) -> PageFile { StateDecodingTests.decode(text) }

    static func found(_ file: PageFile) -> [String] { StateDecodingTests.found(file) }

    @Test func keysAndDefaults() throws {
        let file = Self.decode(
            """
            page: p
            sections:
              - id: a
                header: {height: 40, title: Tags}
                collapsible: {show: {count: 3}}
              - id: b
                collapsible: {collapsed: false, show: {lines: 2}}
              - id: c
                header: 30
                collapsible: {show: {count: 0}, toggle: footer}
            """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let sections = try #require(file.page?.sections)
        #expect(sections[0].collapsible?.show == .count(3))
        #expect(sections[0].collapsible?.isCollapsed == true)
        #expect(sections[0].collapsible?.toggle == .header, "a section with a header toggles with it")
        #expect(
            sections[1].collapsible
                == Collapsible(
                    show: .lines(2), isCollapsed: false, toggle: .footer,
                    location: sections[1].collapsible?.location ?? .unknown))
        #expect(sections[2].collapsible?.toggle == .footer)
    }

    @Test func badValuesAreLocated() {
        let file = Self.decode(
            """
            page: p
            sections:
              - id: a
                collapsible: {show: {count: 3, lines: 1}}
              - id: b
                collapsible: {show: {}}
              - id: c
                collapsible: {collapsed: 1, show: {count: -2}, toggle: side}
              - id: d
                collapsible: {shown: {count: 1}}
            """)
        #expect(
            Self.found(file) == [
                "4:36 conflicting-keys", "6:25 missing-key", "8:30 wrong-type", "8:47 out-of-range",
                "8:60 unknown-value",
                "10:18 missing-key", "10:19 unknown-key",
            ], "\(file.diagnostics)")
        #expect(file.diagnostics.first { $0.code == .unknownKey }?.suggestion == "show")
    }

    @Test func ineffectiveCollapsesAreWarnings() {
        let file = Self.decode(
            """
            page: p
            sections:
              - id: strip
                layout: {kind: list, arrange: horizontal}
                collapsible: {show: {lines: 1}}
              - id: capped
                layout: {kind: flex, maxDisplay: {count: 4}}
                collapsible: {show: {count: 6}}
              - id: lines
                layout: {kind: flex, maxDisplay: {lines: 2}}
                collapsible: {show: {lines: 2}}
              - id: noHeader
                collapsible: {show: {count: 2}, toggle: header}
              - id: fine
                layout: {kind: flex, maxDisplay: {count: 8}}
                collapsible: {show: {count: 4}}
            """)
        #expect(
            Self.found(file) == [
                "5:33 ineffective-option", "8:33 ineffective-option", "11:33 ineffective-option",
                "13:45 ineffective-option",
            ], "\(file.diagnostics)")
        #expect(file.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(file.page?.sections[3].collapsible?.toggle == .footer)
    }
}
