import Foundation

/// Quilt's schema check script (`Tests/Scripts/validate_json.py`, Python's
/// `jsonschema` and PyYAML), for tests that validate files against schemas.
enum SchemaValidator {
    /// True when the script can run here (its packages are installed).
    static let isAvailable: Bool = (try? run(["-c", "import jsonschema, yaml, referencing"]).status) == 0

    /// `valid`/`invalid` for each of `files` against `schema`, by path.
    static func verdicts(schema: String, files: [String]) throws -> [String: Bool] {
        let result = try run([PipelineFixtures.path("Tests/Scripts/validate_json.py"), "--report", schema] + files)
        var verdicts: [String: Bool] = [:]
        for line in result.output.split(separator: "\n") {
            for verdict in ["valid", "invalid"] where line.hasPrefix(verdict + " ") {
                let rest = line.dropFirst(verdict.count + 1)
                let file = files.first { rest == $0 || rest.hasPrefix($0 + ":") }
                if let file { verdicts[file] = verdict == "valid" }
            }
        }
        return verdicts
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
