// swift-tools-version: 6.0
//
// A team's own Quilt tool: a `carousel` layout family and a lint rule for it,
// written in Swift and registered in `shopquilt`, which has `quilt`'s
// subcommands (layout, render, schema, lint; `preview` is one product and one
// line more). docs/plugins.md builds it step by step.

import PackageDescription

let package = Package(
    name: "ShopQuilt",
    platforms: [.macOS(.v14)],
    dependencies: [
        // Quilt by path (this folder is inside Quilt's repository); elsewhere
        // `.package(url: "<Quilt's repository URL>", from: "<version>")`.
        .package(name: "Quilt", path: "../..")
    ],
    targets: [
        // The plugins: a family and a rule, importing Quilt's libraries only.
        .target(
            name: "CarouselKit",
            dependencies: [.product(name: "Quilt", package: "Quilt")]
        ),
        // The tool: registers the plugins, then runs Quilt's commands. For
        // `preview`, add `.product(name: "QuiltPreviewCommand", package: "Quilt")`
        // here and one line to main.swift; it links a web server (SwiftNIO).
        .executableTarget(
            name: "shopquilt",
            dependencies: ["CarouselKit", .product(name: "QuiltCommandLine", package: "Quilt")]
        ),
    ]
)
