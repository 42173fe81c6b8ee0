import Foundation
import QuiltTestSupport
import Testing

/// Pages and files that once made the commands trap, hang, print `null`
/// frames or disagree with each other (`Tests/Fixtures/extreme/`).
@Suite("Extreme input")
struct RobustnessCommandTests {
    /// Items far narrower than a point made `Int(_:)` trap in the list's
    /// geometry (exit 132) on a page pagelint passed.
    @Test func tinyItemsLayOutInsteadOfTrapping() async throws {
        let page = "Tests/Fixtures/extreme/tiny-items.yaml"
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var outputs: [String] = []
        for width in ["1", "390", "100000"] {
            let layout = try await CommandRunner.run("quilt", ["layout", page, "--width", width, "--compact"])
            #expect(layout.status == 0, "width \(width): \(layout.stderr)")
            try folder.write("layout-\(width).json", layout.stdout)
            outputs.append(folder.path("layout-\(width).json"))
            let svg = try await CommandRunner.run("quilt", ["render", page, "--width", width, "--format", "svg"])
            #expect(svg.status == 0, "width \(width): \(svg.stderr)")
        }
        let lint = try await CommandRunner.run("pagelint", [page])
        #expect(lint.status == 0, "\(lint.stdout)")
        let valid = try await CommandRunner.script(
            ["python3", "Tests/Scripts/validate_json.py", "Schemas/layout.schema.json"] + outputs)
        // Status 3: jsonschema is not installed (the schema suite says it skipped).
        #expect(valid.status == 0 || valid.status == 3, "\(valid.stdout)")
    }

    /// Widths beyond the documented range are refused by every command
    /// that takes one, with the range in the message.
    @Test(arguments: ["1e308", "1e-300", "0.5", "100001", "nan"])
    func widthsOutsideTheRangeAreRefused(width: String) async throws {
        let layout = try await CommandRunner.run(
            "quilt", ["layout", "Tests/Fixtures/extreme/tiny-items.yaml", "--width", width])
        #expect(layout.status == 64, "\(layout.stderr)")
        #expect(layout.stderr.contains("--width must be from 1 to 100,000 pt"), "\(layout.stderr)")
        let render = try await CommandRunner.run(
            "quilt", ["render", "Tests/Fixtures/extreme/tiny-items.yaml", "--width", width])
        #expect(render.status == 64, "\(render.stderr)")
        #expect(render.stderr.contains("from 1…100000"), "\(render.stderr)")
    }

    /// 1e308 spacings, heights and tracks overflowed to infinity and were
    /// printed as `null` with exit status 0; now each is a located
    /// `out-of-range` error in both tools, and nothing is printed.
    @Test func hugeNumbersAreLocatedErrorsInBothTools() async throws {
        let page = "Tests/Fixtures/extreme/huge-numbers.yaml"
        let layout = try await CommandRunner.run("quilt", ["layout", page])
        #expect(layout.status == 1)
        #expect(layout.stdout.isEmpty, "\(layout.stdout)")
        let expected: [String] = [
            "\(page):5:61: error: 'interitemSpacing' must be from 0 to 1,000,000 pt, found 1e308 [out-of-range]",
            "\(page):6:22: error: 'height' must be from 0 to 1,000,000 pt, found 1e308 [out-of-range]",
            "\(page):9:36: error: a track length must be from 0 to 1,000,000 pt, found '1e308' [out-of-range]",
            "\(page):9:43: error: a track length must be from 0 to 1,000,000 pt, found '1e308' [out-of-range]",
            "\(page):9:62: error: 'rowHeight' must be from 0 to 1,000,000 pt, found 1e308 [out-of-range]",
            "\(page):10:13: error: footer height must be from 0 to 1,000,000 pt, found 1e308 [out-of-range]",
        ]
        let lines: [String] = layout.stderr.split(separator: "\n").map { String($0) }
        #expect(lines == expected, "\(layout.stderr)")
        let lint = try await CommandRunner.run("pagelint", [page, "--format", "github"])
        #expect(lint.status == 1)
        for line in expected {
            let position = line.split(separator: ":").dropFirst().prefix(2)
            #expect(lint.stdout.contains("line=\(position.first ?? ""),col=\(position.last ?? "")"), "\(lint.stdout)")
        }
        #expect(
            lint.stdout.components(separatedBy: "title=pagelint (out-of-range)").count == expected.count + 1,
            "\(lint.stdout)")
    }

    /// `itemRatio: {fraction: 5e-324}` was refused by `quilt layout`
    /// (`non-finite-frame`) and passed by pagelint: any fraction up to about
    /// 1e-306 overflowed a strip's width, inside the documented range, and
    /// 1e-14 printed widths with exponents. Fractions start at 0.001 now;
    /// smaller ones are the same located `out-of-range` error in both tools.
    @Test(arguments: ["5e-324", "1e-300", "1e-14", "0.0009"])
    func fractionsBelowTheRangeAreOneErrorInBothTools(fraction: String) async throws {
        let folder = try TemporaryDirectory(files: [
            "p.yaml": """
            page: p
            sections:
              - id: s
                layout: {kind: grid, arrange: horizontal, rows: [1fr, 2fr], itemRatio: {fraction: \(fraction)}}
                items: [{id: a}, {id: b}]

            """
        ])
        defer { folder.remove() }
        let message = "p.yaml:4:87: error: 'fraction' must be from 0.001 to 1,000, found \(fraction) [out-of-range]"
        let layout = try await CommandRunner.run("quilt", ["layout", "p.yaml"], directory: folder.url)
        #expect(layout.status == 1)
        #expect(layout.stdout.isEmpty)
        #expect(layout.stderr.hasPrefix(message), "\(layout.stderr)")
        let lint = try await CommandRunner.run("pagelint", ["p.yaml"], directory: folder.url)
        #expect(lint.status == 1)
        #expect(lint.stdout.hasPrefix(message), "\(lint.stdout)")
    }

    /// A rule that trapped (the placeholder rule laying out a strip of
    /// 10²³ rows) ended pagelint with no output, losing every other file's
    /// findings.
    @Test func everyFilesReportSurvivesAPageThatOnceTrappedARule() async throws {
        let lint = try await CommandRunner.run(
            "pagelint", ["Tests/Fixtures/extreme/strip-rule.yaml", "Tests/Fixtures/extreme/huge-numbers.yaml"])
        #expect(lint.status == 1, "\(lint.stdout)\(lint.stderr)")
        #expect(
            lint.stdout.contains("strip-rule.yaml:7:27: warning: the placeholder of 'strip' is 10 pt tall"),
            "\(lint.stdout)")
        #expect(lint.stdout.contains("huge-numbers.yaml:5:61: error:"), "\(lint.stdout)")
        #expect(lint.stdout.contains("in 2 of 2 files"), "\(lint.stdout)")
    }

    /// `row: 2` was a warning in pagelint and an unknown-key error in
    /// `quilt layout`; now both read it as `rows` with the same warning.
    @Test func anOldOptionNameIsTheSameWarningInBothTools() async throws {
        let page = "Tests/Fixtures/extreme/old-row.yaml"
        let warning =
            "\(page):5:47: warning: 'row' is the old name (EaseModule's list and waterfall layouts); Quilt reads 'rows' [deprecated-option]"
        let lint = try await CommandRunner.run("pagelint", [page])
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(lint.stdout.hasPrefix(warning), "\(lint.stdout)")
        let layout = try await CommandRunner.run("quilt", ["layout", page, "--compact"])
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(layout.stderr.hasPrefix(warning), "\(layout.stderr)")
        // Two rows of 50: the strip is 100 tall and its second item sits below the first.
        #expect(layout.stdout.contains(#""contentHeight":100,"#), "\(layout.stdout)")
        #expect(layout.stdout.contains(#"{"id":"b","frame":{"x":0,"y":50,"#), "\(layout.stdout)")
        let strict = try await CommandRunner.run("quilt", ["layout", page, "--strict"])
        #expect(strict.status == 1)
    }

    /// A FIFO named on the command line, found in a folder or matched by a
    /// project glob made pagelint wait forever for a writer.
    @Test func fifosAreSkippedWithAnIOErrorInsteadOfBlocking() async throws {
        #if os(Linux)
        let folder = try TemporaryDirectory(files: [
            "quilt.yml": "pages: [pages/*.yaml]\n",
            "pages/ok.yaml": "page: ok\nsections:\n  - id: a\n",
        ])
        defer { folder.remove() }
        let fifo = folder.path("pages/pipe.yaml")
        #expect(mkfifo(fifo, 0o644) == 0)
        let message = "not a regular file (a FIFO); skipped without reading [io-error]"
        for arguments in [[fifo], [folder.path("pages")], [folder.path("pages/ok.yaml"), fifo]] {
            let lint = try await CommandRunner.run("pagelint", arguments, timeout: 30)
            #expect(!lint.timedOut, "\(arguments): pagelint blocked on the FIFO")
            #expect(lint.status == 1, "\(arguments): \(lint.stdout)\(lint.stderr)")
            #expect(lint.stdout.contains("pipe.yaml:1:1: error: \(message)"), "\(arguments): \(lint.stdout)")
        }
        // The project's own glob lists the FIFO: linting the project (no paths) reports it too.
        let project = try await CommandRunner.run("pagelint", [], directory: folder.url, timeout: 30)
        #expect(!project.timedOut)
        #expect(project.stdout.contains(message), "\(project.stdout)")
        let layout = try await CommandRunner.run("quilt", ["layout", fifo], timeout: 30)
        #expect(!layout.timedOut)
        #expect(layout.status == 1)
        #expect(layout.stderr.contains("pipe.yaml:1:1: error: \(message)"), "\(layout.stderr)")
        #endif
    }

    /// A 200 MB file was read whole (two minutes, half a gigabyte) before
    /// its size was refused; now its size is refused before reading. A
    /// terabyte file shows it: reading it would take hours.
    @Test func aFileOverTheSizeLimitIsRefusedBeforeItIsRead() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("huge.yaml")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("page: huge\n".utf8)))
        // A sparse file: a terabyte to `stat`, no disk used.
        #expect(truncate(path, 1 << 40) == 0)
        let message = "huge.yaml:1:1: error: file is 1099511627776 bytes, over the limit of 16777216 [yaml-limit]"
        let lint = try await CommandRunner.run("pagelint", [path], timeout: 30)
        #expect(!lint.timedOut)
        #expect(lint.stdout.contains(message), "\(lint.stdout)")
        let layout = try await CommandRunner.run("quilt", ["layout", path], timeout: 30)
        #expect(!layout.timedOut)
        #expect(layout.stderr.contains(message), "\(layout.stderr)")
    }
}
