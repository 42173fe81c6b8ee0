import Foundation
import Quilt
import QuiltTestSupport
import Testing

/// Views laid out by the engine and by headless Chromium
/// (Tests/Scripts/browser_views.py) from the nested flex and grid boxes
/// they equal (``ViewCSS``): every part's frame, and the item's height,
/// within 0.5 pt — on generated views and on the example project's kinds.
@Suite("Views laid out as Chromium lays out their boxes", .serialized)
struct ViewBrowserAgreementTests {
    static let environment = ProcessInfo.processInfo.environment
    /// The number of generated views and the first seed (`QUILT_VIEW_CASES`, `QUILT_VIEW_SEED`).
    static let caseCount = UInt64(environment["QUILT_VIEW_CASES"] ?? "") ?? 500
    static let firstSeed = UInt64(environment["QUILT_VIEW_SEED"] ?? "") ?? 0x0F1E_0000

    static let fonts = [
        (weight: 400, path: PackagePaths.path("Examples/fonts/DejaVuSans.ttf")),
        (weight: 700, path: PackagePaths.path("Examples/fonts/DejaVuSans-Bold.ttf")),
    ]
    /// The faces the example project falls back to after Body, in order
    /// (Examples/quilt.yml): CJK for ideographs and CJK punctuation (a
    /// regular and a bold face), then Emoji. Chromium gets them as the
    /// project's pages embed them, so it never falls back to whatever fonts
    /// the machine has.
    static let fallbacks = [
        (family: "QuiltCJK", path: PackagePaths.path("Examples/fonts/NotoSansCJK-Subset.ttc"), regular: 0, bold: 1),
        (family: "QuiltEmoji", path: PackagePaths.path("Examples/fonts/Symbola-Subset.ttf"), regular: 0, bold: 0),
    ]

    /// One box for the browser, with the engine's frames for it.
    struct Case {
        var id: String
        var html: String
        var height: Double
        var parts: [Rect]
    }

    struct Measured: Decodable {
        var id: String
        var width: Double
        var height: Double
        var parts: [[Double]?]
    }

    struct Report: Decodable {
        var browser: String
        var results: [Measured]
    }

    @Test(.needsBrowser)
    func generatedViewsAgreeWithChromium() async throws {
        let regular = try ShapedTextMeasurer(path: Self.fonts[0].path)
        let bold = try ShapedTextMeasurer(path: Self.fonts[1].path)
        let seeds = Self.firstSeed..<(Self.firstSeed + Self.caseCount)
        var cases: [UInt64: [Case]] = [:]
        for seed in seeds {
            let generated = GeneratedView(seed: seed, regular: regular, bold: bold)
            cases[seed] = Self.cases(
                "\(seed)", view: generated.view, data: generated.data, width: generated.width,
                stretch: generated.stretch)
        }
        let measured = try await Self.measure(seeds.flatMap { cases[$0] ?? [] })
        let worst = Worst()
        let generated = cases
        try await withEvery("seed", in: seeds) { seed in
            for box in generated[seed] ?? [] { try Self.compare(box, with: measured[box.id], worst: worst) }
        }
        print(
            "view agreement: \(Self.caseCount) generated views (\(worst.parts) parts) against Chromium: "
                + "worst difference \(worst.value) pt (\(worst.where))")
    }

    @Test(.needsBrowser)
    func theExampleProjectsViewsAgreeWithChromium() async throws {
        var collected: [Case] = []
        for path in PackagePaths.examplePages {
            collected += try await Self.exampleCases(PackagePaths.path(path))
        }
        let cases = collected
        try #require(cases.count >= 30, "the example pages have \(cases.count) items with views")
        let measured = try await Self.measure(cases, fallingBack: true)
        let worst = Worst()
        try await withEvery("item", in: cases.map(\.id)) { id in
            let box = try #require(cases.first { $0.id == id })
            try Self.compare(box, with: measured[id], worst: worst)
        }
        print(
            "view agreement: \(cases.count) example items (\(worst.parts) parts) against Chromium: "
                + "worst difference \(worst.value) pt (\(worst.where))")
    }

    /// Every item of `page` whose section has a view, as `quilt layout
    /// --with-data` lays it out (its data loaded), the item at its frame.
    static func exampleCases(_ page: String) async throws -> [Case] {
        let run = try await CommandRunner.run("quilt", ["layout", page, "--with-data", "--compact"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let project = ProjectLoader.load(for: page, base: .standard)
        let spec = try #require(project.loadPage(path: page).page)
        var cases: [Case] = []
        for (index, section) in ((json["sections"] as? [[String: Any]]) ?? []).enumerated() {
            guard let view = spec.sections[index].sizes.rule?.view else { continue }
            for item in (section["items"] as? [[String: Any]]) ?? [] {
                guard let frame = item["frame"] as? [String: Double], let data = item["data"],
                    let width = frame["width"],
                    let height = frame["height"], let x = frame["x"], let y = frame["y"]
                else { continue }
                let parts = ((item["parts"] as? [[String: Any]]) ?? []).compactMap { part -> Rect? in
                    guard let box = part["frame"] as? [String: Double] else { return nil }
                    return Rect(
                        x: (box["x"] ?? 0) - x, y: (box["y"] ?? 0) - y, width: box["width"] ?? 0,
                        height: box["height"] ?? 0)
                }
                let id =
                    "\(URL(fileURLWithPath: page).lastPathComponent) \(spec.sections[index].id) \(item["id"] as? String ?? "")"
                cases.append(
                    Case(
                        id: id, html: ViewCSS.html(view, data: DataValue(json: data), width: width, height: height),
                        height: height,
                        parts: parts))
            }
        }
        return cases
    }

    /// The box of a view at `width`, as tall as its content; and, when
    /// `stretch` is given, the same box that much taller.
    static func cases(_ id: String, view: ItemView, data: DataValue, width: Double, stretch: Double?) -> [Case] {
        let height = view.height(in: data, width: width)
        var cases = [
            Case(
                id: id, html: ViewCSS.html(view, data: data, width: width, height: nil), height: height,
                parts: view.parts(in: data, width: width).map { $0.frame })
        ]
        if let stretch {
            let tall = height + stretch
            cases.append(
                Case(
                    id: id + "-tall", html: ViewCSS.html(view, data: data, width: width, height: tall), height: tall,
                    parts: view.parts(in: data, size: Size(width: width, height: tall)).map { $0.frame }))
        }
        return cases
    }

    /// Every case laid out by the browser, by id; `fallingBack` adds
    /// ``fallbacks`` after the body family, each cut down to the cases' text.
    static func measure(_ cases: [Case], fallingBack: Bool = false) async throws -> [String: Measured] {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var faces: [[String: Any]] = []
        if fallingBack {
            // Each fallback cut down to what the faces before it leave, as the engine falls back.
            let covering = cases.map { $0.html }.joined(separator: "\n")
            for body in fonts {
                let chain = try ShapedTextMeasurer(path: body.path).fallingBack(
                    to: fallbacks.map {
                        try ShapedTextMeasurer(path: $0.path, index: body.weight >= 700 ? $0.bold : $0.regular)
                    })
                for (index, face) in fallbacks.enumerated() {
                    guard let font = chain.embeddableFont(face: index + 1, covering: covering) else { continue }
                    let path = directory.path(
                        "fallback-\(body.weight)-\(index).\(font.format == "opentype" ? "otf" : "ttf")")
                    try Data(font.data).write(to: URL(fileURLWithPath: path))
                    faces.append(["family": face.family, "weight": body.weight, "path": path])
                }
            }
        }
        let spec: [String: Any] = [
            "family": "QuiltBody",
            "fonts": fonts.map { ["weight": $0.weight, "path": $0.path] },
            "fallbacks": faces,
            "cases": cases.map { ["id": $0.id, "html": $0.html] },
        ]
        let input = URL(fileURLWithPath: directory.path("cases.json"))
        try JSONSerialization.data(withJSONObject: spec).write(to: input)
        let run = try await CommandRunner.script(["python3", "Tests/Scripts/browser_views.py", input.path])
        try #require(run.status == 0, "\(run.stdout)")
        let report = try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
        return Dictionary(report.results.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The engine's frames against the browser's, within 0.5 pt.
    static func compare(_ box: Case, with measured: Measured?, worst: Worst) throws {
        let measured = try #require(measured, "no measurement for \(box.id)")
        let context = "\(box.id): \(box.html)"
        worst.note(abs(measured.height - box.height), at: "\(box.id) height")
        #expect(
            abs(measured.height - box.height) <= 0.5,
            "item height: engine \(box.height), Chromium \(measured.height) — \(context)")
        try #require(
            measured.parts.count == box.parts.count,
            "parts: engine \(box.parts.count), Chromium \(measured.parts.count) — \(context)")
        for (index, frame) in box.parts.enumerated() {
            let found = try #require(measured.parts[index], "part \(index) missing — \(context)")
            let browser = Rect(x: found[0], y: found[1], width: found[2], height: found[3])
            let difference = max(
                abs(browser.x - frame.x), abs(browser.y - frame.y), abs(browser.width - frame.width),
                abs(browser.height - frame.height))
            worst.note(difference, at: "\(box.id) part \(index)")
            worst.parts += 1
            #expect(difference <= 0.5, "part \(index): engine \(frame), Chromium \(browser) — \(context)")
        }
    }

    /// The largest difference seen, and where.
    final class Worst: @unchecked Sendable {
        var value = 0.0
        var `where` = ""
        var parts = 0

        func note(_ difference: Double, at place: String) {
            if difference > value {
                value = difference
                `where` = place
            }
        }
    }
}

extension DataValue {
    /// A value `JSONSerialization` read (booleans come back as numbers,
    /// which no example view shows).
    init(json value: Any) {
        switch value {
        case let number as NSNumber: self = .number(number.doubleValue)
        case let text as String: self = .string(text)
        case let array as [Any]: self = .array(array.map(DataValue.init(json:)))
        case let object as [String: Any]: self = .object(object.mapValues(DataValue.init(json:)))
        default: self = .null
        }
    }
}
