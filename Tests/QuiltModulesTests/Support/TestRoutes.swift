/// The handlers by path.
actor TestRoutes {
    private var handlers: [String: TestServer.Handler] = [:]

    func set(_ path: String, _ handler: @escaping TestServer.Handler) {
        handlers[path] = handler
    }

    func handler(for path: String) -> TestServer.Handler? {
        handlers[path]
    }
}
