import QuiltCore

/// Draws laid-out pages as one self-contained HTML file: every element
/// absolutely positioned at its frame, no scripts, fonts or stylesheets from
/// outside.
///
/// - Sections are positioned boxes; decorations and other attached elements
///   sit inside them at their z-index (negative behind the items).
/// - Horizontal strips scroll sideways inside their visible box, with CSS
///   scroll snapping for their scrolling behaviour: `paging` snaps per page,
///   `itemPaging` to item leading edges, `centered` to item centres,
///   `continuous` and `none` not at all.
/// - Pinned headers are `position: sticky` and stay up while their section
///   scrolls by.
/// - Items show their `title` (or `name`) and an image placeholder box when
///   their data has an `image`; all data is escaped.
/// - A "Frames" toggle (pure CSS) outlines every frame and shows section ids.
///
/// Colours may differ by appearance (``AdaptiveColor``): with
/// ``appearance`` nil, a page that has such colours follows the reader's
/// `prefers-color-scheme` (custom properties chosen in a media query), else
/// it is drawn in the appearance given.
///
/// To assistive technology the page is named regions of lists
/// (``SectionAccessibility``, docs/accessibility.md): each section a
/// `region` named by its header's title or id, its header a level-2
/// heading, its items `listitem`s with their place in the section, a strip
/// a focusable list in a `carousel`; loading and failed views are `status`
/// and `alert`; decorations, image boxes and other shapes are
/// `aria-hidden`.
///
/// Several snapshots (one page at several widths) are drawn side by side.
/// Every element carries `data-kind`, `data-section` and, for items and
/// attached elements, `data-index`, so tests can find each frame again.
public struct HTMLRenderer: Sendable {
    /// Where decoration images come from.
    public var images: ImageResolver

    /// The appearance to draw; nil follows the reader's colour scheme.
    public var appearance: Appearance?

    /// Whether each item carries its data as its component kind reformed
    /// it, as compact JSON in `data-item-data` (what `quilt layout
    /// --with-data` writes; the preview shows it when an item is clicked).
    public var itemData = false

    /// Creates a renderer.
    public init(images: ImageResolver = .asWritten, appearance: Appearance? = nil) {
        self.images = images
        self.appearance = appearance
    }

    /// The HTML of `snapshot`, with text from `page`.
    public func render(_ snapshot: LayoutSnapshot, page: PageSpec? = nil) -> String {
        render([snapshot], page: page)
    }

    /// The HTML of `snapshots` side by side, with text from `page`.
    public func render(_ snapshots: [LayoutSnapshot], page: PageSpec? = nil) -> String {
        String(decoding: renderUTF8(snapshots, page: page), as: UTF8.self)
    }

    /// ``render(_:page:)-([LayoutSnapshot],_)`` as the UTF-8 bytes a file
    /// holds, without making them a `String`: a page of 100,000 items
    /// spent a tenth of its time checking its own bytes on the way.
    public func renderUTF8(_ snapshots: [LayoutSnapshot], page: PageSpec? = nil) -> [UInt8] {
        let content = PageContent(page, drawing: snapshots)
        let data = itemData ? page.map(ItemDataJSON.init) : nil
        let texts = PageTexts(snapshots, content: content)
        let name = content.title ?? snapshots.first?.pageID ?? "page"
        let styles = ElementStyleCache()
        // One page drawn at several widths has one direction.
        let direction = snapshots.first?.direction ?? .ltr
        // A titled item takes about 300 bytes.
        var html = MarkupBytes(bytesPerItem: 400, of: snapshots)
        html += HTMLDocument.start(
            title: name + " · Quilt",
            stylesheet: Self.stylesheet + "\n" + Self.partsStylesheet + "\n" + Self.textStylesheet(texts)
                + appearanceStylesheet(for: snapshots, styles: styles),
            direction: direction)
        html += """
            <input type="checkbox" id="quilt-debug" class="quilt-debug">
            <label for="quilt-debug" class="quilt-toolbar">Frames</label>
            <main class="quilt-pages" aria-label="\(MarkupText.attribute(name))">

            """
        for (index, snapshot) in snapshots.enumerated() {
            write(snapshot, content: content, texts: texts, data: data, at: index, styles: styles, to: &html)
        }
        html += "</main>\n" + HTMLDocument.end
        return html.bytes
    }

    private func write(
        _ snapshot: LayoutSnapshot, content: PageContent, texts: PageTexts, data: ItemDataJSON?, at snapshotIndex: Int,
        styles: ElementStyleCache, to html: inout MarkupBytes
    ) {
        let caption = "\(snapshot.pageID) · \(NumberText.format(snapshot.width)) pt"
        html +=
            "<figure class=\"quilt-column\">\n<figcaption class=\"quilt-caption\">\(MarkupText.text(caption))</figcaption>\n"
        // The page is busy while its own loading view stands in for every section.
        let busy = snapshot.stateView?.state == .loading ? " aria-busy=\"true\"" : ""
        html +=
            "<div class=\"quilt-page\" data-width=\"\(NumberText.format(snapshot.width))\"\(busy) style=\"width:\(NumberText.px(snapshot.width));height:\(NumberText.px(snapshot.contentHeight))\">\n"
        if let view = snapshot.stateView {
            html += Self.stateView(
                view.state, view: content.pageViews?[view.state], sectionID: "", frame: view.frame, origin: .zero,
                attributes: "data-kind=\"pageState\" data-section=\"-1\"", accessible: true)
        }
        for (index, section) in snapshot.sections.enumerated() {
            write(
                section, index: index, content: content.section(section.id),
                texts: texts.section(index, of: snapshotIndex),
                data: data?.section(index, id: section.id), styles: styles, to: &html)
        }
        html += "</div>\n</figure>\n"
    }

    private func write(
        _ section: SectionSnapshot, index: Int, content: PageContent.Section?, texts: SectionTexts,
        data: ItemDataJSON.Section?, styles: ElementStyleCache, to html: inout MarkupBytes
    ) {
        let origin = section.frame.origin
        let sectionAttributes = "data-section=\"\(index)\" data-id=\"\(MarkupText.attribute(section.id))\""
        let aria = SectionAccessibility(
            section, index: index, snapshot: texts.snapshot, headerTitle: content?.headerTitle)
        html +=
            "<section class=\"quilt-section\" data-kind=\"section\" \(sectionAttributes) \(aria.sectionAttributes) style=\"\(Self.box(section.frame, in: .zero))\">\n"

        // A pinned header must be the section's first in-flow child to stick.
        writeHeader(of: section, content: content, attributes: sectionAttributes, accessibility: aria, to: &html)
        html += "<span class=\"quilt-label\" aria-hidden=\"true\">\(MarkupText.text(section.id))</span>\n"

        let attached = section.decorations.enumerated().sorted {
            ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
        }
        for (offset, element) in attached where element.zIndex < 0 {
            write(element, index: offset, section: sectionAttributes, origin: origin, styles: styles, to: &html)
        }

        if section.arrange == .horizontal {
            writeStrip(
                section, content: content, texts: texts, attributes: sectionAttributes, accessibility: aria, data: data,
                to: &html)
        } else {
            html +=
                "<div class=\"quilt-el quilt-area\" data-kind=\"itemsArea\" \(sectionAttributes) aria-hidden=\"true\" style=\"\(Self.box(section.itemsArea, in: origin))\"></div>\n"
            // Unpositioned, the list leaves its items' containing block the section.
            if aria.hasItems { html += "<div class=\"quilt-list\" \(aria.listAttributes)>\n" }
            for (itemIndex, frame) in section.items.enumerated() {
                writeItem(
                    section, index: itemIndex, frame: frame, origin: origin, content: content, texts: texts,
                    attributes: sectionAttributes, snap: nil, aria: aria, data: data,
                    to: &html)
            }
            if aria.hasItems { html += "</div>\n" }
        }

        if let placeholder = section.placeholder {
            html += Self.stateView(
                section.state, view: content?.views[section.state], sectionID: section.id, frame: placeholder,
                origin: origin,
                attributes: "data-kind=\"placeholder\" \(sectionAttributes)", accessible: true)
        }
        writeFooter(of: section, content: content, attributes: sectionAttributes, accessibility: aria, to: &html)
        for (offset, element) in attached where element.zIndex >= 0 {
            write(element, index: offset, section: sectionAttributes, origin: origin, styles: styles, to: &html)
        }
        html += "</section>\n"
    }

    /// A horizontal strip: a box at the items area that scrolls sideways over
    /// content `contentWidth` wide, items placed at scroll offset 0. Right
    /// to left the strip (`dir="rtl"` on the root) puts its content's right
    /// edge at its own, overflowing to the left as the items do, and snaps
    /// to right edges: its `scrollLeft` then runs from 0 down to negative
    /// offsets, as ``Strip``'s do.
    private func writeStrip(
        _ section: SectionSnapshot, content: PageContent.Section?, texts: SectionTexts, attributes: String,
        accessibility aria: SectionAccessibility, data: ItemDataJSON.Section?, to html: inout MarkupBytes
    ) {
        let area = section.itemsArea
        let contentWidth = max(section.contentWidth ?? area.width, area.width)
        let rightToLeft = section.direction == .rtl
        var style = Self.box(area, in: section.frame.origin)
        var snap: String?
        switch section.scrolling {
        case .paging:
            style += ";scroll-snap-type:x mandatory"
        case .itemPaging:
            // UIKit stops an item at the leading inset, not at the strip's edge.
            let leading =
                rightToLeft
                ? area.maxX - (section.items.map({ $0.maxX }).max() ?? area.maxX)
                : (section.items.map({ $0.minX }).min() ?? area.minX) - area.minX
            style +=
                ";scroll-snap-type:x mandatory;scroll-padding-\(rightToLeft ? "right" : "left"):\(NumberText.px(max(0, leading)))"
            snap = "start"
        case .centered:
            style += ";scroll-snap-type:x mandatory"
            snap = "center"
        case .continuous, .none:
            break
        }
        // The scroller is the list, focusable so that keys scroll it; its
        // content box is no more than a box to assistive technology.
        let list = aria.hasItems ? " \(aria.listAttributes) tabindex=\"0\"" : ""
        html +=
            "<div class=\"quilt-el quilt-strip\" data-kind=\"itemsArea\" data-scrolling=\"\(section.scrolling.rawValue)\" \(attributes)\(list) style=\"\(style)\">\n"
        html +=
            "<div class=\"quilt-strip-content\" role=\"none\" style=\"width:\(NumberText.px(contentWidth));height:\(NumberText.px(area.height))\">\n"
        if section.scrolling == .paging, area.width > 0 {
            // One snap point per page of the visible width.
            var x = 0.0
            var pages = 0
            while x < contentWidth - 1, pages < 10_000 {
                html +=
                    "<i class=\"quilt-snap\" aria-hidden=\"true\" style=\"\(rightToLeft ? "right" : "left"):\(NumberText.px(x))\"></i>"
                x += area.width
                pages += 1
            }
            html += "\n"
        }
        // The content box starts at the area's left, or right to left ends at its right.
        let contentOrigin = rightToLeft ? Point(x: area.maxX - contentWidth, y: area.y) : area.origin
        for (itemIndex, frame) in section.items.enumerated() {
            writeItem(
                section, index: itemIndex, frame: frame, origin: contentOrigin, content: content, texts: texts,
                attributes: attributes, snap: snap, aria: aria, data: data, to: &html)
        }
        html += "</div>\n</div>\n"
    }

    func writeItem(
        _ section: SectionSnapshot, index: Int, frame: Rect, origin: Point, content: PageContent.Section?,
        texts: SectionTexts, attributes: String, snap: String?, aria: SectionAccessibility? = nil,
        data: ItemDataJSON.Section? = nil,
        to html: inout MarkupBytes
    ) {
        let id = section.drawnItemID(index)
        let shown = PageContent.item(content?.item(id, at: index))
        let placed = texts.item(index)
        let viewed = section.view != nil
        // Written piece by piece, literals merged: this runs for every item of the page.
        if viewed {
            html += "<div class=\"quilt-el quilt-item quilt-viewed\" data-kind=\"item\" "
        } else if placed.isEmpty {
            html += "<div class=\"quilt-el quilt-item\" data-kind=\"item\" "
        } else {
            html += "<div class=\"quilt-el quilt-item quilt-texted\" data-kind=\"item\" "
        }
        html += attributes
        html += " data-index=\""
        html.integer(index)
        html += "\" data-item=\""
        html.attribute(id)
        if let aria {
            html += "\" "
            aria.writeItemAttributes(index: index, to: &html)
        } else {
            html += "\""
        }
        Self.writeTapAttributes(section, item: index, to: &html)
        if let data { html += Self.dataAttribute(data.item(index, id: id)) }
        html += " style=\""
        Self.box(frame, in: origin, to: &html)
        if let snap {
            html += ";scroll-snap-align:"
            html += snap
        }
        if viewed {
            // The item as its view draws it: every part at its frame.
            html += "\">"
            html += markup(section.parts(ofItem: index), in: frame, texts: texts.page)
            html += "</div>\n"
            return
        }
        if shown.hasImage || !placed.isEmpty {
            html += "\">"
            if shown.hasImage { html += Self.picture(above: placed) }
        }
        if !placed.isEmpty {
            // The texts the item's size was measured from, where they were measured.
            html += Self.markup(placed, texts: texts.page)
            html += "</div>\n"
            return
        }
        switch (shown.hasImage, shown.title == nil) {
        case (false, false): html += "\"><span class=\"quilt-title\">"
        case (false, true): html += "\"><span class=\"quilt-title quilt-muted\">"
        case (true, false): html += "<span class=\"quilt-title\">"
        case (true, true): html += "<span class=\"quilt-title quilt-muted\">"
        }
        html.text(shown.title ?? id)
        html += "</span></div>\n"
    }

    /// `left`, `top`, `width`, `height` of `frame` relative to `origin`.
    static func box(_ frame: Rect, in origin: Point) -> String {
        var markup = MarkupBytes(capacity: 64)
        box(frame, in: origin, to: &markup)
        return markup.string
    }

    /// ``box(_:in:)``, appended to `html`.
    static func box(_ frame: Rect, in origin: Point, to html: inout MarkupBytes) {
        html += "left:"
        html.number(frame.x - origin.x)
        html += "px;top:"
        html.number(frame.y - origin.y)
        html += "px;width:"
        html.number(max(0, frame.width))
        html += "px;height:"
        html.number(max(0, frame.height))
        html += "px"
    }

    /// `linear-gradient(<angle>deg, <colour> <position>%, …)` reproducing the
    /// unit-point gradient on a box of `size` (see ``LinearGradientGeometry``).
    static func cssGradient(_ gradient: ElementStyle.Gradient, size: Size) -> String? {
        let geometry = LinearGradientGeometry(unitStart: gradient.start, unitEnd: gradient.end, size: size)
        guard let angle = geometry.cssAngle else { return nil }
        var stops: [String] = []
        for (color, location) in zip(gradient.colors, gradient.locations) {
            guard let position = geometry.cssPosition(ofLocation: location) else { return nil }
            stops.append("\(color.css) \(NumberText.format(position * 100))%")
        }
        return "linear-gradient(\(NumberText.format(angle))deg, \(stops.joined(separator: ", ")))"
    }

    static func objectFit(_ fit: ImageFit) -> String {
        switch fit {
        case .fill: "fill"
        case .aspectFit: "contain"
        case .aspectFill: "cover"
        case .center: "none"
        }
    }

    /// The page's rules. A `scrolling: none` strip clips its content
    /// instead of scrolling it: `overflow: hidden` would still move under
    /// `scrollLeft`, focus and find-in-page, and such a strip stays at 0
    /// (docs/scrolling.md). `clip` on both axes, since `clip` beside
    /// `hidden` computes to `hidden`.
    static let stylesheet = """
        *{box-sizing:border-box}
        html,body{margin:0;background:#eceef1;color:#1d2129;font:13px/1.3 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
        .quilt-debug{position:fixed;opacity:0;pointer-events:none}
        .quilt-toolbar{position:fixed;top:8px;right:8px;z-index:1000;background:#fff;border:1px solid #c9ced6;border-radius:6px;padding:4px 10px;font-size:12px;cursor:pointer;user-select:none}
        .quilt-toolbar::before{content:"\\2610  "}
        .quilt-debug:checked+.quilt-toolbar::before{content:"\\2611  "}
        .quilt-debug:focus-visible+.quilt-toolbar{outline:2px solid #3b82f6}
        .quilt-pages{display:flex;gap:48px;align-items:flex-start;padding:40px 24px 24px}
        .quilt-column{flex:none;margin:0}
        .quilt-caption{font-size:12px;color:#5b6472;margin:0 0 8px}
        .quilt-page{position:relative;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.18);overflow:clip}
        .quilt-section{position:absolute;z-index:0;margin:0}
        .quilt-el{position:absolute;overflow:hidden;margin:0}
        .quilt-header{display:flex;align-items:center;padding:0 \(NumberText.px(TitleInset.least));border-bottom:1px solid rgba(0,0,0,.08);font-weight:600;white-space:nowrap}
        .quilt-header.quilt-pinned{position:sticky;top:0;z-index:10;background:rgba(250,251,252,.96);box-shadow:0 1px 0 rgba(0,0,0,.06)}
        .quilt-footer{display:flex;align-items:center;padding:0 \(NumberText.px(TitleInset.least));color:#4b5563;white-space:nowrap}
        .quilt-footer.quilt-pinned{position:sticky;bottom:0;z-index:10;background:rgba(250,251,252,.96);box-shadow:0 -1px 0 rgba(0,0,0,.06)}
        .quilt-spacer{pointer-events:none}
        .quilt-toggle{all:unset;cursor:pointer;flex:1;align-self:stretch;display:flex;align-items:center}
        .quilt-toggle:focus-visible{outline:2px solid #3b82f6;outline-offset:-2px}
        .quilt-footer .quilt-toggle{justify-content:center;color:#2563eb}
        .quilt-area{pointer-events:none}
        .quilt-strip{overflow-x:auto;overflow-y:hidden;scrollbar-width:none;overscroll-behavior-x:contain}
        .quilt-strip::-webkit-scrollbar{display:none}
        .quilt-strip[data-scrolling="none"]{overflow:clip}
        .quilt-strip-content{position:relative}
        .quilt-snap{position:absolute;top:0;width:1px;height:1px;scroll-snap-align:start;scroll-snap-stop:always;pointer-events:none}
        .quilt-item{display:flex;flex-direction:column;justify-content:flex-end;padding:4px 6px;background:#fff;border:1px solid #d5d9df;border-radius:6px}
        [data-tap]{cursor:pointer}
        .quilt-item[data-selected]{outline:2px solid #2563eb;outline-offset:-2px}
        .quilt-image{flex:1 1 0;min-height:0;margin:-4px -6px 4px;border-radius:5px 5px 0 0;background:repeating-linear-gradient(45deg,#e6e9ee 0 8px,#f3f5f8 8px 16px)}
        .quilt-image-above{position:absolute;left:0;top:0;right:0;margin:0}
        .quilt-title{position:relative;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .quilt-muted{color:#8a93a0;font-size:11px}
        .quilt-placeholder{display:flex;align-items:center;justify-content:center;gap:8px;border:1px dashed #b4bcc7;border-radius:6px;color:#6b7480}
        .quilt-state-loading{border-style:dotted}
        .quilt-state-failed{border-color:#e0a3a3;color:#9b2c2c}
        .quilt-retry{font:inherit;font-size:12px;padding:2px 10px;border:1px solid currentColor;border-radius:12px;background:none;color:inherit;cursor:pointer}
        .quilt-attached img{display:block;width:100%;height:100%}
        .quilt-bare{outline:1px dashed #a855f7;outline-offset:-1px;padding:2px 4px}
        .quilt-label{display:none;position:absolute;right:2px;top:2px;z-index:20;padding:1px 4px;border-radius:3px;background:rgba(255,221,0,.92);color:#000;font:10px/1.2 ui-monospace,Menlo,monospace;pointer-events:none}
        .quilt-debug:checked~.quilt-pages .quilt-el,.quilt-debug:checked~.quilt-pages .quilt-section{outline:1px solid rgba(220,0,90,.75);outline-offset:-1px}
        .quilt-debug:checked~.quilt-pages .quilt-label{display:block}
        """
}
