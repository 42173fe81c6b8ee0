import QuiltConfig
import QuiltCore
import QuiltLayoutJSON

/// A page a ``WasmEngine`` opened: the page as decoded (with what `update`
/// put into it), and every problem of its project and its file.
struct WasmPage {
    let project: Project
    let path: String
    var page: PageSpec?
    let diagnostics: [Diagnostic]
    /// What the host has fetched for the page's requests (`update`).
    var loads = WasmLoads()
    /// The layout the last `update` answered with, so that the next one at
    /// the same width and view lays out only what changed.
    var kept: KeptLayout?
}

/// The options of `layout` and `snapshot`, as `quilt layout`'s flags:
/// `width`, `direction`, `appearance`, `offset`, `viewportHeight`, `state`
/// (section → `loading`, `empty` or `failed`), `expand` (section ids),
/// `compact`, `withData`.
struct WasmLayoutOptions {
    var width: Double?
    var view = PageView()
    var appearance: Appearance?
    var offset: Double?
    var viewportHeight: Double?
    var compact = false
    var withData = false

    init(_ request: WasmRequest) throws(WasmFailure) {
        let options = try request.nested("options")
        width = try options.number("width", in: .width)
        if let direction = try options.optionalString("direction") {
            guard let value = LayoutDirection(rawValue: direction) else {
                throw WasmFailure("'direction' must be ltr or rtl, found '\(direction)'")
            }
            view.direction = value
        }
        if let appearance = try options.optionalString("appearance") {
            guard let value = Appearance(rawValue: appearance) else {
                throw WasmFailure("'appearance' must be light or dark, found '\(appearance)'")
            }
            self.appearance = value
        }
        offset = try options.number("offset", in: .scrollOffset)
        viewportHeight = try options.number("viewportHeight", in: .viewportHeight)
        if viewportHeight != nil, offset == nil {
            throw WasmFailure("'viewportHeight' needs 'offset' (the viewport's top)")
        }
        view.expanded = try options.strings("expand")
        for member in try options.object("state") {
            guard case .string(let text) = member.value, let state = SectionState(rawValue: text), state != .content
            else { throw WasmFailure("'state.\(member.key)' must be loading, empty or failed") }
            view.states.append((member.key, state))
        }
        compact = try options.bool("compact")
        withData = try options.bool("withData")
    }
}

extension WasmEngine {
    /// The page of `request`'s `page` handle laid out with `request`'s
    /// options, as `quilt layout` lays it out; a page with errors, or a
    /// view naming a section the page lacks, is refused.
    func laidOut(_ request: WasmRequest) throws(WasmFailure) -> (LayoutSnapshot, PageSpec, WasmLayoutOptions) {
        let handle = try request.handle("page")
        guard let opened = pages[handle] else { throw WasmFailure("no open page \(handle)") }
        let options = try WasmLayoutOptions(request)
        guard let decoded = opened.page, !opened.diagnostics.containsErrors else {
            let count = opened.diagnostics.filter { $0.severity == .error }.count
            throw WasmFailure("\(opened.path) has \(count) error(s): see the page's diagnostics")
        }
        let page = try Self.shown(decoded, view: options.view, path: opened.path)
        let (snapshot, problems) = PageLayout.checkedLayout(page, width: options.width ?? opened.project.defaultWidth)
        try Self.refuseErrors(in: problems)
        return (snapshot, page, options)
    }

    /// `page` as `view` shows it, or a refusal naming the section at fault.
    static func shown(_ page: PageSpec, view: PageView, path: String) throws(WasmFailure) -> PageSpec {
        switch view.apply(to: page) {
        case .success(let shown): return shown
        case .failure(let failure): throw WasmFailure("\(path): \(failure)")
        }
    }

    /// Refuses a layout whose checks found an error (a frame out of range).
    static func refuseErrors(in problems: [Diagnostic]) throws(WasmFailure) {
        if let problem = problems.first(where: { $0.severity == .error }) { throw WasmFailure(problem.description) }
    }

    /// The layout JSON of `snapshot`, a layout of `page`, as `quilt layout`
    /// prints it with `options`.
    static func layoutJSON(_ snapshot: LayoutSnapshot, of page: PageSpec, options: WasmLayoutOptions) -> String {
        var encoder = LayoutJSON(pretty: !options.compact, offset: options.offset)
        encoder.viewportHeight = options.viewportHeight
        encoder.appearance = options.appearance
        return options.withData ? encoder.encode(snapshot, withDataOf: page) : encoder.encode(snapshot)
    }

    /// `{op: "layout", page, options}`: the layout JSON `quilt layout` prints.
    func layout(_ request: WasmRequest) throws(WasmFailure) -> WasmReply {
        let (snapshot, page, options) = try laidOut(request)
        return .json(Self.layoutJSON(snapshot, of: page, options: options))
    }

    /// `{op: "snapshot", page, options}`: keeps the layout for queries.
    func snapshot(_ request: WasmRequest) throws(WasmFailure) -> WasmReply {
        let (snapshot, _, _) = try laidOut(request)
        let handle = makeHandle()
        snapshots[handle] = snapshot
        var json = JSONWriter(pretty: false)
        json.beginObject()
        json.key("handle")
        json.number(handle)
        json.key("contentHeight")
        json.number(NumberText.rounded(snapshot.contentHeight))
        json.endObject()
        return .json(json.output)
    }
}
