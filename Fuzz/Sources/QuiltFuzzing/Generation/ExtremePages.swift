import Quilt

/// Pages from a grammar of every family's options with extreme numbers: the
/// page skeleton is written here, everything inside a section — its layout
/// options, header, footer, placeholder, states, decoration, size rule and
/// any key a schema adds later — comes from the schemas through
/// ``SchemaGenerator``. A seed names one page.
///
/// `quilt-fuzz extreme` runs 100,000 of them through every target; the
/// tests run a seeded sample; `Fuzz/run` seeds its corpora with some.
public struct ExtremePages: Sendable {
    /// The grammar.
    public let generator: SchemaGenerator
    /// The families pages name (every registered family with a schema).
    public let families: [String]

    /// Pages from `generator`'s schemas.
    public init(generator: SchemaGenerator) {
        self.generator = generator
        families = Registry.standard.familyNames.filter { generator.documents["layouts/\($0).schema.json"] != nil }
    }

    /// Keys of a section this type writes itself; every other key of the
    /// page schema's section comes from the schema.
    static let ownSectionKeys: Set<String> = ["id", "layout", "items", "component", "source", "identity"]
    /// Numbers items carry, for size rules that read them.
    static let itemNumbers: [Double] = [
        0, 1, 44, 120, 0.001, 5e-324, 1e-300, 1e-17, 1_000_000, 1_000_001, 1e300, 1e308, -1, .nan, .infinity,
    ]

    /// The page text for `seed`.
    public func page(seed: UInt64) -> String {
        var random = FuzzRandom(seed: seed)
        var lines = ["page: \"p\(seed)\""]
        if random.chance(0.2) { lines.append("title: " + YAMLValue.string(random.pick(SchemaGenerator.strings)).text) }
        let page = generator.documents["page.schema.json"]
        for (key, property) in page?["properties"]?.members ?? [] where !["page", "title", "sections"].contains(key) {
            // Loading is left to the loading tests: a module only now and then.
            guard random.chance(key == "module" ? 0.05 : 0.15) else { continue }
            lines.append(
                YAMLValue.quoted(key) + ": "
                    + generator.value(property, file: "page.schema.json", random: &random, depth: 1).text)
        }
        lines.append("sections:")
        for index in 0..<(1 + random.below(4)) {
            lines.append("  - " + section(index, random: &random).text)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One section: its own keys, then the schema's.
    func section(_ index: Int, random: inout FuzzRandom) -> YAMLValue {
        var pairs: [(key: String, value: YAMLValue)] = [("id", .string(random.chance(0.03) ? "s0" : "s\(index)"))]
        if !families.isEmpty {
            let family = random.pick(families)
            if random.chance(0.85) {
                var options = generator.value(of: "layouts/\(family).schema.json", random: &random)
                if case .mapping(let written) = options {
                    options = .mapping([("kind", .string(family))] + written.filter { $0.key != "kind" })
                }
                pairs.append(("layout", options))
            } else if random.chance(0.7) {
                pairs.append(("layout", .string(random.chance(0.9) ? family : "lsit")))
            }
        }
        let schema = generator.documents["page.schema.json"]?["$defs"]?["section"]
        for (key, property) in schema?["properties"]?.members ?? [] where !Self.ownSectionKeys.contains(key) {
            guard random.chance(generator.optionalRate) else { continue }
            pairs.append((key, generator.value(property, file: "page.schema.json", random: &random, depth: 1)))
        }
        if random.chance(0.04) { pairs.append(("component", .string("card"))) }
        if random.chance(0.04) { pairs.append(("source", .string("feed"))) }
        if random.chance(0.1) { pairs.append(("identity", .string(random.pick(["id", "title", "w"])))) }
        pairs.append(("items", .sequence(items(random: &random))))
        return .mapping(pairs)
    }

    /// Items with text and numbers for size rules, ids now and then repeated.
    func items(random: inout FuzzRandom) -> [YAMLValue] {
        let count = random.pick([0, 0, 1, 2, 3, 7, 40])
        return (0..<count).map { index in
            var fields: [(key: String, value: YAMLValue)] = [("id", .string(random.chance(0.03) ? "i0" : "i\(index)"))]
            fields.append(("title", .string(random.pick(SchemaGenerator.strings))))
            for key in ["w", "h", "span"] where random.chance(0.6) {
                fields.append((key, .number(random.pick(Self.itemNumbers))))
            }
            return .mapping(fields)
        }
    }
}
