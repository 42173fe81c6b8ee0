extension SizeRule {
    /// The fields of `data` that a text of the rule reads and that hold no
    /// text: an array or an object, where the rule finds nothing to measure
    /// and the item gets the family's default size. Numbers and booleans are
    /// text as they display (`42`, `true`); null and a missing field are no
    /// text and no problem. A plain-string item (not an object) is its own
    /// text and has none.
    ///
    /// A text with characters that no face of its measurer has is a
    /// `missing-glyph` problem at the value (the item itself when it is
    /// its own text), naming them and the family.
    ///
    /// Inline items report a `wrong-type` error (a `missing-glyph`
    /// warning) at the value, loaded items a warning at the value in the
    /// data file: one list of problems for both.
    public func textFieldProblems(in data: DataValue) -> [DataProblem] {
        var problems = missingGlyphProblems(in: data)
        guard case .object = data else { return problems }
        for field in Set(texts.map({ $0.field })).sorted() {
            let kind: String? = data.withField(field) { value in
                switch value {
                case .array: "an array"
                case .object: "an object"
                default: nil
                }
            }
            guard let kind else { continue }
            problems.append(
                DataProblem(
                    code: .wrongType,
                    "'\(field)' holds \(kind): the size rule measures text (a string, number or boolean), so this item gets the default size",
                    at: JSONPointer(tokens: [field]), field: field))
        }
        return problems
    }

    /// True when items' data can have problems the rule finds: it measures
    /// texts, or it has a view.
    public var checksData: Bool { !texts.isEmpty || view != nil }

    /// The problems of ``textFieldProblems(in:)`` and the view's
    /// (``ItemView/dataProblems(in:)``), each field once: what the section
    /// decoder reports for inline items and loaders for loaded ones.
    public func dataProblems(in data: DataValue) -> [DataProblem] {
        var problems = texts.isEmpty ? [] : textFieldProblems(in: data)
        for problem in view?.dataProblems(in: data) ?? [] {
            if !problems.contains(where: { $0.field == problem.field }) { problems.append(problem) }
        }
        return problems
    }

    /// `missing-glyph` for each text of the rule whose characters its
    /// measurer's faces lack (each field once, with its first rule's family).
    private func missingGlyphProblems(in data: DataValue) -> [DataProblem] {
        var problems: [DataProblem] = []
        var seen: [String] = []
        var isObject = false
        if case .object = data { isObject = true }
        for rule in texts where !seen.contains(rule.field) {
            seen.append(rule.field)
            guard let text = rule.text(in: data) else { continue }
            let missing = rule.measurer.missingCharacters(in: text)
            guard !missing.isEmpty else { continue }
            let shown =
                missing.prefix(8).map { Self.describe($0) }.joined(separator: ", ") + (missing.count > 8 ? ", …" : "")
            let family = rule.family.map { "font family '\($0)'" } ?? "the text's fonts"
            var problem = DataProblem(
                code: .missingGlyph,
                "no face of \(family) or its fallback has \(shown): a browser draws \(missing.count == 1 ? "it" : "them") "
                    + "from a system font or as an empty box, and Quilt measures that box",
                at: JSONPointer(tokens: isObject ? [rule.field] : []), field: rule.field)
            problem.isWarning = true
            problems.append(problem)
        }
        return problems
    }

    /// `'中' (U+4E2D)`.
    private static func describe(_ scalar: Unicode.Scalar) -> String {
        var hex = String(scalar.value, radix: 16, uppercase: true)
        while hex.count < 4 { hex = "0" + hex }
        return "'\(Character(scalar))' (U+\(hex))"
    }
}
