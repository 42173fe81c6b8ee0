import ArgumentParser
import Quilt

extension PagelintCommand {
    /// `pagelint explain RULE`: a rule's documentation with a bad and a good example.
    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a rule's documentation, with an example it reports and the example fixed.")

        @Argument(help: "The rule id (see `pagelint rules`).")
        var rule: String

        func validate() throws {
            let registry = LintRuleRegistry.standard
            guard registry.rule(DiagnosticCode(rule)) != nil else {
                let hint = Suggestions.closest(to: rule, in: registry.ids.map(\.rawValue)).map { " (did you mean '\($0)'?)" } ?? ""
                throw ValidationError("unknown rule '\(rule)'\(hint); `pagelint rules` lists them")
            }
        }

        func run() {
            guard let found = LintRuleRegistry.standard.rule(DiagnosticCode(rule)) else { return }
            print(type(of: found).description.markdown)
        }
    }
}
