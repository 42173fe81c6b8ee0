import Dispatch
import Foundation

/// SIGINT and SIGTERM as an async event, so a long-running command can stop
/// its work cleanly instead of being killed mid-response.
package enum TerminationSignals {
    /// Waits for SIGINT or SIGTERM and returns its name. From the first call
    /// on, these signals no longer end the process by themselves.
    package static func next() async -> String {
        let names = [SIGINT: "SIGINT", SIGTERM: "SIGTERM"]
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let sources = names.keys.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(names[number] ?? "signal \(number)") }
            source.resume()
            return source
        }
        defer { for source in sources { source.cancel() } }
        for await name in stream { return name }
        return "end"
    }
}
