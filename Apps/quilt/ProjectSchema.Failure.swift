extension ProjectSchema {
    /// Why a schema could not be built (a schema file that cannot be read).
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
