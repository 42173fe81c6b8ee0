/// What tapping an item, a header or a footer does (`action:`), as the
/// layout JSON's contract spells it for the app to perform:
///
/// - `{open: "https://shop.example/p/{{id}}"}`: open a URL, its
///   `{{field}}` slots filled from the tapped item's data (each value
///   percent-encoded);
/// - `select`: select the item, or deselect it when it is selected (items
///   of a section with a `selection` mode only);
/// - an intent, as `quilt layout --intent` spells it: `loadMore`,
///   `loadNewer`, `refresh`, `retry`, `expand:SECTION`, `collapse:SECTION`.
public enum TapAction: Hashable, Sendable {
    /// Opens the URL the template gives for the item.
    case open(TextTemplate)
    /// Toggles the item's selection.
    case select
    /// Performs the intent spelled so.
    case intent(String)

    /// The intents an action may perform, spelled whole.
    public static let intents = ["loadMore", "loadNewer", "refresh", "retry"]
    /// The intents that name a section after their prefix.
    public static let sectionIntents = ["expand:", "collapse:"]

    /// Whether the action reads the item's data (an `open` template with slots).
    public var readsItemData: Bool {
        if case .open(let template) = self { return !template.fields.isEmpty }
        return false
    }

    /// The action as the contract spells it for the item `itemID` of
    /// section `section`, whose data is `data` and which is `selected` or
    /// not: `open:URL`, `select:SECTION:ITEM` or `deselect:SECTION:ITEM`,
    /// or the intent. Nil for `select` without an item (a header's).
    public func spelled(section: String, itemID: String? = nil, data: DataValue = .null, selected: Bool = false)
        -> String?
    {
        switch self {
        case .open(let template):
            var url = "open:"
            for piece in template.pieces {
                switch piece {
                case .text(let text): url += text
                case .field(let name): url += Self.percentEncoded(data.text(ofField: name) ?? "")
                }
            }
            return url
        case .select:
            guard let itemID else { return nil }
            return (selected ? "deselect:" : "select:") + section + ":" + itemID
        case .intent(let spelling):
            return spelling
        }
    }

    /// `value` with every byte but RFC 3986's unreserved ones as `%XX`, so
    /// a slot's value cannot add a path, a query or a scheme to the URL.
    static func percentEncoded(_ value: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
