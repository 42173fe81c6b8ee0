// swift-tools-version: 6.1
//
// Quilt's fuzz targets (docs/fuzzing.md): a separate package, like
// Benchmarks/, so that neither libFuzzer nor the targets reach Quilt's users
// or its test suite.
//
// - `swift build` / `swift test` here: the targets as a plain harness
//   (`quilt-fuzz run|extreme|generate|dictionary`) and its tests.
// - `Fuzz/run TARGET SECONDS`: the same targets under libFuzzer, built with
//   `-sanitize=fuzzer,address -DQUILT_LIBFUZZER` in `.build-libfuzzer`.

import PackageDescription

let package = Package(
    name: "QuiltFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Quilt", path: "..")
    ],
    targets: [
        // The targets, the checks they make and the page generator.
        .target(
            name: "QuiltFuzzing",
            dependencies: [
                .product(name: "QuiltPipeline", package: "Quilt"),
                .product(name: "QuiltPreviewSite", package: "Quilt"),
            ]
        ),
        // libFuzzer's driver entry, linked only into the fuzzing build.
        .systemLibrary(name: "CLibFuzzer"),
        // `quilt-fuzz`: libFuzzer around one target in the fuzzing build, the
        // plain harness otherwise.
        .executableTarget(name: "quilt-fuzz", dependencies: ["QuiltFuzzing", "CLibFuzzer"]),
        .testTarget(name: "QuiltFuzzingTests", dependencies: ["QuiltFuzzing"]),
    ]
)

for target in package.targets where target.type != .system {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
