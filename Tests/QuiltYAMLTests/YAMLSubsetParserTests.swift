import Foundation
import QuiltCore
import QuiltTestSupport
import QuiltYAML
import Testing

/// The fast reader of the common subset of YAML either declines a file or
/// reads it exactly as libyaml does: the same values, styles, starts, ends,
/// tags and diagnostics. Checked on every YAML file in the repository, on
/// hand-picked edge cases, and on thousands of generated mutations of them.
@Suite("YAML subset parser")
struct YAMLSubsetParserTests {
    let loader = YAMLLoader()

    /// What the subset parser made of `bytes`: nil when it declined, a
    /// description of the first difference from libyaml, or "" when they agree.
    func disagreement(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { buffer -> String? in
            guard let fast = loader.parseWithSubsetParser(bytes: buffer, file: "t.yaml") else { return nil }
            let reference = loader.parseWithLibYAML(bytes: buffer, file: "t.yaml")
            let (fastLines, referenceLines) = (Self.dump(fast), Self.dump(reference))
            guard fastLines != referenceLines else { return "" }
            let index =
                zip(fastLines, referenceLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(fastLines.count, referenceLines.count)
            let fastLine = index < fastLines.count ? fastLines[index] : "(nothing)"
            let referenceLine = index < referenceLines.count ? referenceLines[index] : "(nothing)"
            return "subset parser: \(fastLine)\nlibyaml:       \(referenceLine)"
        }
    }

    /// Every node (value, style, tag, start, end) and diagnostic, one per line.
    static func dump(_ document: YAMLDocument) -> [String] {
        var lines = document.diagnostics.map { "diagnostic \($0.code) \($0.location) \($0.message) \($0.notes)" }
        func visit(_ node: ConfigNode, depth: Int) {
            let place =
                "\(node.location.line):\(node.location.column)-\(node.end.map { "\($0.line):\($0.column)" } ?? "?")"
            let tag = node.tag.map { " tag \($0)" } ?? ""
            let indent = String(repeating: " ", count: depth)
            switch node.value {
            case .scalar(let text, let style):
                lines.append("\(indent)scalar \(style) \(text.debugDescription) \(place)\(tag)")
            case .sequence(let elements):
                lines.append("\(indent)sequence \(place)\(tag)")
                for element in elements { visit(element, depth: depth + 1) }
            case .mapping(let pairs):
                lines.append("\(indent)mapping \(place)\(tag)")
                for pair in pairs {
                    visit(pair.key, depth: depth + 1)
                    visit(pair.value, depth: depth + 2)
                }
            }
        }
        if let root = document.root { visit(root, depth: 0) } else { lines.append("no root") }
        return lines
    }

    /// Every YAML and JSON file of the repository's examples, fixtures and fuzz corpora.
    static let repositoryFiles: [(path: String, bytes: [UInt8])] = {
        var files: [(String, [UInt8])] = []
        for folder in ["Examples", "Tests/Fixtures", "Fuzz/Corpus"] {
            let base = PackagePaths.path(folder)
            guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
            for case let relative as String in walker
            where relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") || relative.hasSuffix(".json") {
                if relative.contains(".build") { continue }
                if let data = FileManager.default.contents(atPath: "\(base)/\(relative)") {
                    files.append(("\(folder)/\(relative)", Array(data)))
                }
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    @Test func readsTheRepositorysFilesAsLibYAMLDoes() {
        var accepted = 0
        for (path, bytes) in Self.repositoryFiles {
            guard let difference = disagreement(bytes) else { continue }
            accepted += 1
            #expect(difference.isEmpty, "\(path):\n\(difference)")
        }
        // The example pages are what the subset is for: it must read them.
        for page in PackagePaths.examplePages {
            let bytes = Self.repositoryFiles.first { $0.path == page }?.bytes ?? []
            #expect(disagreement(bytes) == "", "the subset parser declines \(page)")
        }
        #expect(accepted * 2 > Self.repositoryFiles.count, "read \(accepted) of \(Self.repositoryFiles.count) files")
    }

    @Test(arguments: [
        // Read by the subset parser.
        ("a: 1\nb: two words  # comment\n", true),
        ("# only a comment first\n\n  a: 1\n  b:\n", true),
        ("list:\n- a\n- b\nnext: {x: 1, y: [1, 'two', \"three\"]}\n", true),
        ("- id: a\n  title: 'it''s'\n- - nested\n  - more\n", true),
        ("a:\n  b:\n    - {c: -4, d: .5}\n  e: f:g\n", true),
        ("key: a}b]c,d # tail\n\"quoted key\": x\n'single': y\n", true),
        ("a: é中文 text\nb: {k: 😀}\n", true),
        ("a: {}\nb: []\nc: [[]]\n", true),
        ("a: 1\na: 2\n", true),  // a duplicate key: the builder reports it for both readings
        ("a: {\"b\":c, d : e}\n", true),
        ("a: {b: 1,\n  c: 2}\n", true),
        ("- {b: 1, # a comment\n# another\n c: [x,\ny]}\n", true),
        ("a: b\n# c\n  # d\ne: f\n", true),
        ("- a:\n  - x\n- b\n", true),
        ("a: &x 1\nb: *x\nc: &y\n  d: [*x, *x]\ne: &z\n- *x\ng: *z\nf: {<<: *y, g: 2}\n", true),
        ("a: &x {b: 1}\nc: &y [2]\n<<: *x\n", true),
        // JSON: a flow collection at the top, escapes, keys with their `:` adjacent.
        ("{\"a\": 1, \"b\": [true, null, -2.5e3], \"c\": {}}\n", true),
        ("[1, \"two\", {\"three\":3}]", true),
        ("{\n  \"page\": \"p\",\n  \"sections\": [\n    {\"id\": \"a\", \"items\": []}\n  ]\n}\n", true),
        ("{\"a\": \"\\u00e9\\n\\t\\\"\\\\\\/\\b\\f\\r\\u4e2d\"}\n", true),
        ("a: \"escaped \\n and \\x41 \\U0001F600 \\N\"\n", true),
        ("{\"a\": 1} # a comment\n# another\n", true),
        ("{\"a\": 1, \"a\": 2}\n", true),
        ("[]\n", true),
        // Declined: libyaml reads these (or reports their error).
        ("- &x 1\n- *x\n", false),
        ("a: &x\nb: 1\n", false),
        ("a: *unknown\n", false),
        ("a: !!str 1\n", false),
        ("a: |\n  text\n", false),
        ("a: b\n  c\n", false),
        ("a:\n\tb: 1\n", false),
        ("a: 1\r\nb: 2\r\n", false),
        ("---\na: 1\n", false),
        ("a: \"\\ud83d\\ude00\"\n", false),
        ("a: \"\\q\"\n", false),
        ("a: \"ends with \\\n  next\"\n", false),
        ("{\"a\": 1}\nb: 2\n", false),
        ("{\"a\": 1}: b\n", false),
        ("{\"a\":\t1}\n", false),
        ("a: {b: 1\n  c: 2}\n", false),
        ("a: {b\n  : 2}\n", false),
        ("a: {b: 1,\n", false),
        ("a: b: c\n", false),
        ("a:\n  b: 1\n c: 2\n", false),
        ("- \n- a\n", false),
        ("a: {b, c}\n", false),
        ("a: {b: 1,}\n", false),
        ("a: [b: 1]\n", false),
        ("a: 'unterminated\n", false),
        ("? a\n: b\n", false),
        ("plain scalar\n", false),
        ("", false),
        ("\u{FEFF}a: 1\n", false),
        ("a: {b:,}\n", false),
    ])
    func edgeCases(text: String, isRead: Bool) {
        let difference = disagreement(Array(text.utf8))
        #expect((difference != nil) == isRead, "\(text.debugDescription)")
        if let difference { #expect(difference.isEmpty, "\(text.debugDescription):\n\(difference)") }
    }

    /// The subset parser recurses once per level: deep files, which a raised
    /// depth limit lets through, are libyaml's (its levels are on the heap).
    @Test func deepNestingIsLeftToLibYAML() throws {
        let depth = 1_000
        let text = "a: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        let loader = YAMLLoader(limits: YAMLLimits(maxDepth: depth + 10))
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(loader.parseWithSubsetParser(bytes: buffer, file: "t.yaml") == nil)
            let document = loader.parse(bytes: buffer, file: "t.yaml")
            #expect(document.diagnostics.isEmpty)
            #expect(document.root?["a"]?.elements?.count == 1)
        }
    }

    /// Pieces that change what YAML means: indicators, quotes, indentation,
    /// line ends, characters libyaml treats specially.
    static let mutations: [String] = [
        ":", ": ", " ", "  ", "\n", "\n  ", "-", "- ", "#", " #", "'", "''", "\"", "\\", "{", "}", "[", "]", ",",
        "?", "&a ", "*a", "!", "|", ">", "%", "@", "`", "\t", "\r", "---", "...", "é", "中", "\u{85}", "\u{2028}",
        "\u{FEFF}", "\0", "<<: ", "a: b", "{a: 1}", "[1, 2]", "-1", ":x", "x:", "\n- ", "\n  - ", "\n    ",
    ]

    @Test func mutatedFilesAreDeclinedOrReadAsLibYAMLDoes() async throws {
        let sources = Self.repositoryFiles.filter { disagreement($0.bytes) == "" }
        try #require(!sources.isEmpty)
        let counts = Counter()
        try await withEvery("seed", in: 0..<3_000) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let source = sources[Int(random.next() % UInt64(sources.count))]
            var bytes = source.bytes
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let at = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count + 1))
                switch random.next() % 4 {
                case 0 where at < bytes.count:
                    bytes.remove(at: at)
                case 1 where at < bytes.count:
                    // Drop or add indentation at the start of the line holding `at`.
                    let lineStart = bytes[..<at].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
                    if bytes[lineStart] == 0x20, random.next() % 2 == 0 {
                        bytes.remove(at: lineStart)
                    } else {
                        bytes.insert(0x20, at: lineStart)
                    }
                default:
                    let piece = Self.mutations[Int(random.next() % UInt64(Self.mutations.count))]
                    bytes.insert(contentsOf: Array(piece.utf8), at: at)
                }
            }
            let difference = disagreement(bytes)
            counts.add(read: difference != nil)
            if let difference {
                #expect(
                    difference.isEmpty,
                    "\(source.path) mutated:\n\(String(decoding: bytes, as: UTF8.self).debugDescription)\n\(difference)"
                )
            }
        }
        // Most mutants must still reach the subset parser's reading, or this checks little.
        #expect(counts.read * 4 > counts.total, "read \(counts.read) of \(counts.total) mutants")
    }

    /// Tallies mutants across the seed loop.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var read = 0
        private(set) var total = 0

        func add(read isRead: Bool) {
            lock.withLock {
                total += 1
                if isRead { read += 1 }
            }
        }
    }
}
