import Foundation
import Quilt

/// The project loader (`quilt.yml` with its layout-preset, component-kind
/// and page files), then every page of the project laid out at the
/// project's widths, as `quilt layout` and `pagelint` load a project.
///
/// The input is one text holding several files (``ProjectInput``): no
/// trap, every diagnostic located inside a file of the project, and every
/// layout checked by ``LayoutOutputCheck``.
public struct ProjectTarget: FuzzTarget {
    /// `project`.
    public let name = "project"
    /// For `quilt-fuzz list`.
    public let summary =
        "ProjectLoader on quilt.yml, presets, kinds and pages; each page laid out at the project's widths"
    /// Seeds: whole projects, packed by `quilt-fuzz pack`.
    public var seedSuffixes: [String] { [".project"] }

    /// Creates the target.
    public init() {}

    /// Loads the project `input` packs and lays out its pages.
    public func run(_ input: [UInt8]) throws(FuzzFailure) {
        let files = ProjectInput.files(in: input)
        guard let directory = ProjectInput.write(files) else { return }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let project = ProjectLoader.load(file: directory + "/" + ProjectLoader.fileName, base: .standard)
        try checkLocated(project.diagnostics, in: directory)
        for path in project.pageFiles.prefix(ProjectInput.maxFiles) {
            let file = project.loadPage(path: path)
            try checkLocated(file.diagnostics, in: directory)
            guard let page = file.page else { continue }
            let clean = !file.diagnostics.containsErrors && !project.diagnostics.containsErrors
            for width in project.widths.prefix(3) {
                let (snapshot, problems) = PageLayout.checkedLayout(page, width: width)
                try LayoutOutputCheck.check(
                    snapshot, diagnostics: problems, width: width, decodedCleanly: clean, target: name)
            }
        }
    }

    /// Every diagnostic names a file of the project at line 1 or later.
    private func checkLocated(_ diagnostics: [Diagnostic], in directory: String) throws(FuzzFailure) {
        for diagnostic in diagnostics {
            let location = diagnostic.location
            guard location.file.hasPrefix(directory), location.line >= 1, location.column >= 1 else {
                throw FuzzFailure(name, "a diagnostic not located in the project: \(diagnostic)")
            }
        }
    }
}
