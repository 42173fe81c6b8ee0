import QuiltCore

/// Single elements of a laid-out page as HTML, drawn as ``HTMLRenderer``
/// draws them inside a whole page, for a client that keeps its own document
/// and adds, moves and drops elements one by one (the live preview).
///
/// Each method returns one element, absolutely positioned at `frame`
/// relative to `origin`, carrying `attributes` (already escaped) besides its
/// class and `data-kind`; titles and item data come from the page given at
/// creation, escaped.
public struct HTMLElements: Sendable {
    private let renderer: HTMLRenderer
    private let content: PageContent
    /// The measured texts of the snapshot's items and the fonts they are set in.
    private let texts: PageTexts
    /// Section index in the snapshot, by section id.
    private let sectionIndex: [String: Int]

    /// Elements of `snapshot`, laid out from `page` (nil: frames without
    /// text), images through `images`. Items whose size was measured from
    /// their texts draw those texts where they were measured, as in
    /// ``HTMLRenderer``; they need ``textStylesheet``. The methods take
    /// sections of this `snapshot`: an item's data is found by its place
    /// in it.
    public init(page: PageSpec?, snapshot: LayoutSnapshot, images: ImageResolver = .asWritten) {
        renderer = HTMLRenderer(images: images)
        content = PageContent(page, drawing: [snapshot])
        texts = PageTexts([snapshot], content: content)
        var indices: [String: Int] = [:]
        for (index, section) in snapshot.sections.enumerated() where indices[section.id] == nil {
            indices[section.id] = index
        }
        sectionIndex = indices
    }

    /// The item at `index` of `section`.
    public func item(_ section: SectionSnapshot, index: Int, frame: Rect, origin: Point, attributes: String) -> String {
        var html = MarkupBytes(capacity: 512)
        let sectionTexts = texts.section(sectionIndex[section.id] ?? -1, of: 0)
        renderer.writeItem(
            section, index: index, frame: frame, origin: origin, content: content.section(section.id),
            texts: sectionTexts, attributes: attributes, snap: nil, to: &html)
        return html.string
    }

    /// The header or footer of `section` (`kind` says which) with its title;
    /// a collapsible section's toggle holds it in a `data-action="toggle"`
    /// button, and a generated toggle footer says "Show all (n)" or "Show
    /// less", as ``HTMLRenderer`` draws them.
    public func supplementary(
        _ kind: LayoutElement.Kind, of section: SectionSnapshot, frame: Rect, origin: Point, attributes: String
    ) -> String {
        let texts = content.section(section.id)
        let (tag, className) = kind == .header ? ("header", "quilt-header") : ("footer", "quilt-footer")
        let text =
            kind == .header
            ? HTMLRenderer.toggleContent(texts?.headerTitle.map(MarkupText.text) ?? "", of: section, as: .header)
            : HTMLRenderer.toggleContent(texts.footerTitle(of: section), of: section, as: .footer)
        return
            "<\(tag) class=\"quilt-el \(className)\" data-kind=\"\(kind.rawValue)\" \(attributes)\(HTMLRenderer.tapAttribute(section, of: kind)) "
            + "style=\"\(HTMLRenderer.box(frame, in: origin))\(TitleInset(of: section, frame: frame).css)\">\(text)</\(tag)>\n"
    }

    /// The view `section` shows in `state` in place of its items (nil
    /// section: the page's own state view), as ``HTMLRenderer`` draws it
    /// with `data-state`, the view's title and, when it offers one, a Retry
    /// button (`data-action="retry"`); what `inner` returns for the view
    /// is added after them (what the view lacks).
    public func stateView(
        _ state: SectionState, of section: SectionSnapshot?, frame: Rect, origin: Point, attributes: String,
        inner: (_ view: PlaceholderSpec?) -> String = { _ in "" }
    ) -> String {
        let view: PlaceholderSpec? =
            if let section { content.section(section.id)?.views[state] } else { content.pageViews?[state] }
        let kind = section == nil ? "pageState" : "placeholder"
        return HTMLRenderer.stateView(
            state, view: view, sectionID: section?.id ?? "", frame: frame, origin: origin,
            attributes: "data-kind=\"\(kind)\" \(attributes)",
            inner: inner(view))
    }

    /// Decoration `index` of `section` (its index in ``SectionSnapshot/decorations``).
    public func decoration(_ section: SectionSnapshot, index: Int, origin: Point, attributes: String) -> String {
        guard section.decorations.indices.contains(index) else { return "" }
        var html = MarkupBytes(capacity: 512)
        renderer.write(
            section.decorations[index], index: index, section: attributes, origin: origin, kind: "decoration",
            styles: ElementStyleCache(), to: &html)
        return html.string
    }

    /// An empty strip: a box at `section`'s items area that scrolls sideways
    /// over its content width, without snapping (where a strip settles is
    /// the caller's to decide); items go into its `.quilt-strip-content`,
    /// positioned relative to the items area.
    public func strip(_ section: SectionSnapshot, attributes: String) -> String {
        let area = section.itemsArea
        let width = max(section.contentWidth ?? area.width, area.width)
        return "<div class=\"quilt-el quilt-strip\" data-kind=\"strip\" \(attributes)"
            + " data-scrolling=\"\(section.scrolling.rawValue)\" style=\"\(HTMLRenderer.box(area, in: .zero))\">"
            + "<div class=\"quilt-strip-content\" style=\"width:\(NumberText.px(width));height:\(NumberText.px(area.height))\">"
            + "</div></div>\n"
    }

    /// The stylesheet ``HTMLRenderer`` pages use, which these elements need.
    /// Colours that differ by appearance are drawn light.
    public static var stylesheet: String {
        HTMLRenderer.stylesheet + "\n" + HTMLRenderer.partsStylesheet + "\n" + HTMLRenderer.choosing(.light)
    }

    /// The rules measured texts are drawn with and the page's fonts
    /// (`@font-face`, cut down to the characters these elements draw),
    /// as ``HTMLRenderer`` pages include them.
    public var textStylesheet: String { HTMLRenderer.textStylesheet(texts) }
}
