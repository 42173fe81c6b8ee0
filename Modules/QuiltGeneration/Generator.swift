import ArgumentParser
import Foundation
import Quilt
import QuiltCommandLine
import QuiltLintTool
import QuiltPipeline

/// Every generated file of the repository, made by one generator
/// (`quilt-generate`): the schemas Quilt's constants and families make,
/// the tables of docs/limits.md, the live page's script as Swift,
/// pagelint's golden reports, the fuzz dictionary and the pictures of the
/// example pages. CI runs it with `--check`, which fails while a committed
/// file differs from what it makes.
public enum Generator {
    /// The broken-page corpus pagelint's golden reports are made from.
    public static let corpus = "Tests/Fixtures/lint"
    /// Where the golden reports are.
    public static let golden = "Tests/Fixtures/lint/golden"
    /// The golden reports: pagelint's format, and the file under ``golden``.
    public static let goldenReports: [(format: String, file: String)] = [
        ("human", "corpus.txt"), ("json", "corpus.json"), ("sarif", "corpus.sarif"), ("github", "corpus.github.txt"),
        ("junit", "corpus.junit.xml"),
    ]
    /// The width the example pages are drawn at for the docs.
    public static let pictureWidth = 390

    /// The generated files of the repository at `root`, in the order they are made.
    public static func files(root: URL) -> [GeneratedFile] {
        let pages = FileWalker.files(under: root.appendingPathComponent("Examples/pages").path, depth: 1) {
            $0.hasSuffix(".yaml")
        }
        return [numberSchema, familySchema, limitsPage, liveScript] + goldenReports.map(goldenReport) + [fuzzDictionary]
            + pages.map { picture(of: String($0.dropLast(".yaml".count))) }
    }

    /// The paths among `files` whose committed text under `root` differs from
    /// what they make (a missing file differs).
    public static func drift(of files: [GeneratedFile], root: URL) async throws -> [String] {
        try await differing(files, root: root).map(\.path)
    }

    /// Writes each of `files` under `root` whose text differs; returns their paths.
    public static func write(_ files: [GeneratedFile], root: URL) async throws -> [String] {
        let changed = try await differing(files, root: root)
        for (path, made) in changed {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try made.write(to: url)
        }
        return changed.map(\.path)
    }

    /// Each of `files` whose committed bytes under `root` differ from what it
    /// makes (or are missing), with the bytes it makes.
    private static func differing(_ files: [GeneratedFile], root: URL) async throws -> [(path: String, made: Data)] {
        var differing: [(path: String, made: Data)] = []
        for file in files {
            let made = Data(try await file.text(root: root).utf8)
            if (try? Data(contentsOf: root.appendingPathComponent(file.path))) != made {
                differing.append((file.path, made))
            }
        }
        return differing
    }

    /// `Schemas/numbers.schema.json`, from `NumberRange.all`.
    static let numberSchema = GeneratedFile(path: "Schemas/\(NumberSchema.file)") { _, _ in NumberSchema().text() }

    /// `Schemas/families.schema.json`, from the standard registry and `Schemas/layouts/`.
    static let familySchema = GeneratedFile(path: "Schemas/\(FamilySchema.file)") { root, _ in
        try FamilySchema(registry: .standard, schemasDirectory: root.appendingPathComponent("Schemas")).text()
    }

    /// `docs/limits.md`, its generated tables replaced.
    static let limitsPage = GeneratedFile(path: "docs/limits.md") { root, _ in
        let page = try String(contentsOf: root.appendingPathComponent("docs/limits.md"), encoding: .utf8)
        guard let updated = LimitsTable.updating(page) else {
            throw GenerationFailure(path: "docs/limits.md", reason: "its <!-- generated: … --> markers are missing")
        }
        return updated
    }

    /// The live page's script as the Swift source that serves it, from
    /// `LiveScript.js` beside it (a file of its own, so that it reads and is
    /// checked as JavaScript; embedded so that `quilt` needs no resource files).
    static let liveScript = GeneratedFile(path: "\(liveScriptFolder)/LiveScript.swift") { root, _ in
        let script = try String(
            contentsOf: root.appendingPathComponent("\(liveScriptFolder)/LiveScript.js"), encoding: .utf8)
        return try EmbeddedScript.swiftSource(
            of: script, typeName: "LiveScript", file: "LiveScript.js",
            summary: [
                "The live page's script: plain JavaScript, no build step, served inside",
                "the page. It keeps a keyed DOM in step with the session's messages and",
                "reports the viewport; every decision about what is shown where comes",
                "from the server (docs/preview.md, \"The live page\").",
            ])
    }

    /// `Fuzz/quilt.dict`, from the committed schemas (made before it in ``files(root:)``).
    static let fuzzDictionary = GeneratedFile(path: "Fuzz/quilt.dict") { root, _ in
        try FuzzDictionary.text(schemas: root.appendingPathComponent("Schemas"))
    }

    /// Where the live page's script is.
    static let liveScriptFolder = "Modules/QuiltPreviewSite/Live"

    /// pagelint's report in `format` on the corpus, its "known layouts"
    /// notes held as ``KnownLayouts/placeholder``.
    static func goldenReport(_ report: (format: String, file: String)) -> GeneratedFile {
        let path = "\(golden)/\(report.file)"
        return GeneratedFile(path: path) { root, scratch in
            let output = scratch.appendingPathComponent(report.file).path
            // As the `pagelint` executable runs: text in fonts estimated.
            let status = try await run(
                LintTool(commandName: "pagelint").run, PagelintCommand.self,
                ["--format", report.format, corpus, "-o", output], from: root, for: path)
            // The corpus holds broken pages: 1 is the status expected.
            guard status == 1 else { throw GenerationFailure(path: path, reason: "pagelint exited \(status), not 1") }
            let text = try String(contentsOfFile: output, encoding: .utf8)
            return KnownLayouts.normalizing(text, names: Registry.standard.layoutNames)
        }
    }

    /// `docs/images/NAME.svg`: `quilt render` of `Examples/pages/NAME.yaml`.
    static func picture(of name: String) -> GeneratedFile {
        let path = "docs/images/\(name).svg"
        return GeneratedFile(path: path) { root, scratch in
            let output = scratch.appendingPathComponent("\(name).svg").path
            let arguments = [
                "render", "Examples/pages/\(name).yaml", "--width", String(pictureWidth), "--format", "svg", "-o",
                output,
            ]
            let status = try await run(
                QuiltTool(commandName: "quilt").run, QuiltCommand.self, arguments, from: root, for: path)
            guard status == 0 else { throw GenerationFailure(path: path, reason: "quilt render exited \(status)") }
            return try String(contentsOfFile: output, encoding: .utf8)
        }
    }

    /// Runs a command in this process; its paths are read from `root`, which
    /// must be the current folder (the reports name files relative to it).
    private static func run(
        _ tool: (any ParsableCommand.Type, [String]?) async -> Int32, _ command: any ParsableCommand.Type,
        _ arguments: [String], from root: URL, for path: String
    ) async throws -> Int32 {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        guard here.path == root.standardizedFileURL.path else {
            throw GenerationFailure(path: path, reason: "run from the repository's root (\(root.path))")
        }
        return await tool(command, arguments)
    }
}
