import Foundation

/// One page the preview serves: its file and the name it has in URLs
/// (`/pages/<name>`).
struct PreviewPage: Hashable, Sendable {
    /// The name in URLs: the file's path below the folder all pages share,
    /// without `.yaml` / `.yml` (`home`, `shop/cart`).
    var name: String
    /// The page file, as the project lists it.
    var path: String

    /// `/pages/<name>` with `suffix` (`.svg`, `.json`), each segment percent-encoded.
    func url(suffix: String = "") -> String {
        "/pages/" + name.split(separator: "/").map { Self.encode(String($0)) }.joined(separator: "/") + suffix
    }

    /// Names for `paths`: each path below the deepest folder they all lie in,
    /// without its YAML extension; pages whose names would collide keep
    /// their extension. Sorted by name.
    static func named(_ paths: [String]) -> [PreviewPage] {
        let components = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.pathComponents }
        var shared = components.first.map { Array($0.dropLast()) } ?? []
        for path in components.dropFirst() {
            let folders = path.dropLast()
            var count = 0
            while count < shared.count, count < folders.count, shared[count] == folders[count] { count += 1 }
            shared.removeLast(shared.count - count)
        }
        let relative = components.map { $0.dropFirst(shared.count).joined(separator: "/") }
        let stems = relative.map(stem)
        var counts: [String: Int] = [:]
        for name in stems { counts[name, default: 0] += 1 }
        let pages = zip(paths, zip(relative, stems)).map { path, names in
            PreviewPage(name: counts[names.1, default: 0] > 1 ? names.0 : names.1, path: path)
        }
        return pages.sorted { $0.name < $1.name }
    }

    private static func stem(_ name: String) -> String {
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// Letters, digits and `-._~` stay; every other byte is `%XX`.
    private static func encode(_ segment: String) -> String {
        var output = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output += String(format: "%%%02X", byte)
            }
        }
        return output
    }
}
