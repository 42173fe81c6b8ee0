// quilt-wasm-oracle: the native build's answers for the WebAssembly tests.
//
//     quilt-wasm-oracle corpus OUT.jsonl [--generated N] [--only-inputs] [--inputs FOLDER]...
//
// Writes, one JSON object a line: the example project's files; then cases
// (a page, layout options, and what the native build answers: the layout
// JSON `quilt layout --compact` prints, or the page's diagnostics when it
// has errors); module pages as the native loader loads them from the
// example data (the responses it read, and the loaded page's layout JSON);
// then the answers the project's fonts gave the line breaker
// (`ShapingLog`), which the tests' measurer replays to the module. Cases:
// every example page at 320, 390 and 768 pt in both directions and both
// appearances, and N pages of each family made extreme by `ExtremeNumbers`
// from the example pages of that family, and the page fuzz targets' seed
// corpus (their kept inputs and the YAML of Tests/Fixtures) with every file
// of each --inputs folder (a campaign's corpus) as a page at 390 pt; with
// --only-inputs, those files alone.

import Foundation
import Quilt
import QuiltPipeline

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, arguments[0] == "corpus" else {
    report("usage: quilt-wasm-oracle corpus OUT.jsonl [--generated N] [--only-inputs] [--inputs FOLDER]...")
    exit(2)
}
var generated = 1_000
if let flag = arguments.firstIndex(of: "--generated"), flag + 1 < arguments.count, let count = Int(arguments[flag + 1])
{
    generated = max(0, min(count, 100_000))
}
var corpus = Corpus(generatedPerFamily: generated)
corpus.onlyInputs = arguments.contains("--only-inputs")
for (index, argument) in arguments.enumerated() where argument == "--inputs" && index + 1 < arguments.count {
    corpus.inputFolders.append(arguments[index + 1])
}
do {
    try await corpus.write(to: arguments[1])
} catch {
    report("\(error)")
    exit(1)
}

/// Writes `message` to standard error, after the tool's name; a standard
/// error that cannot be written loses the message, never the exit status.
func report(_ message: String) {
    try? FileHandle.standardError.write(contentsOf: Data("quilt-wasm-oracle: \(message)\n".utf8))
}
