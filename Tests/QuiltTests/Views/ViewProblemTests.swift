import Quilt
import QuiltTestSupport
import Testing

/// What a view finds wrong with its kind and its items' data, each where it
/// is written: a field the kind does not declare in the kind file, a
/// picture that is not one at the value in the page or the data.
@Suite("Problems of views")
struct ViewProblemTests {
    static let kind = """
        component: row
        fields: {id: string, title: string, photo: url}
        reform:
          photo: /images/0
        view:
          row:
            - {image: photo, width: 40, height: 40}
            - {text: "{{title}} · {{shop}}"}
            - {text: headline}
        """

    @Test func aKindsViewIsCheckedAgainstItsFieldsOnceInItsFile() throws {
        let project = try TemporaryDirectory.project([
            "components/row.yaml": Self.kind,
            "pages/p.yaml": "page: p\nsections:\n  - {id: s, component: row, items: [{id: a, title: Hi}]}\n",
        ])
        let loaded = ProjectLoader.load(file: project.path("quilt.yml"), base: .standard)
        let found = loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" }
        #expect(found == ["8:14 view-unknown-field", "9:14 view-unknown-field"], "\(loaded.diagnostics)")
        #expect(loaded.diagnostics.first?.message.hasPrefix("a template slot names field 'shop'") == true)
        // The page that uses the kind reports the kind file's problems again, and the pipeline keeps one of each.
        let page = loaded.loadPage(path: project.path("pages/p.yaml"))
        #expect(page.diagnostics.allSatisfy { loaded.diagnostics.contains($0) })
    }

    @Test func anInlinePictureThatIsNoPictureIsAnErrorAtItsValue() throws {
        let project = try TemporaryDirectory.project([
            "components/row.yaml": Self.kind,
            "pages/p.yaml": """
            page: p
            sections:
              - id: s
                component: row
                items:
                  - {id: a, title: Hi, images: ["file:///etc/passwd"]}
                  - {id: b, title: Hi, images: [./images/b.png]}
                  - {id: c, title: [Hi], images: [12]}
            """,
        ])
        let loaded = ProjectLoader.load(file: project.path("quilt.yml"), base: .standard)
        let page = loaded.loadPage(path: project.path("pages/p.yaml"))
        let found = page.diagnostics.filter { !loaded.diagnostics.contains($0) }
            .map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.code)" }
        // The reformed `photo` is located where its rule read it: images/0;
        // a value the kind already finds of the wrong type is reported once.
        #expect(
            found == ["6:37 error bad-image", "8:24 error wrong-type", "8:39 error wrong-type"], "\(page.diagnostics)")
    }

    @Test func loadedDataIsCheckedAsInlineItemsAre() throws {
        let project = try TemporaryDirectory.project([
            "components/row.yaml": Self.kind, "pages/p.yaml": "page: p\nsections:\n  - {id: s, component: row}\n",
        ])
        let loaded = ProjectLoader.load(file: project.path("quilt.yml"), base: .standard)
        let section = try #require(loaded.loadPage(path: project.path("pages/p.yaml")).page?.sections.first)
        var problems: [(index: Int, problem: DataProblem)] = []
        _ = LoadedItems.make(
            [.object(["id": .string("a"), "images": .array([.string("javascript:alert(1)")])])], for: section,
            firstOrdinal: 0, problems: &problems)
        // Located where the kind's reform read the picture, as a loader reports it in the data file.
        #expect(problems.map { "\($0.index) \($0.problem.code) \($0.problem.pointer)" } == ["0 bad-image /images/0"])
    }
}
