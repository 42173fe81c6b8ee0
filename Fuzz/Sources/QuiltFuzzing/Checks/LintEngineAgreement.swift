import Quilt

/// pagelint reports an error on a page exactly when the engine refuses it:
/// the property that keeps CI from passing a page `quilt layout` will not
/// lay out, or failing one it will.
///
/// The engine's side is what `quilt layout` does before loading data:
/// parsing and decoding the page against its registry, then laying it out
/// (``PageLayout/checkedLayout(_:width:)``) at pagelint's width. Loading is
/// left out — pagelint reads no data, and a request can fail for reasons no
/// page shows. Suppression comments are in: they cannot hide an error that
/// stops the engine (docs/lint.md), so they never make the two disagree.
public enum LintEngineAgreement {
    /// What each side said about one page.
    public struct Verdict: Sendable {
        /// The engine's errors (decoding, then layout).
        public var engineErrors: [Diagnostic]
        /// True when the engine had no page to lay out.
        public var engineHasNoPage: Bool
        /// pagelint's error findings.
        public var lintErrors: [LintFinding]

        /// True when the engine refuses the page.
        public var engineFails: Bool { engineHasNoPage || !engineErrors.isEmpty }
        /// True when pagelint reports an error.
        public var lintFails: Bool { !lintErrors.isEmpty }
        /// True when both fail or both pass.
        public var agrees: Bool { engineFails == lintFails }

        /// One line saying how they disagree, naming the first problem.
        public var disagreement: String? {
            guard !agrees else { return nil }
            if lintFails {
                return
                    "pagelint reports \(lintErrors[0].ruleID) at \(lintErrors[0].location) (\(lintErrors[0].message)); the engine lays the page out"
            }
            let first = engineErrors.first.map { "\($0.code) at \($0.location) (\($0.message))" } ?? "no page"
            return "the engine refuses the page (\(first)); pagelint reports no error"
        }
    }

    /// Both sides on the page file `input`, with `registry` and pagelint's
    /// default configuration, at `width` (pagelint's default, 390).
    public static func verdict(of input: [UInt8], registry: Registry = .standard, width: Double = 390) -> Verdict {
        let (page, decoding) = FuzzInput.page(from: input, registry: registry)
        var engineErrors = decoding.filter { $0.severity == .error }
        if let page {
            engineErrors += PageLayout.checkedLayout(page, width: width).diagnostics.filter { $0.severity == .error }
        }
        let linted = Linter().lint(
            SourceText(bytes: input), path: FuzzInput.path, kind: .page, scope: LintScope(registry: registry))
        let lintErrors = (linted?.findings ?? []).filter { $0.severity == .error }
        return Verdict(engineErrors: engineErrors, engineHasNoPage: page == nil, lintErrors: lintErrors)
    }
}
