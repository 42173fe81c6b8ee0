extension SectionSpec {
    /// Decodes a section's inline `items:`: each through the section's
    /// component kind when it processes data (a problem is an error at the
    /// offending value; the item stays), identified by `identityField`.
    ///
    /// Items that repeat an identity are one item, as in loaded data: the
    /// first one's place with the last one's data (``Item/onePerIdentity(_:)``);
    /// each repeat is a `duplicate-item-id` warning at the later item's
    /// identity, naming where the first is.
    static func decodeItems(
        _ node: ConfigNode, kind: ComponentKind?, identityField: String, section: String, textRule: SizeRule?,
        context: inout DecodingContext
    ) -> [Item] {
        guard let elements = node.elements else {
            context.typeMismatch(expected: "a sequence", at: node, key: "items")
            return []
        }
        var items: [Item] = []
        items.reserveCapacity(elements.count)
        let checkedKind = kind?.processesData == true ? kind : nil
        for (itemIndex, element) in elements.enumerated() {
            var data = DataValue(element)
            if let checkedKind {
                // Items whose data has problems stay: nothing written is silently dropped.
                let checked = checkedKind.prepare(data)
                data = checked.value
                for problem in checked.problems {
                    context.error(
                        problem.code, problem.message, at: element.nearestNode(at: problem.pointer),
                        suggestion: problem.suggestion)
                }
            }
            items.append(Item(data: data, index: itemIndex, identityField: identityField, location: element.location))
        }
        if let textRule {
            reportDataProblems(of: textRule, kind: kind, items: items, elements: elements, context: &context)
        }
        let repeats = Item.repeats(in: items)
        guard !repeats.isEmpty else { return items }
        for found in repeats {
            let later = elements[found.later]
            context.warning(
                .duplicateItemID,
                "item \(found.later) of section '\(section)' repeats the identity '\(found.id)' of item \(found.first)",
                at: later[identityField] ?? later,
                notes: [
                    "the first is at \(elements[found.first].location); the section keeps one item, "
                        + "at the first one's place with the later one's data"
                ])
        }
        return Item.onePerIdentity(items)
    }
}
