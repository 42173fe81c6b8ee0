import Foundation
import QuiltCore
import QuiltYAML
import Testing
import QuiltTestSupport

@Suite("Projects")
struct ProjectLoaderTests {
    /// Loads `files` (path → text) as a project rooted at a fresh folder.
    func load(_ files: [String: String]) throws -> (Project, TemporaryDirectory) {
        let root = try TemporaryDirectory()
        for (path, text) in files { try root.write(path, text) }
        return (ProjectLoader.load(file: root.path("quilt.yml"), base: rowRegistry()), root)
    }

    /// `file:line:column [code]` of each diagnostic, paths relative to `root`.
    func summary(_ diagnostics: [Diagnostic], root: TemporaryDirectory) -> [String] {
        diagnostics.map { diagnostic in
            let file = diagnostic.location.file.replacingOccurrences(of: root.url.path + "/", with: "")
            return "\(file):\(diagnostic.location.line):\(diagnostic.location.column) [\(diagnostic.code)]"
        }
    }

    @Test func findsTheProjectFileByWalkingUp() throws {
        let root = try TemporaryDirectory()
        try root.write("quilt.yml", "")
        try root.write("pages/news/today.yaml", "page: p\nsections: []\n")
        #expect(ProjectLoader.find(from: root.path("pages/news/today.yaml")) == root.path("quilt.yml"))
        #expect(ProjectLoader.find(from: root.path("pages/news")) == root.path("quilt.yml"))
        #expect(ProjectLoader.find(from: root.path("pages/missing.yaml")) == root.path("quilt.yml"))
        let lone = try TemporaryDirectory()
        try lone.write("page.yaml", "")
        #expect(ProjectLoader.find(from: lone.path("page.yaml")) == nil)
        let standalone = ProjectLoader.load(for: lone.path("page.yaml"), base: rowRegistry())
        #expect(standalone.file == nil)
        #expect(standalone.registry.familyNames == ["row", "strip"])
        #expect(standalone.diagnostics.isEmpty)
    }

    @Test func anEmptyProjectFileIsEveryDefault() throws {
        let (project, root) = try load([
            "quilt.yml": "",
            "pages/a.yaml": "", "pages/deep/b.yaml": "", "pages/c.yml": "", "other/d.yaml": "",
        ])
        #expect(project.diagnostics.isEmpty)
        #expect(project.pageFiles == [root.path("pages/a.yaml"), root.path("pages/deep/b.yaml")])
        #expect(project.widths == [390])
        #expect(project.dataDirectory == root.url.path + "/data/")
        #expect(project.settings.lint == nil)
    }

    static let project = """
        pages: [screens/*.yaml, extra/**/*.yaml]
        components: kinds/*.yaml
        layouts: presets/*.yaml
        data: fixtures/
        defaults: {widths: [320, 768], identity: slug, layout: twoUp}
        lint: {rules: {anything: [1, 2]}}
        """

    @Test func settingsGlobsDefaultsAndTheLintSectionKeptAsWritten() throws {
        let (project, root) = try load([
            "quilt.yml": Self.project,
            "screens/home.yaml": "", "extra/x/y.yaml": "",
            "presets/twoUp.yaml": "layout: twoUp\nkind: row\ncolumns: 2\n",
            "kinds/chip.yaml": "component: chip\n",
        ])
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        #expect(project.pageFiles == [root.path("extra/x/y.yaml"), root.path("screens/home.yaml")])
        #expect(project.layoutFiles == [root.path("presets/twoUp.yaml")])
        #expect(project.componentFiles == [root.path("kinds/chip.yaml")])
        #expect(project.widths == [320, 768])
        #expect(project.dataDirectory == root.url.path + "/fixtures/")
        #expect(project.settings.lint?["rules"]?["anything"]?.elements?.count == 2)
        #expect(project.registry.defaultIdentityField == "slug")
        #expect(project.registry.componentKinds["chip"]?.identityField == "slug")
        // The default layout is a preset; sections without a layout get it.
        let page = PageFile.parse(
            "page: p\nsections: [{items: [{slug: s1}]}]\n", path: "p.yaml", registry: project.registry)
        #expect(page.diagnostics.isEmpty)
        #expect(page.page?.sections.first?.layout.name == "twoUp")
        #expect(page.page?.sections.first?.items.first?.id == "s1")
    }

    @Test func kindsAndPresetsRegisterAndPagesUseThem() throws {
        let (project, _) = try load([
            "quilt.yml": "",
            "layouts/wide.yaml": "layout: wide\nkind: row\nheight: 80\n",
            "layouts/wider.yaml": "layout: wider\nkind: wide\ncolumns: 1\n",
            "components/card.yaml": """
            component: card
            identity: sku
            fields:
              sku: {type: string, required: true}
              title: string
            reform:
              title: {join: [brand, name], separator: " "}
            layout: {kind: wide, columns: 3}
            header: {height: 44, title: Cards}
            """,
        ])
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        let file = PageFile.parse(
            """
            page: p
            sections:
              - component: card
                items: [{sku: a, brand: Acme, name: Lamp}]
              - component: card
                layout: {height: 10}
              - layout: {kind: wider, height: 5}
            """, path: "p.yaml", registry: project.registry)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let sections = try #require(file.page?.sections)
        #expect(sections[0].layout.name == "wide")
        #expect(sections[0].layout.options(of: RowFamily.self) == RowFamily.Options(columns: 3, height: 80))
        #expect(sections[0].header?.title == "Cards")
        #expect(sections[0].items.first?.id == "a")
        #expect(sections[0].items.first?.data["title"] == .string("Acme Lamp"))
        #expect(sections[1].layout.options(of: RowFamily.self) == RowFamily.Options(columns: 3, height: 10))
        #expect(sections[2].layout.options(of: RowFamily.self) == RowFamily.Options(columns: 1, height: 5))
    }

    @Test func duplicateNamesAreErrorsNamingBothFiles() throws {
        let (project, root) = try load([
            "quilt.yml": "",
            "components/a.yaml": "component: card\n",
            "components/b.yaml": "component: card\n",
            "layouts/one.yaml": "layout: wide\nkind: row\n",
            "layouts/two.yaml": "layout: wide\nkind: row\n",
            "layouts/three.yaml": "layout: strip\nkind: row\n",
        ])
        #expect(
            summary(project.diagnostics, root: root) == [
                "components/b.yaml:1:12 [duplicate-registration]",
                "layouts/three.yaml:1:9 [duplicate-registration]",
                "layouts/two.yaml:1:9 [duplicate-registration]",
            ])
        #expect(
            project.diagnostics[0].message
                == "component kind 'card' is already defined at \(root.path("components/a.yaml")):1:12")
        #expect(project.diagnostics[1].message.contains("has the name of the layout family 'strip'"))
        #expect(project.diagnostics[1].message.contains(root.path("layouts/three.yaml")))
        #expect(
            project.diagnostics[2].message
                == "layout preset 'wide' is already defined at \(root.path("layouts/one.yaml")):1:9")
        // The first definitions stay registered.
        #expect(project.registry.presets["wide"]?.location.file == root.path("layouts/one.yaml"))
    }

    @Test func aRepeatedPresetNameIsReportedOnceAndEachPresetsProblemsOnceAtItsFile() throws {
        // a.yaml misspells a key; b.yaml defines the name again (with a problem
        // of its own); c.yaml and d.yaml build validly on the name.
        let (project, root) = try load([
            "quilt.yml": "layouts: [layouts/*.yaml]\n",
            "layouts/a.yaml": "layout: cards\nkind: row\ncolums: 4\n",
            "layouts/b.yaml": "layout: cards\nkind: row\ncolumns: 4\nhieght: 2\n",
            "layouts/c.yaml": "layout: bigCards\nkind: cards\nheight: 8\n",
            "layouts/d.yaml": "layout: moreCards\nkind: cards\n",
        ])
        defer { root.remove() }
        #expect(
            summary(project.diagnostics, root: root) == [
                "layouts/a.yaml:3:1 [unknown-key]", "layouts/b.yaml:1:9 [duplicate-registration]",
                "layouts/b.yaml:4:1 [unknown-key]",
            ])
        #expect(
            project.diagnostics.map(\.message) == [
                "unknown key 'colums' in layout preset 'cards'",
                "layout preset 'cards' is already defined at \(root.path("layouts/a.yaml")):1:9",
                "unknown key 'hieght' in layout preset 'cards'",
            ])
        // A page on a valid preset built on it repeats nothing the project reported.
        let file = PageFile.parse(
            "page: p\nsections: [{layout: bigCards}, {layout: moreCards}]\n", path: root.path("p.yaml"),
            registry: project.registry)
        #expect(file.diagnostics.allSatisfy { project.diagnostics.contains($0) }, "\(file.diagnostics)")
    }

    @Test func presetCyclesAndUnknownBasesAreLocatedInThePresetFiles() throws {
        let (project, root) = try load([
            "quilt.yml": "",
            "layouts/a.yaml": "layout: a\nkind: b\n",
            "layouts/b.yaml": "layout: b\nkind: a\n",
            "layouts/c.yaml": "layout: c\nkind: rwo\n",
        ])
        #expect(
            summary(project.diagnostics, root: root) == [
                "layouts/a.yaml:1:9 [layout-cycle]", "layouts/b.yaml:1:9 [layout-cycle]",
                "layouts/c.yaml:2:7 [unknown-layout]",
            ])
        #expect(project.diagnostics[0].message.contains("(a → b → a)"))
        #expect(project.diagnostics[2].suggestion == "row")
    }

    @Test func aBadKindFileIsReportedInThatFile() throws {
        let (project, root) = try load([
            "quilt.yml": "",
            "components/bad.yaml": """
            component: bad
            fields:
              title: {type: text, required: true}
              count: {type: integer, default: 1.5}
              flag: {type: boolean, requird: true}
            reform:
              when: {from: at, dateFormat: YYYY}
              both: {from: a, join: [b]}
              none: {separator: ","}
            layout: {kind: row, columns: 0}
            header: {height: -1}
            footr: 10
            """,
        ])
        #expect(
            summary(project.diagnostics, root: root) == [
                "components/bad.yaml:3:17 [unknown-value]",
                "components/bad.yaml:4:35 [wrong-type]",
                "components/bad.yaml:5:25 [unknown-key]",
                "components/bad.yaml:7:32 [unknown-value]",
                "components/bad.yaml:8:25 [conflicting-keys]",
                "components/bad.yaml:9:9 [missing-key]",
                "components/bad.yaml:10:30 [out-of-range]",
                "components/bad.yaml:11:18 [out-of-range]",
                "components/bad.yaml:12:1 [unknown-key]",
            ])
        #expect(project.diagnostics[2].suggestion == "required")
        #expect(project.diagnostics[3].message.contains("unknown date field 'YYYY'"))
        #expect(project.diagnostics.last?.suggestion == "footer")
        // The kind is still registered, with what was valid (count without its default).
        #expect(project.registry.componentKinds["bad"]?.fields.map(\.name) == ["count", "flag"])
        #expect(project.registry.componentKinds["bad"]?.fields.first?.defaultValue == nil)
    }

    @Test func familiesRestrictTheBaseRegistry() throws {
        let (project, root) = try load(["quilt.yml": "families: [strip, rwo]\n"])
        #expect(project.registry.familyNames == ["strip"])
        #expect(
            summary(project.diagnostics, root: root) == [
                "quilt.yml:1:11 [unknown-layout]", "quilt.yml:1:19 [unknown-layout]",
            ])
        #expect(project.diagnostics[1].suggestion == "row")
        // The default layout (row) is no longer available: said where families is written.
        #expect(project.diagnostics[0].message == "the default layout 'row' is not available in this project")
    }

    @Test func projectFileProblemsAreLocated() throws {
        let (project, root) = try load([
            "quilt.yml": """
            page: [x]
            components: {a: 1}
            layouts: []
            defaults: {widths: [0, 390], identity: [id], layot: row}
            families: row
            data: 3
            """
        ])
        #expect(
            summary(project.diagnostics, root: root) == [
                "quilt.yml:1:1 [unknown-key]", "quilt.yml:2:13 [wrong-type]", "quilt.yml:3:10 [out-of-range]",
                "quilt.yml:4:21 [out-of-range]", "quilt.yml:4:40 [wrong-type]", "quilt.yml:4:46 [unknown-key]",
                "quilt.yml:5:11 [wrong-type]",
            ])
        #expect(project.diagnostics[0].suggestion == "pages")
        #expect(project.diagnostics[5].suggestion == "layout")
        // `data: 3` is a string to the user, like every scalar id.
        #expect(project.settings.data == "3")
        #expect(project.widths == [390])
    }

    @Test func writtenGlobsThatMatchNothingAreWarnings() throws {
        let (project, root) = try load(["quilt.yml": "pages: [screens/*.yaml]\ncomponents: kinds/*.yaml\n"])
        #expect(
            summary(project.diagnostics, root: root) == [
                "quilt.yml:1:9 [unmatched-glob]", "quilt.yml:2:13 [unmatched-glob]",
            ])
        #expect(project.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func aMissingProjectFileIsAnError() throws {
        let root = try TemporaryDirectory()
        let project = ProjectLoader.load(
            for: root.path("page.yaml"), config: root.path("nope.yml"), base: rowRegistry())
        #expect(project.diagnostics.map(\.code) == [.ioError])
        #expect(project.diagnostics.first?.location.file == root.path("nope.yml"))
    }
}
