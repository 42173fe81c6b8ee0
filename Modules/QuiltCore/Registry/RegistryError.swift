/// Why a registration was refused.
public enum RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A name of that kind (`layout family`, `component kind`, …) is already registered.
    case duplicate(what: String, name: String)

    /// A sentence for the error.
    public var description: String {
        switch self {
        case .duplicate(let what, let name): "a \(what) named '\(name)' is already registered"
        }
    }
}
