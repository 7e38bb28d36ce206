// The writer that `FileHistoryRepositoryCrashTests` kills with SIGKILL at random moments.
//
// Usage: history-crash-child <history-file> <term-prefix> <capacity>
//
// Adds "<term-prefix>-0", "<term-prefix>-1", … forever, printing "saved <term>" on stdout
// after each add returns, which is the moment the repository promises the term is durable.
// It exits with a status other than 0 only when something goes wrong; success is being killed.
import Foundation
import ListMediatorSearchHistory

let arguments = CommandLine.arguments
guard arguments.count == 4, let capacity = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: history-crash-child <history-file> <term-prefix> <capacity>\n".utf8))
    exit(64)
}

let repository = FileHistoryRepository(
    fileURL: URL(fileURLWithPath: arguments[1]),
    policy: HistoryPolicy(capacity: capacity)
) { diagnostic in
    // A previous kill must never leave a damaged file; the parent treats this exit as a failure.
    FileHandle.standardError.write(Data("diagnostic: \(diagnostic)\n".utf8))
    exit(65)
}

var index = 0
while true {
    let term = "\(arguments[2])-\(index)"
    do {
        try repository.addSearchTerm(term)
    } catch {
        FileHandle.standardError.write(Data("add failed: \(error)\n".utf8))
        exit(66)
    }
    // FileHandle writes go straight to the descriptor, unbuffered: a line the parent reads was
    // printed after the add returned.
    FileHandle.standardOutput.write(Data("saved \(term)\n".utf8))
    index += 1
}
