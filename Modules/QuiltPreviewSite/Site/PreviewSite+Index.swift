import Quilt
import QuiltPipeline

extension PreviewSite {
    /// Every page with links to its HTML, SVG and JSON and the count of its
    /// own problems — reading, decoding and loading its data, as opening it
    /// does, so a page whose load fails never counts as clean — after the
    /// project's own problems.
    func index() async -> PreviewResponse {
        let version = await monitor.version
        let (project, pages) = source.load()
        let name = source.name(in: project)
        var body = "<h1>\(MarkupText.text(name))</h1>\n"
        let place = project.file.map { "Project <code>\(MarkupText.text($0))</code>" } ?? "No project file"
        body +=
            "<p class=\"lead\">\(place) · \(pages.count) page\(pages.count == 1 ? "" : "s") · reloads when a file changes</p>\n"
        if !project.diagnostics.isEmpty {
            body += "<h2>Project problems</h2>\n" + PreviewDocument.table(project.diagnostics) + "\n"
        }
        if pages.isEmpty {
            body += "<p>The project's <code>pages</code> globs match no file.</p>\n"
        } else {
            body +=
                "<table class=\"pages\">\n<thead><tr><th>page</th><th>file</th><th>problems</th><th>for tools</th></tr></thead>\n<tbody>\n"
            let problems = await Self.problems(of: pages, in: project, offline: offline)
            for (page, own) in zip(pages, problems) {
                body +=
                    "<tr><td><a href=\"\(MarkupText.attribute(page.url()))\">\(MarkupText.text(page.name))</a></td>"
                    + "<td><code>\(MarkupText.text(page.path))</code></td>"
                    + "<td class=\"problems\" data-count=\"\(own.count)\">\(Self.count(own))</td>"
                    + "<td><a href=\"\(MarkupText.attribute(page.url(suffix: ".svg")))\">svg</a> · <a href=\"\(MarkupText.attribute(page.url(suffix: ".json")))\">json</a></td></tr>\n"
            }
            body += "</tbody>\n</table>\n"
        }
        return .html(PreviewDocument.html(title: name, body: body, version: version))
    }

    /// Each page's own problems, in `pages`' order: pages are loaded a few at
    /// a time, since loading waits on data files and requests.
    private static func problems(of pages: [PreviewPage], in project: Project, offline: Bool) async -> [[Diagnostic]] {
        await withTaskGroup(of: (Int, [Diagnostic]).self) { group in
            var found = [[Diagnostic]](repeating: [], count: pages.count)
            var next = 0
            func start(_ index: Int) {
                let path = pages[index].path
                group.addTask {
                    let prepared = await PreparedPage.read(path, in: project).loading(offline: offline)
                    return (index, prepared.diagnostics.filter { !project.diagnostics.contains($0) })
                }
            }
            while next < min(8, pages.count) {
                start(next)
                next += 1
            }
            while let (index, diagnostics) = await group.next() {
                found[index] = diagnostics
                if next < pages.count {
                    start(next)
                    next += 1
                }
            }
            return found
        }
    }

    /// `2 errors, 1 warning`, `none`.
    private static func count(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let others = diagnostics.count - errors - warnings
        var parts: [String] = []
        if errors > 0 { parts.append("<span class=\"count error\">\(errors) error\(errors == 1 ? "" : "s")</span>") }
        if warnings > 0 {
            parts.append("<span class=\"count warning\">\(warnings) warning\(warnings == 1 ? "" : "s")</span>")
        }
        if others > 0 { parts.append("<span class=\"count\">\(others) note\(others == 1 ? "" : "s")</span>") }
        return parts.isEmpty ? "<span class=\"count clean\">none</span>" : parts.joined(separator: ", ")
    }
}
