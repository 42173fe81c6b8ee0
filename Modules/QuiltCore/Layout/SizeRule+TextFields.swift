extension SizeRule {
    /// The fields of `data` that a text of the rule reads and that hold no
    /// text: an array or an object, where the rule finds nothing to measure
    /// and the item gets the family's default size. Numbers and booleans are
    /// text as they display (`42`, `true`); null and a missing field are no
    /// text and no problem. A plain-string item (not an object) is its own
    /// text and has none.
    ///
    /// Inline items report each as a `wrong-type` error at the value, loaded
    /// items as a `wrong-type` warning at the value in the data file: one
    /// list of problems for both.
    public func textFieldProblems(in data: DataValue) -> [DataProblem] {
        guard case .object = data else { return [] }
        var problems: [DataProblem] = []
        for field in Set(texts.map({ $0.field })).sorted() {
            let kind: String? = data.withField(field) { value in
                switch value {
                case .array: "an array"
                case .object: "an object"
                default: nil
                }
            }
            guard let kind else { continue }
            problems.append(DataProblem(
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
}
