extension LayoutSnapshot {
    /// One `non-finite-frame` error per section of `page` that this snapshot
    /// places with an infinite or NaN coordinate or size (its frame, header,
    /// footer, placeholder, items area, content width, items or
    /// decorations), at the section's layout; one at the page for a width, a
    /// page state view or a content height that is not finite.
    ///
    /// Bounded inputs (``NumberRange``) keep every built-in family finite;
    /// this is the engine's last check, so that a family written in code
    /// that overflows is a located error rather than `null` in the output.
    /// Commands refuse a snapshot with such an error and write nothing.
    public func nonFiniteFrameDiagnostics(for page: PageSpec) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, section) in sections.enumerated() where !section.isFinite {
            let spec =
                page.sections.indices.contains(index) && page.sections[index].id == section.id
                ? page.sections[index] : page.section(section.id)
            let location =
                spec.map { $0.layout.location == .unknown ? $0.location : $0.layout.location } ?? page.location
            diagnostics.append(
                Diagnostic(
                    .error, code: .nonFiniteFrame,
                    "section '\(section.id)' lays out to a non-finite frame at width \(NumberRange.describe(width))",
                    at: location,
                    notes: [
                        "every number in a page is bounded (see docs/limits.md); a layout family written in code overflowed"
                    ]))
        }
        if !width.isFinite {
            diagnostics.append(
                Diagnostic(
                    .error, code: .nonFiniteFrame, "the container width \(width) is not a finite number",
                    at: page.location))
        }
        if let stateView, !stateView.frame.isFinite {
            diagnostics.append(
                Diagnostic(
                    .error, code: .nonFiniteFrame,
                    "the page's \(stateView.state.rawValue) view lays out to a non-finite frame at width \(NumberRange.describe(width))",
                    at: page.location))
        }
        if diagnostics.isEmpty, !contentHeight.isFinite {
            diagnostics.append(
                Diagnostic(
                    .error, code: .nonFiniteFrame,
                    "the page's content height is not finite at width \(NumberRange.describe(width))",
                    at: page.location))
        }
        return diagnostics
    }
}

extension SectionSnapshot {
    /// True when every number this section puts in the output is finite.
    var isFinite: Bool {
        guard frame.isFinite, itemsArea.isFinite, itemOrigin.isFinite, contentWidth?.isFinite ?? true else {
            return false
        }
        for part in [header, footer, placeholder] where part?.isFinite == false { return false }
        for item in layoutResult.itemFrames where !item.isFinite || !pageFrame(item).isFinite { return false }
        for element in decorations where !element.frame.isFinite { return false }
        return true
    }
}

extension Rect {
    /// True when origin and size are all finite.
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
