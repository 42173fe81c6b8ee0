import Foundation
import Quilt
import QuiltPipeline

/// Makes YAML values from Quilt's JSON Schemas: the grammar of every
/// option, so that a key added to a schema is generated without touching
/// this code.
///
/// Numbers that refer to a range of `numbers.schema.json` are drawn at the
/// range's ends and beyond them (``NumberRange``): the minimum (or the
/// least double above an exclusive one), the maximum, and the extremes of
/// a double where they fit — 5×10⁻³²⁴ (the least positive double),
/// 10⁻³⁰⁰, 10⁻¹⁷, 10³⁰⁰ — and now and then 10³⁰⁸, `.inf`, `.nan`, just
/// past either end, or a fraction where a whole number belongs.
/// Strings, enumerations, `oneOf` branches and optional keys are chosen by
/// the seed; a few keys nobody reads and misspelt values creep in.
public struct SchemaGenerator: Sendable {
    /// The schema files, by path relative to the schemas folder.
    let documents: [String: JSONValue]
    /// How often a value is out of its range or of the wrong kind.
    public var mistakeRate = 0.12
    /// How often an optional key is written.
    public var optionalRate = 0.45

    /// Reads every `*.schema.json` under `directory`.
    public init(schemasDirectory directory: URL) throws {
        var documents: [String: JSONValue] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".schema.json") else { continue }
            let data = try Data(contentsOf: directory.appendingPathComponent(path))
            documents[path] = try JSONDecoder().decode(JSONValue.self, from: data)
        }
        self.documents = documents
    }

    /// The schemas folder of the checkout this file was built from.
    public static var sourceSchemasDirectory: URL {
        // Fuzz/Sources/QuiltFuzzing/Generation/SchemaGenerator.swift → the checkout.
        (0..<5).reduce(URL(fileURLWithPath: #filePath)) { url, _ in url.deletingLastPathComponent() }
            .appendingPathComponent("Schemas")
    }

    /// A value of the schema at `reference` (`size.schema.json`,
    /// `page.schema.json#/$defs/placeholder`).
    public func value(of reference: String, random: inout FuzzRandom) -> YAMLValue {
        guard let (file, schema) = resolve(reference, from: "") else { return .string("unresolved \(reference)") }
        return value(schema, file: file, random: &random, depth: 0)
    }

    /// The schema a `$ref` names, and the file it is in.
    func resolve(_ reference: String, from file: String) -> (String, JSONValue)? {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let target = parts[0].isEmpty ? file : Self.join(Self.folder(of: file), parts[0])
        guard var schema = documents[target] else { return nil }
        if parts.count == 2 {
            for step in parts[1].split(separator: "/") {
                guard let next = schema[String(step)] else { return nil }
                schema = next
            }
        }
        return (target, schema)
    }

    /// A value of `schema` (in `file`).
    func value(_ schema: JSONValue, file: String, random: inout FuzzRandom, depth: Int) -> YAMLValue {
        if let reference = schema["$ref"]?.text {
            if reference.contains(NumberSchema.file + "#/$defs/"), let name = reference.split(separator: "/").last,
                let range = NumberRange.named(String(name))
            {
                return number(in: range, random: &random)
            }
            guard depth < 12, let (target, resolved) = resolve(reference, from: file) else { return .string("x") }
            return value(resolved, file: target, random: &random, depth: depth + 1)
        }
        if let constant = schema["const"] { return yaml(constant) }
        if let options = schema["enum"]?.elements, !options.isEmpty {
            if random.chance(mistakeRate / 4) { return .string("nope") }
            return yaml(random.pick(options))
        }
        if schema["properties"] == nil, schema["type"] == nil {
            let branches = (schema["oneOf"] ?? schema["anyOf"])?.elements ?? []
            if !branches.isEmpty { return value(random.pick(branches), file: file, random: &random, depth: depth + 1) }
        }
        let types = schema["type"].map { $0.text.map { [$0] } ?? $0.elements.compactMap(\.text) } ?? []
        let type = types.isEmpty ? (schema["properties"] != nil ? "object" : "any") : random.pick(types)
        switch type {
        case "object": return object(schema, file: file, random: &random, depth: depth)
        case "array": return array(schema, file: file, random: &random, depth: depth)
        case "string": return string(pattern: schema["pattern"]?.text, random: &random)
        case "number", "integer":
            return .number(random.pick([0, -1, 5e-324, 1e-300, 44, 1e6, 1e300, 1e308, -.infinity, .nan]))
        case "boolean": return .bool(random.chance(0.5))
        default: return random.chance(0.5) ? string(pattern: nil, random: &random) : .number(random.pick([1, 1e308]))
        }
    }

    /// A mapping: required keys always, optional ones at ``optionalRate``,
    /// now and then a key nobody reads.
    private func object(_ schema: JSONValue, file: String, random: inout FuzzRandom, depth: Int) -> YAMLValue {
        let required = Set(schema["required"]?.elements.compactMap(\.text) ?? [])
        var pairs: [(key: String, value: YAMLValue)] = []
        for (key, property) in schema["properties"]?.members ?? [] {
            guard depth < 10, required.contains(key) || random.chance(optionalRate) else { continue }
            pairs.append((key, value(property, file: file, random: &random, depth: depth + 1)))
        }
        if random.chance(mistakeRate / 3) { pairs.append(("unreadKey", .number(1))) }
        return .mapping(pairs)
    }

    /// A sequence of up to four elements (within `minItems`/`maxItems`).
    private func array(_ schema: JSONValue, file: String, random: inout FuzzRandom, depth: Int) -> YAMLValue {
        let least = schema["minItems"].flatMap { if case .number(let n) = $0 { Int(n) } else { nil } } ?? 0
        let most = schema["maxItems"].flatMap { if case .number(let n) = $0 { Int(n) } else { nil } } ?? 4
        let count = least + random.below(max(0, min(most, least + 4) - least) + 1)
        guard let items = schema["items"], depth < 10 else { return .sequence([]) }
        return .sequence((0..<count).map { _ in value(items, file: file, random: &random, depth: depth + 1) })
    }

    /// Text for a string: a grid track or a colour where the pattern asks
    /// for one, otherwise a field name, markup, non-ASCII text or nothing.
    private func string(pattern: String?, random: inout FuzzRandom) -> YAMLValue {
        if let pattern, pattern.contains("fr|pt") {
            return .string(
                random.pick(["1fr", "2.5fr", "120pt", "0.00000000000000001fr", "1000000pt", "1e308fr", "0fr", "1000fr"])
            )
        }
        if let pattern, pattern.contains("0-9a-fA-F") {
            return .string(random.pick(["#8091a5", "#fff", "#00000000", "#FFFFFFFF", "red", "#12345"]))
        }
        return .string(random.pick(Self.strings))
    }

    /// Strings a schema without a pattern gets: the field names generated
    /// items hold, and text that must never become markup.
    static let strings = [
        "title", "w", "h", "span", "image", "", "x", "ü€𝄞 中文", "<b>&\"'</b>", "</div><script>", "a\u{0}b",
    ]

    /// A number in `range`'s grammar: mostly at its ends, sometimes past them.
    func number(in range: NumberRange, random: inout FuzzRandom) -> YAMLValue {
        if random.chance(mistakeRate) {
            let beyond: [Double] = [
                range.maximum * 10 + 1, range.maximum + 1, range.minimum - 1,
                range.minimumIsExclusive ? range.minimum : range.minimum - 1e-9,
                1e308, -1e308, .infinity, -.infinity, .nan, 1e21,
            ]
            let value = random.pick(beyond)
            return range.isWhole && random.chance(0.3) ? .number(range.minimum + 1.5) : .number(value)
        }
        var inside: [Double] = [
            range.maximum, range.maximum.nextDown, (range.minimum + range.maximum) / 2, 1, 2, 3, 44, 0.5,
            .leastNonzeroMagnitude, 1e-300, 1e-17, 1e300,
        ]
        inside.append(range.minimumIsExclusive ? range.minimum.nextUp : range.minimum)
        let candidates = inside.filter(range.contains)
        let value = candidates.isEmpty ? range.maximum : random.pick(candidates)
        if range.isWhole, let whole = Int(exactly: value.rounded()) { return .integer(whole) }
        return .number(value)
    }

    /// A schema constant or enumeration value as YAML.
    private func yaml(_ value: JSONValue) -> YAMLValue {
        switch value {
        case .string(let text): .string(text)
        case .number(let number):
            number == number.rounded() && abs(number) < 1e15 ? .integer(Int(number)) : .number(number)
        case .bool(let bool): .bool(bool)
        case .array(let elements): .sequence(elements.map(yaml))
        case .object(let members): .mapping(members.map { ($0.key, yaml($0.value)) })
        case .null: .string("")
        }
    }

    private static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "" }
        return String(file[..<slash])
    }

    /// `relative` resolved against `folder`, `..` steps applied.
    private static func join(_ folder: String, _ relative: String) -> String {
        var parts = folder.isEmpty ? [] : folder.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/").map(String.init) {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else if part != "." { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
