import Quilt
import Testing
import QuiltTestSupport

@Suite("What a file is")
struct FileKindTests {
    func kind(_ text: String) -> LintFileKind? {
        Linter.kind(ofContent: YAMLLoader().parse(text, file: "f.yaml").root)
    }

    @Test func topLevelKeysDecide() {
        #expect(kind("page: home\nsections: []\n") == .page)
        // A component kind writes its default layout too, before or after its name.
        #expect(kind("layout: {kind: list}\ncomponent: card\n") == .component)
        #expect(kind("layout: cards2\nkind: list\n") == .layout)
        #expect(kind("sections: []\n") == .page)
        #expect(kind("name: ci\non: push\n") == nil)
        #expect(kind("- a\n- b\n") == nil)
        #expect(kind("") == nil)
    }

    @Test func filesThatAreNotQuiltFilesAreSkippedAndCounted() async throws {
        let folder = try TemporaryDirectory(files: [
            "pages/home.yaml": "page: home\nsections: []\n",
            "pages/broken.yaml": "page: \"home\n",
            "ci/workflow.yml": "name: ci\non: push\n",
        ])
        defer { folder.remove() }
        let report = await LintRunner(registry: TestRegistry.registry, currentDirectory: folder.path).run(paths: ["."])
        #expect(report.files == ["pages/broken.yaml", "pages/home.yaml"])
        #expect(report.skipped == ["ci/workflow.yml"])
        #expect(report.findings.map(\.ruleID) == [.yamlSyntax])
    }
}
