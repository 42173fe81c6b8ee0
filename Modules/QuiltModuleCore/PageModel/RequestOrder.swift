/// How a module's requests run relative to each other.
public enum RequestOrder: Hashable, Sendable {
    /// Together: no request may read another's response.
    case parallel
    /// One after another in declared order: a request may read earlier ones.
    case serial
}
