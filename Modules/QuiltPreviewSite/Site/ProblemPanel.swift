import Quilt

/// The problems of a page the preview draws anyway — warnings such as
/// `ineffective-option`, or data a section's component kind found fault
/// with once loaded — as a panel fixed to the bottom of the window, so they
/// are seen without changing any frame of the page.
enum ProblemPanel {
    /// The panel's markup (with its own scoped styles); empty for no problems.
    static func markup(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "" }
        let count = diagnostics.count
        let noun = diagnostics.allSatisfy { $0.severity == .warning } ? "warning" : "problem"
        return """
            <details class="quilt-preview-problems" open>
            <summary>\(count) \(noun)\(count == 1 ? "" : "s")</summary>
            <style>
            .quilt-preview-problems { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483647; max-height: 40vh; overflow: auto; \
            background: #fffbeb; border-top: 1px solid #f59e0b; font: 13px/1.4 -apple-system, system-ui, sans-serif; color: #1d232b; }
            .quilt-preview-problems summary { cursor: pointer; padding: 6px 12px; font-weight: 600; color: #a15c07; }
            .quilt-preview-problems table { border-collapse: collapse; width: 100%; }
            .quilt-preview-problems th, .quilt-preview-problems td { text-align: left; padding: 4px 12px; border-top: 1px solid #fde68a; vertical-align: top; }
            .quilt-preview-problems code, .quilt-preview-problems .location { font: 12px ui-monospace, monospace; }
            .quilt-preview-problems .note { color: #5b6573; }
            </style>
            \(PreviewDocument.table(diagnostics))
            </details>

            """
    }

    /// `html` with the panel for `diagnostics` before its last `</body>`
    /// (at the end when it has none); `html` itself when there are none.
    static func inject(_ diagnostics: [Diagnostic], into html: String) -> String {
        let panel = markup(diagnostics)
        guard !panel.isEmpty else { return html }
        return PreviewDocument.insert(panel, beforeBodyEndOf: html)
    }
}
