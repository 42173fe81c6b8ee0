import Foundation
import Quilt
import QuiltPipeline

/// One open live page: the page's `PageLoader` and `LayoutSnapshot` on the
/// server, kept in step with the browser's viewport.
///
/// The browser reports its viewport; the session answers with a patch of
/// the elements `elements(in:)` finds there plus about a screen of overscan
/// (``LiveScene``). Loading runs here: the initial load on opening, a
/// load-more when the viewport comes within a screen of the end, the
/// page's intents (refresh, retry, …); each commit's change set goes through
/// `PageLayout.update` and the patch holds only what changed. A saved file
/// is diffed against the page shown and patched in place (``reload()``).
///
/// `quilt preview` runs one per WebSocket; a host of its own (or a
/// benchmark) drives one the same way: ``open()``, then ``receive(_:)`` for
/// each message of the page, ``close()`` at the end, sending what `send`
/// is handed.
public actor LiveSession {
    let site: PreviewSite
    /// The page's name in URLs.
    let name: String
    /// The width asked for in the URL; nil: the project's default width.
    let requestedWidth: Double?
    /// The direction asked for in the URL; nil: the server's `--direction`, else the page's own.
    let requestedDirection: LayoutDirection?
    let send: @Sendable (LiveOutput) -> Void

    var viewport: Viewport
    /// The page file and its project, once read.
    var prepared: PreparedPage?
    /// The page shown (loaded items included) and its layout.
    var page: PageSpec?
    var snapshot: LayoutSnapshot?
    var scene: LiveScene?
    /// The scene's images, and how many of them left out the browser has been told of.
    var images: ProjectImages?
    var imageProblemsShown = 0
    /// What the browser's DOM holds, by key.
    var sent: [String: LiveElement] = [:]
    /// The text stylesheet the browser has (nil: none yet).
    var sentStyles: String?
    /// The page's width and content height as the browser has them.
    var sentSize: Size?
    var loader: PageLoader?
    /// Bumped with each new loader, so a replaced loader's events are ignored.
    var generation = 0
    /// The `sequence` of the last of the loader's commits that arrived here.
    var arrivedCommits = 0
    var statuses: [String: LoadStatus] = [:]
    /// Intents the browser asked for, echoed in `status` so it knows when they have been seen.
    var intentsReceived = 0
    /// Load-mores done since the last full load, replayed when a file changes.
    var loadMores = 0
    /// Intents started on the loader and not yet finished, by the ticket
    /// ``perform(_:)`` gave them: a reload performs them again on its new
    /// loader, since the old loader's work is dropped with it.
    var inFlight: [Int: LoadIntent] = [:]
    /// The next intent's ticket.
    var nextTicket = 0
    /// True while ``reload()`` replays the page on a new loader.
    var reloading = false
    /// Intents asked for while reloading: they run on the new loader.
    var deferredIntents: [LoadIntent] = []
    /// Intents running now: on the loader, or waiting for a reload to end.
    var running: Int { inFlight.count + deferredIntents.count }
    /// Whether the page is loading: an intent runs, or a reload replays the
    /// page (the intents it performs again are counted from its start to
    /// its end, whatever the statuses its loaders report meanwhile).
    var isLoading: Bool { running > 0 || reloading }
    /// Sections the reader expanded (false) or collapsed (true) with their
    /// toggle, replayed when a file changes.
    var toggled: [String: Bool] = [:]
    /// The `select` and `deselect` intents the reader's taps performed, the
    /// latest per item, in order: replayed when a file changes, so that a
    /// single selection ends on the item tapped last.
    var selections: [LoadIntent] = []
    /// When the browser last said something.
    var lastActivity = ContinuousClock.now
    var isClosed = false
    /// This session's hold on the site's shared data files: its loaders
    /// read through it, and closing the session ends it.
    let responses: FileResponseCache.Lease

    /// A session for page `name`, drawn at `width` (nil: the project's) in
    /// `direction` (nil: the server's `--direction`, else the page's own),
    /// with the browser's first viewport; `send` hands messages to the connection.
    public init(
        site: PreviewSite, name: String, width: Double?, direction: LayoutDirection? = nil, viewport: Viewport,
        send: @escaping @Sendable (LiveOutput) -> Void
    ) {
        self.site = site
        self.name = name
        self.requestedWidth = width
        self.requestedDirection = direction
        self.viewport = viewport
        self.send = send
        responses = site.responses.lease()
    }

    deinit {
        forgetShown()
    }

    /// Reads the page and sends it whole (``reset()``), then starts its
    /// initial load.
    public func open() async {
        guard let prepared = read() else { return }
        await show(prepared)
    }

    /// The browser's message `text`: refused with an `error` message when it
    /// is not one the protocol knows, else acted on.
    public func receive(_ text: String) async {
        lastActivity = .now
        let message: LiveMessage
        do throws(LiveMessage.Refusal) {
            message = try LiveMessage.parse(text)
        } catch {
            sendJSON(["type": .string("error"), "message": .string(error.reason)])
            return
        }
        switch message {
        case .viewport(let reported, let sequence):
            viewport = reported
            // A load-more starts (and says so) before the answer, so a page
            // that waits for both sees the load.
            loadMoreNearTheEnd()
            sendPatch(ack: sequence)
        case .intent(let intent):
            intentsReceived += 1
            perform(intent)
            sendStatus()
        case .release(let section, let x, let velocity):
            settle(section, x: x, velocity: velocity)
        case .toggle(let section):
            intentsReceived += 1
            toggle(section)
            sendStatus()
        }
    }

    /// Ends the session: its loader stops, nothing more is sent.
    public func close() async {
        isClosed = true
        generation += 1
        await loader?.close()
        loader = nil
        responses.end()
        forgetShown()
    }

    /// Seconds since the browser last said something.
    package var idleTime: Duration { ContinuousClock.now - lastActivity }

    /// The page as it is on disk now, or nil after telling the browser why
    /// there is none: a page whose file is gone, or has errors, shows that
    /// as blocking problems, and the session waits for the file to be back
    /// or fixed (the next ``reload()`` then sends the page whole).
    func read() -> PreparedPage? {
        let (project, pages) = site.source.load()
        guard let (entry, _) = PreviewPage.find(name, in: pages) else {
            let file = prepared?.path ?? name
            showProblems(
                [
                    Diagnostic(
                        .error, code: .ioError,
                        "the page '\(name)' is no longer in the project: its file was deleted or renamed, or quilt.yml's pages no longer match it; it shows again once it is back",
                        at: SourceLocation(file: file, line: 1, column: 1))
                ], blocking: true)
            withdrawPage()
            return nil
        }
        let prepared = PreparedPage.read(entry.path, in: project)
        guard prepared.isUsable else {
            showProblems(prepared.diagnostics, blocking: true)
            withdrawPage()
            return nil
        }
        showProblems(prepared.diagnostics, blocking: false)
        return prepared
    }

    /// Forgets the page shown (the browser keeps it, dimmed under the
    /// problems) and stops its loader, whose commits would apply to nothing.
    func withdrawPage() {
        page = nil
        snapshot = nil
        scene = nil
        forgetShown()
        generation += 1
        inFlight = [:]
        if let old = loader {
            loader = nil
            Task { await old.close() }
        }
    }

    /// Shows `prepared` from scratch: a new loader, the page before loading
    /// sent whole, then the initial load.
    func show(_ prepared: PreparedPage) async {
        guard let spec = spec(of: prepared) else { return }
        self.prepared = prepared
        await replaceLoader(
            with: PageLoader(page: spec, environment: loadEnvironment(for: prepared)))
        keep(spec, laidOut: PageLayout.layout(spec, width: requestedWidth ?? prepared.project.defaultWidth))
        statuses = await loader?.sectionStatuses ?? [:]
        loadMores = 0
        toggled = [:]
        selections = []
        // Started first, so that the page's first status already says it loads.
        perform(.initial)
        reset()
    }

    /// Sends every wanted element after clearing the browser's DOM.
    func reset() {
        rebuildScene()
        guard let scene else { return }
        sent = [:]
        let (elements, pins) = scene.wanted(viewport)
        var patch = LivePatch.between(
            &sent, elements, pins: pins, width: scene.snapshot.width, contentHeight: scene.snapshot.contentHeight,
            offset: viewport.y)
        patch.type = "reset"
        patch.direction = scene.snapshot.direction
        patch.styles = scene.styles
        sentStyles = scene.styles
        sentSize = Size(width: scene.snapshot.width, height: scene.snapshot.contentHeight)
        send(.text(patch.json))
        showImageProblems()
        sendStatus()
    }

    /// How the session's loaders fetch: the page's files, shared with the
    /// site's other sessions through ``responses``.
    func loadEnvironment(for prepared: PreparedPage) -> LoadEnvironment {
        LoadEnvironment(pagePath: prepared.path, offline: site.offline, responses: responses)
    }

    /// The page of `prepared` as the session lays it out: in the URL's
    /// `?direction=`, else the server's `--direction`, else the page's own
    /// (the order the static page follows).
    func spec(of prepared: PreparedPage) -> PageSpec? {
        guard var spec = prepared.page else { return nil }
        if let direction = requestedDirection ?? site.direction { spec.direction = direction }
        return spec
    }

    /// Draws the current snapshot afresh (after it or the states changed).
    func rebuildScene() {
        guard let snapshot, let prepared else {
            scene = nil
            return
        }
        let images = ProjectImages(pagePath: prepared.path)
        self.images = images
        imageProblemsShown = 0
        var failures: [String: String] = [:]
        for section in page?.sections ?? [] {
            if case .failed(let message) = section.loadState { failures[section.id] = message }
        }
        scene = LiveScene(
            snapshot: snapshot, drawing: HTMLElements(page: page, snapshot: snapshot, images: images.resolver),
            failures: failures)
    }

    /// The patch from what the browser has to what the viewport wants, sent
    /// (always when it answers a report, else only when something changed).
    func sendPatch(ack: Int? = nil, anchor: Double? = nil) {
        guard let scene else {
            if let ack { sendJSON(["type": .string("patch"), "ack": .number(Double(ack))]) }
            return
        }
        let (elements, pins) = scene.wanted(viewport)
        var patch = LivePatch.between(
            &sent, elements, pins: pins, width: scene.snapshot.width, contentHeight: scene.snapshot.contentHeight,
            offset: viewport.y)
        patch.ack = ack
        patch.anchor = anchor
        // Loaded or edited texts may need more of a font, or another one.
        if scene.styles != sentStyles {
            patch.styles = scene.styles
            sentStyles = scene.styles
        }
        // A page that only grew or shrank (a refresh to fewer items, all
        // below the viewport's) still says so.
        let size = Size(width: scene.snapshot.width, height: scene.snapshot.contentHeight)
        guard ack != nil || !patch.isEmpty || size != sentSize else { return }
        sentSize = size
        send(.text(patch.json))
        showImageProblems()
    }

    /// Images the drawing left out (not found, not a regular file, too
    /// large) join the page's problems as the elements showing them are drawn.
    func showImageProblems() {
        guard let images, let page, let prepared, images.problems.count != imageProblemsShown else { return }
        imageProblemsShown = images.problems.count
        showProblems(prepared.diagnostics + images.diagnostics(for: page), blocking: false)
    }

    /// Sends one small JSON object.
    func sendJSON(_ fields: KeyValuePairs<String, DataValue>) {
        var json = JSONWriter(pretty: false)
        json.beginObject()
        for (key, value) in fields {
            json.key(key)
            json.value(value)
        }
        json.endObject()
        send(.text(json.output))
    }

    /// The page's problems as a table: `blocking` when they stop it from being drawn.
    func showProblems(_ diagnostics: [Diagnostic], blocking: Bool) {
        sendJSON([
            "type": .string("problems"), "blocking": .bool(blocking), "count": .number(Double(diagnostics.count)),
            "html": .string(diagnostics.isEmpty ? "" : PreviewDocument.table(diagnostics)),
        ])
    }
}

extension LiveSession {
    /// Says why a message was not taken.
    package func refuse(_ reason: String) {
        lastActivity = .now
        sendJSON(["type": .string("error"), "message": .string(reason)])
    }
}
