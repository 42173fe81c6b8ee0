// The WebAssembly module's boundary: the functions `quilt.mjs` calls.
// Compiled only for wasm32, in this module rather than one of its own: a
// module on top of QuiltWasm would specialise and optimise again everything
// the engine reaches (about 90 s of a 7-minute build for 147 lines).
#if arch(wasm32)

/// The one engine of this instance; `quilt.mjs` makes an instance per `Quilt.load`.
nonisolated(unsafe) let engine = WasmEngine(textHost: ImportedTextHost())

/// `size` bytes for the host to write a request into; `quilt_free` gives them back.
@_cdecl("quilt_alloc")
func quiltAlloc(_ size: Int32) -> UnsafeMutableRawPointer? {
    guard size >= 0 else { return nil }
    return UnsafeMutableRawPointer.allocate(byteCount: Int(size) + 1, alignment: 8)
}

/// Gives back what `quilt_alloc` or `quilt_call` handed out.
@_cdecl("quilt_free")
func quiltFree(_ pointer: UnsafeMutableRawPointer?) {
    pointer?.deallocate()
}

/// Answers the JSON request in `request` (`length` bytes): a buffer the
/// host frees, holding the answer's length (4 bytes, little-endian), then
/// the answer (a status byte and JSON, see `WasmReply.bytes`).
@_cdecl("quilt_call")
func quiltCall(_ request: UnsafeRawPointer?, _ length: Int32) -> UnsafeMutableRawPointer? {
    let bytes: [UInt8]
    if let request, length > 0 {
        let buffer = UnsafeBufferPointer(start: request.assumingMemoryBound(to: UInt8.self), count: Int(length))
        bytes = engine.handle(buffer).bytes
    } else {
        bytes = WasmReply.refusal(WasmFailure("the request is empty")).bytes
    }
    let answer = UnsafeMutableRawPointer.allocate(byteCount: bytes.count + 4, alignment: 8)
    answer.storeBytes(of: UInt32(bytes.count).littleEndian, as: UInt32.self)
    // Never empty: the status byte comes first.
    bytes.withUnsafeBytes { raw in
        if let base = raw.baseAddress { (answer + 4).copyMemory(from: base, byteCount: raw.count) }
    }
    return answer
}
#endif
