import Foundation

/// A clean copy of the package: the files git would commit (tracked, plus
/// new files that are not ignored — never `.build*/` or other local state),
/// kept at a fixed place and brought up to date by writing only the files
/// whose content changed. A build of the copy with a fixed scratch path is
/// therefore incremental from one test run to the next, and still sees
/// exactly what a fresh clone holds.
public enum PackageCopy {
    /// Brings `destination` up to date with the package's committable files
    /// and returns the paths (relative to it) that it wrote or removed;
    /// throws when git cannot list them.
    @discardableResult
    public static func update(_ destination: URL) throws -> [String] {
        let listing = try CommandRunner.script(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"])
        guard listing.status == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "git ls-files: \(listing.stdout)"])
        }
        let manager = FileManager.default
        var wanted = Set<String>()
        var changed: [String] = []
        for path in listing.stdout.split(separator: "\0").map(String.init) where !path.isEmpty {
            let source = PackagePaths.root.appendingPathComponent(path)
            // A tracked file deleted in the working tree is not in a clone of it either.
            guard let data = manager.contents(atPath: source.path) else { continue }
            wanted.insert(path)
            let target = destination.appendingPathComponent(path)
            if manager.contents(atPath: target.path) == data { continue }
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target)
            changed.append(path)
        }
        // Files of the copy that the package no longer has.
        let enumerator = manager.enumerator(atPath: destination.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = destination.appendingPathComponent(path).path
            guard manager.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                !wanted.contains(path), !path.hasSuffix("Package.resolved")
            else { continue }
            try manager.removeItem(atPath: full)
            changed.append(path)
        }
        return changed
    }
}
