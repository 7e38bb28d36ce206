import Foundation
import MallocInterposerSwift

/// Counts the heap allocations a closure makes, with ordo-one's malloc interposer.
///
/// The interposer replaces `malloc`, `calloc`, `realloc`, `posix_memalign` and the like, and
/// counts each call while counting is switched on. Its library is linked into the benchmark
/// executable, and on Linux it comes before the C library in the executable's list of
/// libraries, so the dynamic linker binds every `malloc` of the process (the Swift runtime's
/// and Foundation's included) to it: no `LD_PRELOAD`, no manual step. Whether that holds is
/// checked once, by counting one known allocation; where it does not (a linker that orders
/// the libraries differently), the figures are left out rather than reported as zero.
///
/// Every allocation of the process then carries the interposer's 16-byte header, counted or
/// not; subjects and baselines pay it alike.
///
/// The interposer is a dependency of the benchmarks' own package (`Benchmarks/Package.swift`),
/// so an app that depends on the libraries never resolves it.
enum Allocations {
    /// Whether allocations are seen: one `allocate` while counting must count exactly one.
    static let areCounted: Bool = {
        let counted = count {
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
            buffer.storeBytes(of: 1, as: Int.self)
            let value = buffer.load(as: Int.self)
            buffer.deallocate()
            return value
        }
        guard counted == 1 else {
            let note = "note: the malloc interposer does not see this process's allocations; no allocation figures\n"
            FileHandle.standardError.write(Data(note.utf8))
            return false
        }
        return true
    }()

    /// The number of allocations `work` makes, or `nil` when the interposer does not see them.
    static func counted(_ work: () -> Int) -> Int? {
        areCounted ? count(work) : nil
    }

    private static func count(_ work: () -> Int) -> Int {
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
        let checksum = work()
        MallocInterposerSwift.unhook()
        withExtendedLifetime(checksum) {}
        return MallocInterposerSwift.getStatistics().mallocCount
    }
}
