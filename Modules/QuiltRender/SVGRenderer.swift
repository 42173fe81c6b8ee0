import QuiltCore

/// Draws laid-out pages as a static SVG picture, for documentation and image
/// diffs: the same frames as the HTML page, at scroll offset 0.
///
/// Rectangles with rounded corners (`rx = ry` when every corner has the
/// same radius, else a path with an arc per corner; radii clamped as CSS
/// clamps them), gradients as `linearGradient` in user space (the unit
/// points mapped into the frame, so isolines stay perpendicular to the
/// start→end line on any aspect ratio, as Core Animation draws them), shadows
/// as a Gaussian-blur filter of the shape's alpha, images clipped to the
/// decoration's rounded frame. Horizontal strips are clipped to their visible
/// box. Colours are written as `#rrggbb` with a separate opacity, which every
/// SVG viewer reads. All text is escaped.
///
/// Colours that differ by appearance (``AdaptiveColor``) are drawn in
/// ``appearance`` (light unless chosen), and so are the picture's own parts.
public struct SVGRenderer: Sendable {
    /// Where decoration images come from.
    public var images: ImageResolver

    /// The appearance drawn: which half of each adaptive colour, and light
    /// or dark page colours.
    public var appearance: Appearance

    /// Creates a renderer.
    public init(images: ImageResolver = .asWritten, appearance: Appearance = .light) {
        self.images = images
        self.appearance = appearance
    }

    /// The picture's own colours in ``appearance``.
    var palette: SVGPalette { .of(appearance) }

    /// Space around and between pages, and above each for its caption.
    static let margin = 24.0
    static let gap = 48.0
    static let captionHeight = 24.0

    /// The SVG of `snapshot`, with text from `page`.
    public func render(_ snapshot: LayoutSnapshot, page: PageSpec? = nil) -> String {
        render([snapshot], page: page)
    }

    /// The SVG of `snapshots` side by side, with text from `page`.
    public func render(_ snapshots: [LayoutSnapshot], page: PageSpec? = nil) -> String {
        String(decoding: renderUTF8(snapshots, page: page), as: UTF8.self)
    }

    /// ``render(_:page:)-([LayoutSnapshot],_)`` as the UTF-8 bytes a file
    /// holds, without making them a `String`.
    public func renderUTF8(_ snapshots: [LayoutSnapshot], page: PageSpec? = nil) -> [UInt8] {
        let content = PageContent(page, drawing: snapshots)
        let texts = PageTexts(snapshots, content: content)
        // An item's box and title take about 300 bytes.
        var document = Document(body: MarkupBytes(bytesPerItem: 400, of: snapshots))
        document.defs += Self.fontStyle(texts)
        var x = Self.margin
        var height = 0.0
        for (index, snapshot) in snapshots.enumerated() {
            document.body +=
                "<g transform=\"translate(\(NumberText.format(x)) \(NumberText.format(Self.margin + Self.captionHeight)))\">\n"
            write(snapshot, content: content, texts: texts, at: index, to: &document)
            document.body += "</g>\n"
            x += max(0, snapshot.width) + Self.gap
            height = max(height, max(0, snapshot.contentHeight))
        }
        let width = snapshots.isEmpty ? 2 * Self.margin : x - Self.gap + Self.margin
        let totalHeight = height + 2 * Self.margin + Self.captionHeight
        let name = content.title ?? snapshots.first?.pageID ?? "page"
        let size =
            "width=\"\(NumberText.format(width))\" height=\"\(NumberText.format(totalHeight))\" viewBox=\"0 0 \(NumberText.format(width)) \(NumberText.format(totalHeight))\""
        var svg = MarkupBytes(capacity: document.body.bytes.count + document.defs.utf8.count + 1024)
        svg +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \(size) font-family=\"\(MarkupText.attribute(Self.fonts))\" font-size=\"13\">\n"
        svg += "<title>\(MarkupText.text(name))</title>\n"
        svg += "<defs>\n\(document.defs)</defs>\n"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"\(palette.background)\"/>\n"
        svg += document.body
        svg += "</svg>\n"
        return svg.bytes
    }

    static let fonts = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

    /// Definitions and drawing, with ids unique in the document.
    struct Document {
        var defs = ""
        var body: MarkupBytes
        /// The elements' styles, each set of attributes read once.
        let styles = ElementStyleCache()
        private var counter = 0

        /// A document drawing into `body`.
        init(body: MarkupBytes) {
            self.body = body
        }

        mutating func newID(_ prefix: String) -> String {
            counter += 1
            return "q\(prefix)\(counter)"
        }
    }

    private func write(
        _ snapshot: LayoutSnapshot, content: PageContent, texts: PageTexts, at snapshotIndex: Int,
        to document: inout Document
    ) {
        let caption = "\(snapshot.pageID) · \(NumberText.format(snapshot.width)) pt"
        document.body +=
            "<text x=\"0\" y=\"-10\" font-size=\"12\" fill=\"\(palette.caption)\">\(MarkupText.text(caption))</text>\n"
        let page = Rect(x: 0, y: 0, width: max(0, snapshot.width), height: max(0, snapshot.contentHeight))
        let clip = document.newID("p")
        document.defs += "<clipPath id=\"\(clip)\">\(Self.rect(page))</clipPath>\n"
        document.body += "<rect \(Self.geometry(page)) fill=\"\(palette.page)\"/>\n"
        document.body += "<g clip-path=\"url(#\(clip))\">\n"
        if let view = snapshot.stateView {
            document.body += Self.stateView(view.state, view: content.pageViews?[view.state], frame: view.frame)
        }
        for (index, section) in snapshot.sections.enumerated() {
            write(
                section, index: index, content: content.section(section.id),
                texts: texts.section(index, of: snapshotIndex), to: &document)
        }
        document.body += "</g>\n"
    }

    private func write(
        _ section: SectionSnapshot, index: Int, content: PageContent.Section?, texts: SectionTexts,
        to document: inout Document
    ) {
        // Assistive technology reads an SVG's structure from `<title>`
        // children and ARIA roles (SVG-AAM): a section is a group named as
        // the HTML names it, its items a list of titled items, and what only
        // decorates is hidden (docs/accessibility.md).
        let aria = SectionAccessibility(section, index: index, snapshot: 0, headerTitle: content?.headerTitle)
        document.body +=
            "<g data-section=\"\(index)\" data-id=\"\(MarkupText.attribute(section.id))\" \(aria.groupAttributes)>\n"
        document.body += "<title>\(MarkupText.text(aria.name))</title>\n"
        let attached = section.decorations.enumerated().sorted {
            ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
        }
        for (_, element) in attached where element.zIndex < 0 { write(element, to: &document) }

        writeItems(of: section, aria: aria, content: content, texts: texts, to: &document)

        if let placeholder = section.placeholder {
            document.body += Self.stateView(section.state, view: content?.views[section.state], frame: placeholder)
        }
        writeBars(of: section, content: content, to: &document)
        for (_, element) in attached where element.zIndex >= 0 { write(element, to: &document) }
        document.body += "</g>\n"
    }

    /// The section's items area and each item: its view's parts, or a
    /// wireframe box with its picture and its measured texts or its title.
    private func writeItems(
        of section: SectionSnapshot, aria: SectionAccessibility, content: PageContent.Section?,
        texts: SectionTexts, to document: inout Document
    ) {
        var itemsClip = ""
        if section.arrange == .horizontal {
            let clip = document.newID("s")
            document.defs += "<clipPath id=\"\(clip)\">\(Self.rect(section.itemsArea))</clipPath>\n"
            itemsClip = " clip-path=\"url(#\(clip))\""
        }
        document.body += "<g data-kind=\"itemsArea\"\(itemsClip)\(aria.hasItems ? " role=\"list\"" : "")>\n"
        let palette = self.palette
        let boxAttributes = "fill=\"\(palette.itemFill)\" stroke=\"\(palette.itemStroke)\""
        for (itemIndex, frame) in section.items.enumerated() {
            let id = section.drawnItemID(itemIndex)
            let shown = PageContent.item(content?.item(id, at: itemIndex))
            // Written piece by piece: this runs for every item of the page.
            document.body += "<g "
            aria.writeItemAttributes(index: itemIndex, to: &document.body)
            document.body += "><title>"
            document.body.text(shown.title ?? id)
            document.body += "</title>\n"
            defer { document.body += "</g>\n" }
            if section.view != nil {
                // The item as its view draws it: every part at its frame.
                write(section.parts(ofItem: itemIndex), texts: texts.page, to: &document)
                continue
            }
            Self.shape(frame, CornerRadii(all: 6).clamped(to: frame.size), boxAttributes, to: &document.body)
            document.body += "\n"
            let placed = texts.item(itemIndex)
            if shown.hasImage, let picture = Self.picture(in: frame, above: placed) {
                document.body +=
                    Self.shape(picture, CornerRadii(all: 5).clamped(to: picture.size), "fill=\"\(palette.imageFill)\"")
                    + "\n"
            }
            if !placed.isEmpty {
                // The texts the item's size was measured from, line by line.
                document.body += Self.markup(placed, in: frame, texts: texts.page, color: palette.text)
                continue
            }
            let label = shown.title ?? id
            let start = Self.start(of: frame, padding: 6, direction: section.direction)
            Self.text(
                label, x: start.x, y: frame.maxY - 6, width: frame.width - 12,
                color: shown.title == nil ? palette.mutedText : palette.text, anchor: start.anchor,
                to: &document.body)
        }
        document.body += "</g>\n"
    }

    /// The footer and the header: their bars, rules and titles.
    private func writeBars(of section: SectionSnapshot, content: PageContent.Section?, to document: inout Document) {
        // A pinned footer is opaque, as it covers items scrolling under it.
        if let footer = section.footer, section.footerPinned {
            document.body += "<rect \(Self.geometry(footer)) fill=\"\(palette.bar)\"/>\n"
            document.body +=
                "<rect x=\"\(NumberText.format(footer.x))\" y=\"\(NumberText.format(footer.y))\" width=\"\(NumberText.format(max(0, footer.width)))\" height=\"1\" fill=\"\(palette.rule)\" fill-opacity=\"0.08\"/>\n"
        }
        if let footer = section.footer, let title = content?.footerTitle {
            let inset = TitleInset(of: section, frame: footer)
            let start = Self.start(of: footer, padding: inset.start, direction: section.direction)
            document.body += Self.text(
                title, x: start.x, y: footer.midY + 4, width: footer.width - inset.start - inset.end,
                color: palette.footerText,
                anchor: start.anchor)
        } else if let footer = section.footer, let title = section.collapse?.generatedFooterTitle {
            document.body += Self.text(
                title, x: footer.midX, y: footer.midY + 4, width: footer.width - 24, color: palette.toggleText,
                anchor: "middle")
        }
        if let header = section.header {
            // Headers are transparent so a decoration behind them shows; a pinned
            // one is opaque, as it covers items scrolling under it.
            if section.headerPinned { document.body += "<rect \(Self.geometry(header)) fill=\"\(palette.bar)\"/>\n" }
            document.body +=
                "<rect x=\"\(NumberText.format(header.x))\" y=\"\(NumberText.format(header.maxY - 1))\" width=\"\(NumberText.format(max(0, header.width)))\" height=\"1\" fill=\"\(palette.rule)\" fill-opacity=\"0.08\"/>\n"
            if let title = content?.headerTitle {
                let inset = TitleInset(of: section, frame: header)
                let start = Self.start(of: header, padding: inset.start, direction: section.direction)
                document.body += Self.text(
                    title, x: start.x, y: header.midY + 4.5, width: header.width - inset.start - inset.end,
                    color: palette.text,
                    weight: "600", anchor: start.anchor)
            }
        }
    }

    /// A decoration or another attachment's element, styled from its attributes.
    private func write(_ element: AttachedElement, to document: inout Document) {
        let style = document.styles.styles(of: element.attributes).style(in: appearance)
        let frame = element.frame
        guard frame.width > 0, frame.height > 0 else { return }
        let radii = style.radius.clamped(to: frame.size)
        var group =
            "<g data-kind=\"attached\" data-attached=\"\(MarkupText.attribute(element.kind))\" aria-hidden=\"true\""
        if let shadow = style.shadow {
            let id = document.newID("f")
            let spread = 3 * shadow.radius
            let region = Rect(
                x: frame.x - spread - abs(shadow.offset.x), y: frame.y - spread - abs(shadow.offset.y),
                width: frame.width + 2 * (spread + abs(shadow.offset.x)),
                height: frame.height + 2 * (spread + abs(shadow.offset.y)))
            document.defs += """
                <filter id="\(id)" filterUnits="userSpaceOnUse" \(Self.geometry(region)) color-interpolation-filters="sRGB">\
                <feGaussianBlur in="SourceAlpha" stdDeviation="\(NumberText.format(shadow.radius))"/>\
                <feOffset dx="\(NumberText.format(shadow.offset.x))" dy="\(NumberText.format(shadow.offset.y))" result="blur"/>\
                <feFlood flood-color="\(shadow.color.svgRGB)" flood-opacity="\(NumberText.format(shadow.color.opacity))"/>\
                <feComposite in2="blur" operator="in"/>\
                <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>

                """
            group += " filter=\"url(#\(id))\""
        }
        document.body += group + ">\n"
        if let fill = style.fill {
            document.body +=
                Self.shape(frame, radii, "fill=\"\(fill.svgRGB)\" fill-opacity=\"\(NumberText.format(fill.opacity))\"")
                + "\n"
        }
        if let gradient = style.gradient {
            let id = document.newID("g")
            let start = Point(x: frame.x + gradient.start.x * frame.width, y: frame.y + gradient.start.y * frame.height)
            let end = Point(x: frame.x + gradient.end.x * frame.width, y: frame.y + gradient.end.y * frame.height)
            var definition =
                "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(NumberText.format(start.x))\" y1=\"\(NumberText.format(start.y))\" x2=\"\(NumberText.format(end.x))\" y2=\"\(NumberText.format(end.y))\">"
            for (color, location) in zip(gradient.colors, gradient.locations) {
                definition +=
                    "<stop offset=\"\(NumberText.format(location))\" stop-color=\"\(color.svgRGB)\" stop-opacity=\"\(NumberText.format(color.opacity))\"/>"
            }
            document.defs += definition + "</linearGradient>\n"
            document.body += Self.shape(frame, radii, "fill=\"url(#\(id))\"") + "\n"
        }
        if let image = style.image, let url = images.url(for: image.source) {
            let clip = document.newID("c")
            document.defs += "<clipPath id=\"\(clip)\">\(Self.shape(frame, radii, ""))</clipPath>\n"
            let href = MarkupText.attribute(url)
            document.body +=
                "<image \(Self.geometry(frame)) href=\"\(href)\" xlink:href=\"\(href)\" preserveAspectRatio=\"\(Self.aspectRatio(image.fit))\" clip-path=\"url(#\(clip))\"/>\n"
        }
        if style.isEmpty {
            document.body +=
                Self.shape(frame, radii, "fill=\"none\" stroke=\"#a855f7\" stroke-dasharray=\"3 3\"") + "\n"
        }
        document.body += "</g>\n"
    }
}
