/// The output formats, looked up by identifier.
public enum LintReporters {
    /// pagelint's version, as SARIF's `tool.driver.version` and JSON's `tool.version` give it.
    public static let toolVersion = "0.1.0"

    /// Every built-in reporter, in the order `--help` lists them.
    public static let all: [any LintReporter.Type] = [
        HumanReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self, JUnitReporter.self,
    ]

    /// The reporter called `identifier`.
    public static func named(_ identifier: String) -> (any LintReporter)? {
        all.first { $0.identifier == identifier }.map { $0.init() }
    }

    /// Every identifier.
    public static var identifiers: [String] { all.map { $0.identifier } }
}
