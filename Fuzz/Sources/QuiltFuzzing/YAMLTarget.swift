import Quilt

/// The YAML loader on any bytes: it never traps, and every problem it
/// reports is located in the file (line 1 or later, column 1 or later).
/// Where its fast reader of the common subset accepts the input, the
/// document is exactly libyaml's (every node's value, style, tag, start and
/// end, and every diagnostic). The tree it builds is also converted to data
/// and written as JSON, as item data and `quilt schema` do.
public struct YAMLTarget: FuzzTarget {
    /// `yaml`.
    public let name = "yaml"
    /// For `quilt-fuzz list`.
    public let summary =
        "YAMLLoader.parse: config nodes, limits, located diagnostics, the subset reader agreeing with libyaml; the tree as data and JSON"

    /// Creates the target.
    public init() {}

    /// Parses `input`; throws when a diagnostic is not located in the file or
    /// the subset reader disagrees with libyaml.
    public func run(_ input: [UInt8]) throws(FuzzFailure) {
        let loader = YAMLLoader()
        let document = input.withUnsafeBufferPointer { loader.parse(bytes: $0, file: FuzzInput.path) }
        let (subset, reference) = input.withUnsafeBufferPointer {
            (
                loader.parseWithSubsetParser(bytes: $0, file: FuzzInput.path),
                loader.parseWithLibYAML(bytes: $0, file: FuzzInput.path)
            )
        }
        if let subset, subset.root != reference.root || subset.diagnostics != reference.diagnostics {
            throw FuzzFailure(name, "the subset reader and libyaml read the input differently")
        }
        for diagnostic in document.diagnostics {
            guard diagnostic.location.file == FuzzInput.path, diagnostic.location.line >= 1,
                diagnostic.location.column >= 1
            else {
                throw FuzzFailure(name, "a diagnostic not located in the file: \(diagnostic)")
            }
        }
        guard let root = document.root else { return }
        var json = JSONWriter(pretty: false)
        json.value(DataValue(root))
        _ = json.output
    }

}
