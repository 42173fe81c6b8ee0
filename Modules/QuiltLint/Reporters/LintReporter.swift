/// Turns a ``LintReport`` into text in one output format. Reporters are
/// looked up by their static ``identifier`` in ``LintReporters``.
public protocol LintReporter: Sendable {
    /// The name `--format` takes (`human`, `json`, `sarif`, `github`, `junit`).
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    /// Creates the reporter.
    init()
    /// The whole output for `report`.
    func render(_ report: LintReport, context: ReportContext) -> String
}
