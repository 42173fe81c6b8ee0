import Foundation

/// Quilt's JSON Schemas applied by an independent validator: Python's
/// `jsonschema` over PyYAML, through `Tests/Scripts/validate_json.py`.
/// Tests that call it carry the `.needsSchemaValidator` trait.
public enum SchemaValidator {
    /// The validator's answer about a set of files.
    public struct Report: Sendable {
        /// The script's exit status: 0 all valid, 1 some invalid, 2 usage,
        /// 3 jsonschema or PyYAML missing.
        public var status: Int32
        /// Everything the script printed: a `valid PATH` or `invalid PATH: why`
        /// line per file, then `N passed, N failed`.
        public var output: String

        /// The verdict per file, by the path as it was given.
        public var verdicts: [String: Bool] {
            var verdicts: [String: Bool] = [:]
            for line in output.split(separator: "\n") {
                let words = line.split(separator: " ", maxSplits: 2)
                guard words.count >= 2, words[0] == "valid" || words[0] == "invalid" else { continue }
                verdicts[words[1].hasSuffix(":") ? String(words[1].dropLast()) : String(words[1])] = words[0] == "valid"
            }
            return verdicts
        }

        /// Whether every one of `count` files was valid (exit status 0 and
        /// `count passed, 0 failed`).
        public func allValid(count: Int) -> Bool {
            status == 0 && output.contains("\(count) passed, 0 failed")
        }

        /// The line the script printed about `path`, for failure messages.
        public func line(about path: String) -> String {
            output.split(separator: "\n").first { $0.contains(path) }.map(String.init) ?? ""
        }
    }

    /// Validates `files` (JSON or YAML; absolute, or relative to the package
    /// root) against `schema` (relative to the package root, or absolute).
    public static func validate(_ files: [String], against schema: String) throws -> Report {
        try run([schema] + files)
    }

    /// Validates each YAML file against the schema its first lines name
    /// (`# yaml-language-server: $schema=…`).
    public static func validate(modeline files: [String]) throws -> Report {
        try run(["--modeline"] + files)
    }

    private static func run(_ arguments: [String]) throws -> Report {
        let result = try CommandRunner.script(["python3", "Tests/Scripts/validate_json.py", "--report"] + arguments)
        return Report(status: result.status, output: result.stdout)
    }
}
