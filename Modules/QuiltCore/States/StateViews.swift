/// A view per state, as a section or a page writes them under `states:`:
///
/// ```yaml
/// states:
///   loading: {height: 80, title: Loading…}
///   empty: {height: 60, title: Nothing yet}
///   failed: {height: 60, title: Couldn't load, retry: true}
/// ```
///
/// Each view is a height (`60`) or `{height, title}`; the failed one may add
/// `retry`. A section's state without a view of its own falls back to the
/// section's `placeholder`. A page's `states:` may add `ignoring: [id, …]`:
/// sections that do not count for its views (a banner strip that always
/// has items, as WBListKit's empty view can ignore sections).
public struct StateViews: Hashable, Sendable {
    /// Shown while the data is on the way.
    public var loading: PlaceholderSpec?
    /// Shown when loaded (or static) with no items.
    public var empty: PlaceholderSpec?
    /// Shown when loading failed.
    public var failed: PlaceholderSpec?
    /// A page's views only: ids of the sections whose items do not keep the
    /// page's view from showing (``PageSpec/shownState``).
    public var ignoredSections: [String] = []
    /// Where `states:` was written.
    public var location: SourceLocation

    /// Creates views.
    public init(
        loading: PlaceholderSpec? = nil, empty: PlaceholderSpec? = nil, failed: PlaceholderSpec? = nil,
        location: SourceLocation = .unknown
    ) {
        self.loading = loading
        self.empty = empty
        self.failed = failed
        self.location = location
    }

    /// The view of `state`; nil for `content` and for a state without one.
    public subscript(state: SectionState) -> PlaceholderSpec? {
        switch state {
        case .content: nil
        case .loading: loading
        case .empty: empty
        case .failed: failed
        }
    }

    /// True when both have the same views and ignore the same sections
    /// (locations aside).
    public func looksLike(_ other: StateViews) -> Bool {
        ignoredSections == other.ignoredSections
            && SectionState.viewStates.allSatisfy { state in
                switch (self[state], other[state]) {
                case (nil, nil): true
                case (let a?, let b?): a.looksLike(b)
                default: false
                }
            }
    }

    /// Reads `{loading, empty, failed}`, and with `allowsIgnoring` (a
    /// page's) `ignoring`; `owner` names the section or page in messages.
    public static func decode(
        _ node: ConfigNode, owner: String, allowsIgnoring: Bool = false, context: inout DecodingContext
    ) -> StateViews? {
        guard var reader = MappingReader(node, context: &context, what: "states") else { return nil }
        var views = StateViews(location: node.location)
        if allowsIgnoring { views.ignoredSections = reader.decode("ignoring", default: [String](), context: &context) }
        for state in viewStates {
            guard let value = reader.node(state.rawValue) else { continue }
            let view = PlaceholderSpec.decode(
                value, what: "\(state.rawValue) state", allowsRetry: state == .failed, context: &context)
            switch state {
            case .loading: views.loading = view
            case .empty: views.empty = view
            case .failed: views.failed = view
            case .content: break
            }
        }
        reader.finish(context: &context, where: "the states of \(owner)")
        return views
    }

    private static let viewStates = SectionState.viewStates

    /// Warns `ineffective-option` at each view that can never show, where
    /// `written` (the `states:` mapping) wrote it: `loading` and `failed`
    /// with the reason `neverLoads`, `empty` with `neverEmpty` when that is given.
    func reportUnreachable(written: ConfigNode, neverLoads: String, neverEmpty: String?, context: inout DecodingContext)
    {
        for state in Self.viewStates where self[state] != nil {
            let reason: String
            switch state {
            case .loading, .failed: reason = neverLoads
            case .empty:
                guard let neverEmpty else { continue }
                reason = neverEmpty
            case .content: continue
            }
            context.warning(
                .ineffectiveOption, "\(reason): its '\(state.rawValue)' state is never shown",
                at: written[state.rawValue] ?? written)
        }
    }
}
