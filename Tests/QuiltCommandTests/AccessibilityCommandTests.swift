import Foundation
import QuiltTestSupport
import Testing

/// What a screen reader gets from the HTML `quilt render` draws, read from
/// Chromium's accessibility tree (Tests/Scripts/browser_accessibility.py)
/// and checked against the page's `quilt layout` JSON: every example page,
/// and the state, collapsible, strip and right-to-left pages in the states
/// and directions their options give.
@Suite("Accessibility in a browser")
struct AccessibilityCommandTests {
    /// One page drawn with some options.
    struct Case: Codable {
        var name: String
        var page: String
        var options: [String]
    }

    /// What the script read for one case.
    struct Read: Decodable {
        var name: String
        var layout: Layout
        var nodes: [Node]
        var exposedShapes: [String]
        var shapes: Int
    }

    /// The parts of the layout JSON the checks need.
    struct Layout: Decodable {
        struct Section: Decodable {
            struct Collapse: Decodable {
                var collapsed: Bool
                var canToggle: Bool
            }

            struct Item: Decodable { var id: String }

            var id: String
            var arrange: String
            var state: String
            var totalItems: Int
            var items: [Item]
            var collapse: Collapse?
        }

        struct StateView: Decodable { var state: String }

        var sections: [Section]
        var stateView: StateView?
    }

    /// An exposed element: its role, name, Chromium's properties (as text),
    /// its nearest exposed ancestor's role, and its Quilt attributes.
    struct Node: Decodable {
        var role: String
        var name: String
        var context: String?
        /// The section the element is in (its own or an ancestor's `data-section`).
        var section: Int?
        var properties: [String: String]
        var attributes: [String: String]

        var kind: String? { attributes["data-kind"] }
        /// Whether Chromium says the element is busy (it writes `1` or `true`).
        var isBusy: Bool { ["1", "true"].contains(properties["busy"] ?? "") }
    }

    static let cases: [Case] =
        PackagePaths.examplePages.map { Case(name: $0, page: $0, options: []) } + [
            Case(name: "inbox loading", page: "Examples/pages/states.yaml", options: ["--state", "inbox=loading"]),
            Case(name: "inbox failed", page: "Examples/pages/states.yaml", options: ["--state", "inbox=failed"]),
            Case(
                name: "page loading", page: "Examples/pages/states.yaml",
                options: ["--state", "inbox=loading", "--state", "contacts=loading"]),
            Case(
                name: "page failed", page: "Examples/pages/states.yaml",
                options: ["--state", "inbox=failed", "--state", "contacts=failed"]),
            Case(name: "topics expanded", page: "Examples/pages/collapsible.yaml", options: ["--expand", "topics"]),
            Case(name: "strips right to left", page: "Examples/pages/scrolling.yaml", options: ["--direction", "rtl"]),
            Case(name: "home right to left", page: "Examples/pages/home.yaml", options: ["--direction", "rtl"]),
        ]

    @Test(.needsBrowser) func theTreeIsTheLayouts() async throws {
        let directory = try TemporaryDirectory()
        let casesFile = directory.url.appendingPathComponent("cases.json")
        let output = directory.url.appendingPathComponent("tree.json")
        try JSONEncoder().encode(Self.cases).write(to: casesFile)
        let quilt = CommandRunner.productsDirectory.appendingPathComponent("quilt").path
        let result = try await CommandRunner.script([
            "python3", "Tests/Scripts/browser_accessibility.py", "--quilt", quilt, casesFile.path, output.path,
        ])
        try #require(result.status == 0, "\(result.stdout)")
        let reads = try JSONDecoder().decode([Read].self, from: Data(contentsOf: output))
        #expect(reads.count == Self.cases.count)
        var compared = 0
        var shapes = 0
        for read in reads {
            compared += Self.check(read)
            shapes += read.shapes
        }
        // Hand-worked names and states.
        let byName = Dictionary(reads.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let collapsible = try #require(byName["Examples/pages/collapsible.yaml"])
        #expect(Self.regions(collapsible) == ["Topics", "settings", "Recent photos"])
        #expect(Self.buttons(collapsible) == ["Topics: false", "Show all (4): false", "Show less: true"])
        let expanded = try #require(byName["topics expanded"])
        #expect(Self.buttons(expanded).first == "Topics: true")
        let inboxFailed = try #require(byName["inbox failed"])
        #expect(inboxFailed.nodes.contains { $0.role == "alert" && $0.section == 1 })
        #expect(inboxFailed.nodes.contains { $0.role == "button" && $0.name == "Retry" && $0.context == "alert" })
        let inboxLoading = try #require(byName["inbox loading"])
        #expect(inboxLoading.nodes.contains { $0.role == "region" && $0.name == "Inbox" && $0.isBusy })
        let strips = try #require(byName["strips right to left"])
        #expect(strips.nodes.filter { $0.properties["roledescription"] == "carousel" }.count == 5)
        #expect(shapes > 0)
        print(
            "browser accessibility: \(compared) accessibility nodes checked over \(reads.count) pages, \(shapes) drawn shapes absent"
        )
    }

    /// The names of the page's regions, in order.
    static func regions(_ read: Read) -> [String] { read.nodes.filter { $0.role == "region" }.map(\.name) }

    /// The page's buttons as `name: expanded`.
    static func buttons(_ read: Read) -> [String] {
        read.nodes.filter { $0.role == "button" }.map { "\($0.name): \($0.properties["expanded"] ?? "-")" }
    }

    /// Checks one page's tree against its layout; returns how many nodes it checked.
    static func check(_ read: Read) -> Int {
        let name = read.name
        var checked = 0
        #expect(read.exposedShapes.isEmpty, "\(name): drawn shapes in the tree: \(read.exposedShapes.prefix(5))")
        let lists = Dictionary(
            read.nodes.filter { $0.role == "list" }.compactMap { node in node.attributes["id"].map { ($0, node) } },
            uniquingKeysWith: { first, _ in first })
        for (index, section) in read.layout.sections.enumerated() {
            let nodes = read.nodes.filter { $0.section == index }
            let regions = nodes.filter { $0.kind == "section" }
            guard regions.count == 1, let region = regions.first else {
                Issue.record("\(name): section \(section.id): \(regions.count) exposed sections")
                continue
            }
            checked += 1
            #expect(region.role == "region", "\(name): section \(section.id) is a \(region.role)")
            let headings = nodes.filter { $0.role == "heading" }
            if let heading = headings.first {
                #expect(
                    !heading.name.isEmpty && region.name == heading.name, "\(name): \(section.id) named \(region.name)")
                #expect(
                    heading.properties["level"] == "2" && heading.context == "region",
                    "\(name): \(section.id)'s heading")
                checked += 1
            } else {
                #expect(region.name == section.id, "\(name): \(section.id) without a heading is named \(region.name)")
            }
            let carousel = region.properties["roledescription"] == "carousel"
            #expect(carousel == (section.arrange == "horizontal"), "\(name): \(section.id) \(section.arrange)")
            #expect(region.isBusy == (section.state == "loading"), "\(name): \(section.id) busy")

            let items = nodes.filter { $0.kind == "item" }
            #expect(
                items.count == section.items.count,
                "\(name): \(section.id): \(items.count) of \(section.items.count) items exposed")
            for (position, item) in items.enumerated() {
                checked += 1
                #expect(
                    item.role == "listitem" && item.context == "list",
                    "\(name): \(section.id) item \(position): \(item.role) in \(item.context ?? "-")")
                #expect(
                    item.attributes["aria-posinset"] == "\(position + 1)",
                    "\(name): \(section.id) item \(position)'s position")
                #expect(
                    item.attributes["aria-setsize"] == "\(section.totalItems)",
                    "\(name): \(section.id) item \(position)'s set size")
            }

            let toggles = nodes.filter { $0.role == "button" && $0.properties["expanded"] != nil }
            if let collapse = section.collapse, collapse.canToggle {
                #expect(toggles.count == 1, "\(name): \(section.id): \(toggles.count) toggles")
                for toggle in toggles {
                    checked += 1
                    #expect(toggle.properties["expanded"] == "\(!collapse.collapsed)", "\(name): \(section.id) toggle")
                    let controlled = toggle.attributes["aria-controls"].flatMap { lists[$0] }
                    #expect(controlled != nil, "\(name): \(section.id)'s toggle controls no list")
                }
            } else {
                #expect(toggles.isEmpty, "\(name): \(section.id) has a toggle without a collapse")
            }

            let views = nodes.filter { $0.kind == "placeholder" }
            checked += views.count
            switch section.state {
            case "loading": #expect(views.map(\.role) == ["status"], "\(name): \(section.id) loading view")
            case "failed": #expect(views.map(\.role) == ["alert"], "\(name): \(section.id) failed view")
            default:
                #expect(views.allSatisfy { $0.role != "status" && $0.role != "alert" }, "\(name): \(section.id) view")
            }
        }
        let pageViews = read.nodes.filter { $0.kind == "pageState" }
        switch read.layout.stateView?.state {
        case "loading"?: #expect(pageViews.map(\.role) == ["status"], "\(name): the page's loading view")
        case "failed"?: #expect(pageViews.map(\.role) == ["alert"], "\(name): the page's failed view")
        default: break
        }
        return checked + pageViews.count
    }
}
