import Foundation
import Quilt
import QuiltPipeline

extension PreviewSite {
    /// The live page of `entry`: a device-sized viewport whose content a
    /// session on the server fills (``LiveSession``), with a bar holding the
    /// refresh and retry controls. `?width=` (one width), `?height=` (default
    /// 844) and `?offset=` set the device and where it opens; `?direction=`
    /// (`ltr` or `rtl`) lays the page out in that direction, over
    /// `--direction` and the page's own.
    func livePage(_ entry: PreviewPage, project: Project, request: PreviewRequest) -> PreviewResponse {
        var width = widths?.first ?? project.defaultWidth
        if let text = request.queryValue("width") {
            guard let parsed = WidthList.parse(text), parsed.count == 1 else {
                return .text(
                    "400 Bad Request: the live page takes one width from \(WidthList.rangeText), found '\(text.prefix(200))'",
                    status: 400)
            }
            width = parsed[0]
        }
        let height = Double(request.queryValue("height") ?? "844")
        let offset = Double(request.queryValue("offset") ?? "0")
        guard let height, height.isFinite, (1...Viewport.maximumHeight).contains(height), let offset, offset.isFinite,
            abs(offset) <= Viewport.maximumOffset
        else {
            return .text(
                "400 Bad Request: height must be a number from 1 to 100000 and offset a number within ±10000000",
                status: 400)
        }
        let asked = Self.askedDirection(request)
        if let refusal = asked.refusal { return refusal }
        let session =
            PreviewPage(name: entry.name, path: entry.path).url(suffix: "").replacingOccurrences(
                of: "/pages/", with: "/session/")
            + "?width=\(NumberText.format(width))&height=\(NumberText.format(height))"
            + (asked.direction.map { "&direction=\($0.rawValue)" } ?? "")
        var config = JSONWriter(pretty: false)
        config.beginObject()
        config.key("session")
        config.string(session)
        config.key("offset")
        config.number(offset)
        config.endObject()
        // `</` cannot end the script early: JSON strings escape `/` here.
        let configText = config.output.replacingOccurrences(of: "</", with: "<\\/")
        let name = MarkupText.text(entry.name)
        let html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(name) · Quilt preview</title>
            <style>
            \(HTMLElements.stylesheet)
            \(Self.liveStylesheet)
            </style>
            <style id="quilt-text-styles"></style>
            </head>
            <body class="quilt-live">
            <header class="quilt-bar">
            <a href="/">All pages</a>
            <strong>\(name)</strong>
            <span id="quilt-status" data-state="loading">Connecting…</span>
            <button type="button" id="quilt-refresh" title="Refresh (r)">Refresh</button>
            <button type="button" id="quilt-retry" hidden>Retry</button>
            <span id="quilt-opened" hidden></span>
            <a href="\(MarkupText.attribute(entry.url(suffix: ".html")))">Static</a>
            </header>
            <div class="quilt-device" style="width:\(NumberText.format(width))px;height:\(NumberText.format(height))px">
            <div id="quilt-viewport" class="quilt-viewport">
            <div id="quilt-content" class="quilt-content" style="width:\(NumberText.format(width))px"><div id="quilt-pins" class="quilt-pins"></div></div>
            </div>
            </div>
            <div id="quilt-problems" class="quilt-problems" hidden></div>
            <script>window.quiltPreviewConfig = \(configText);</script>
            <script>
            \(LiveScript.source)
            </script>
            </body>
            </html>

            """
        return .html(html)
    }

    /// The live page's own styles, beside `HTMLElements.stylesheet`. The
    /// viewport hides its scrollbar, as a phone's does, so that the content
    /// has the device's whole width; the content is a stacking context, so
    /// that decorations behind the items (`z-index: -1`) paint over the
    /// device's background, as they paint within their section statically.
    static let liveStylesheet = """
        body.quilt-live{display:flex;flex-direction:column;align-items:center;gap:12px;padding:12px 12px 48px}
        .quilt-bar{display:flex;gap:12px;align-items:center;font-size:13px}
        .quilt-bar a{color:#0b63c5}
        .quilt-bar button{font:inherit;padding:2px 10px;border:1px solid #c9ced6;border-radius:6px;background:#fff;cursor:pointer}
        #quilt-status{color:#5b6472;min-width:9em}
        #quilt-status[data-state="failed"]{color:#b42318}
        #quilt-opened{color:#0b63c5;max-width:24em;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .quilt-device{flex:none;border:10px solid #1d2129;border-radius:28px;overflow:hidden;background:#fff;box-shadow:0 4px 24px rgba(0,0,0,.2);box-sizing:content-box}
        .quilt-viewport{position:relative;width:100%;height:100%;overflow-x:hidden;overflow-y:auto;overflow-anchor:none;scrollbar-width:none}
        .quilt-viewport::-webkit-scrollbar{display:none}
        .quilt-viewport.quilt-blocked{opacity:.35}
        .quilt-content{position:relative;overflow:clip;isolation:isolate}
        .quilt-pins{position:sticky;top:0;height:0;z-index:10}
        .quilt-pins>.quilt-header{background:rgba(250,251,252,.96);box-shadow:0 1px 0 rgba(0,0,0,.06)}
        .quilt-strip{overflow-x:auto;overflow-y:hidden}
        .quilt-placeholder[data-state="loading"]{color:#5b6472}
        .quilt-placeholder[data-state="failed"]{border-color:#f04438;color:#b42318;flex-direction:column;gap:6px}
        .quilt-state{font-size:12px}
        .quilt-retry{font:inherit;padding:2px 10px;border:1px solid #f04438;border-radius:6px;background:#fff;color:#b42318;cursor:pointer}
        .quilt-problems{position:fixed;left:0;right:0;bottom:0;max-height:40vh;overflow:auto;background:#fffbeb;border-top:1px solid #f59e0b;font-size:13px}
        .quilt-problems summary{cursor:pointer;padding:6px 12px;font-weight:600;color:#a15c07}
        .quilt-problems table{border-collapse:collapse;width:100%}
        .quilt-problems td,.quilt-problems th{text-align:left;padding:4px 12px;border-top:1px solid #fde68a}
        """
}
