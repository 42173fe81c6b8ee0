import Quilt
import QuiltPipeline
import Testing

@Suite("Intents spelled as a tool's options spell them")
struct LoadIntentSpellingTests {
    @Test func everySpellingNamesItsIntent() {
        let expected: [String: LoadIntent] = [
            "initial": .initial, "refresh": .refresh, "pullToRefresh": .pullToRefresh, "force": .force(keepData: false),
            "force:keepData": .force(keepData: true), "loadMore": .loadMore, "loadNewer": .loadNewer, "retry": .retry,
            "page:N": .page(7),
            "expand:SECTION": .expand(section: "SECTION"), "collapse:SECTION": .collapse(section: "SECTION"),
            "cancel": .cancel,
            "select:SECTION:ITEM": .select(section: "SECTION", item: "ITEM"),
            "deselect:SECTION:ITEM": .deselect(section: "SECTION", item: "ITEM"),
        ]
        #expect(Set(expected.keys) == Set(LoadIntent.spellings))
        for spelling in LoadIntent.spellings {
            let text = spelling == "page:N" ? "page:7" : spelling
            #expect(LoadIntent(spelling: text) == expected[spelling], "\(text)")
        }
    }

    @Test func pageNumbersAreWholeNumbersInRange() {
        #expect(LoadIntent(spelling: "page:0") == .page(0))
        #expect(LoadIntent(spelling: "page:1000000000") == .page(LoadIntent.largestPageNumber))
        for text in [
            "page:", "page:-1", "page:+2", "page:1.5", "page: 2", "page:1000000001", "page:99999999999999999999",
            "page:٣",
        ] {
            #expect(LoadIntent(spelling: text) == nil, "\(text)")
        }
    }

    /// The section id ends at the first `:`; the item id takes the rest.
    @Test func selectionsNameASectionAndAnItem() {
        #expect(LoadIntent(spelling: "select:s:a:b") == .select(section: "s", item: "a:b"))
        for text in ["select:", "select:s", "select:s:", "select::a", "deselect:s"] {
            #expect(LoadIntent(spelling: text) == nil, "\(text)")
        }
    }

    @Test func otherWordsAreNoIntent() {
        for text in ["", "autoupdate", "LoadMore", "load-more", "more", "retry "] {
            #expect(LoadIntent(spelling: text) == nil, "'\(text)'")
        }
    }
}
