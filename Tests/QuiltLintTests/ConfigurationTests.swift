import Quilt
import Testing
import QuiltTestSupport

@Suite("Lint configuration")
struct ConfigurationTests {
    /// A `pinned-header-on-strip` warning on line 3 and a `scrolling-on-vertical`
    /// one on line 4: findings configuration may change (the engine builds the page).
    static let page = """
        page: home
        sections:
          - {id: a, layout: {kind: list, arrange: horizontal}, header: {height: 40, pinned: true}}
          - {id: b, layout: {kind: list, scrolling: paging}}
        """

    func run(_ folder: TemporaryDirectory, _ paths: [String] = [], configurationFile: String? = nil) async -> LintReport
    {
        await LintRunner(
            registry: TestRegistry.registry, currentDirectory: folder.path, configurationFile: configurationFile
        ).run(paths: paths)
    }

    func summary(_ report: LintReport) -> [String] {
        report.findings.map { "\($0.file):\($0.location.line) \($0.ruleID) \($0.severity.rawValue)" }
    }

    @Test func pagelintFileTurnsRulesOffAndChangesSeverities() async throws {
        let folder = try TemporaryDirectory(files: [
            "pages/home.yaml": Self.page,
            ".pagelint.yml": "rules:\n  pinned-header-on-strip: error\n  scrolling-on-vertical: off\n",
        ])
        defer { folder.remove() }
        let report = await run(folder, ["pages"])
        #expect(summary(report) == ["pages/home.yaml:3 pinned-header-on-strip error"])
        #expect(report.exitStatus() == 1)
    }

    @Test func configurationCannotHideAnErrorThatStopsTheEngine() async throws {
        let folder = try TemporaryDirectory(files: [
            "pages/home.yaml": "page: home\nsections:\n  - {id: a, legacyFlag: true}\n",
            ".pagelint.yml":
                "rules: {unknown-key: off}\noverrides:\n  - files: [pages/**]\n    rules: {unknown-key: info}\n",
        ])
        defer { folder.remove() }
        let report = await run(folder, ["pages"])
        #expect(summary(report) == ["pages/home.yaml:3 unknown-key error"])
        #expect(report.findings.first?.notes.last?.contains("sets 'unknown-key' to info") == true, "\(report.findings)")
        #expect(report.exitStatus() == 1)
    }

    @Test func overridesApplyToTheFilesTheirGlobsMatchAndLaterOnesWin() async throws {
        let folder = try TemporaryDirectory(files: [
            "pages/home.yaml": Self.page,
            "pages/legacy/old.yaml": Self.page,
            ".pagelint.yml": """
            rules: {pinned-header-on-strip: info}
            overrides:
              - files: ["pages/legacy/**"]
                rules: {pinned-header-on-strip: off, scrolling-on-vertical: error}
              - files: pages/legacy/old.yaml
                rules: {scrolling-on-vertical: info}
            """,
        ])
        defer { folder.remove() }
        let report = await run(folder, ["pages"])
        #expect(
            summary(report) == [
                "pages/home.yaml:3 pinned-header-on-strip info", "pages/home.yaml:4 scrolling-on-vertical warning",
                "pages/legacy/old.yaml:4 scrolling-on-vertical info",
            ])
    }

    @Test func excludedPathsAreNotLinted() async throws {
        let folder = try TemporaryDirectory(files: [
            "pages/home.yaml": Self.page,
            "pages/drafts/a.yaml": Self.page,
            "quilt.yml": "pages: pages/**/*.yaml\nlint:\n  exclude: [pages/drafts]\n",
            ".pagelint.yml": "exclude: [pages/home.yaml]\n",
        ])
        defer { folder.remove() }
        let report = await run(folder)
        #expect(report.files == ["quilt.yml"])
        #expect(report.findings.isEmpty)
    }

    @Test func theProjectsLintSectionAppliesAndANearerPagelintFileWins() async throws {
        let folder = try TemporaryDirectory(files: [
            "quilt.yml":
                "pages: pages/**/*.yaml\nlint:\n  rules: {pinned-header-on-strip: off, scrolling-on-vertical: info}\n",
            "pages/home.yaml": Self.page,
            "pages/team/.pagelint.yml": "rules: {pinned-header-on-strip: error}\n",
            "pages/team/page.yaml": Self.page,
        ])
        defer { folder.remove() }
        let report = await run(folder)
        #expect(
            summary(report) == [
                "pages/home.yaml:4 scrolling-on-vertical info",
                "pages/team/page.yaml:3 pinned-header-on-strip error",
                "pages/team/page.yaml:4 scrolling-on-vertical info",
            ])
        #expect(report.files == ["pages/home.yaml", "pages/team/page.yaml", "quilt.yml"])
    }

    @Test func problemsInConfigurationAreLocatedFindingsInTheConfigurationFile() async throws {
        let folder = try TemporaryDirectory(files: [
            "pages/home.yaml": "page: home\nsections: []\n",
            ".pagelint.yml": "rules:\n  unknwn-key: off\n  wrong-type: warnig\nwidht: 3\n",
        ])
        defer { folder.remove() }
        let report = await run(folder, ["pages"])
        #expect(
            report.findings.map {
                "\($0.file):\($0.location.line):\($0.location.column) \($0.ruleID) \($0.suggestion ?? "-")"
            } == [
                ".pagelint.yml:2:3 unknown-key unknown-key", ".pagelint.yml:3:15 unknown-value warning",
                ".pagelint.yml:4:1 unknown-key width",
            ])
        #expect(report.exitStatus() == 1)
    }

    @Test func anExplicitConfigurationFileReplacesTheSearch() async throws {
        let folder = try TemporaryDirectory(files: [
            "pages/home.yaml": Self.page,
            ".pagelint.yml": "rules: {pinned-header-on-strip: off}\n",
            "ci.yml": "rules: {scrolling-on-vertical: off}\n",
        ])
        defer { folder.remove() }
        let report = await run(folder, ["pages"], configurationFile: "ci.yml")
        #expect(summary(report) == ["pages/home.yaml:3 pinned-header-on-strip warning"])
        let missing = await run(folder, ["pages"], configurationFile: "nope.yml")
        #expect(missing.errors == ["nope.yml: no such configuration file"])
        #expect(missing.exitStatus() == 2)
    }

    @Test func widthSettingFeedsSizeChecks() async throws {
        // Two items per line, square: a 200 pt strip at 400 wide, 100 pt at 200.
        let page = """
            page: home
            sections:
              - id: strip
                placeholder: 150
                layout: {kind: list, arrange: horizontal, distribution: 2, itemRatio: {fraction: 1}}
            """
        let wide = try TemporaryDirectory(files: ["p.yaml": page, ".pagelint.yml": "width: 400\n"])
        let narrow = try TemporaryDirectory(files: ["p.yaml": page, ".pagelint.yml": "width: 200\n"])
        defer {
            wide.remove()
            narrow.remove()
        }
        #expect(summary(await run(wide, ["p.yaml"])) == ["p.yaml:4 placeholder-shorter-than-content warning"])
        #expect(summary(await run(narrow, ["p.yaml"])).isEmpty)
    }
}
