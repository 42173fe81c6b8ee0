import QuiltCore

/// Applies a file's suppression comments to its findings and reports the
/// comments that suppress nothing (``SuperfluousDisableRule``).
struct SuppressionFilter {
    /// The file's directives, in file order.
    var directives: [SuppressionDirective]
    /// Every rule id a directive may name.
    var knownRules: Set<DiagnosticCode>

    /// The findings that stay, and a finding for each rule reference that
    /// suppressed nothing, named an unknown rule, enabled a rule that was
    /// not disabled, or tried to suppress an error that stops the engine
    /// (``LintFinding/stopsEngine``: such findings always stay).
    func apply(to findings: [LintFinding], file: String) -> (kept: [LintFinding], superfluous: [LintFinding]) {
        let resolved = resolveReferences()
        var (references, superfluous) = (resolved.references, resolved.superfluous)
        let coverage = resolved.coverage
        var kept: [LintFinding] = []
        kept.reserveCapacity(findings.count)
        // References that tried to suppress an error that stops the engine,
        // each reported once.
        var refused: Set<Int> = []
        for finding in findings {
            guard finding.file == file else {
                kept.append(finding)
                continue
            }
            let matching = coverage.references(covering: finding.ruleID, line: finding.location.line)
            for reference in matching { references[reference].used = true }
            if finding.stopsEngine {
                kept.append(finding)
                refused.formUnion(matching)
            } else if matching.isEmpty {
                kept.append(finding)
            }
        }
        for index in refused.sorted() {
            let directive = directives[references[index].directive]
            let rule = directive.rules[references[index].rule]
            superfluous.append(
                Self.finding(
                    "'\(directive.action.rawValue) \(rule.id)' cannot suppress an error that stops the engine: "
                        + "quilt layout refuses the file on it, so pagelint reports it too; fix the problem instead",
                    rule))
        }
        for reference in references where !reference.used {
            let directive = directives[reference.directive]
            let rule = directive.rules[reference.rule]
            let place = directive.action == .disableNextLine ? "on the next line" : "in the lines it covers"
            superfluous.append(
                Self.finding(
                    "'\(directive.action.rawValue) \(rule.id)' suppresses nothing: no '\(rule.id)' finding \(place)",
                    rule))
        }
        return (kept, superfluous)
    }

    /// One rule named by one directive.
    private struct Reference {
        var directive: Int
        var rule: Int
        var used = false
    }

    /// Every known rule reference of the directives, the lines each covers,
    /// and the findings for references that are wrong on their own (an
    /// unknown rule, a second `disable`, an `enable` of nothing).
    private func resolveReferences() -> (
        references: [Reference], coverage: SuppressionCoverage, superfluous: [LintFinding]
    ) {
        var superfluous: [LintFinding] = []
        var coverage = SuppressionCoverage()
        var references: [Reference] = []
        var open: [DiagnosticCode: (line: Int, reference: Int)] = [:]
        for (directiveIndex, directive) in directives.enumerated() {
            for (ruleIndex, rule) in directive.rules.enumerated() {
                guard knownRules.contains(rule.id) else {
                    superfluous.append(
                        Self.finding(
                            "'\(directive.action.rawValue)' names an unknown rule '\(rule.id)'", rule,
                            suggestion: Suggestions.closest(
                                to: rule.id.rawValue, in: knownRules.sorted().map(\.rawValue))))
                    continue
                }
                let index = references.count
                references.append(Reference(directive: directiveIndex, rule: ruleIndex))
                switch directive.action {
                case .disableNextLine:
                    coverage.add(rule.id, line: directive.location.line + 1, reference: index)
                case .disable:
                    if let already = open[rule.id] {
                        superfluous.append(
                            Self.finding(
                                "'\(rule.id)' is already disabled since line \(already.line)", rule))
                        references[index].used = true
                    } else {
                        open[rule.id] = (directive.location.line, index)
                    }
                case .enable:
                    references[index].used = true
                    if let start = open.removeValue(forKey: rule.id) {
                        coverage.add(rule.id, lines: start.line...directive.location.line, reference: start.reference)
                    } else {
                        superfluous.append(Self.finding("'enable' for '\(rule.id)', which is not disabled here", rule))
                    }
                }
            }
        }
        for (rule, start) in open {
            coverage.add(rule, lines: start.line...Int.max, reference: start.reference)
        }
        return (references, coverage, superfluous)
    }

    private static func finding(
        _ message: String, _ rule: SuppressionDirective.RuleReference, suggestion: String? = nil
    ) -> LintFinding {
        LintFinding(
            ruleID: SuperfluousDisableRule.id, severity: SuperfluousDisableRule.description.severity, message: message,
            location: rule.location, end: rule.end, suggestion: suggestion)
    }
}
