import Foundation

/// Measures the peak extra memory a closure touches, on Linux.
///
/// The kernel's high-water mark of resident memory (`VmHWM`) is reset by writing `5` to
/// `/proc/self/clear_refs`; the peak after the work minus the resident size before it is
/// what the work added at its worst moment. While it measures, glibc gives freed memory back
/// (``HeapPolicy/returnFreedMemory()``), so memory freed by earlier work does not hide the
/// cost of later work; afterwards the timing policy is restored. Figures include pages
/// touched, not just reserved.
enum PeakMemory {
    /// The peak extra resident bytes while `work` ran, or `nil` where the kernel does not tell.
    static func measure(_ work: () -> Int) -> Int? {
        #if os(Linux)
            HeapPolicy.returnFreedMemory()
            defer { HeapPolicy.keepFreedMemory() }
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
