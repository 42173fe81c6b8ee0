import Foundation
import QuiltCore
import QuiltFiles

/// The faces a ``FontFileLoader`` has loaded, kept while their files keep
/// their version, and the fallback chains made of them.
///
/// A project is read again whenever it may have changed: `quilt preview`
/// reads it for every page it serves and every live session it opens. Each
/// read used to load each font file anew, with its bytes, its HarfBuzz and
/// FreeType faces and an empty word cache: twenty sessions on a page held
/// twenty copies of every font and measured every word twenty times. Loads
/// through one loader now share one measurer per face and per chain, and so
/// one word cache; a font file that changed is loaded again.
final class LoadedFonts: @unchecked Sendable {
    private struct Key: Hashable {
        var path: String
        var index: Int
    }

    private struct Loaded {
        var version: FileVersion
        var measurer: ShapedTextMeasurer
    }

    // Guards `faces` and `chains`; never held while a font is read.
    private let lock = NSLock()
    private var faces: [Key: Loaded] = [:]
    /// Chains by the identities of their measurers (equal for fonts with
    /// the same bytes), first the primary.
    private var chains: [[String]: ShapedTextMeasurer] = [:]

    /// The most chains kept: past it they are all dropped and made again as
    /// asked, which bounds what a project whose fonts keep changing leaves.
    static let chainLimit = 64

    /// The measurer of face `index` of the file at `path`: the one kept while
    /// the file keeps its version, else `load()`'s, kept unless the file
    /// changed while it was read.
    func face(path: String, index: Int, load: () throws(FontLoadError) -> ShapedTextMeasurer)
        throws(FontLoadError) -> ShapedTextMeasurer
    {
        guard let version = FileVersion(of: path) else { return try load() }
        let key = Key(path: path, index: index)
        if let kept = lock.withLock({ faces[key] }), kept.version == version { return kept.measurer }
        let measurer = try load()
        if FileVersion(of: path) == version {
            lock.withLock { faces[key] = Loaded(version: version, measurer: measurer) }
        }
        return measurer
    }

    /// `primary` falling back to `fallbacks`: the chain kept for measurers
    /// of the same fonts, else a new one, kept.
    func chain(_ primary: ShapedTextMeasurer, fallingBackTo fallbacks: [ShapedTextMeasurer]) -> ShapedTextMeasurer {
        let key = [primary.identity] + fallbacks.map(\.identity)
        if let kept = lock.withLock({ chains[key] }) { return kept }
        let chain = primary.fallingBack(to: fallbacks)
        return lock.withLock {
            if let kept = chains[key] { return kept }
            if chains.count >= Self.chainLimit { chains.removeAll() }
            chains[key] = chain
            return chain
        }
    }
}
