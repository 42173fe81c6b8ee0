import QuiltCore

extension RetryPolicy {
    /// Decodes `retry: {attempts, backoff, multiplier}`.
    static func decode(_ node: ConfigNode, context: inout DecodingContext) -> RetryPolicy? {
        guard var reader = MappingReader(node, context: &context, what: "retry") else { return nil }
        let attempts =
            reader.decode("attempts", as: Int.self, context: &context, requirement: "from 1 to 10") {
                (1...10).contains($0)
            } ?? 1
        let backoff =
            reader.decode("backoff", as: Double.self, context: &context, requirement: "from 0 to 60 seconds") {
                (0...60).contains($0)
            } ?? 0.5
        let multiplier =
            reader.decode("multiplier", as: Double.self, context: &context, requirement: "from 1 to 10") {
                (1...10).contains($0)
            } ?? 2
        reader.finish(context: &context, where: "retry")
        return RetryPolicy(attempts: attempts, backoff: backoff, multiplier: multiplier)
    }
}
