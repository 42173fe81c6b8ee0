/// `text` from an HTML or SVG attribute or text node with the five entities
/// Quilt's markup writes (`&quot;`, `&#39;`, `&lt;`, `&gt;`, `&amp;`)
/// turned back into their characters; `&amp;` last, so that `&amp;lt;`
/// stays `&lt;`.
public func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
}
