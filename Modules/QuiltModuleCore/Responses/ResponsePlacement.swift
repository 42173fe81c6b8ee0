import QuiltCore

/// Where a fetched page's items go: into every section whose `source` is
/// its request, each through its component kind (``LoadedItems``), at the
/// request's items or at the section's own pointer. The native loader and
/// the WebAssembly engine's `update` place responses through it alike.
package enum ResponsePlacement {
    /// Places `fetched` into each section of `sections` whose source is its
    /// request: replacing, appending or prepending by its placement, with
    /// identities counted on from `ordinals` (section id → items received
    /// since the last replacement; updated). A selected item the response
    /// drops is no longer selected. Returns how many items the first such
    /// section holds after it (nil when no section reads the request) and
    /// every problem found with the data.
    package static func place(
        _ fetched: FetchedPage, into sections: inout [SectionSpec], ordinals: inout [String: Int]
    ) -> (count: Int?, problems: [LoadedDataProblem]) {
        let id = fetched.request.id
        var count: Int?
        var problems: [LoadedDataProblem] = []
        for index in sections.indices where sections[index].source == id {
            let section = sections[index]
            let ordinal = fetched.placement == .replace ? 0 : ordinals[section.id, default: section.items.count]
            var found: [(index: Int, problem: DataProblem)] = []
            let (raw, pointer, missing) = items(of: section, in: fetched)
            if let missing {
                problems.append(
                    LoadedDataProblem(
                        request: id, target: fetched.target, itemsPointer: pointer, section: section.id, index: nil,
                        problem: missing))
            }
            let items = LoadedItems.make(raw, for: section, firstOrdinal: ordinal, problems: &found)
            problems += found.map {
                LoadedDataProblem(
                    request: id, target: fetched.target, itemsPointer: pointer, section: section.id,
                    index: $0.index, problem: $0.problem)
            }
            ordinals[section.id] = ordinal + items.count
            sections[index].items = LoadedItems.merge(items, into: section.items, placement: fetched.placement)
            if !section.selected.isEmpty {
                // Selection follows identity: an item the response drops is no longer selected.
                let present = Set(sections[index].items.lazy.map { $0.id })
                sections[index].selected.removeAll { !present.contains($0) }
            }
            count = count ?? sections[index].items.count
        }
        return (count, problems)
    }

    /// The raw items `section` takes from `fetched`, and where they are in
    /// the response: the request's items, or those at the section's own
    /// pointer (`source: {request, items}`); a pointer that leads to no
    /// array gives none, and a problem unless it leads to null.
    package static func items(of section: SectionSpec, in fetched: FetchedPage) -> (
        items: [DataValue], pointer: JSONPointer, problem: DataProblem?
    ) {
        guard let pointer = section.sourceItems else { return (fetched.items, fetched.itemsPointer, nil) }
        switch pointer.resolve(in: fetched.response) {
        case .array(let elements)?:
            return (elements, pointer, nil)
        case .null?:
            // An API's way of saying "no items": nothing is lost.
            return ([], pointer, nil)
        case nil:
            let message = "no value at '\(pointer)': section '\(section.id)' gets no items from this response"
            return ([], pointer, DataProblem(code: .missingKey, message))
        case let value?:
            let message =
                "'\(pointer)' is \(value.kindDescription), not an array of items: section '\(section.id)' gets none"
            return ([], pointer, DataProblem(code: .wrongType, message))
        }
    }
}
