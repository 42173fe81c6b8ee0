import Foundation

/// What some tests need from the machine beyond the toolchain, each looked
/// up once per test run. Tests that need one name it in an
/// `.enabled(if:_:)` trait, so that without it they show as skipped, with
/// the reason, instead of passing (`@Test(.needsBrowser)`).
public enum Prerequisites {
    /// `python3` is on `PATH` (the scripts and its `http.server` need it).
    public static let python: Bool = executable(named: "python3") != nil

    /// Node (`node` on `PATH`), which checks the preview's script.
    public static let node: Bool = executable(named: "node") != nil

    /// Python can import `jsonschema` (with its `referencing`) and PyYAML:
    /// what `Tests/Scripts/validate_json.py` needs to validate against
    /// Quilt's JSON Schemas.
    public static let schemaValidator: Bool =
        python
        && (try? CommandRunner.script(["python3", "-c", "import jsonschema, referencing, yaml"]).status) == 0

    /// The browser `Tests/Scripts/browser_boxes.py` would start:
    /// `$QUILT_BROWSER`, else the first of chromium, chromium-browser,
    /// google-chrome, google-chrome-stable on `PATH`; nil when there is none.
    public static let browserPath: String? = {
        let chosen = ProcessInfo.processInfo.environment["QUILT_BROWSER"].flatMap { $0.isEmpty ? nil : $0 }
        let names =
            [chosen].compactMap { $0 } + ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
        return names.lazy.compactMap(executable(named:)).first
    }()

    /// A headless browser, `python3`, and the `websocket-client` package
    /// that `Tests/Scripts/cdp.py` drives the browser's DevTools with.
    public static let browser: Bool =
        python && browserPath != nil
        && (try? CommandRunner.script(["python3", "-c", "import websocket"]).status) == 0

    /// The path of the executable file `name` (a path, or a name looked up
    /// on `PATH`); nil when there is none.
    public static func executable(named name: String) -> String? {
        let manager = FileManager.default
        if name.contains("/") { return manager.isExecutableFile(atPath: name) ? name : nil }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.lazy.map { "\($0)/\(name)" }.first { manager.isExecutableFile(atPath: $0) }
    }
}
