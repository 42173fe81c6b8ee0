import Foundation
import Quilt

/// The page and layout each live session shows, kept so that sessions on
/// one page keep one copy of them.
///
/// Each session loads and lays out its page on its own, since readers
/// scroll, load more, expand sections and pick a direction independently.
/// Most of what they hold is nonetheless the same: twenty readers of a
/// page of 100,000 items held twenty copies of its items, their identities
/// and their frames. A session hands what it is about to show to
/// ``share(_:_:name:session:)``, which replaces each large array that
/// another session of the same page holds an identical copy of (to the
/// bit: ``PageSpec/shareItems(with:)``, ``LayoutSnapshot/shareStorage(with:)``)
/// with that copy. Values stay values: a session that changes its page
/// copies what it changes, as Swift's arrays do.
///
/// An entry holds only arrays its session holds too, so it costs nothing
/// while the session lives; ``forget(name:session:)`` drops it when the
/// session closes or withdraws its page.
final class SharedPages: @unchecked Sendable {
    /// What one session shows.
    struct Shown {
        var page: PageSpec
        var snapshot: LayoutSnapshot
    }

    // Guards `shown`; never held while arrays are compared.
    private let lock = NSLock()
    private var shown: [String: [ObjectIdentifier: Shown]] = [:]

    /// The sessions showing a page now.
    var count: Int { lock.withLock { shown.values.reduce(0) { $0 + $1.count } } }

    /// Lets `page` and `snapshot` take the identical arrays another session
    /// of page `name` shows, then keeps them as what `session` shows.
    /// Returns whether the page took any items (its loader can then take
    /// them too: `PageLoader.shareItems(with:)`).
    func share(_ page: inout PageSpec, _ snapshot: inout LayoutSnapshot, name: String, session: ObjectIdentifier)
        -> Bool
    {
        let others = lock.withLock { shown[name, default: [:]].filter { $0.key != session }.map(\.value) }
        var tookItems = false
        for other in others where page.shareItems(with: other.page) { tookItems = true }
        for other in others { snapshot.shareStorage(with: other.snapshot) }
        let kept = Shown(page: page, snapshot: snapshot)
        lock.withLock { shown[name, default: [:]][session] = kept }
        return tookItems
    }

    /// Drops what `session` showed of page `name`.
    func forget(name: String, session: ObjectIdentifier) {
        lock.withLock {
            shown[name]?[session] = nil
            if shown[name]?.isEmpty == true { shown[name] = nil }
        }
    }
}
