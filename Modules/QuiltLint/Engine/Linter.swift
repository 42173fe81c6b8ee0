import QuiltCore
import QuiltFiles
import QuiltYAML

/// Lints one file: parses it, decodes it by kind, lets every rule claim the
/// loader's and decoders' diagnostics and check the file, applies the
/// configuration's settings and the file's suppression comments, and returns
/// the findings in stable order.
public struct Linter: Sendable {
    /// The rules.
    public var rules: LintRuleRegistry
    /// The YAML loader (limits).
    public var loader: YAMLLoader

    /// Creates a linter.
    public init(rules: LintRuleRegistry = .standard, loader: YAMLLoader = YAMLLoader()) {
        self.rules = rules
        self.loader = loader
    }

    /// Lints `source`.
    ///
    /// - Parameters:
    ///   - source: The file's text; nil when it could not be read.
    ///   - path: The path reports show.
    ///   - absolutePath: The path on disk, for configuration overrides and project globs.
    ///   - kind: What the file is; nil to decide by its content (``kind(ofContent:)``).
    ///   - scope: Registry, project and configuration.
    ///   - unreadable: Why `source` is nil, when it is (a FIFO, a file over
    ///     the size limit): reported as the engine reports it.
    /// - Returns: The findings, or nil when the content says the file is not
    ///   a Quilt file.
    public func lint(
        _ source: SourceText?, path: String, absolutePath: String? = nil, kind: LintFileKind?, scope: LintScope,
        unreadable: FileContents.Failure? = nil
    ) -> LintFileResult? {
        let settings = scope.configuration.settings(forFile: absolutePath ?? path)
        guard let source else {
            let diagnostic = Diagnostic(
                .error, code: unreadable?.code ?? .ioError, unreadable?.message ?? "cannot read file",
                at: SourceLocation(file: path, line: 1, column: 1))
            let findings = [claimedFinding(for: diagnostic, document: nil, settings: settings)].compactMap { $0 }
            return LintFileResult(path: path, kind: kind ?? .page, findings: findings)
        }
        let parsed = source.bytes.withUnsafeBufferPointer { loader.parse(bytes: $0, file: path) }
        // A file that does not parse is reported, as a page: it may well be one.
        guard let resolvedKind = kind ?? Self.kind(ofContent: parsed.root) ?? (parsed.root == nil ? .page : nil) else {
            return nil
        }
        var diagnostics = parsed.diagnostics
        var page: PageSpec?
        if let loaded = absolutePath.flatMap({ scope.project?.diagnostics(forFile: $0) }) {
            // The project loader read this file already and reported its problems.
            diagnostics = loaded
        } else if let root = parsed.root {
            var context = DecodingContext(registry: scope.registry)
            switch resolvedKind {
            case .page: page = PageSpec.decode(root, context: &context)
            case .component: _ = ComponentKind.decode(root, context: &context)
            case .layout: _ = LayoutPreset.decode(root, context: &context)
            case .project: _ = ProjectSettings.decode(root, context: &context)
            }
            diagnostics += context.diagnostics
        }
        if let names = scope.names {
            diagnostics = diagnostics.map { $0.location.file == path ? $0 : names.displaying($0) }
        }
        let document = LintDocument(
            path: path, absolutePath: absolutePath, kind: resolvedKind, source: source, root: parsed.root, page: page,
            diagnostics: diagnostics, registry: scope.registry, project: scope.project,
            width: scope.configuration.width ?? scope.project?.project.widths.first ?? 390)
        return LintFileResult(path: path, kind: resolvedKind, findings: findings(in: document, settings: settings))
    }

    /// The kind a file's top-level keys give it: `page:` (a page),
    /// `component:` (a component kind, which may also write `layout:`), or
    /// `layout:` (a layout preset); a mapping with `sections:` but none of
    /// these is a page that lacks its id. Nil for anything else: not a Quilt file.
    public static func kind(ofContent root: ConfigNode?) -> LintFileKind? {
        guard let pairs = root?.pairs else { return nil }
        var (component, layout, sections) = (false, false, false)
        for pair in pairs {
            switch pair.key.scalarText {
            case "page": return .page
            case "component": component = true
            case "layout": layout = true
            case "sections": sections = true
            default: continue
            }
        }
        if component { return .component }
        if layout { return .layout }
        return sections ? .page : nil
    }

    /// Every finding in `document` after settings and suppressions, sorted.
    public func findings(in document: LintDocument, settings: [DiagnosticCode: RuleSetting]) -> [LintFinding] {
        var findings: [LintFinding] = []
        for diagnostic in document.diagnostics {
            if let finding = claimedFinding(for: diagnostic, document: document, settings: settings) {
                findings.append(finding)
            }
        }
        // Descriptions are read in place: copying one copies all its text.
        for index in rules.rules.indices where rules.descriptions[index].fileKinds.contains(document.kind) {
            guard
                let severity = Self.severity(
                    of: rules.descriptions[index].id, default: rules.descriptions[index].severity, settings: settings)
            else { continue }
            for var finding in rules.rules[index].check(document) {
                finding.severity = severity
                findings.append(finding)
            }
        }
        findings = Self.unique(findings)
        findings = applySuppressions(findings, in: document, settings: settings)
        return findings.sorted()
    }

    /// The finding for a loader or decoder diagnostic: the first rule that
    /// claims it reports it (nil when that rule is off); a code no rule
    /// claims is reported under its own code and severity.
    ///
    /// An error diagnostic stops the engine: its finding is an error whatever
    /// the claiming rule's severity or the configuration says, and is
    /// reported even when the rule is configured off (with a note saying so),
    /// so that pagelint never passes a page `quilt layout` refuses.
    func claimedFinding(for diagnostic: Diagnostic, document: LintDocument?, settings: [DiagnosticCode: RuleSetting])
        -> LintFinding?
    {
        let claimant = rules.rules.first { rule in
            document.map { rule.claims(diagnostic, in: $0) } ?? (type(of: rule).description.id == diagnostic.code)
        }
        let ruleID = claimant.map { type(of: $0).description.id } ?? diagnostic.code
        let defaultSeverity = claimant.map { type(of: $0).description.severity } ?? diagnostic.severity
        let configured = Self.severity(of: ruleID, default: defaultSeverity, settings: settings)
        let stopsEngine = diagnostic.severity == .error
        guard configured != nil || stopsEngine else { return nil }
        var finding =
            claimant.flatMap { rule in document.map { rule.finding(for: diagnostic, in: $0) } }
            ?? LintFinding(diagnostic, ruleID: ruleID, severity: defaultSeverity)
        finding.stopsEngine = stopsEngine
        if stopsEngine {
            finding.severity = .error
            // Only a setting someone wrote deserves a note; a refining rule's
            // lower default (a warning) is simply raised.
            if let written = settings[ruleID], written != .on, configured != .error {
                let setting = configured.map { "to \($0.rawValue)" } ?? "off"
                finding.notes.append(
                    "the configuration sets '\(ruleID)' \(setting), but quilt layout refuses the file on this error: "
                        + "errors that stop the engine are always reported")
            }
        } else if let configured {
            finding.severity = configured
        }
        // Decoders that build diagnostics by hand may leave the end out: take
        // it from the node that starts there.
        if finding.end == nil, let node = document?.path(to: finding.location)?.node { finding.end = node.end }
        return finding
    }

    /// The severity configuration gives `ruleID`; nil when it is off.
    static func severity(
        of ruleID: DiagnosticCode, default defaultSeverity: Diagnostic.Severity, settings: [DiagnosticCode: RuleSetting]
    ) -> Diagnostic.Severity? {
        if settings.isEmpty { return defaultSeverity }
        return switch settings[ruleID] {
        case .off: nil
        case .severity(let severity): severity
        case .on, nil: defaultSeverity
        }
    }

    /// Drops repeats (the same rule, place and message), keeping the first.
    static func unique(_ findings: [LintFinding]) -> [LintFinding] {
        guard findings.count > 1 else { return findings }
        struct Key: Hashable {
            var rule: DiagnosticCode
            var location: SourceLocation
            var message: String
        }
        var seen = Set<Key>()
        return findings.filter {
            seen.insert(Key(rule: $0.ruleID, location: $0.location, message: $0.message)).inserted
        }
    }

    private func applySuppressions(
        _ findings: [LintFinding], in document: LintDocument, settings: [DiagnosticCode: RuleSetting]
    ) -> [LintFinding] {
        let (directives, problems) = SuppressionScanner.scan(document.source, file: document.path, root: document.root)
        guard !directives.isEmpty || !problems.isEmpty else { return findings }
        let filter = SuppressionFilter(directives: directives, knownRules: Set(rules.ids))
        var (kept, superfluous) = filter.apply(to: findings, file: document.path)
        let rule = SuperfluousDisableRule.description
        guard let severity = Self.severity(of: rule.id, default: rule.severity, settings: settings) else { return kept }
        for (message, start, end) in problems {
            superfluous.append(
                LintFinding(ruleID: rule.id, severity: severity, message: message, location: start, end: end))
        }
        for var finding in superfluous {
            finding.severity = severity
            kept.append(finding)
        }
        return kept
    }
}
