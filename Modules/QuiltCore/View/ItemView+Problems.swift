extension ItemView {
    /// What in `data` (an item's reformed data) the view cannot show: a
    /// text's or a badge's field (or a template slot's) holding an array or
    /// an object (`wrong-type`: the leaf shows nothing), and a picture field
    /// holding anything but an `http(s)` or `data:image/` URL or a path
    /// inside the project (`bad-image`: the picture is left out). Missing
    /// and null fields are no problem: their leaves take no room.
    ///
    /// Inline items report each as an error at the value, loaded items as
    /// a warning at the value in the data file.
    public func dataProblems(in data: DataValue) -> [DataProblem] {
        guard case .object = data else { return [] }
        var problems: [DataProblem] = []
        var reported: [String] = []
        for text in texts {
            for field in text.fields where !reported.contains(field) {
                guard let kind = Self.structure(of: field, in: data) else { continue }
                reported.append(field)
                problems.append(
                    DataProblem(
                        code: .wrongType,
                        "'\(field)' holds \(kind): the view shows text (a string, number or boolean) there",
                        at: JSONPointer(tokens: [field]), field: field))
            }
        }
        for image in images where !reported.contains(image.field) {
            guard let reason = Self.imageProblem(data.field(image.field)) else { continue }
            reported.append(image.field)
            problems.append(
                DataProblem(
                    code: .badImage, "'\(image.field)' \(reason): the view leaves the picture out",
                    at: JSONPointer(tokens: [image.field]), field: image.field))
        }
        return problems
    }

    /// "an array" or "an object" when the field holds one.
    private static func structure(of field: String, in data: DataValue) -> String? {
        data.withField(field) { value in
            switch value {
            case .array: "an array"
            case .object: "an object"
            default: nil
            }
        }
    }

    /// Why a picture field's value is not a picture a page can show; nil
    /// when it is one, or when there is none.
    static func imageProblem(_ value: DataValue?) -> String? {
        guard let value else { return nil }
        switch value {
        case .null: return nil
        case .string(let text):
            if text.isEmpty { return nil }
            guard let source = ImageSource(text) else {
                return "holds '\(text)', which is not an http(s) or data:image URL or a project path"
            }
            if case .path(let path) = source, path.hasPrefix("/") {
                return "holds the absolute path '\(text)': pictures are URLs or paths inside the project"
            }
            return nil
        default:
            return "holds \(value.kindDescription), not a URL or a project path"
        }
    }
}
