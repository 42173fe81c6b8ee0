import ArgumentParser
import QuiltCore
import QuiltLint

extension PagelintCommand {
    /// `pagelint explain RULE`: a rule's documentation with a bad and a good example.
    public struct Explain: ParsableCommand {
        /// `explain`.
        public static let configuration = CommandConfiguration(
            abstract: "Print a rule's documentation, with an example it reports and the example fixed.")

        @Argument(help: "The rule id (see `pagelint rules`).")
        var rule: String

        /// Creates the command (ArgumentParser fills in the rule).
        public init() {}

        /// Refuses a rule the tool does not have, with a suggestion.
        public func validate() throws {
            let registry = LintTool.current.lintRules
            guard registry.rule(DiagnosticCode(rule)) != nil else {
                let hint =
                    Suggestions.closest(to: rule, in: registry.ids.map(\.rawValue)).map { " (did you mean '\($0)'?)" }
                    ?? ""
                throw ValidationError("unknown rule '\(rule)'\(hint); the rules subcommand lists them")
            }
        }

        /// Prints the rule's documentation.
        public func run() throws {
            guard let found = LintTool.current.lintRules.rule(DiagnosticCode(rule)) else { return }
            try StandardStream.output(type(of: found).description.markdown + "\n")
        }
    }
}
