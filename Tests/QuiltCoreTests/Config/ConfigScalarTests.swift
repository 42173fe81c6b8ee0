import QuiltCore
import Testing

/// Whole numbers read from config have one range on every build (a 32-bit
/// `Int`'s), so a 32-bit build reads a page exactly as a 64-bit one does;
/// beyond it a whole number is out of range, not another type.
@Suite("Config scalars")
struct ConfigScalarTests {
    @Test func wholeNumbersHaveOneRangeOnEveryBuild() {
        #expect(ConfigNode.scalar("2147483647").int == 2_147_483_647)
        #expect(ConfigNode.scalar("-2147483648").int == -2_147_483_648)
        #expect(ConfigNode.scalar("2147483648").int == nil)
        #expect(ConfigNode.scalar("2147483648").wholeNumber == 2_147_483_648)
        #expect(ConfigNode.scalar("5e9").wholeNumber == 5_000_000_000)
        #expect(ConfigNode.scalar("-0x10").int == -16)
        #expect(ConfigNode.scalar("0o17").int == 15)
        #expect(ConfigNode.scalar("3.0").int == 3)
        #expect(ConfigNode.scalar("3.5").int == nil)
        #expect(ConfigNode.scalar("3.5").wholeNumber == nil)
    }

    @Test func aWholeNumberBeyondTheRangeIsOutOfRange() {
        var context = DecodingContext(registry: Registry())
        #expect(Int.decode(.scalar("5000000000"), context: &context) == nil)
        #expect(context.diagnostics.map(\.code) == [.outOfRange])
        #expect(
            context.diagnostics.first?.message == "value must be a whole number from -2,147,483,648 to 2,147,483,647")
        var text = DecodingContext(registry: Registry())
        #expect(Int.decode(.scalar("many"), context: &text) == nil)
        #expect(text.diagnostics.map(\.code) == [.wrongType])
    }
}
