import ArgumentParser
import Foundation
import QuiltGeneration

/// `quilt-generate`: writes every generated file of the repository
/// (schemas, the limits tables, the live page's script as Swift,
/// pagelint's golden reports, the docs' pictures) from its source; with `--check`, writes nothing and fails
/// while any committed file differs. Run from the repository's root.
@main
struct QuiltGenerateMain: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quilt-generate",
        abstract: "Write Quilt's generated files (schemas, docs tables, golden reports, pictures) from their sources.",
        discussion: "Run from the repository's root: swift run quilt-generate. CI runs it with --check.")

    @Flag(help: "Write nothing; list the files that differ from what they should hold and exit 1 if any.")
    var check = false

    @Argument(help: "Only the generated files whose path starts with one of these (default: all).")
    var only: [String] = []

    func run() async throws {
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw ValidationError("run from the repository's root (no Package.swift here)")
        }
        let files = Generator.files(root: root).filter { file in
            only.isEmpty || only.contains { file.path.hasPrefix($0) }
        }
        if check {
            let drifted = try await Generator.drift(of: files, root: root)
            guard !drifted.isEmpty else {
                print("every generated file (\(files.count)) matches its generator")
                return
            }
            print("generated files differ from their generator (run swift run quilt-generate and commit them):")
            for path in drifted { print("  \(path)") }
            throw ExitCode(1)
        }
        let written = try await Generator.write(files, root: root)
        for path in written { print("wrote \(path)") }
        print("\(files.count) generated files, \(written.count) changed")
    }
}
