import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Measures the peak extra memory a closure touches, on Linux.
///
/// The kernel's high-water mark of resident memory (`VmHWM`) is reset by writing `5` to
/// `/proc/self/clear_refs`; the peak after the work minus the resident size before it is
/// what the work added at its worst moment. glibc is told to serve every block from 64 KiB
/// up with its own mapping and to give it back on free, so memory freed by earlier work
/// does not hide the cost of later work. Figures include pages touched, not just reserved.
enum PeakMemory {
    /// Makes freed blocks go back to the system; call once before measuring.
    static func prepare() {
        #if canImport(Glibc)
            // Glibc's module map leaves out malloc.h, so look mallopt up by name.
            typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(nil, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
            _ = mallopt(-3, 64 * 1024)  // M_MMAP_THRESHOLD: fixed, so it no longer grows after frees
            _ = mallopt(-1, 0)  // M_TRIM_THRESHOLD: give the heap top back at every free
        #endif
    }

    /// The peak extra resident bytes while `work` ran, or `nil` where the kernel does not tell.
    static func measure(_ work: () -> Int) -> Int? {
        #if os(Linux)
            guard reset(), let before = statusField("VmRSS:") else { return nil }
            let checksum = work()
            guard let peak = statusField("VmHWM:") else { return nil }
            withExtendedLifetime(checksum) {}
            return max(0, peak - before)
        #else
            return nil
        #endif
    }

    private static func reset() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    /// A `kB` field of `/proc/self/status`, in bytes.
    private static func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let kilobytes = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap
            { Int($0) }
            return kilobytes.map { $0 * 1024 }
        }
        return nil
    }
}
