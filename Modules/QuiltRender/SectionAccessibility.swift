import QuiltCore

/// What assistive technology is told about one section of an HTML page
/// (docs/accessibility.md): the section is a region named by its header's
/// title (else its id), `aria-busy` while it loads; its header a level-2
/// heading; its items a list whose items give their place in the section
/// (`aria-posinset` of `aria-setsize`); a horizontal strip a carousel.
struct SectionAccessibility: Sendable {
    /// The prefix of the element ids this section gives out, unique in the
    /// document (one page may be drawn at several widths).
    let idPrefix: String
    /// The header's title, when it has one that is not empty.
    let headerTitle: String?
    /// The section's id, its name when it has no header title.
    let sectionID: String
    /// How many items the section has, displayed or not (as in the layout
    /// JSON's `totalItems`): the set size.
    let itemCount: Int
    /// The end of each item's attributes after its place, the same for
    /// every item of the section: `" aria-setsize="N"`.
    let setSizeAttribute: String
    /// Whether the section shows items (and so writes its list).
    let hasItems: Bool
    let arrange: Arrange
    let state: SectionState

    /// The accessibility of section `index` of snapshot `snapshot`.
    init(_ section: SectionSnapshot, index: Int, snapshot: Int, headerTitle: String?) {
        idPrefix = "quilt-\(snapshot)-\(index)"
        self.headerTitle = section.header == nil ? nil : headerTitle.flatMap { $0.isEmpty ? nil : $0 }
        sectionID = section.id
        itemCount = max(section.totalItemCount + (section.collapse?.hiddenItemCount ?? 0), section.displayedItemCount)
        setSizeAttribute = "\" aria-setsize=\"\(itemCount)\""
        hasItems = section.displayedItemCount > 0
        arrange = section.arrange
        state = section.state
    }

    /// The section's accessible name: its header's title, else its id.
    var name: String { headerTitle ?? sectionID }

    /// The id of the header's heading.
    var headingID: String { idPrefix + "-title" }
    /// The id of the items' list, which a collapse toggle controls.
    var listID: String { idPrefix + "-items" }

    /// The `<section>`'s attributes: region, name, carousel, busy.
    var sectionAttributes: String {
        var attributes = "role=\"region\""
        if headerTitle != nil {
            attributes += " aria-labelledby=\"\(headingID)\""
        } else {
            attributes += " aria-label=\"\(MarkupText.attribute(sectionID))\""
        }
        return attributes + carouselAndBusy
    }

    /// The SVG section group's attributes: a group (named by its `<title>`
    /// child), carousel and busy as in the HTML.
    var groupAttributes: String { "role=\"group\"" + carouselAndBusy }

    /// ` aria-roledescription="carousel"` on a strip, ` aria-busy="true"`
    /// while the section loads: the same in the HTML and the SVG.
    private var carouselAndBusy: String {
        (arrange == .horizontal ? " aria-roledescription=\"carousel\"" : "")
            + (state == .loading ? " aria-busy=\"true\"" : "")
    }

    /// The header's attributes: a heading when it has a title; hidden when
    /// it shows nothing a reader could use (no title and no toggle).
    func headerAttributes(hasToggle: Bool) -> String {
        if headerTitle != nil { return "role=\"heading\" aria-level=\"2\" id=\"\(headingID)\"" }
        return hasToggle ? "" : "aria-hidden=\"true\""
    }

    /// The list's attributes (`role="list"` and its id), or for a section
    /// without items nothing (an empty list would be announced).
    var listAttributes: String { hasItems ? "role=\"list\" id=\"\(listID)\"" : "" }

    /// Appends an item's attributes: a list item at its place in the section.
    func writeItemAttributes(index: Int, to markup: inout MarkupBytes) {
        markup += "role=\"listitem\" aria-posinset=\""
        markup.integer(index + 1)
        markup += setSizeAttribute
    }

    /// The role of a state view: `status` while loading, `alert` when
    /// loading failed; an empty view is plain text.
    static func stateRole(_ state: SectionState) -> String? {
        switch state {
        case .loading: "status"
        case .failed: "alert"
        case .empty, .content: nil
        }
    }
}
