import QuiltCore

/// Where loaded raw data becomes items: each raw item goes through the
/// section's component kind (``ComponentKind/prepare(_:)``: reform, then the
/// check against the kind's fields), as the section decoder does inline items.
public enum LoadedItems {
    /// The items of `raw` for `section`: each prepared by the section's
    /// ``SectionSpec/componentKind`` when it processes data; identities from
    /// the section's identity field (read from the prepared data), else
    /// `#<ordinal>` where ordinals count every item the section has received
    /// since its last replacement (so that identities stay unique when pages
    /// are appended or prepended).
    ///
    /// An item whose data has problems is kept with its data as it was (plus
    /// any defaults), like an inline one; each problem is appended to
    /// `problems` with the item's offset in `raw`, its pointer relative to the item.
    /// A field a text of the section's size rule or view reads that holds
    /// an array or an object is a `wrong-type` problem too, and a picture
    /// field of its view that holds no picture a `bad-image` problem.
    /// Items of `raw` that repeat an identity are each a `duplicate-item-id`
    /// problem at the later item's identity, its `related` pointer at the
    /// first's; ``merge(_:into:placement:)`` keeps one of them, as the section
    /// decoder does with inline items.
    public static func make(
        _ raw: [DataValue], for section: SectionSpec, firstOrdinal: Int,
        problems: inout [(index: Int, problem: DataProblem)]
    ) -> [Item] {
        let kind = section.componentKind.flatMap { $0.processesData ? $0 : nil }
        let checkingRule = section.sizes.rule.flatMap { $0.checksData ? $0 : nil }
        let items = raw.enumerated().map { offset, data in
            var prepared = data
            var found: [JSONPointer] = []
            if let kind {
                let checked = kind.prepare(data)
                prepared = checked.value
                for problem in checked.problems {
                    problems.append((offset, problem))
                    found.append(problem.pointer)
                }
            }
            // What the size rule and the view cannot measure or show, as inline
            // items report it; a value the kind found wrong, once.
            for var problem in checkingRule?.dataProblems(in: prepared) ?? [] {
                if let kind, let field = problem.field { problem.pointer = kind.sourcePointer(ofField: field) }
                if !found.contains(problem.pointer) { problems.append((offset, problem)) }
            }
            return Item(data: prepared, index: firstOrdinal + offset, identityField: section.identityField)
        }
        let field = section.identityField
        for found in Item.repeats(in: items) {
            let problem = DataProblem(
                code: .duplicateItemID,
                "item \(found.later) repeats the identity '\(found.id)' of item \(found.first); the section keeps one "
                    + "item, at the first one's place with the later one's data",
                at: JSONPointer(tokens: [field]), field: field,
                related: JSONPointer(tokens: [String(found.first), field]))
            problems.append((found.later, problem))
        }
        return items
    }

    /// `incoming` placed into `existing` so that no identity appears twice:
    /// an incoming item whose identity is already shown updates that item in
    /// place (timelines and shifting pages re-send items), and of repeated
    /// identities within `incoming` the last one's data wins at the first one's place.
    public static func merge(_ incoming: [Item], into existing: [Item], placement: Placement) -> [Item] {
        var base = placement == .replace ? [] : existing
        var position: [String: Int] = [:]
        for (index, item) in base.enumerated() { position[item.id] = index }
        var fresh: [Item] = []
        var freshPosition: [String: Int] = [:]
        for item in incoming {
            if let index = position[item.id] {
                base[index] = item
            } else if let index = freshPosition[item.id] {
                fresh[index] = item
            } else {
                freshPosition[item.id] = fresh.count
                fresh.append(item)
            }
        }
        switch placement {
        case .replace, .append: return base + fresh
        case .prepend: return fresh + base
        }
    }
}
