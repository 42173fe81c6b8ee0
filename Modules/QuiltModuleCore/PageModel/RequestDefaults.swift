/// What a module gives its requests when they leave a key out.
struct RequestDefaults: Sendable {
    var timeout: Double?
    var retry: RetryPolicy?
}
