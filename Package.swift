// swift-tools-version: 6.1
//
// Quilt: YAML page definitions → laid-out, decorated, data-filled list pages.
// One library product per module so users import only what they need
// (see README "Modules").

import PackageDescription

/// A library module under `Modules/`, exported as a product of the same name.
struct QuiltModule {
    let name: String
    let dependencies: [Target.Dependency]
    var testDependencies: [Target.Dependency] = []
}

/// The libraries `import Quilt` brings in, in dependency order: the one list
/// of Quilt's modules (the umbrella's dependencies and re-exports follow it).
let libraries: [QuiltModule] = [
    // Files read the one guarded way (regular files only, sizes from `stat`),
    // below everything that reads one: Core itself reads no file.
    QuiltModule(name: "QuiltFiles", dependencies: []),
    // Core
    QuiltModule(name: "QuiltCore", dependencies: []),
    // Layout families: each imports Core only, never another family.
    QuiltModule(name: "QuiltListLayout", dependencies: ["QuiltCore"]),
    QuiltModule(name: "QuiltFlexLayout", dependencies: ["QuiltCore"]),
    QuiltModule(name: "QuiltWaterfallLayout", dependencies: ["QuiltCore"]),
    QuiltModule(name: "QuiltGridLayout", dependencies: ["QuiltCore"]),
    // Page features
    QuiltModule(
        name: "QuiltDecoration", dependencies: ["QuiltCore"],
        testDependencies: ["QuiltYAML", "QuiltListLayout"]),
    // What a page's module says and how responses become items: no
    // concurrency, so it builds for WebAssembly too.
    QuiltModule(name: "QuiltModuleCore", dependencies: ["QuiltCore"], testDependencies: ["Quilt"]),
    // Loading: the page loader, requests over files and HTTP, each module
    // kind's way of running its requests.
    QuiltModule(
        name: "QuiltModules", dependencies: ["QuiltCore", "QuiltFiles", "QuiltModuleCore"],
        testDependencies: [
            "QuiltYAML",
            // A small HTTP server on loopback that can also misbehave (reset, truncate).
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
    // Every built-in family and extension in one registry, without a font
    // loader: the one list `Registry.standard`, `pagelint`'s registry and the
    // WebAssembly module's start from. No C library or concurrency, so it
    // builds for WebAssembly too.
    QuiltModule(
        name: "QuiltBuiltIns",
        dependencies: [
            "QuiltCore", "QuiltListLayout", "QuiltFlexLayout", "QuiltWaterfallLayout", "QuiltGridLayout",
            "QuiltDecoration", "QuiltModuleCore",
        ],
        testDependencies: ["QuiltModules"]),
    // Input and output
    // Config nodes from YAML's common subset, page files and projects read
    // from any source: no C library, so it builds for WebAssembly too.
    QuiltModule(name: "QuiltConfig", dependencies: ["QuiltCore"], testDependencies: ["Quilt"]),
    // The rest of YAML through libyaml, and files and projects on disk.
    QuiltModule(name: "QuiltYAML", dependencies: ["QuiltCore", "QuiltFiles", "QuiltConfig", "CYAML"]),
    // Lint rules report the codes QuiltYAML, QuiltModules and the grid declare.
    QuiltModule(
        name: "QuiltLint", dependencies: ["QuiltCore", "QuiltFiles", "QuiltYAML", "QuiltModules", "QuiltGridLayout"],
        testDependencies: ["Quilt"]),
    // The layout JSON: what `quilt layout` prints and apps render from.
    QuiltModule(name: "QuiltLayoutJSON", dependencies: ["QuiltCore"], testDependencies: ["Quilt"]),
    QuiltModule(name: "QuiltRender", dependencies: ["QuiltCore"], testDependencies: ["QuiltText", "QuiltLayoutJSON"]),
    // Text measured with font files: HarfBuzz, FreeType, fontconfig (for
    // `fallback: system`) and ICU's UAX #14 line breaking as system
    // libraries, linked only by users of this module (and `Quilt`).
    QuiltModule(
        name: "QuiltText",
        dependencies: ["QuiltCore", "QuiltFiles", "CHarfBuzz", "CFreeType", "CFontconfig", "CLineBreaking"]),
]

let modules: [QuiltModule] =
    libraries + [
        // The engine as a host without Swift drives it (handles, JSON requests):
        // what the WebAssembly module exports (Wasm/), on the modules that
        // build for WebAssembly only.
        QuiltModule(
            name: "QuiltWasm",
            dependencies: [
                "QuiltCore", "QuiltListLayout", "QuiltFlexLayout", "QuiltWaterfallLayout", "QuiltGridLayout",
                "QuiltDecoration", "QuiltModuleCore", "QuiltBuiltIns", "QuiltConfig", "QuiltLayoutJSON",
            ],
            testDependencies: ["Quilt"]),
        // Umbrella: re-exports every library above and offers `Registry.standard`.
        QuiltModule(name: "Quilt", dependencies: libraries.map { .target(name: $0.name) }),
        // Built on the umbrella: the page pipeline (project, page, data loading,
        // diagnostics, images, project schemas) that the commands, the preview
        // and users' own tools share.
        QuiltModule(name: "QuiltPipeline", dependencies: ["Quilt"], testDependencies: ["QuiltGeneration"]),
        // The linter as a command (`pagelint`, `quilt lint`) over a registry
        // and rules, on the lint path alone: no text stack, no web server.
        // `pagelint` links this and nothing more (CONTRIBUTING.md).
        QuiltModule(
            name: "QuiltLintTool",
            dependencies: [
                "QuiltBuiltIns", "QuiltModules", "QuiltLint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            testDependencies: ["Quilt"]),
        // The commands (layout, render, schema, lint) as argument-parser types
        // over a registry: `quilt` and a team's own tool. No web server: only
        // the tools that add `preview` link it.
        QuiltModule(
            name: "QuiltCommandLine",
            dependencies: [
                "QuiltPipeline", "QuiltLintTool",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            testDependencies: ["Quilt", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
    ]

let package = Package(
    name: "Quilt",
    platforms: [.macOS(.v14)],
    products: modules.map { .library(name: $0.name, targets: [$0.name]) } + [
        .library(name: "QuiltPreviewSite", targets: ["QuiltPreviewSite"]),
        .library(name: "QuiltPreview", targets: ["QuiltPreview"]),
        .library(name: "QuiltPreviewCommand", targets: ["QuiltPreviewCommand"]),
        .executable(name: "quilt", targets: ["quilt"]),
        .executable(name: "pagelint", targets: ["pagelint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The preview server: HTTP/1.1 and WebSocket on SwiftNIO. Traits off:
        // the preview reads no configuration files.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
    ],
    targets: [
        // System libraries
        .systemLibrary(
            name: "CYAML",
            path: "Modules/CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            path: "Modules/CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            path: "Modules/CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            path: "Modules/CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]
        ),
        .systemLibrary(
            name: "CICU",
            path: "Modules/CICU",
            pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // glibc's malloc_trim, for the preview to return freed memory.
        .systemLibrary(name: "CMalloc", path: "Modules/CMalloc"),
        // ICU's line breaking behind a C interface: ICU's own headers clash
        // with the copy of ICU inside Foundation, so Swift never sees them.
        .target(
            name: "CLineBreaking",
            dependencies: ["CICU"],
            path: "Modules/CLineBreaking"
        ),
        // Commands: thin users of QuiltCommandLine.
        .executableTarget(
            name: "quilt", dependencies: ["QuiltCommandLine", "QuiltPreviewCommand"], path: "Apps/quilt"),
        // What the preview answers (pages, the index, live sessions, the
        // limits every request is held to), with no server: the fuzz targets
        // and a team's own host reach it without SwiftNIO.
        .target(
            name: "QuiltPreviewSite", dependencies: ["QuiltPipeline", "CMalloc"], path: "Modules/QuiltPreviewSite",
            // The live page's script; quilt-generate embeds it in LiveScript.swift.
            exclude: ["Live/LiveScript.js"]),
        // The preview server behind `quilt preview` (only that subcommand
        // imports it): HTTP and WebSocket on Hummingbird, carrying bytes to and
        // from the site; a product so that a team's own tool can serve too.
        .target(
            name: "QuiltPreview",
            dependencies: [
                "QuiltPreviewSite",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Modules/QuiltPreview"
        ),
        // `quilt preview`: the one subcommand that serves, kept apart so that
        // only the tools that add it link the server.
        .target(
            name: "QuiltPreviewCommand",
            dependencies: [
                "QuiltCommandLine", "QuiltPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Modules/QuiltPreviewCommand"
        ),
        .executableTarget(name: "pagelint", dependencies: ["QuiltLintTool"], path: "Tools/pagelint"),
        // The native build's answers for the WebAssembly tests (Wasm/test).
        .executableTarget(
            name: "quilt-wasm-oracle", dependencies: ["QuiltPipeline", "QuiltTestSupport"], path: "Tools/wasm-oracle"),
        // The one generator of the repository's generated files (schemas,
        // the limits tables, pagelint's golden reports, the docs' pictures),
        // a library so that its tests reach it; never shipped.
        .target(
            name: "QuiltGeneration",
            dependencies: [
                "QuiltCommandLine", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Modules/QuiltGeneration"
        ),
        .executableTarget(
            name: "quilt-generate",
            dependencies: ["QuiltGeneration", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Tools/quilt-generate"
        ),
        .testTarget(
            name: "QuiltGenerationTests",
            dependencies: ["QuiltGeneration", "QuiltTestSupport"],
            path: "Tests/QuiltGenerationTests"
        ),
        // Tests of the commands, run against the built executables.
        .testTarget(
            name: "QuiltCommandTests",
            dependencies: ["Quilt", "QuiltTestSupport", "QuiltGeneration"],
            path: "Tests/QuiltCommandTests"
        ),
        .testTarget(
            name: "QuiltPreviewTests",
            dependencies: ["QuiltPreview", "QuiltPreviewSite", "QuiltPipeline", "QuiltTestSupport"],
            path: "Tests/QuiltPreviewTests"
        ),
        // What the test targets share (generated cases, files, commands and
        // scripts, test-only families, lint fixtures); Core only, so that Core's
        // tests need nothing more. Never shipped.
        .target(
            name: "QuiltTestSupport",
            dependencies: ["QuiltCore"],
            path: "Tests/QuiltTestSupport"
        ),
        // Families, presets and kinds registered from code, as a user would.
        .testTarget(
            name: "QuiltPluginTests",
            dependencies: ["Quilt", "QuiltTestSupport"],
            path: "Tests/QuiltPluginTests"
        ),
    ]
        // Libraries
        + modules.map { module in
            .target(
                name: module.name,
                dependencies: module.dependencies,
                path: "Modules/\(module.name)"
            )
        }
        // One test target per library
        + modules.map { module in
            .testTarget(
                name: "\(module.name)Tests",
                dependencies: [.target(name: module.name), "QuiltTestSupport"] + module.testDependencies,
                path: "Tests/\(module.name)Tests"
            )
        }
)

// Swift 6 language mode and strict concurrency everywhere.
for target in package.targets where target.type != .system {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
