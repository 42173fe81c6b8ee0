// swift-tools-version: 6.0
//
// Quilt's benchmarks: a separate package so its code never reaches users.
// Run in release: `swift run -c release QuiltBenchmarks [name …]`.

import PackageDescription

let package = Package(
    name: "QuiltBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Quilt", path: "..")
    ],
    targets: [
        .systemLibrary(name: "CYAMLBench", path: "Sources/CYAMLBench", pkgConfig: "yaml-0.1"),
        .systemLibrary(name: "CMallocBench", path: "Sources/CMallocBench"),
        .executableTarget(
            name: "QuiltBenchmarks",
            dependencies: [
                .product(name: "Quilt", package: "Quilt"),
                .product(name: "QuiltPreviewSite", package: "Quilt"),
                "CYAMLBench",
                "CMallocBench",
            ],
            path: "Sources/QuiltBenchmarks"
        ),
    ]
)
