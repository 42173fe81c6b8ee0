/// Something handed module kinds one at a time, each as its own type:
/// how the one list of built-in kinds
/// (``ModuleKindRegistry/visitBuiltInKinds(_:)``) is read by registries that
/// wrap kinds differently (for decoding alone, or with their loading).
public protocol ModuleKindVisitor {
    /// Takes one kind.
    mutating func visit(_ kind: some ModuleKind)
}
