import ArgumentParser
import Quilt

extension PagelintCommand {
    /// `pagelint rules`: every rule with its id, default severity and rationale.
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List every rule: id, default severity, whether --fix fixes it, and why it matters.")

        func run() {
            let rules = LintRuleRegistry.standard.descriptions.sorted { $0.id < $1.id }
            let idWidth = rules.map(\.id.rawValue.count).max() ?? 0
            var text = ""
            for rule in rules {
                let id = rule.id.rawValue.padding(toLength: idWidth, withPad: " ", startingAt: 0)
                let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                text += "\(id)  \(severity)  \(rule.isFixable ? "fix" : "   ")  \(rule.rationale)\n"
            }
            print(text, terminator: "")
        }
    }
}
