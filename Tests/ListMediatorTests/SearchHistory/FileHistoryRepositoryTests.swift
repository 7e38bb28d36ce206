import Foundation
import ListMediator
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
struct FileHistoryRepositoryTests {
    @Test func writesDocumentedVersionedJSONMostRecentFirst() throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        let repository = fixture.openRepository()

        try repository.addSearchTerm("older")
        try repository.addSearchTerm("newer")

        let json = try String(contentsOf: fixture.fileURL, encoding: .utf8)
        #expect(json == #"{"format":"ListMediator.SearchHistory","terms":["newer","older"],"version":1}"#)
    }

    @Test func createsTheFilesDirectoryOnTheFirstChange() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("a/b/history.json")
        let repository = FileHistoryRepository(fileURL: url)

        #expect(!FileManager.default.fileExists(atPath: url.path))
        try repository.addSearchTerm("swift")

        #expect(FileHistoryRepository(fileURL: url).history == ["swift"])
    }

    @Test func twoInstancesOnOneFileNeverUndoEachOthersChanges() throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        let first = fixture.openRepository()
        let second = fixture.openRepository()

        try first.addSearchTerm("a")
        try second.addSearchTerm("b")  // second has not reloaded, yet "a" survives.
        try first.addSearchTerm("c")

        #expect(first.history == ["c", "b", "a"])
        #expect(second.history == ["b", "a"])
        second.reload()
        #expect(second.history == ["c", "b", "a"])
    }

    @Test func movesACorruptFileAsideReportsItAndStartsEmpty() throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        let garbage = Data("{\"terms\": [\"trunc".utf8)
        try garbage.write(to: fixture.fileURL)

        let repository = fixture.openRepository()

        #expect(repository.history.isEmpty)
        let diagnostic = try #require(fixture.diagnostics.first)
        #expect(fixture.diagnostics.count == 1)
        guard case .corrupt = diagnostic.problem else {
            Issue.record("expected a corrupt-file diagnostic, got \(diagnostic)")
            return
        }
        let movedURL = try #require(diagnostic.movedAsideURL)
        #expect(movedURL.lastPathComponent.hasPrefix("history.json.corrupt-"))
        #expect(try Data(contentsOf: movedURL) == garbage)  // Kept, byte for byte.
        #expect(!FileManager.default.fileExists(atPath: fixture.fileURL.path))
        #expect(diagnostic.description.contains(movedURL.path))

        try repository.addSearchTerm("fresh start")
        #expect(fixture.openRepository().history == ["fresh start"])
    }

    @Test(arguments: [
        "", "[]", "null", #"{"terms":["a"],"version":1}"#, #"{"format":"Other","terms":["a"],"version":1}"#,
        #"{"format":"ListMediator.SearchHistory","terms":["a"],"version":2}"#,
        #"{"format":"ListMediator.SearchHistory","terms":[1,2],"version":1}"#,
    ])
    func treatsFilesOfAnotherShapeOrVersionAsCorrupt(_ contents: String) throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        try Data(contents.utf8).write(to: fixture.fileURL)

        #expect(fixture.openRepository().history.isEmpty)
        #expect(fixture.diagnostics.count == 1)
        #expect(fixture.diagnostics.first?.movedAsideURL != nil)
    }

    @Test func treatsInvalidUTF8AsCorrupt() throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        var bytes = Array(#"{"format":"ListMediator.SearchHistory","terms":["ab"],"version":1}"#.utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "b"))!] = 0xFF
        try Data(bytes).write(to: fixture.fileURL)

        #expect(fixture.openRepository().history.isEmpty)
        #expect(fixture.diagnostics.count == 1)
    }

    /// A directory at the file's path cannot be read as a file, even by root (for whom
    /// `chmod 000` does not block reads).
    @Test func movesAnUnreadablePathAsideAndThenWritesNormally() throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        try FileManager.default.createDirectory(at: fixture.fileURL, withIntermediateDirectories: false)
        try Data("keep me".utf8).write(to: fixture.fileURL.appendingPathComponent("inside.txt"))

        let repository = fixture.openRepository()

        #expect(repository.history.isEmpty)
        let diagnostic = try #require(fixture.diagnostics.first)
        guard case .unreadable = diagnostic.problem else {
            Issue.record("expected an unreadable-file diagnostic, got \(diagnostic)")
            return
        }
        let movedURL = try #require(diagnostic.movedAsideURL)
        #expect(try Data(contentsOf: movedURL.appendingPathComponent("inside.txt")) == Data("keep me".utf8))

        try repository.addSearchTerm("works again")
        #expect(fixture.openRepository().history == ["works again"])
    }

    @Test func movesAFIFOAtThePathAsideWithoutBlocking() throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        try #require(mkfifo(fixture.fileURL.path, 0o644) == 0)

        let repository = fixture.openRepository()

        #expect(repository.history.isEmpty)
        #expect(fixture.diagnostics.map(\.problem) == [.unreadable(reason: "not a regular file")])
        try repository.addSearchTerm("after the fifo")
        #expect(fixture.openRepository().history == ["after the fifo"])
    }

    @Test func reportsAFileItCannotMoveAsideAndStillStartsEmpty() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The history's folder is a regular file, so nothing under it can be read or renamed.
        let notAFolder = directory.appendingPathComponent("folder")
        try Data("a file".utf8).write(to: notAFolder)
        var diagnostics: [HistoryFileDiagnostic] = []

        let repository = FileHistoryRepository(fileURL: notAFolder.appendingPathComponent("history.json")) {
            diagnostics.append($0)
        }

        #expect(repository.history.isEmpty)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.movedAsideURL == nil)
        #expect(diagnostic.moveFailureReason != nil)
        #expect(diagnostic.description.contains("could not be moved aside"))
        #expect(try Data(contentsOf: notAFolder) == Data("a file".utf8))
    }

    /// A "log and recover" handler that records a term through another repository on the same
    /// file, both when a damaged file is found on loading and when it is found by a change.
    /// Runs in a child process with an alarm: a handler called under the file's lock deadlocks,
    /// and the alarm then ends the child, failing the test instead of hanging it.
    @Test func aDiagnosticHandlerMayChangeTheSameFileThroughAnotherRepository() async {
        await #expect(processExitsWith: .success) {
            alarm(20)
            await MainActor.run {
                let directory = makeTemporaryDirectory()
                defer { try? FileManager.default.removeItem(at: directory) }
                let url = directory.appendingPathComponent("history.json")
                try! Data("damaged".utf8).write(to: url)
                var handled = 0
                let repository = FileHistoryRepository(fileURL: url) { _ in
                    handled += 1
                    try! FileHistoryRepository(fileURL: url).addSearchTerm("recovered \(handled)")
                }
                try! Data("damaged again".utf8).write(to: url)
                try! repository.addSearchTerm("added")

                let stored = FileHistoryRepository(fileURL: url).history
                guard handled == 2, stored == ["recovered 2", "added"] else {
                    FileHandle.standardError.write(Data("handled \(handled), stored \(stored)\n".utf8))
                    exit(EXIT_FAILURE)
                }
            }
        }
    }

    @Test func treatsAFileOverTheSizeLimitAsCorruptWithoutReadingIt() throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        let valid = #"{"format":"ListMediator.SearchHistory","terms":["a"],"version":1}"#
        let padded = valid + String(repeating: " ", count: 200)
        try Data(padded.utf8).write(to: fixture.fileURL)
        var diagnostics: [HistoryFileDiagnostic] = []

        let repository = FileHistoryRepository(fileURL: fixture.fileURL, maximumFileSize: 100) {
            diagnostics.append($0)
        }

        #expect(repository.history.isEmpty)
        #expect(
            diagnostics.map(\.problem) == [.tooLarge(byteCount: padded.utf8.count, maximumByteCount: 100)])
        #expect(diagnostics.first?.movedAsideURL != nil)
    }

    @Test func dropsTheOldestTermsWhenTheFileWouldExceedItsSizeLimit() throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        // The empty history's JSON is 62 bytes; each term adds its length, two quotes and, after
        // the first, a comma: three 10-character terms fit in 100 bytes, four do not.
        let limit = 100
        let repository = FileHistoryRepository(fileURL: fixture.fileURL, maximumFileSize: limit)
        let terms = (0..<5).map { "term \($0) abc" }  // 10 characters each.
        for term in terms { try repository.addSearchTerm(term) }

        #expect(repository.history == ["term 4 abc", "term 3 abc", "term 2 abc"])
        #expect(FileHistoryRepository(fileURL: fixture.fileURL, maximumFileSize: limit).history == repository.history)

        // A long term pushes out as many old ones as it needs, and is kept itself.
        let long = String(repeating: "y", count: 20)
        try repository.addSearchTerm(long)
        #expect(repository.history == [long, "term 4 abc"])
        #expect(try Data(contentsOf: fixture.fileURL).count <= limit)
    }

    @Test func refusesATermThatCannotFitTheFileSizeLimitEvenAlone() throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        let repository = FileHistoryRepository(fileURL: fixture.fileURL, maximumFileSize: 80)
        try repository.addSearchTerm("short")

        #expect(throws: HistoryError.self) {
            try repository.addSearchTerm(String(repeating: "x", count: 100))
        }
        #expect(repository.history == ["short"])
        #expect(FileHistoryRepository(fileURL: fixture.fileURL, maximumFileSize: 80).history == ["short"])
    }

    @Test func throwsAWriteErrorAndKeepsTheHistoryWhenTheFileCannotBeWritten() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("folder")
        let repository = FileHistoryRepository(fileURL: folder.appendingPathComponent("history.json"))
        try repository.addSearchTerm("kept")
        // A regular file now sits where the history's folder was: nothing can be written
        // under it, even by root, for whom permissions would not get in the way.
        try FileManager.default.removeItem(at: folder)
        try Data().write(to: folder)

        #expect {
            try repository.addSearchTerm("not stored")
        } throws: { error in
            guard case .writeFailed(let path, let reason) = error as? HistoryError else { return false }
            return path.hasSuffix("folder/history.json") && !reason.isEmpty
        }
        #expect(repository.history == ["kept"])
    }

    @Test func removesTemporaryFilesLeftByAWriterThatDied() throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        let stale = fixture.directory.appendingPathComponent(".history.json.tmp-99999-1234")
        try Data("half writ".utf8).write(to: stale)
        let unrelated = fixture.directory.appendingPathComponent("notes.txt")
        try Data().write(to: unrelated)

        try fixture.openRepository().addSearchTerm("swift")

        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: unrelated.path))
    }

    @Test func keepsTermsOfTheMaximumLengthInEveryScriptAcrossRestarts() throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        let repository = fixture.openRepository()
        let terms = ["a", "é", "日", "👩‍👩‍👧‍👦", "🇺🇳"].map { String(repeating: $0, count: 256) }

        for term in terms { try repository.addSearchTerm(term) }

        #expect(fixture.openRepository().history == terms.reversed())
        #expect(throws: HistoryError.termTooLong(length: 257, maximumLength: 256)) {
            try repository.addSearchTerm(String(repeating: "👩‍👩‍👧‍👦", count: 257))
        }
    }
}
