/// Reads the keys of a mapping node and, at the end, reports every key nobody
/// asked for as `unknown-key` with a suggestion from the keys that were asked for.
///
/// ```swift
/// guard var reader = MappingReader(node, context: &context) else { return nil }
/// let spacing = reader.decode("lineSpacing", default: 0.0, context: &context)
/// reader.finish(context: &context)
/// ```
public struct MappingReader: Sendable {
    /// The mapping being read.
    public let node: ConfigNode
    private let pairs: [ConfigNode.Pair]
    private var asked: [String] = []
    /// The pairs ``node(_:)`` found, by index (the first 64): ``finish(context:where:)``
    /// passes them without comparing names.
    private var found: UInt64 = 0
    /// Old names this mapping still reads under their new ones, each use
    /// with a `deprecated-option` warning (see ``DeprecatedOption``). Empty
    /// unless the decoder sets it (layouts do).
    public var deprecatedKeys: [DeprecatedOption] = [] {
        didSet {
            writesDeprecatedKey = pairs.contains { pair in deprecatedKeys.contains { pair.key.isScalar($0.name) } }
        }
    }
    /// Some key of the mapping is an old name in ``deprecatedKeys``: only then
    /// can an absent key be standing in for one (most mappings use none).
    private var writesDeprecatedKey = false
    /// Keys EaseModule or QLLive wrote that Quilt spells another way: when
    /// one is unknown here, its suggestion is the Quilt spelling, with a note
    /// (see ``PortedOption``). Empty unless the decoder sets it.
    public var portedKeys: [PortedOption] = []
    /// The old keys read so far, reported by ``finish(context:where:)``.
    private var deprecatedUses: [(entry: DeprecatedOption, key: ConfigNode)] = []

    /// Starts reading `node`; records `wrong-type` and returns nil when it is not a mapping.
    ///
    /// `what` names the value in that message; it is built only then.
    public init?(_ node: ConfigNode, context: inout DecodingContext, what: @autoclosure () -> String = "value") {
        guard let pairs = node.pairs else {
            context.error(.wrongType, "\(what()) must be a mapping, found \(node.kindDescription)", at: node)
            return nil
        }
        self.node = node
        self.pairs = pairs
        // Decoders ask for every key they know: one allocation, not one per doubling.
        asked.reserveCapacity(32)
    }

    /// Marks keys as known without reading them (read elsewhere, or kept for later).
    public mutating func accept(_ keys: String...) {
        asked.append(contentsOf: keys)
    }

    /// The keys present in the mapping, in file order.
    public var keys: [String] { pairs.compactMap({ $0.key.scalarText }) }

    /// True when `key` is present.
    public func contains(_ key: String) -> Bool { pairs.contains { $0.key.isScalar(key) } }

    /// The node of `key`, marking it known. A null value counts as absent.
    /// When `key` is absent and a ``deprecatedKeys`` entry renames an old
    /// key that is written, the old key's value stands in for it.
    public mutating func node(_ key: String) -> ConfigNode? {
        asked.append(key)
        guard let index = pairs.firstIndex(where: { $0.key.isScalar(key) }) else {
            return writesDeprecatedKey ? deprecatedValue(for: key) : nil
        }
        if index < 64 { found |= 1 << UInt64(index) }
        return pairs[index].value.isNull ? nil : pairs[index].value
    }

    /// The value of the old key that `key` replaces, when it is written.
    private mutating func deprecatedValue(for key: String) -> ConfigNode? {
        guard let entry = deprecatedKeys.first(where: { $0.replacement == key }),
            let pair = pairs.first(where: { $0.key.isScalar(entry.name) })
        else { return nil }
        asked.append(entry.name)
        if !deprecatedUses.contains(where: { $0.key.location == pair.key.location }) {
            deprecatedUses.append((entry, pair.key))
        }
        return pair.value.isNull ? nil : pair.value
    }

    /// The key node of `key` (for locating diagnostics about the key itself).
    public func keyNode(_ key: String) -> ConfigNode? {
        pairs.first { $0.key.isScalar(key) }?.key
    }

    /// Decodes `key` when present; nil when absent or invalid (invalid is reported).
    public mutating func decode<T: ConfigDecodable>(
        _ key: String, as type: T.Type = T.self, context: inout DecodingContext
    ) -> T? {
        guard let value = node(key) else { return nil }
        return decodeValue(T.self, from: value, key: key, context: &context)
    }

    /// Decodes `key`, or gives `defaultValue` when absent or invalid.
    public mutating func decode<T: ConfigDecodable>(
        _ key: String, default defaultValue: T, context: inout DecodingContext
    ) -> T {
        decode(key, as: T.self, context: &context) ?? defaultValue
    }

    /// Decodes `key` and checks it with `isValid`; a value that fails is reported
    /// as `out-of-range` ("'key' must be \(requirement)") and treated as absent.
    public mutating func decode<T: ConfigDecodable>(
        _ key: String, as type: T.Type = T.self, context: inout DecodingContext,
        requirement: String, where isValid: (T) -> Bool
    ) -> T? {
        guard let value = node(key), let decoded = decodeValue(T.self, from: value, key: key, context: &context) else {
            return nil
        }
        guard isValid(decoded) else {
            context.error(.outOfRange, "'\(key)' must be \(requirement)", at: value)
            return nil
        }
        return decoded
    }

    /// Records `missing-key` when `key` is absent; returns its node otherwise.
    public mutating func require(_ key: String, context: inout DecodingContext, what: String? = nil) -> ConfigNode? {
        if let value = node(key) { return value }
        context.error(.missingKey, "missing required key '\(key)'" + (what.map { " in \($0)" } ?? ""), at: node)
        return nil
    }

    /// Reports every key that was never asked for, with a suggestion.
    ///
    /// `whereText` names the mapping in those messages; it is built only then.
    public func finish(context: inout DecodingContext, where whereText: @autoclosure () -> String? = nil) {
        // Each call site's closure gets a copy of this function: it stays
        // small, and the reporting below is one function for all of them.
        guard !deprecatedUses.isEmpty || hasUnaskedKey else { return }
        report(context: &context, place: whereText().map { " in \($0)" } ?? "")
    }

    /// Whether a key was never asked for (or is not a string).
    private var hasUnaskedKey: Bool {
        for (position, pair) in pairs.enumerated() {
            if position < 64, found & (1 << UInt64(position)) != 0 { continue }
            guard let key = pair.key.scalarText, asked.contains(key) else { return true }
        }
        return false
    }

    /// The reports of ``finish(context:where:)``, `place` (" in …" or
    /// empty) ending each unknown key's message.
    @inline(never)
    private func report(context: inout DecodingContext, place: String) {
        for (entry, key) in deprecatedUses {
            context.warning(
                .deprecatedOption,
                "'\(entry.name)' is the old name (\(entry.origin)); Quilt reads '\(entry.replacement)'", at: key,
                suggestion: entry.replacement)
        }
        // Repeated keys (the loader reports them) are reported once; a short
        // mapping finds an earlier one faster than a set would.
        var seen: Set<String>? = pairs.count > 16 ? [] : nil
        for (position, pair) in pairs.enumerated() {
            if position < 64, found & (1 << UInt64(position)) != 0 { continue }
            guard let key = pair.key.scalarText else {
                context.error(.wrongType, "keys must be strings, found \(pair.key.kindDescription)", at: pair.key)
                continue
            }
            if asked.contains(key) { continue }
            if seen != nil {
                if seen?.insert(key).inserted == false { continue }
            } else if pairs[..<position].contains(where: { $0.key.isScalar(key) }) {
                continue
            }
            let ported = portedKeys.first { $0.name == key }
            context.error(
                .unknownKey, "unknown key '\(key)'\(place)", at: pair.key,
                suggestion: ported?.replacement ?? Suggestions.closest(to: key, in: asked),
                notes: ported.map { [$0.note] } ?? [])
        }
    }

    private func decodeValue<T: ConfigDecodable>(
        _ type: T.Type, from value: ConfigNode, key: String, context: inout DecodingContext
    ) -> T? {
        let before = context.diagnostics.count
        let decoded = T.decode(value, context: &context)
        // Name the key in the generic "value must be …" messages of scalar decoders.
        for index in before..<context.diagnostics.count
        where context.diagnostics[index].message.hasPrefix("value must be")
            && context.diagnostics[index].location == value.location
        {
            context.diagnostics[index].message =
                "'\(key)'" + context.diagnostics[index].message.dropFirst("value".count)
        }
        return decoded
    }
}
