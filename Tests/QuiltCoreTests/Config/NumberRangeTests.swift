import QuiltCore
import QuiltTestSupport
import Testing

@Suite("Number ranges")
struct NumberRangeTests {
    func read(_ text: String, in range: NumberRange) -> (Double?, [Diagnostic]) {
        var context = DecodingContext(registry: Registry())
        let node = ConfigNode.mapping(["gap": .scalar(text, at: at(1, 6))], at: at(1))
        guard var reader = MappingReader(node, context: &context) else { return (nil, context.diagnostics) }
        let value =
            range.isWhole
            ? reader.decodeWhole("gap", in: range, context: &context).map(Double.init)
            : reader.decode("gap", in: range, context: &context)
        reader.finish(context: &context)
        return (value, context.diagnostics)
    }

    @Test(arguments: [
        ("0", 0.0 as Double?, nil as String?),
        ("1000000", 1_000_000, nil),
        ("1e-17", 1e-17, nil),
        ("-1", nil, "'gap' must be from 0 to 1,000,000 pt, found -1"),
        ("1000000.5", nil, "'gap' must be from 0 to 1,000,000 pt, found 1000000.5"),
        ("1e308", nil, "'gap' must be from 0 to 1,000,000 pt, found 1e308"),
        (".inf", nil, "'gap' must be from 0 to 1,000,000 pt, found .inf"),
        (".nan", nil, "'gap' must be from 0 to 1,000,000 pt, found .nan"),
    ])
    func lengthsAreCheckedWhereRead(text: String, value: Double?, message: String?) {
        let (read, diagnostics) = read(text, in: .length)
        #expect(read == value)
        #expect(diagnostics.map(\.message) == (message.map { [$0] } ?? []))
        #expect(diagnostics.allSatisfy { $0.code == .outOfRange && $0.location == at(1, 6) })
    }

    @Test func wholeRangesRefuseFractionsAsWrongTypes() {
        #expect(read("3", in: .lanes).0 == 3)
        #expect(read("3.0", in: .lanes).0 == 3)
        #expect(read("2.5", in: .lanes).1.map(\.code) == [.wrongType])
        #expect(
            read("1001", in: .lanes).1.map(\.message) == ["'gap' must be a whole number from 1 to 1,000, found 1001"])
        #expect(read("1e21", in: .lanes).1.map(\.code) == [.outOfRange])
        #expect(read("many", in: .lanes).1.map(\.code) == [.wrongType])
    }

    @Test func exclusiveMinimumsAreSaid() {
        #expect(NumberRange.fontSize.requirement == "greater than 0 and at most 1,000 pt")
        #expect(!NumberRange.fontSize.contains(0))
        #expect(NumberRange.fontSize.contains(5e-324))
        #expect(NumberRange.signedLength.requirement == "from -1,000,000 to 1,000,000 pt")
    }

    /// Fractions start at a thousandth: an item ratio divides a height by
    /// its fraction, and 10⁻³⁰⁶ made a strip's width infinite inside the range.
    @Test func fractionsStartAtAThousandth() {
        #expect(NumberRange.fraction.requirement == "from 0.001 to 1,000")
        for value in [0, 5e-324, 1e-300, 1e-14, 0.0009] { #expect(!NumberRange.fraction.contains(value), "\(value)") }
        for value in [0.001, 0.5, 1_000] { #expect(NumberRange.fraction.contains(value), "\(value)") }
    }

    @Test func everyRangeIsListedOnceAndFindable() {
        let names = NumberRange.all.map(\.name)
        #expect(Set(names).count == names.count, "\(names)")
        for range in NumberRange.all {
            #expect(NumberRange.named(range.name) == range)
            #expect(range.minimum < range.maximum, "\(range)")
            #expect(!range.summary.isEmpty, "\(range)")
        }
    }

    @Test(arguments: [
        (Double.nan, 1), (-.infinity, 1), (.infinity, Int(Int32.max)), (1e22, Int(Int32.max)), (-5, 1), (2.9, 2),
        (Double(Int32.max) - 0.5, Int(Int32.max) - 1),
    ])
    func clampingConversionsNeverTrap(value: Double, expected: Int) {
        #expect(Int.clamping(value, to: 1...Int(Int32.max)) == expected)
    }

    @Test func clampingConversionsHoldAtIntsEdges() {
        #expect(Int.clamping(.infinity, to: Int.min...Int.max) == Int.max)
        #expect(Int.clamping(9.3e18, to: 0...Int.max) == Int.max)
        #expect(Int.clamping(-9.3e18, to: Int.min...0) == Int.min)
    }

    /// A family written in code that overflows is refused with a located
    /// error: the second section starts at 10³⁰⁸ + 10³⁰⁸, which is infinite.
    @Test func aNonFiniteFrameIsALocatedError() throws {
        let options = ToyFamily.Options(side: 1e308)
        let section = { (id: String, line: Int) in
            SectionSpec(
                id: id, layout: LayoutSpec(family: ToyFamily(), options: options, location: at(line, 13)),
                items: [Item(id: "a", data: .object([:]))], location: at(line, 5))
        }
        let page = PageSpec(id: "p", sections: [section("first", 3), section("second", 6)], location: at(1))
        let (snapshot, diagnostics) = PageLayout.checkedLayout(page, width: 390)
        #expect(snapshot.sections[0].frame.height == 1e308)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics.first?.code == .nonFiniteFrame)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.location == at(6, 13))
        #expect(diagnostics.first?.message == "section 'second' lays out to a non-finite frame at width 390")

        let finite = PageSpec(id: "p", sections: [section("first", 3)])
        #expect(PageLayout.checkedLayout(finite, width: 390).diagnostics.isEmpty)
    }

    /// A library caller may pass any width: one that is not finite is a
    /// located error at the page, not `null` in the output.
    @Test(arguments: [Double.infinity, -Double.infinity, Double.nan])
    func aNonFiniteWidthIsALocatedError(width: Double) {
        let section = SectionSpec(
            id: "s", layout: LayoutSpec(family: ToyFamily(), options: ToyFamily.Options(side: 10), location: at(3, 13)),
            items: [Item(id: "a", data: .object([:]))], location: at(3, 5))
        let page = PageSpec(id: "p", sections: [section], location: at(1))
        let diagnostics = PageLayout.checkedLayout(page, width: width).diagnostics
        #expect(diagnostics.contains { $0.code == .nonFiniteFrame && $0.location == at(1) }, "\(diagnostics)")
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }
}
