import QuiltCore

extension RetryPolicy {
    /// Decodes `retry: {attempts, backoff, multiplier}`.
    static func decode(_ node: ConfigNode, context: inout DecodingContext) -> RetryPolicy? {
        guard var reader = MappingReader(node, context: &context, what: "retry") else { return nil }
        let attempts = reader.decodeWhole("attempts", in: .attempts, context: &context) ?? 1
        let backoff = reader.decode("backoff", in: .backoff, context: &context) ?? 0.5
        let multiplier = reader.decode("multiplier", in: .backoffMultiplier, context: &context) ?? 2
        reader.finish(context: &context, where: "retry")
        return RetryPolicy(attempts: attempts, backoff: backoff, multiplier: multiplier)
    }
}
