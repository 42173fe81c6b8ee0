import QuiltConfig
import QuiltCore
import QuiltModuleCore

extension WasmEngine {
    /// `{op: "update", page, data, more, failures, options}`: puts what the
    /// host fetched for the page's requests (``requests(_:)``) into the page,
    /// as the native loader commits the same responses
    /// (``ResponsePlacement``, ``PageParser``, ``TitleSlots``):
    ///
    /// - `data`: request id → the response of its first page; its items
    ///   replace those of every section that reads the request;
    /// - `more`: request id → a later page's response, appended;
    /// - `failures`: request id → why it failed; its sections show their
    ///   failed view, with that message.
    ///
    /// A response the request cannot read (no array at its items pointer)
    /// fails the request as the native loader does. A request the host has
    /// not answered yet shows its sections loading. Later `layout` and
    /// `snapshot` calls lay out the updated page.
    ///
    /// Answers `{sections, problems, changes, layout}`: the ids of the
    /// sections that read a request the update named, in page order (a
    /// title with a slot elsewhere may change too); each problem found in
    /// the data (the items are kept); the engine's change set from the page
    /// before to the page after (``Diff/changes(from:to:)``), as the page is
    /// shown with `options`; and the layout JSON of the page after, laid out
    /// with `options` (`layout`'s) — brought up to date from the previous
    /// update's layout (``PageLayout/update(_:to:changes:)``) when that was
    /// at the same width and view.
    func update(_ request: WasmRequest) throws(WasmFailure) -> WasmReply {
        let handle = try request.handle("page")
        // Taken out first, so that the kept layout is uniquely referenced
        // while it is brought up to date in place.
        let kept = pages[handle]?.kept
        pages[handle]?.kept = nil
        guard var opened = pages[handle] else { throw WasmFailure("no open page \(handle)") }
        guard let before = opened.page, !opened.diagnostics.containsErrors else {
            throw WasmFailure("\(opened.path) has errors: see the page's diagnostics")
        }
        let options = try WasmLayoutOptions(request)
        var page = before
        let (named, problems) = try placeAll(request, in: &page, loads: &opened.loads)
        let oldShown = try Self.shown(before, view: options.view, path: opened.path)
        let newShown = try Self.shown(page, view: options.view, path: opened.path)
        let changes = Diff.changes(from: oldShown, to: newShown)
        let width = options.width ?? opened.project.defaultWidth
        var snapshot: LayoutSnapshot
        if var kept, kept.width == width, kept.view == options.view {
            PageLayout.update(&kept.snapshot, to: newShown, changes: changes)
            snapshot = kept.snapshot
        } else {
            snapshot = PageLayout.layout(newShown, width: width)
        }
        try Self.refuseErrors(in: snapshot.nonFiniteFrameDiagnostics(for: newShown))
        opened.page = page
        opened.kept = KeptLayout(width: width, view: options.view, snapshot: snapshot)
        pages[handle] = opened
        let changed = page.sections.filter { section in section.source.map { named.contains($0) } ?? false }
        var json = JSONWriter(pretty: false)
        json.beginObject()
        Self.writeSectionsAndProblems(changed: changed.map { $0.id }, problems: problems, to: &json)
        json.key("changes")
        json.changes(changes)
        json.key("layout")
        var compact = options
        compact.compact = true
        json.json(Self.layoutJSON(snapshot, of: newShown, options: compact))
        json.endObject()
        return .json(json.output)
    }

    /// Places `data` and `more`, and records `failures`, of `request` into
    /// `page`; the ids of the requests named, and the problems found in the
    /// data.
    private func placeAll(_ request: WasmRequest, in page: inout PageSpec, loads: inout WasmLoads)
        throws(WasmFailure) -> (named: [String], problems: [LoadedDataProblem])
    {
        let requests = page.attachment(ModuleSpec.self, forKey: ModulePageExtension.key)?.allRequests ?? []
        let titled = TitleSlots.requests(of: page)
        var problems: [LoadedDataProblem] = []
        var named: [String] = []
        for (name, placement) in [("data", Placement.replace), ("more", Placement.append)] {
            for member in try request.object(name) {
                let spec = try Self.request(member.key, of: requests, argument: name)
                named.append(spec.id)
                do throws(RequestError) {
                    problems += try place(member.value, of: spec, placement: placement, in: &page, loads: &loads)
                    if titled.contains(spec.id) { loads.responses[spec.id] = member.value }
                } catch {
                    loads.states[spec.id] = .failed(error)
                }
            }
        }
        for member in try request.object("failures") {
            let spec = try Self.request(member.key, of: requests, argument: "failures")
            named.append(spec.id)
            guard case .string(let message) = member.value else {
                throw WasmFailure("'failures.\(member.key)' must be a string: why the request failed")
            }
            let error = RequestError(request: spec.id, target: spec.url.source, reason: .transport(message))
            loads.states[spec.id] = .failed(error)
        }
        let settled = loads
        _ = SectionLoadStates.sync(
            &page.sections, requestState: { settled.state(of: $0, in: requests) },
            canLoadMore: { settled.canLoadMore($0, in: requests) })
        TitleSlots.fill(&page, responses: settled.responses)
        return (named, problems)
    }

    /// Reads `response` as request `spec`'s page and places its items; the
    /// request's state follows. Throws what the native loader fails the
    /// request with.
    private func place(
        _ response: DataValue, of spec: RequestSpec, placement: Placement, in page: inout PageSpec,
        loads: inout WasmLoads
    ) throws(RequestError) -> [LoadedDataProblem] {
        let effective = placement == .replace ? spec : spec.loadMore ?? spec
        let plan = FetchPlan(
            request: spec, effective: effective, position: placement == .replace ? .first : .next,
            placement: placement, pageNumber: nil, cursor: nil, cursorParam: nil, values: [:], newer: nil, timeout: 0,
            maxBytes: 0, retry: .none)
        let fetched = try PageParser.parse(response, plan: plan, target: effective.url.source)
        let (_, problems) = ResponsePlacement.place(fetched, into: &page.sections, ordinals: &loads.ordinals)
        loads.states[spec.id] = .loaded
        loads.hasMore[spec.id] = fetched.hasMore
        return problems
    }

    /// The request `id` of the page, or a refusal naming the ones it has.
    private static func request(_ id: String, of requests: [RequestSpec], argument: String) throws(WasmFailure)
        -> RequestSpec
    {
        guard let spec = requests.first(where: { $0.id == id }) else {
            let known =
                requests.isEmpty
                ? "the page has no module" : "its requests: " + requests.map { $0.id }.joined(separator: ", ")
            throw WasmFailure("'\(argument).\(id)': the page has no request '\(id)' (\(known))")
        }
        return spec
    }

    private static func writeSectionsAndProblems(
        changed: [String], problems: [LoadedDataProblem], to json: inout JSONWriter
    ) {
        json.key("sections")
        json.beginArray()
        for id in changed { json.string(id) }
        json.endArray()
        json.key("problems")
        json.beginArray()
        for problem in problems {
            json.beginObject()
            json.key("request")
            json.string(problem.request)
            json.key("section")
            json.string(problem.section)
            json.key("pointer")
            json.string(problem.pointer.description)
            json.key("code")
            json.string("\(problem.problem.code)")
            json.key("message")
            json.string(problem.description)
            json.endObject()
        }
        json.endArray()
    }
}
