import Quilt

extension LiveSession {
    /// Shows `page` laid out as `layout`, holding the copies of their
    /// large arrays that the site's other sessions of this page hold
    /// (``SharedPages``); the page as read from its file, and the loader,
    /// then take the same items, so that neither keeps a copy of its own.
    func keep(_ page: PageSpec, laidOut layout: LayoutSnapshot) {
        var page = page
        var layout = layout
        let tookItems = site.shown.share(&page, &layout, name: name, session: ObjectIdentifier(self))
        self.page = page
        snapshot = layout
        // Items written in the page file are parsed by every session.
        prepared?.page?.shareItems(with: page)
        if tookItems, let loader {
            Task { await loader.shareItems(with: page) }
        }
    }

    /// No longer shows a page: the site stops keeping it for this session
    /// (when it closes, withdraws its page, or is let go of unclosed).
    nonisolated func forgetShown() {
        site.shown.forget(name: name, session: ObjectIdentifier(self))
    }
}
