import QuiltCore

/// Where loaded raw data becomes items: the one place a component kind's
/// `reform` mapping (raw data → item fields) applies, section by section.
public enum LoadedItems {
    /// The items of `raw` for `section`: identities from the section's
    /// identity field, else `#<ordinal>` where ordinals count every item the
    /// section has received since its last replacement (so that identities
    /// stay unique when pages are appended or prepended).
    public static func make(_ raw: [DataValue], for section: SectionSpec, firstOrdinal: Int) -> [Item] {
        raw.enumerated().map { offset, data in
            Item(data: data, index: firstOrdinal + offset, identityField: section.identityField)
        }
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
