import Foundation

/// The `Host` check of a preview that listens on a loopback address.
///
/// A page on any web site can make a browser send requests to
/// `127.0.0.1:8080` under a name it controls (DNS rebinding) and read the
/// answers as its own. Browsers always send the name they used in the `Host`
/// header, so a preview listening on loopback answers only requests made to
/// a loopback name: `localhost` (and `*.localhost`), `127.x.x.x` and
/// `[::1]`, with any port. Listening on another address (`--host 0.0.0.0`,
/// to look from a phone) opts out: then any name is answered.
public enum LoopbackHost {
    /// True when listening on `address` (as given to `--host`) needs the check.
    public static func isLoopback(address: String) -> Bool {
        let name = address.lowercased()
        return name == "localhost" || name == "::1" || isLoopbackIPv4(name)
    }

    /// True when a `Host` header value names the machine itself: a host as
    /// ``HostHeader`` reads it strictly, so `127.0.0.1:1@evil.com` and
    /// `evil.com#.localhost` are not.
    public static func accepts(_ header: String) -> Bool {
        guard let name = HostHeader(header)?.name else { return false }
        return name == "localhost" || name.hasSuffix(".localhost") || name == "[::1]" || isLoopbackIPv4(name)
    }

    /// The answer to a request made to a name that is not local.
    public static func refusal(_ header: String) -> PreviewResponse {
        .text(
            "403 Forbidden: the preview answers requests to localhost, 127.0.0.1 and [::1] only, "
                + "not to '\(header)' (a guard against DNS rebinding). "
                + "To serve other names, listen on another address with --host.",
            status: 403)
    }

    /// `127.a.b.c` with four decimal parts of at most 255.
    private static func isLoopbackIPv4(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return false }
        return parts.allSatisfy { part in
            part.count <= 3 && part.allSatisfy(\.isASCII) && Int(part).map { (0...255).contains($0) } == true
        }
    }
}
