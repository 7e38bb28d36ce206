// The writer that `FileHistoryRepositoryCrashTests` kills with SIGKILL at random moments.
//
// Usage: history-crash-child <history-file> <term-prefix> <capacity> [<burst>]
//
// Adds "<term-prefix>-0", "<term-prefix>-1", … forever, <burst> terms at a time (1 unless
// given), and after each burst waits for the repository's acknowledgement
// (`waitUntilSaved()`) before printing "saved <term>" on stdout for each term of the burst:
// from that moment the repository promises the terms are durable. A burst larger than 1 has
// its adds coalesced into fewer writes. It exits with a status other than 0 only when
// something goes wrong; success is being killed.
import Foundation
import ListMediatorSearchHistory

let arguments = CommandLine.arguments
guard (4...5).contains(arguments.count), let capacity = Int(arguments[3]),
    let burst = arguments.count == 5 ? Int(arguments[4]) : 1, burst >= 1
else {
    FileHandle.standardError.write(
        Data("usage: history-crash-child <history-file> <term-prefix> <capacity> [<burst>]\n".utf8))
    exit(64)
}

let repository = FileHistoryRepository(
    fileURL: URL(fileURLWithPath: arguments[1]),
    policy: HistoryPolicy(capacity: capacity)
) { diagnostic in
    // A previous kill must never leave a damaged file, and no write may fail; the parent
    // treats this exit as a failure.
    FileHandle.standardError.write(Data("diagnostic: \(diagnostic)\n".utf8))
    exit(65)
}

var index = 0
while true {
    let terms = (index..<index + burst).map { "\(arguments[2])-\($0)" }
    do {
        for term in terms { try repository.addSearchTerm(term) }
        try await repository.waitUntilSaved()
    } catch {
        FileHandle.standardError.write(Data("add failed: \(error)\n".utf8))
        exit(66)
    }
    // FileHandle writes go straight to the descriptor, unbuffered: a line the parent reads was
    // printed after the acknowledgement.
    for term in terms { FileHandle.standardOutput.write(Data("saved \(term)\n".utf8)) }
    index += burst
}
