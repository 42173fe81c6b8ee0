/// One thing an item's view shows, placed where it shows it: a text, a
/// picture, a badge or a divider, with its frame and what it shows for
/// the item's data. An app can put its own label or image view at the
/// frame without measuring anything (docs/views.md#parts).
public struct ViewPart: Hashable, Sendable {
    /// The leaf as the view defines it (``ViewNode/Content/text(_:)``,
    /// `image`, `badge` or `divider`): its font, colours, radius and fit.
    public var leaf: ViewNode.Content
    /// The part's box: relative to the item's top-left corner as
    /// ``ItemView/parts(in:size:)`` gives it, in page coordinates as a
    /// snapshot gives it (``SectionSnapshot/parts(ofItem:)``). A badge's
    /// box is its background; its text sits inside the padding.
    public var frame: Rect
    /// A text's or a badge's text, spaces collapsed as it is drawn; nil for
    /// pictures and dividers.
    public var text: String?
    /// A text's or a badge's lines as drawn (the last ending with "…" when
    /// `maxLines` cut the text).
    public var lines: [String]
    /// A picture's source as the data gives it: a URL or a project path.
    public var source: String?

    /// Creates a part.
    public init(leaf: ViewNode.Content, frame: Rect, text: String? = nil, lines: [String] = [], source: String? = nil) {
        self.leaf = leaf
        self.frame = frame
        self.text = text
        self.lines = lines
        self.source = source
    }

    /// `text`, `image`, `badge` or `divider`.
    public var kind: String {
        switch leaf {
        case .text: "text"
        case .image: "image"
        case .badge: "badge"
        case .divider: "divider"
        case .row: "row"
        case .column: "column"
        case .overlay: "overlay"
        case .spacer: "spacer"
        }
    }

    /// The text leaf, for a text part or the text of a badge.
    public var textLeaf: ViewText? {
        switch leaf {
        case .text(let text): text
        case .badge(let badge): badge.text
        default: nil
        }
    }

    /// The field the part shows: a text's or a badge's field, a picture's; nil
    /// for a template and for a divider.
    public var field: String? {
        if case .image(let image) = leaf { return image.field }
        if case .field(let field)? = textLeaf?.source { return field }
        return nil
    }

    /// The template a text or a badge fills, as written; nil otherwise.
    public var template: String? {
        if case .template(let template)? = textLeaf?.source { return template.source }
        return nil
    }

    /// The frame of a text's lines: the frame, inside a badge's padding.
    public var textFrame: Rect {
        if case .badge(let badge) = leaf { return frame.inset(by: badge.padding) }
        return frame
    }
}
