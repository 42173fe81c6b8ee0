import QuiltCore

/// Lint: a page file inside a project that none of the project's `pages:`
/// globs lists, so the app never loads it.
struct UnreachablePageRule: LintRule {
    static let description = LintRuleDescription(
        id: .unreachablePage, severity: .warning,
        rationale: "A page no glob lists is never loaded; it is dead or misplaced.",
        details: """
            A project loads the pages its `quilt.yml` `pages:` globs match. A page \
            file elsewhere in the project folder is linted (it has a top-level \
            `page:` key) but never shipped. Move it under a listed folder, add a \
            glob, delete it, or list it under `exclude:`.
            """,
        badExample: """
            # quilt.yml: pages: [pages/*.yaml]
            # drafts/home.yaml:
            page: home
            sections: []
            """,
        goodExample: """
            # quilt.yml: pages: [pages/*.yaml]
            # pages/home.yaml:
            page: home
            sections: []
            """,
        fileKinds: [.page])

    func check(_ document: LintDocument) -> [LintFinding] {
        guard let project = document.project, let absolutePath = document.absolutePath,
            project.role(of: absolutePath) == .unlisted, let root = document.root
        else { return [] }
        let node = root.pairs?.first { $0.key.scalarText == "page" }?.key ?? root
        let globs = project.pagePatterns.joined(separator: ", ")
        return [
            Self.finding(
                "this page is not listed by the project's pages globs (\(globs)), so it is never loaded", at: node,
                notes: ["project file: \(project.displayPath)"])
        ]
    }
}
