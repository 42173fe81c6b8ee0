import Foundation
import Quilt
import Testing
import QuiltTestSupport

/// The JSON Schemas and the Swift decoders must say the same thing about the
/// same file. Every file under `Tests/Fixtures/schema/<type>/` states on its
/// second line whether it is valid (`# valid: …` or `# invalid: …`); the Swift
/// decoder and the independent validator (Python `jsonschema` over PyYAML)
/// must both agree with it.
@Suite("Schemas agree with the decoders")
struct SchemaAgreementTests {
    static let types = ["page", "component", "layout", "project"]

    /// Corpus files, relative to the package root, sorted.
    static let corpus: [String] = types.flatMap {
        PackagePaths.files(in: "Tests/Fixtures/schema/\($0)", ending: [".yaml", ".yml"])
    }

    /// What the Swift decoders say: the diagnostics of decoding the file as
    /// its type, against `Registry.standard`.
    static func swiftDiagnostics(_ path: String) -> [Diagnostic] {
        let full = PackagePaths.path(path)
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
            #expect(files.contains { PackagePaths.statedValidity(of: $0) == true }, "\(type) has no valid case")
            #expect(files.contains { PackagePaths.statedValidity(of: $0) == false }, "\(type) has no invalid case")
        }
        #expect(Self.corpus.allSatisfy { PackagePaths.statedValidity(of: $0) != nil })
    }

    @Test func theSwiftDecoderAgrees() async throws {
        try await withEvery("path", in: Self.corpus) { path in
            let expected = try #require(
                PackagePaths.statedValidity(of: path) as Bool?, "\(path) states neither valid nor invalid")
            let diagnostics = Self.swiftDiagnostics(path)
            #expect(!diagnostics.containsErrors == expected, "\(path): \(diagnostics)")
            // Every problem is located in the file itself.
            #expect(
                diagnostics.allSatisfy { $0.location.file.hasSuffix(path) && $0.location.line > 0 }, "\(diagnostics)")
        }
    }

    @Test(.needsSchemaValidator) func theIndependentValidatorAgrees() throws {
        let result = try SchemaValidator.validate(modeline: Self.corpus)
        let verdicts = result.verdicts
        #expect(verdicts.count == Self.corpus.count, "\(result.output)")
        for path in Self.corpus {
            #expect(verdicts[path] == PackagePaths.statedValidity(of: path), "\(path): \(result.line(about: path))")
        }
    }

    /// The example project, and the good fixture project's own files (its
    /// pages are checked against its generated schema by the command tests).
    static let exampleFiles: [String] = {
        func files(_ project: String, _ folders: [String]) -> [String] {
            [project + "/quilt.yml"] + folders.flatMap { PackagePaths.files(in: project + "/" + $0, ending: [".yaml"]) }
        }
        return files("Examples", ["components", "layouts", "pages"])
            + files("Tests/Fixtures/projects/shop", ["components", "layouts"])
    }()

    @Test func everyExampleFileNamesItsSchema() throws {
        #expect(Self.exampleFiles.count >= 19)
        for path in Self.exampleFiles {
            let text = try String(contentsOfFile: PackagePaths.path(path), encoding: .utf8)
            #expect(text.hasPrefix("# yaml-language-server: $schema="), "\(path) does not name its schema")
        }
    }

    @Test(.needsSchemaValidator) func everyExampleFileValidatesAgainstTheSchemaItNames() throws {
        let result = try SchemaValidator.validate(modeline: Self.exampleFiles)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("\(Self.exampleFiles.count) passed, 0 failed"), "\(result.output)")
    }
}
