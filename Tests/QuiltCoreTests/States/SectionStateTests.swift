import QuiltCore
import QuiltTestSupport
import Testing

@Suite("Section and page states")
struct SectionStateTests {
    /// A 20-point track section `id` with `items` items, a 10-point inset all
    /// round, and the given state views, placeholder and load state.
    static func section(
        _ id: String, items: Int = 0, source: String? = "feed", load: SectionLoadState? = nil,
        states: StateViews? = nil, placeholder: Double? = nil
    ) -> SectionSpec {
        SectionSpec(
            id: id,
            layout: LayoutSpec(
                family: TrackFamily(), options: TrackFamily.Options(side: 20, inset: EdgeInsets(all: 10))),
            placeholder: placeholder.map { PlaceholderSpec(height: $0, title: "Nothing") },
            states: states, loadState: load, items: (0..<items).map { Item(id: "\(id)\($0)") }, source: source)
    }

    static let views = StateViews(
        loading: PlaceholderSpec(height: 80, title: "Loading…"),
        empty: PlaceholderSpec(height: 60, title: "Nothing yet"),
        failed: PlaceholderSpec(height: 50, title: "Couldn't load", retry: true))

    @Test func aSectionWithASourceStartsLoadingAndAStaticOneLoaded() {
        #expect(Self.section("a").loadState == .loading)
        #expect(Self.section("a", source: nil).loadState == .loaded)
        #expect(Self.section("a").shownState == .loading)
        #expect(Self.section("a", source: nil).shownState == .empty)
        #expect(Self.section("a", items: 2).shownState == .content)
        #expect(
            Self.section("a", items: 2, load: .failed(message: "x")).shownState == .content,
            "items show whatever the load state")
    }

    @Test func eachStateShowsItsOwnViewInsideTheInset() {
        // Header none; the view sits inside the 10-point inset: 10 + height + 10.
        for (load, state, height) in [
            (SectionLoadState.loading, SectionState.loading, 80.0), (.loaded, .empty, 60),
            (.failed(message: "x"), .failed, 50),
        ] {
            let snapshot = PageLayout.layout(
                PageSpec(id: "p", sections: [Self.section("a", load: load, states: Self.views)]), width: 200)
            let section = snapshot.sections[0]
            #expect(section.state == state)
            #expect(section.placeholder == Rect(x: 10, y: 10, width: 180, height: height))
            #expect(section.itemsArea.height == height + 20)
            #expect(snapshot.state(ofSection: "a") == state)
        }
    }

    @Test func aStateWithoutAViewFallsBackToThePlaceholder() {
        let views = StateViews(failed: PlaceholderSpec(height: 50))
        let loading = PageLayout.layout(
            PageSpec(id: "p", sections: [Self.section("a", states: views, placeholder: 30)]), width: 200)
        #expect(loading.sections[0].state == .loading)
        #expect(loading.sections[0].placeholder?.height == 30)
        let failed = PageLayout.layout(
            PageSpec(
                id: "p", sections: [Self.section("a", load: .failed(message: "x"), states: views, placeholder: 30)]),
            width: 200)
        #expect(failed.sections[0].placeholder?.height == 50)
        // No view and no placeholder: the items area collapses, the state is still told.
        let bare = PageLayout.layout(
            PageSpec(id: "p", sections: [Self.section("a", load: .failed(message: "x"))]), width: 200)
        #expect(bare.sections[0].state == .failed)
        #expect(bare.sections[0].placeholder == nil)
        #expect(bare.sections[0].itemsArea.height == 0)
    }

    @Test func sectionsWithItemsShowContent() {
        let snapshot = PageLayout.layout(
            PageSpec(id: "p", sections: [Self.section("a", items: 3, states: Self.views)]), width: 200)
        #expect(snapshot.sections[0].state == .content)
        #expect(snapshot.sections[0].placeholder == nil)
        #expect(snapshot.stateView == nil)
    }

    @Test func itemPositionsAreCountedAmongTheShownItems() {
        #expect(ItemPosition(index: 0, count: 1) == .single)
        #expect((0..<4).map { ItemPosition(index: $0, count: 4) } == [.first, .middle, .middle, .last])
        #expect(ItemPosition(index: 4, count: 4) == nil)
        #expect(ItemPosition(index: -1, count: 4) == nil)
        let snapshot = PageLayout.layout(
            PageSpec(id: "p", sections: [Self.section("a", items: 2), Self.section("b", items: 1)]), width: 200)
        #expect(snapshot.sections[0].position(ofItem: 0) == .first)
        #expect(snapshot.sections[0].position(ofItem: 1) == .last)
        #expect(snapshot.sections[1].position(ofItem: 0) == .single)
        let found = snapshot.elements(in: Rect(x: 0, y: 0, width: 200, height: 1_000)).filter { $0.kind == .item }
        #expect(found.map(\.position) == [.first, .last, .single])
    }

    /// `ignoring:` sections do not keep the page's view away: with banners
    /// full and the feed empty, the page shows its empty view.
    @Test func ignoredSectionsDoNotCountForThePageView() {
        var views = Self.views
        let sections = [
            Self.section("banners", items: 3, load: .loaded), Self.section("feed", load: .loaded),
        ]
        #expect(PageSpec(id: "p", sections: sections, states: views).shownState == nil)
        views.ignoredSections = ["banners"]
        let page = PageSpec(id: "p", sections: sections, states: views)
        #expect(page.shownState == .empty)
        #expect(PageLayout.layout(page, width: 300).stateView?.title == "Nothing yet")
        var loading = page
        loading.sections[1].loadState = .loading
        #expect(loading.shownState == .loading)
        loading.sections[1].items = [Item(id: "f0")]
        #expect(loading.shownState == nil, "a counted section with items shows the sections")
    }

    @Test func thePageViewShowsWhileNoSectionHasItems() {
        let loading = PageSpec(
            id: "p", sections: [Self.section("a"), Self.section("b", load: .failed(message: "x"))], states: Self.views)
        #expect(loading.shownState == .loading, "any section loading: the first load")
        let snapshot = PageLayout.layout(loading, width: 300)
        #expect(
            snapshot.stateView
                == PageStateView(state: .loading, frame: Rect(x: 0, y: 0, width: 300, height: 80), title: "Loading…"))
        #expect(snapshot.sections.isEmpty)
        #expect(snapshot.contentHeight == 80)
        #expect(snapshot.elements(in: Rect(x: 0, y: 0, width: 10, height: 10)).map(\.kind) == [.pageState])

        var failed = loading
        failed.sections[0].loadState = .failed(message: "x")
        #expect(failed.shownState == .failed)
        var empty = loading
        empty.sections = [Self.section("a", load: .loaded), Self.section("b", source: nil)]
        #expect(empty.shownState == .empty)
        #expect(PageSpec(id: "p", sections: []).shownState == .empty)
        var mixed = loading
        mixed.sections[1].loadState = .loaded
        mixed.sections[1].items = [Item(id: "x")]
        #expect(mixed.shownState == nil, "a section with items: no page state")
        #expect(PageLayout.layout(mixed, width: 300).stateView == nil)
    }

    @Test func aPageWithoutAViewForItsStateShowsItsSections() {
        let page = PageSpec(
            id: "p", sections: [Self.section("a", states: Self.views)],
            states: StateViews(failed: PlaceholderSpec(height: 40)))
        let snapshot = PageLayout.layout(page, width: 300)
        #expect(snapshot.stateView == nil)
        #expect(snapshot.sections.map(\.state) == [.loading])
    }

    @Test func aLoadStateCountsAsContentOnlyWithoutItems() {
        let loading = Self.section("a")
        var failed = loading
        failed.loadState = .failed(message: "x")
        #expect(!loading.hasSameContent(as: failed), "both empty: the shown state differs")
        var withItems = Self.section("a", items: 2)
        let other = withItems
        withItems.loadState = .failed(message: "x")
        #expect(withItems.hasSameContent(as: other), "items show either way")
        var retitled = Self.section("a", states: Self.views)
        let original = retitled
        retitled.states?.failed?.title = "Oops"
        #expect(!retitled.hasSameContent(as: original))
    }

    /// Updates across state changes (a load starting, failing, succeeding, a
    /// page view appearing and going) equal a full layout.
    @Test func updatesAcrossStatesEqualAFullLayout() {
        let first = PageSpec(
            id: "p",
            sections: [Self.section("a", states: Self.views), Self.section("b", source: nil, placeholder: 20)],
            states: Self.views)
        var failed = first
        failed.sections[0].loadState = .failed(message: "x")
        var loaded = failed
        loaded.sections[0].loadState = .loaded
        loaded.sections[0].items = [Item(id: "a0"), Item(id: "a1")]
        var emptied = loaded
        emptied.sections[0].items = []
        let pages = [first, failed, loaded, emptied, first, loaded]
        var snapshot = PageLayout.layout(pages[0], width: 320)
        for (before, after) in zip(pages, pages.dropFirst()) {
            PageLayout.update(&snapshot, to: after, changes: Diff.changes(from: before, to: after))
            #expect(snapshot == PageLayout.layout(after, width: 320))
        }
    }

    @Test func stateViewsLookAlikeRegardlessOfWhereTheyWereWritten() {
        var moved = Self.views
        moved.location = SourceLocation(file: "other.yaml", line: 9, column: 1)
        moved.failed?.location = SourceLocation(file: "other.yaml", line: 10, column: 3)
        #expect(moved.looksLike(Self.views))
        #expect(!StateViews().looksLike(Self.views))
    }
}
