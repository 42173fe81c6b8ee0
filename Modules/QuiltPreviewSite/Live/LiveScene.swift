import Quilt

/// A laid-out page as the live page shows it: which elements the viewport
/// (plus overscan) needs and their markup and where pinned headers sit —
/// all asked of the snapshot (``LayoutSnapshot/elements(in:)``,
/// ``LayoutSnapshot/pinnedHeaders(atOffset:)``, each section's and the
/// page's state), drawn by `HTMLElements`.
struct LiveScene: Sendable {
    /// The layout shown.
    let snapshot: LayoutSnapshot
    /// Draws its elements with the page's titles and data.
    let drawing: HTMLElements
    /// Why loading failed, by section id (for a failed view's tooltip).
    let failures: [String: String]
    /// The rules and `@font-face` fonts measured texts are drawn with
    /// (``HTMLElements/textStylesheet``), made once per drawing.
    let styles: String

    /// The scene of `snapshot` drawn by `drawing`.
    init(snapshot: LayoutSnapshot, drawing: HTMLElements, failures: [String: String]) {
        self.snapshot = snapshot
        self.drawing = drawing
        self.failures = failures
        styles = drawing.textStylesheet
    }

    /// The most item elements one viewport gets: overscan shrinks to keep to it.
    static let maximumItems = 300

    /// The elements the viewport needs — what `elements(in:)` finds in it and
    /// about one screen above and below, each visible strip's items around
    /// its own offset — strips before their items; and the pinned headers.
    func wanted(_ viewport: Viewport) -> (elements: [LiveElement], pins: [LivePin]) {
        var overscan = viewport.height
        while true {
            let found = collect(viewport, overscan: overscan)
            let items = found.elements.count { $0.key.hasPrefix("i|") }
            if items <= Self.maximumItems || overscan == 0 { return found }
            overscan = overscan > viewport.height / 8 ? overscan / 2 : 0
        }
    }

    private func collect(_ viewport: Viewport, overscan: Double) -> (elements: [LiveElement], pins: [LivePin]) {
        let top = viewport.y - overscan
        let bottom = viewport.y + viewport.height + overscan
        let band = Rect(x: 0, y: top, width: snapshot.width, height: bottom - top)
        var elements: [LiveElement] = []
        var keys: Set<String> = []
        func add(_ element: LiveElement) {
            var element = element
            // Items sharing an identity still get keys of their own.
            if keys.contains(element.key) { element.key += "#\(keys.count)" }
            keys.insert(element.key)
            elements.append(element)
        }
        for element in snapshot.elements(in: band) {
            guard snapshot.sections.indices.contains(element.sectionIndex) else {
                if element.kind == .pageState, let state = element.state { add(pageView(state, frame: element.frame)) }
                continue
            }
            let section = snapshot.sections[element.sectionIndex]
            if element.kind == .item, section.arrange == .horizontal { continue }
            if element.kind == .header, section.headerPinned { continue }
            if let drawn = draw(element, section: section, origin: .zero, parent: nil) { add(drawn) }
        }
        for (index, section) in snapshot.sections.enumerated() where section.arrange == .horizontal {
            guard section.frame.maxY > top, section.frame.minY < bottom else { continue }
            let container = strip(section)
            add(container)
            for element in stripItems(section, index: index, offset: viewport.strips[section.id] ?? 0) {
                if let drawn = draw(element, section: section, origin: Self.stripOrigin(section), parent: container.key)
                {
                    add(drawn)
                }
            }
        }
        var pins: [LivePin] = []
        for pinned in snapshot.pinnedHeaders(atOffset: viewport.y) {
            let section = snapshot.sections[pinned.sectionIndex]
            guard let header = section.header, section.frame.maxY > top, section.frame.minY < bottom,
                let drawn = draw(
                    LayoutElement(
                        kind: .header, sectionIndex: pinned.sectionIndex, sectionID: section.id, frame: header),
                    section: section, origin: .zero, parent: nil)
            else { continue }
            add(drawn)
            pins.append(LivePin(key: drawn.key, y: pinned.frame.y, stuck: pinned.frame.y != header.y))
        }
        return (elements, pins)
    }

    /// A strip's items within one visible width either side of its offset.
    private func stripItems(_ section: SectionSnapshot, index: Int, offset: Double) -> [LayoutElement] {
        let area = section.itemsArea
        let visible = max(area.width, 1)
        let x = section.strip?.clamped(offset) ?? 0
        let band = Rect(x: area.minX + x - visible, y: area.minY, width: 3 * visible, height: max(area.height, 1e-9))
        return snapshot.elements(in: band).filter { $0.kind == .item && $0.sectionIndex == index }
    }

    /// Where a strip's content box starts, which its items are placed from:
    /// at the items area's left, or right to left ending at its right (the
    /// box overflows to the left, as the items do), as `HTMLRenderer` draws it.
    static func stripOrigin(_ section: SectionSnapshot) -> Point {
        let area = section.itemsArea
        guard section.direction == .rtl else { return area.origin }
        return Point(x: area.maxX - max(section.contentWidth ?? area.width, area.width), y: area.y)
    }

    /// The strip container: a box at the items area that scrolls sideways
    /// over its content width; its items are added into it.
    private func strip(_ section: SectionSnapshot) -> LiveElement {
        let key = Self.key("s", section.id)
        return LiveElement(key: key, parent: nil, html: drawing.strip(section, attributes: attributes(key, section)))
    }

    private func draw(_ element: LayoutElement, section: SectionSnapshot, origin: Point, parent: String?)
        -> LiveElement?
    {
        let html: String
        let key: String
        switch element.kind {
        case .item:
            guard let index = element.index else { return nil }
            key = Self.key("i", section.id, element.itemID ?? "#\(index)")
            html = drawing.item(
                section, index: index, frame: element.frame, origin: origin, attributes: attributes(key, section))
        case .decoration:
            guard let index = element.index else { return nil }
            key = Self.key("d", section.id, String(index))
            html = drawing.decoration(section, index: index, origin: origin, attributes: attributes(key, section))
        case .header, .footer:
            key = Self.key(element.kind == .header ? "h" : "f", section.id)
            var extra = attributes(key, section)
            if element.kind == .header, section.headerPinned { extra += " data-pinned=\"true\"" }
            html = drawing.supplementary(
                element.kind, of: section, frame: element.frame, origin: origin, attributes: extra)
        case .placeholder:
            key = Self.key("p", section.id)
            let state = element.state ?? section.state
            html = drawing.stateView(
                state, of: section, frame: element.frame, origin: origin, attributes: attributes(key, section),
                inner: { Self.fallback(state, view: $0, failure: failures[section.id]) })
        case .pageState:
            return nil
        }
        return LiveElement(key: key, parent: parent, html: html)
    }

    /// The page's own state view, shown in place of every section.
    private func pageView(_ state: SectionState, frame: Rect) -> LiveElement {
        let key = Self.key("v", "page")
        let failure = failures.values.sorted().first
        let html = drawing.stateView(
            state, of: nil, frame: frame, origin: .zero,
            attributes: "data-key=\"\(key)\" data-section=\"\"",
            inner: { Self.fallback(state, view: $0, failure: failure) })
        return LiveElement(key: key, parent: nil, html: html)
    }

    /// What the live page adds to a state view that lacks it: a line saying
    /// what happens when the view has no title, and a retry control on a
    /// failed view without one (its tooltip is the error).
    static func fallback(_ state: SectionState, view: PlaceholderSpec?, failure: String?) -> String {
        var html = ""
        if view?.title == nil {
            let line = ["loading": "Loading…", "empty": "Nothing here", "failed": "Couldn't load"][state.rawValue]
            if let line {
                let tooltip = failure.map { " title=\"\(MarkupText.attribute($0))\"" } ?? ""
                html += "<span class=\"quilt-state\"\(tooltip)>\(line)</span>"
            }
        }
        if state == .failed, view?.retry != true {
            html += "<button type=\"button\" class=\"quilt-retry\" data-action=\"retry\">Retry</button>"
        }
        return html
    }

    private func attributes(_ key: String, _ section: SectionSnapshot) -> String {
        "data-key=\"\(MarkupText.attribute(key))\" data-section=\"\(MarkupText.attribute(section.id))\""
    }

    /// `kind|section|rest`, the section id with `%` and `|` escaped so keys never collide.
    static func key(_ kind: Character, _ section: String, _ rest: String? = nil) -> String {
        let escaped = section.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "|", with: "%7C")
        return rest.map { "\(kind)|\(escaped)|\($0)" } ?? "\(kind)|\(escaped)"
    }
}
