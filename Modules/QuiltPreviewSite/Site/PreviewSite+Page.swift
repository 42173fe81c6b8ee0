import Foundation
import Quilt
import QuiltPipeline

extension PreviewSite {
    /// A page, read and loaded afresh: drawn when it has no errors (its
    /// warnings in a panel over the HTML), else its problems (status 422)
    /// in the format asked for.
    func page(named name: String, request: PreviewRequest) async -> PreviewResponse {
        // Read before the files are, so a change while drawing still reloads.
        let version = await monitor.version
        let (project, pages) = source.load()
        guard let found = PreviewPage.find(name, in: pages) else { return notFound(request.path) }
        let entry = found.page
        var format = found.format
        if format == .live {
            guard request.queryValue("static") != nil else {
                return livePage(entry, project: project, request: request)
            }
            format = .html
        }
        var widths = self.widths ?? [project.defaultWidth]
        if let text = request.queryValue("width") {
            guard let parsed = WidthList.parse(text) else {
                return .text(
                    "400 Bad Request: width must be 1 to \(WidthList.maximumCount) numbers from \(WidthList.rangeText) separated by commas (390,768), found '\(text.prefix(200))'",
                    status: 400)
            }
            widths = parsed
        }
        let asked = Self.askedDirection(request)
        if let refusal = asked.refusal { return refusal }
        let direction = asked.direction ?? self.direction
        // `?appearance=light|dark` forces one half of every {light, dark} colour.
        var appearance: Appearance?
        if let text = request.queryValue("appearance") {
            guard let chosen = Appearance(rawValue: text) else {
                return .text(
                    "400 Bad Request: appearance must be light or dark, found '\(text.prefix(200))'", status: 400)
            }
            appearance = chosen
        }
        let prepared = await PreparedPage.read(entry.path, in: project).loading(offline: offline)
        guard var page = prepared.page, prepared.isUsable else {
            return problems(prepared.diagnostics, of: entry, format: format, version: version)
        }
        if let direction { page.direction = direction }
        // `?toggle=ID` (repeatable): sections the reader expanded or collapsed
        // by clicking their toggle; an id that no longer names a collapsible
        // section (the file changed) is passed over.
        for id in Set(request.queryValues("toggle")) {
            if let toggled = page.toggling(section: id) { page = toggled.page }
        }
        let snapshots = widths.map { PageLayout.layout(page, width: $0) }
        let images = ProjectImages(pagePath: entry.path)
        switch format {
        case .html, .live:
            var renderer = HTMLRenderer(images: images.resolver, appearance: appearance)
            renderer.itemData = true
            let html = PreviewTools.inject(
                into: renderer.render(snapshots, page: page), path: entry.url(suffix: ".html"), request: request,
                appearance: appearance)
            // Problems that do not stop the drawing (warnings, images left out) show in a panel over the page.
            let warnings = prepared.diagnostics + images.diagnostics(for: page)
            return .html(LiveReload.inject(into: ProblemPanel.inject(warnings, into: html), version: version))
        case .svg:
            return .svg(
                SVGRenderer(images: images.resolver, appearance: appearance ?? .light).render(snapshots, page: page))
        case .json:
            var encoder = LayoutJSON()
            encoder.appearance = appearance
            return .json(encoder.encode(snapshots[0]))
        }
    }

    /// The problems of a page that cannot be drawn: an HTML page listing
    /// them (which reloads like the page would), a JSON document
    /// `{"page", "diagnostics": [...]}` for `.json`, plain lines for `.svg`.
    private func problems(_ diagnostics: [Diagnostic], of page: PreviewPage, format: PreviewPage.Format, version: Int)
        -> PreviewResponse
    {
        let errors = diagnostics.filter { $0.severity == .error }.count
        switch format {
        case .html, .live:
            let body =
                "<h1>\(MarkupText.text(page.name)) has \(errors) error\(errors == 1 ? "" : "s")</h1>\n"
                + "<p class=\"lead\"><code>\(MarkupText.text(page.path))</code> is drawn again when a file changes. <a href=\"/\">All pages</a></p>\n"
                + PreviewDocument.table(diagnostics)
            return .html(PreviewDocument.html(title: page.name, body: body, version: version), status: 422)
        case .json:
            return .json(PageProblems.json(diagnostics, page: page.name), status: 422)
        case .svg:
            return .text(diagnostics.map(\.description).joined(separator: "\n"), status: 422)
        }
    }
}
