import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension FileHandle {
    /// Everything left to read, up to end of file, reading again when a
    /// signal interrupts a read: Foundation's `readDataToEndOfFile()` traps
    /// on `EINTR`, which a test process that starts and signals children
    /// can receive at any time. A read error other than `EINTR` ends the data.
    func readToEndAcrossInterrupts() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let descriptor = fileDescriptor
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }
}
