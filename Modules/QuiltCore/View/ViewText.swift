/// A text leaf of a view: the text of a data field, or of a template with
/// `{{field}}` slots, set in one font and broken into lines as size rules
/// break theirs (``SizeRule/Text``, ``LineBreaker``).
public struct ViewText: Hashable, Sendable {
    /// Where the text comes from.
    public enum Source: Hashable, Sendable {
        /// The display text of one field (numbers and booleans as they display).
        case field(String)
        /// A template's slots filled with fields' display texts.
        case template(TextTemplate)
    }

    /// Where the text comes from.
    public var source: Source
    /// The font, size, line height and line limit, measured as a size
    /// rule's text is (its field and padding are not used).
    public var style: SizeRule.Text
    /// The text's colour; nil for the page's text colour.
    public var color: AdaptiveColor?
    /// How the lines sit in the box.
    public var align: ViewTextAlign

    /// Creates a text leaf.
    public init(
        _ source: Source, style: SizeRule.Text = SizeRule.Text(padding: .zero), color: AdaptiveColor? = nil,
        align: ViewTextAlign = .start
    ) {
        self.source = source
        self.style = style
        self.color = color
        self.align = align
    }

    /// The text `data` gives, or nil when it gives none: the field is
    /// missing, null, empty, an array or an object (for a template, when
    /// every slot is), and the leaf then takes no room.
    @inlinable
    public func text(in data: DataValue) -> String? {
        switch source {
        case .field(let field):
            guard let text = data.text(ofField: field), !text.isEmpty else { return nil }
            return text
        case .template(let template):
            return template.filled(with: data)
        }
    }

    /// The fields the text reads.
    public var fields: [String] {
        switch source {
        case .field(let field): [field]
        case .template(let template): template.fields
        }
    }
}
