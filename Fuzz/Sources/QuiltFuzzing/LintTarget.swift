import Quilt

/// The linter on one file: every rule runs on the input as a page, never
/// traps, locates every finding inside the file, and reports an error
/// exactly when the engine refuses the page (``LintEngineAgreement``).
public struct LintTarget: FuzzTarget {
    /// `lint`.
    public let name = "lint"
    /// For `quilt-fuzz list`.
    public let summary =
        "Linter.lint on the input as a page: every rule, located findings, errors exactly when the engine fails"

    /// Creates the target.
    public init() {}

    /// Lints `input` and compares with the engine.
    public func run(_ input: [UInt8]) throws(FuzzFailure) {
        let verdict = LintEngineAgreement.verdict(of: input)
        if let disagreement = verdict.disagreement { throw FuzzFailure(name, disagreement) }
        for finding in verdict.lintErrors where finding.file == FuzzInput.path && finding.location.line < 1 {
            throw FuzzFailure(name, "a finding without a line: \(finding.ruleID) \(finding.message)")
        }
    }
}
