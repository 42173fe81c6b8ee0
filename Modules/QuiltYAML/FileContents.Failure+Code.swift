import QuiltCore
import QuiltFiles

extension FileContents.Failure {
    /// The diagnostic code: `yaml-limit` for a file over the limit, `io-error` otherwise.
    public var code: DiagnosticCode {
        if case .tooLarge = self { return .yamlLimit }
        return .ioError
    }
}
