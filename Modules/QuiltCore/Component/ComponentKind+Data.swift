extension ComponentKind {
    /// True when items of this kind are reformed or checked at all; sections
    /// of other kinds keep their data untouched.
    public var processesData: Bool { !fields.isEmpty || !reformRules.isEmpty }

    /// Reforms raw data: every rule makes its field from `raw`; members the
    /// rules do not name pass through unchanged (a raw value that is not a
    /// mapping passes nothing through). A rule that yields nothing removes
    /// its field. Pure: the same input always gives the same output.
    public func reform(_ raw: DataValue) -> CheckedData {
        guard !reformRules.isEmpty else { return CheckedData(value: raw) }
        var members = raw.objectValue ?? [:]
        members.reserveCapacity(members.count + reformRules.count)
        var problems: [DataProblem] = []
        for rule in reformRules {
            members[rule.field] = rule.value(for: raw, component: name, problems: &problems)
        }
        return CheckedData(value: .object(members), problems: problems)
    }

    /// Checks data against ``fields``: a field that is missing or null gets
    /// its default, or is a `missing-key` problem when required; a value of
    /// the wrong type is a `wrong-type` problem. Undeclared members are
    /// allowed. Problem pointers refer to `data`.
    public func check(_ data: DataValue) -> CheckedData {
        guard !fields.isEmpty else { return CheckedData(value: data) }
        guard case .object(var members) = data else {
            return CheckedData(
                value: data,
                problems: [
                    DataProblem(
                        code: .wrongType,
                        "an item of component '\(name)' must be a mapping, found \(data.kindDescription)")
                ])
        }
        var problems: [DataProblem] = []
        for field in fields {
            guard let value = members[field.name], value != DataValue.null else {
                if let defaultValue = field.defaultValue {
                    members[field.name] = defaultValue
                } else if field.required {
                    let declared = Set(fields.map({ $0.name }))
                    let typo = Suggestions.closest(
                        to: field.name, in: members.keys.filter { !declared.contains($0) }.sorted())
                    problems.append(
                        DataProblem(
                            code: .missingKey,
                            "an item of component '\(name)' is missing required field '\(field.name)'",
                            at: JSONPointer(tokens: typo.map { [$0] } ?? []), field: field.name,
                            suggestion: typo.map { _ in field.name }))
                }
                continue
            }
            if !field.type.accepts(value) {
                problems.append(
                    DataProblem(
                        code: .wrongType,
                        "field '\(field.name)' of component '\(name)' must be \(field.type.noun), found \(value.kindDescription)",
                        at: JSONPointer(tokens: [field.name]), field: field.name))
            }
        }
        return CheckedData(value: .object(members), problems: problems)
    }

    /// Reforms `raw`, then checks the result: what the section decoder does
    /// to inline items and what loaders do to fetched ones. Every problem's
    /// pointer refers to `raw` — a checked field's problem points at the
    /// value its rule read — so callers can locate it in the source.
    public func prepare(_ raw: DataValue) -> CheckedData {
        let reformed = reform(raw)
        var checked = check(reformed.value)
        guard !reformRules.isEmpty else { return checked }
        for index in checked.problems.indices {
            guard let field = checked.problems[index].field, let rule = reformRules.last(where: { $0.field == field })
            else { continue }
            if checked.problems[index].code == .missingKey {
                if case .from(let pointer) = rule.input {
                    checked.problems[index].message += " (read from \(ReformRule.name(of: pointer)))"
                }
            } else {
                checked.problems[index].pointer = sourcePointer(ofField: field)
            }
        }
        checked.problems = reformed.problems + checked.problems
        return checked
    }

    /// Where in the raw data a field comes from: its rule's `from`, the first
    /// joined value, or the field itself when no rule names it; the whole
    /// item when the rule reads nothing.
    public func sourcePointer(ofField field: String) -> JSONPointer {
        guard let rule = reformRules.last(where: { $0.field == field }) else { return JSONPointer(tokens: [field]) }
        switch rule.input {
        case .from(let pointer): return pointer
        case .join(let pointers, _): return pointers.first ?? JSONPointer(tokens: [])
        case .none: return JSONPointer(tokens: [])
        }
    }
}
