/// What an app does when the reader taps a section: the item action (its
/// `action:`, or `select` under a selection mode), the header's and
/// footer's own actions, and the selection (``SectionSpec/selection``,
/// ``SectionSpec/selected``) — carried by a snapshot's labels so the
/// contract says it without the page file.
public struct SectionInteraction: Hashable, Sendable {
    /// How items may be selected.
    public var selection: SelectionMode
    /// The ids of the selected items.
    public var selected: Set<String>
    /// What tapping an item does, nil for nothing.
    public var itemAction: TapAction?
    /// The header's own action (`header: {action: …}`), nil for what the
    /// section gives it (a collapse toggle, or nothing).
    public var headerAction: TapAction?
    /// The footer's own action, as the header's.
    public var footerAction: TapAction?
    /// The own action (`action:`) of the view shown in place of the items,
    /// nil when none shows or it has none (a failed view may still offer
    /// `retry`, ``SectionLabels/placeholderRetry``).
    public var placeholderAction: TapAction?

    /// No selection and no actions.
    public init() {
        selection = .none
        selected = []
    }

    /// The interaction `section` declares.
    public init(_ section: SectionSpec) {
        selection = section.selection
        selected = Set(section.selected)
        itemAction = section.tapAction
        headerAction = section.header?.action
        footerAction = section.footer?.action
    }
}
