import ArgumentParser
import QuiltCore
import QuiltLint

extension PagelintCommand {
    /// `pagelint rules`: every rule with its id, default severity and rationale.
    public struct Rules: ParsableCommand {
        /// `rules`.
        public static let configuration = CommandConfiguration(
            abstract: "List every rule: id, default severity, whether --fix fixes it, and why it matters.")

        /// Creates the command.
        public init() {}

        /// Prints one line per rule of the tool.
        public func run() throws {
            let rules = LintTool.current.lintRules.descriptions.sorted { $0.id < $1.id }
            let idWidth = rules.map(\.id.rawValue.count).max() ?? 0
            var text = ""
            for rule in rules {
                let id = rule.id.rawValue.padding(toLength: idWidth, withPad: " ", startingAt: 0)
                let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                text += "\(id)  \(severity)  \(rule.isFixable ? "fix" : "   ")  \(rule.rationale)\n"
            }
            try StandardStream.output(text)
        }
    }
}
