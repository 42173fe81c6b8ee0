import Foundation
import QuiltCore

/// A lint fixture: a file (or folder of files) whose expected findings are
/// marked in the source itself.
///
/// - `#    ^^^^ expect: rule-id` under a line: a finding of `rule-id` on the
///   nearest line above that is not a marker, starting at the first caret's
///   column and ending after the last.
/// - `# expect: rule-id at LINE:COLUMN`: a finding at that position (for
///   column 1, or spans over several lines).
/// - `# lint-fixture: requires component NAME | section-key KEY | page-key KEY | section-core-key KEY`:
///   the fixture needs that registration in the registry it is run against.
public struct LintFixture: Sendable {
    /// The path, relative to the package root.
    public var path: String
    /// What the fixture expects.
    public var expectations: [Expectation]
    /// `requires` lines: (what, name).
    public var requirements: [(what: String, name: String)]

    /// Reads the fixture at `path` (a file, or a folder searched for YAML files).
    public init(path: String) {
        self.path = path
        expectations = []
        requirements = []
        let absolute = PackagePaths.path(path)
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
        let files =
            isDirectory.boolValue
            ? (FileManager.default.enumerator(atPath: absolute)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().map { path + "/" + $0 }
            : [path]
        for file in files { read(file) }
    }

    private mutating func read(_ file: String) {
        guard let text = try? String(contentsOfFile: PackagePaths.path(file), encoding: .utf8) else { return }
        var lastCodeLine = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let scalars = Array(line.unicodeScalars)
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("# lint-fixture: requires ") {
                let words = trimmed.dropFirst("# lint-fixture: requires ".count).split(separator: " ").map(String.init)
                if words.count == 2 { requirements.append((words[0], words[1])) }
                continue
            }
            if let range = line.range(of: "expect: ") {
                let rest = line[range.upperBound...].split(separator: " ").map(String.init)
                guard let rule = rest.first else { continue }
                if rest.count == 3, rest[1] == "at" {
                    let position = rest[2].split(separator: ":").compactMap { Int($0) }
                    if position.count == 2 {
                        expectations.append(Expectation(file: file, rule: rule, line: position[0], column: position[1]))
                    }
                } else if let first = scalars.firstIndex(of: "^"), let last = scalars.lastIndex(of: "^") {
                    expectations.append(
                        Expectation(file: file, rule: rule, line: lastCodeLine, column: first + 1, endColumn: last + 2))
                }
                continue
            }
            lastCodeLine = number
        }
    }

    /// The requirements `registry` does not meet, as words for a skip message.
    public func unmet(in registry: Registry) -> [String] {
        requirements.compactMap { what, name in
            let met =
                switch what {
                case "component": registry.componentKinds[name] != nil
                case "section-key": registry.sectionExtensions[name] != nil
                case "page-key": registry.pageExtensions[name] != nil
                case "section-core-key": SectionSpec.coreKeys.contains(name)
                default: false
                }
            return met ? nil : "\(what) \(name)"
        }
    }
}
