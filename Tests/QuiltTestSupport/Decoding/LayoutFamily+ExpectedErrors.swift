import QuiltCore
import Testing

extension LayoutFamily {
    /// Decodes a `layout:` mapping holding only `key: value` and expects its
    /// first error to be `code` at `location`; the options come back for
    /// checks of the defaults the bad value fell back to.
    ///
    /// - Parameter code: The code the first error must have.
    /// - Parameter location: Where the first error must point.
    /// - Parameter key: The option's key.
    /// - Parameter value: Its (bad) value.
    /// - Parameter sourceLocation: Where a failed expectation is reported.
    @discardableResult
    public func options(
        expectingError code: DiagnosticCode, at location: QuiltCore.SourceLocation,
        decoding key: String, _ value: ConfigNode,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Options {
        let (options, all) = decodedOptions(key, value)
        let error = all.first { $0.severity == .error }
        #expect(error?.code == code, "\(all)", sourceLocation: sourceLocation)
        #expect(error?.location == location, "\(all)", sourceLocation: sourceLocation)
        return options
    }
}
