/// A node of a parsed configuration file (YAML), each knowing where it came from.
///
/// The YAML loader produces these; decoders read them and report problems at the
/// node's location. Aliases are already expanded: a node never refers to another.
public struct ConfigNode: Hashable, Sendable {
    /// How a scalar was written; only plain scalars resolve to numbers, booleans and null.
    public enum ScalarStyle: String, Hashable, Sendable {
        /// Unquoted.
        case plain
        /// `'…'`
        case singleQuoted
        /// `"…"`
        case doubleQuoted
        /// `|`
        case literal
        /// `>`
        case folded
    }

    /// A key and its value in a mapping, in file order.
    public struct Pair: Hashable, Sendable {
        /// The key node (a scalar in every file Quilt accepts).
        public var key: ConfigNode
        /// The value node.
        public var value: ConfigNode

        /// Creates a pair.
        public init(key: ConfigNode, value: ConfigNode) {
            self.key = key
            self.value = value
        }
    }

    /// The node's content.
    public enum Value: Hashable, Sendable {
        /// A scalar: its text and how it was written.
        case scalar(String, ScalarStyle)
        /// A sequence, in order.
        case sequence([ConfigNode])
        /// A mapping, pairs in file order.
        case mapping([Pair])
    }

    /// The content.
    public var value: Value
    /// Where the node starts.
    public var location: SourceLocation
    /// An explicit YAML tag (`!!str`, `!custom`), if one was written.
    public var tag: String? {
        get { hasTag ? storedTag : nil }
        set {
            hasTag = newValue != nil
            storedTag = newValue ?? ""
        }
    }
    // The tag is kept as a plain string and a flag rather than an optional:
    // freeing a loaded tree then releases it directly, where an optional
    // string field is destroyed through the generic optional witness, for
    // every node.
    private var storedTag: String
    private var hasTag: Bool
    // The end is kept as two small numbers (its file is the start's) so that
    // located nodes stay compact and cost no extra string retain.
    private var endLine: Int32 = 0
    private var endColumn: Int32 = 0

    /// Creates a node; `end` is where it stops, when known (see ``end``).
    public init(_ value: Value, at location: SourceLocation = .unknown, end: SourceLocation? = nil, tag: String? = nil)
    {
        self.init(value, at: location, endLine: end?.line ?? 0, endColumn: end?.column ?? 0, tag: tag)
    }

    /// Creates a node that ends at `endLine`:`endColumn` in the start's file
    /// (1-based; line 0 when the end is unknown).
    ///
    /// The loader creates every node this way: the end needs no location of
    /// its own (no file name to copy) on the way in.
    public init(_ value: Value, at location: SourceLocation, endLine: Int, endColumn: Int, tag: String?) {
        self.value = value
        self.location = location
        storedTag = tag ?? ""
        hasTag = tag != nil
        if endLine > 0, endLine <= Int(Int32.max), endColumn <= Int(Int32.max) {
            self.endLine = Int32(endLine)
            self.endColumn = Int32(max(0, endColumn))
        }
    }

    /// Where the node ends (exclusive), in the start's file: just past a
    /// scalar's last character (closing quote included), past a flow
    /// collection's closing bracket, at the end of a block collection's last
    /// value. Nil for nodes built in code.
    public var end: SourceLocation? {
        get {
            guard endLine > 0 else { return nil }
            return SourceLocation(file: location.file, line: Int(endLine), column: Int(endColumn))
        }
        set {
            guard let newValue, newValue.line > 0, newValue.line <= Int(Int32.max), newValue.column <= Int(Int32.max)
            else {
                (endLine, endColumn) = (0, 0)
                return
            }
            (endLine, endColumn) = (Int32(newValue.line), Int32(max(0, newValue.column)))
        }
    }

    /// ``end``'s line and column, without building a location; nil when unknown.
    public var endPosition: (line: Int, column: Int)? {
        endLine > 0 ? (Int(endLine), Int(endColumn)) : nil
    }

    /// A plain scalar node, convenient in code and tests.
    public static func scalar(_ text: String, at location: SourceLocation = .unknown) -> ConfigNode {
        ConfigNode(.scalar(text, .plain), at: location)
    }

    /// A mapping node with string keys, convenient in code and tests.
    public static func mapping(_ pairs: KeyValuePairs<String, ConfigNode>, at location: SourceLocation = .unknown)
        -> ConfigNode
    {
        ConfigNode(.mapping(pairs.map { Pair(key: .scalar($0.key, at: location), value: $0.value) }), at: location)
    }

    /// A sequence node, convenient in code and tests.
    public static func sequence(_ items: [ConfigNode], at location: SourceLocation = .unknown) -> ConfigNode {
        ConfigNode(.sequence(items), at: location)
    }

    /// The pairs when this is a mapping.
    public var pairs: [Pair]? {
        if case .mapping(let pairs) = value { return pairs }
        return nil
    }

    /// The elements when this is a sequence.
    public var elements: [ConfigNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    /// The text when this is a scalar (of any style).
    public var scalarText: String? {
        if case .scalar(let text, _) = value { return text }
        return nil
    }

    /// True when this is a scalar (of any style) whose text is `text`.
    ///
    /// Decoders look keys up by name many times per mapping; comparing the
    /// lengths first settles most of them without comparing text.
    @inlinable
    public func isScalar(_ text: String) -> Bool {
        guard case .scalar(let own, _) = value else { return false }
        return own.utf8.count == text.utf8.count && own == text
    }

    /// The value of the first pair whose key is the scalar `key` (mappings only).
    public subscript(key: String) -> ConfigNode? {
        guard case .mapping(let pairs) = value else { return nil }
        return pairs.first { $0.key.isScalar(key) }?.value
    }

    /// A word for the node's kind, for messages: "a mapping", "a sequence", "a string", "a number", …
    public var kindDescription: String {
        switch value {
        case .mapping: "a mapping"
        case .sequence: "a sequence"
        case .scalar:
            if isNull {
                "null"
            } else if bool != nil {
                "a boolean"
            } else if double != nil {
                "a number"
            } else {
                "a string"
            }
        }
    }
}
