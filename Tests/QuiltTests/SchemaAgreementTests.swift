import Foundation
import Quilt
import Testing

/// The JSON Schemas and the Swift decoders must say the same thing about the
/// same file. Every file under `Tests/Fixtures/schema/<type>/` states on its
/// second line whether it is valid (`# valid: …` or `# invalid: …`); the Swift
/// decoder and the independent validator (Python `jsonschema` over PyYAML)
/// must both agree with it.
@Suite("Schemas agree with the decoders")
struct SchemaAgreementTests {
    static let types = ["page", "component", "layout", "project"]

    /// Corpus files, relative to the package root, sorted.
    static let corpus: [String] = types.flatMap { type in
        let directory = CommandPaths.root + "/Tests/Fixtures/schema/" + type
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().map { "Tests/Fixtures/schema/\(type)/\($0)" }
    }

    /// The verdict the file states about itself.
    static func stated(_ path: String) -> Bool? {
        guard let text = try? String(contentsOfFile: CommandPaths.root + "/" + path, encoding: .utf8) else { return nil }
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().first ?? ""
        if line.hasPrefix("# valid:") { return true }
        if line.hasPrefix("# invalid:") { return false }
        return nil
    }

    /// What the Swift decoders say: the diagnostics of decoding the file as
    /// its type, against `Registry.standard`.
    static func swiftDiagnostics(_ path: String) -> [Diagnostic] {
        let full = CommandPaths.root + "/" + path
        let type = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
        if type == "page" { return PageFile.load(path: full, registry: .standard).diagnostics }
        if type == "project" { return ProjectLoader.load(file: full, base: .standard).diagnostics }
        let document = YAMLLoader().load(path: full)
        var context = DecodingContext(registry: .standard)
        context.diagnostics = document.diagnostics
        guard let root = document.root else { return context.diagnostics }
        // Register the one kind or preset, then check it as a project would.
        var registry = Registry.standard
        var location = root.location
        do {
            if type == "component", let kind = ComponentKind.decode(root, context: &context) {
                location = kind.location
                try registry.register(kind: kind)
                context.registry = registry
                kind.checkDefaults(context: &context)
            } else if type == "layout", let preset = LayoutPreset.decode(root, context: &context) {
                location = preset.location
                try registry.register(preset: preset)
                context.registry = registry
                preset.check(context: &context)
            }
        } catch {
            context.diagnostics.append(Diagnostic(.error, code: .duplicateRegistration, "\(error)", at: location))
        }
        return context.diagnostics
    }

    @Test func theCorpusCoversEveryFileTypeBothWays() {
        #expect(Self.corpus.count >= 30)
        for type in Self.types {
            let files = Self.corpus.filter { $0.contains("/\(type)/") }
            #expect(files.contains { Self.stated($0) == true }, "\(type) has no valid case")
            #expect(files.contains { Self.stated($0) == false }, "\(type) has no invalid case")
        }
        #expect(Self.corpus.allSatisfy { Self.stated($0) != nil })
    }

    @Test(arguments: corpus)
    func theSwiftDecoderAgrees(path: String) throws {
        let expected = try #require(Self.stated(path) as Bool?, "\(path) states neither valid nor invalid")
        let diagnostics = Self.swiftDiagnostics(path)
        #expect(!diagnostics.containsErrors == expected, "\(path): \(diagnostics)")
        // Every problem is located in the file itself.
        #expect(diagnostics.allSatisfy { $0.location.file.hasSuffix(path) && $0.location.line > 0 }, "\(diagnostics)")
    }

    @Test func theIndependentValidatorAgrees() throws {
        let result = try Python.run(["Tests/Scripts/validate_json.py", "--report", "--modeline"] + Self.corpus)
        if result.status == 3 {
            print("skipped schema validation: \(result.output)")
            return
        }
        var verdicts: [String: Bool] = [:]
        for line in result.output.split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 2)
            guard words.count >= 2, words[0] == "valid" || words[0] == "invalid" else { continue }
            let path = words[1].hasSuffix(":") ? String(words[1].dropLast()) : String(words[1])
            verdicts[path] = words[0] == "valid"
        }
        #expect(verdicts.count == Self.corpus.count, "\(result.output)")
        for path in Self.corpus {
            #expect(verdicts[path] == Self.stated(path), "\(path): \(result.output.split(separator: "\n").first { $0.contains(path) } ?? "")")
        }
    }

    /// The example project, and the good fixture project's own files (its
    /// pages are checked against its generated schema by the command tests).
    @Test func everyExampleFileValidatesAgainstTheSchemaItNames() throws {
        func files(_ project: String, _ folders: [String]) -> [String] {
            [project + "/quilt.yml"] + folders.flatMap { folder in
                let names = (try? FileManager.default.contentsOfDirectory(atPath: CommandPaths.root + "/" + project + "/" + folder)) ?? []
                return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(project)/\(folder)/\($0)" }
            }
        }
        let examples = files("Examples", ["components", "layouts", "pages"]) + files("Tests/Fixtures/projects/shop", ["components", "layouts"])
        #expect(examples.count >= 19)
        for path in examples {
            let text = try String(contentsOfFile: CommandPaths.root + "/" + path, encoding: .utf8)
            #expect(text.hasPrefix("# yaml-language-server: $schema="), "\(path) does not name its schema")
        }
        let result = try Python.run(["Tests/Scripts/validate_json.py", "--modeline"] + examples)
        if result.status == 3 {
            print("skipped schema validation: \(result.output)")
            return
        }
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("\(examples.count) passed, 0 failed"), "\(result.output)")
    }
}

/// Runs `python3` in the package root.
enum Python {
    struct Result {
        var status: Int32
        var output: String
    }

    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: CommandPaths.root)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
