import Foundation
import QuiltTestSupport
import Testing

/// Every file Quilt reads — a font, a page, a component kind, a layout
/// preset, a data file, an image — is read the one guarded way: a FIFO, a
/// device, a loop of symbolic links or a file over its limit is refused
/// quickly, with a message at a file, line and column. A FIFO as a font
/// once made `quilt layout`, `quilt render` and `pagelint` wait forever.
@Suite("Hostile files as every kind of input")
struct HostileFileCommandTests {
    /// What a hostile path stands in for.
    enum Role: String, CaseIterable, Sendable {
        case font, page, kind, preset, data, image
    }

    /// A small project whose page reads a data file and draws an image,
    /// with a font, a kind and a preset; `role`'s file is `kind`.
    static func project(_ kind: HostileFile, as role: Role) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(files: [
            "quilt.yml": """
            pages: pages/*.yaml
            components: components/*.yaml
            layouts: layouts/*.yaml
            fonts: [{family: Body, file: body.ttf}]

            """,
            "pages/p.yaml": """
            page: p
            module: {kind: single, request: {id: feed, url: data/feed.json, items: /list}}
            sections:
              - id: a
                source: feed
                decoration: {contents: {image: img.png}}

            """,
            "components/card.yaml": "component: card\n",
            "layouts/cards.yaml": "layout: cards\nkind: list\n",
            "data/feed.json": #"{"list": [{"id": "x"}]}"#,
        ])
        try FileManager.default.copyItem(
            atPath: PackagePaths.path("Examples/fonts/DejaVuSans.ttf"), toPath: folder.path("body.ttf"))
        try FileManager.default.copyItem(
            atPath: PackagePaths.path("Examples/images/forbid.png"), toPath: folder.path("img.png"))
        #expect(try folder.make(kind, at: path(of: role)))
        return folder
    }

    /// Where `role`'s file is in the project.
    static func path(of role: Role) -> String {
        switch role {
        case .font: "body.ttf"
        case .page: "pages/hostile.yaml"
        case .kind: "components/hostile.yaml"
        case .preset: "layouts/hostile.yaml"
        case .data: "data/feed.json"
        case .image: "img.png"
        }
    }

    /// The start of the message's location and the words it holds.
    static func expected(_ kind: HostileFile, as role: Role) -> (location: String, phrase: String) {
        let location =
            switch role {
            case .font: "quilt.yml:4:30: error: font file 'body.ttf'"
            case .page, .kind, .preset: path(of: role) + ":1:1: error:"
            case .data: "pages/p.yaml:2:38: error: request 'feed'"
            case .image: "pages/p.yaml:6:17: warning: image 'img.png'"
            }
        let phrase =
            switch (role, kind) {
            // The link leads out of the project, where data is never read.
            case (.data, .device): "outside the project folder"
            case (.data, .oversized): "larger than 8388608 bytes"
            default: kind.phrase
            }
        return (location, phrase)
    }

    static let cases: [(HostileFile, Role)] = HostileFile.allCases.flatMap { kind in Role.allCases.map { (kind, $0) } }

    @Test func eachIsRefusedQuicklyWithALocatedMessage() async throws {
        try await withEvery("case", in: Self.cases) { kind, role in
            let folder = try Self.project(kind, as: role)
            defer { folder.remove() }
            let page = role == .page ? "pages/hostile.yaml" : "pages/p.yaml"
            let (location, phrase) = Self.expected(kind, as: role)
            // Images are read only when drawing.
            let command = role == .image ? ["render", page, "--width", "390"] : ["layout", page]
            let run = try await CommandRunner.run("quilt", command, directory: folder.url, timeout: 60)
            #expect(!run.timedOut, "quilt \(command[0]) waited on the \(kind) \(role)")
            #expect(run.status == (role == .image ? 0 : 1), "\(run.stderr)")
            let line = run.stderr.split(separator: "\n").first { $0.hasPrefix(location) }
            #expect(line?.contains(phrase) == true, "quilt \(command[0]): \(run.stderr)")
            guard role != .image else { return }
            let lint = try await CommandRunner.run("pagelint", [page], directory: folder.url, timeout: 60)
            #expect(!lint.timedOut, "pagelint waited on the \(kind) \(role)")
            #expect(lint.status == 1, "\(lint.stdout)\(lint.stderr)")
            let finding = lint.stdout.split(separator: "\n").first { $0.hasPrefix(location) }
            #expect(finding?.contains(phrase) == true, "pagelint: \(lint.stdout)")
        }
    }

    /// `pagelint quilt.yml` loaded the fonts too, and waited on a FIFO.
    @Test(arguments: HostileFile.allCases)
    func lintingTheProjectFileRefusesAHostileFont(kind: HostileFile) async throws {
        let folder = try Self.project(kind, as: .font)
        defer { folder.remove() }
        let lint = try await CommandRunner.run("pagelint", ["quilt.yml"], directory: folder.url, timeout: 60)
        #expect(!lint.timedOut)
        #expect(lint.status == 1, "\(lint.stdout)")
        #expect(lint.stdout.contains("quilt.yml:4:30: error: font file 'body.ttf'"), "\(lint.stdout)")
        #expect(lint.stdout.contains(kind.phrase), "\(lint.stdout)")
    }

    /// A loop of symbolic links named on pagelint's command line was "no such
    /// file or directory" (a usage error, exit 2); it is the file's own io-error.
    @Test func aSymbolicLinkLoopNamedToPagelintIsNamed() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.make(.loop, at: "loop.yaml")
        let lint = try await CommandRunner.run("pagelint", ["loop.yaml"], directory: folder.url, timeout: 60)
        #expect(lint.status == 1, "\(lint.stdout)\(lint.stderr)")
        #expect(!lint.stderr.contains("no such file"), "\(lint.stderr)")
        #expect(
            lint.stdout.contains("loop.yaml:1:1: error: cannot read file: its symbolic links form a loop [io-error]"),
            "\(lint.stdout)")
        // Found in a folder, too.
        let walked = try await CommandRunner.run("pagelint", ["."], directory: folder.url, timeout: 60)
        #expect(walked.stdout.contains("loop.yaml:1:1: error: cannot read file: its symbolic links form a loop"))
    }
}
