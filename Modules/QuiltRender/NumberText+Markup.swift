import QuiltCore

extension NumberText {
    /// `format(value) + "px"`.
    static func px(_ value: Double) -> String { format(value) + "px" }
}
