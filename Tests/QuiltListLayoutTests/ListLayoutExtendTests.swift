import QuiltCore
import QuiltListLayout
import Testing
import QuiltTestSupport

/// Appending through `extend` gives exactly what laying out everything gives,
/// `maxDisplay` included, in every arrangement.
@Suite("List layout appending")
struct ListLayoutExtendTests {
    @Test func extendEqualsLayout() async throws {
        try await withEvery("case", in: ListLayoutPropertyTests.generate(11, count: 300)) { testCase in
            let items = (0..<testCase.count).map { Item(id: "\($0)") }
            let family = ListLayout()
            let whole = family.layout(
                SectionLayoutInput(items: items, width: testCase.width), options: testCase.options)
            // Grow from a few prefixes, in one step and in several.
            for start in Set([1, testCase.count / 3, testCase.count / 2, testCase.count - 1])
            where start > 0 && start < testCase.count {
                var result = family.layout(
                    SectionLayoutInput(items: Array(items[..<start]), width: testCase.width), options: testCase.options)
                #expect(
                    family.extend(
                        &result, appendedFrom: start, input: SectionLayoutInput(items: items, width: testCase.width),
                        options: testCase.options))
                #expect(result == whole, "from \(start)")
            }
            var stepped = family.layout(SectionLayoutInput(items: [], width: testCase.width), options: testCase.options)
            for end in stride(from: 0, to: testCase.count, by: 7) {
                let upTo = min(end + 7, testCase.count)
                let input = SectionLayoutInput(items: Array(items[..<upTo]), width: testCase.width)
                #expect(family.extend(&stepped, appendedFrom: end, input: input, options: testCase.options))
            }
            #expect(stepped == whole)
        }
    }

    @Test func aResultThatDoesNotMatchIsRefused() {
        let options = ListLayout.Options(distribution: .distribution(2))
        let items = (0..<6).map { Item(id: "\($0)") }
        var result = ListLayout().layout(SectionLayoutInput(items: Array(items[..<3]), width: 300), options: options)
        let before = result
        #expect(
            !ListLayout().extend(
                &result, appendedFrom: 4, input: SectionLayoutInput(items: items, width: 300), options: options))
        #expect(
            !ListLayout().extend(
                &result, appendedFrom: 9, input: SectionLayoutInput(items: items, width: 300), options: options))
        #expect(result == before)
    }

    @Test func theCapStopsAppending() {
        let options = ListLayout.Options(
            common: CommonLayoutOptions(maxDisplay: MaxDisplay(lines: 2)), distribution: .distribution(3))
        let items = (0..<10).map { Item(id: "\($0)") }
        var result = ListLayout().layout(SectionLayoutInput(items: Array(items[..<5]), width: 300), options: options)
        #expect(
            ListLayout().extend(
                &result, appendedFrom: 5, input: SectionLayoutInput(items: items, width: 300), options: options))
        #expect(result.itemFrames.count == 6)
        #expect(result.height == 88)
    }
}
