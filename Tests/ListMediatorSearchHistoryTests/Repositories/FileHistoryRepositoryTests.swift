import Foundation
import ListMediatorSearchHistory
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
struct FileHistoryRepositoryTests {
    @Test func writesDocumentedVersionedJSONMostRecentFirst() async throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        let repository = fixture.openRepository()

        try repository.addSearchTerm("older")
        try repository.addSearchTerm("newer")
        try await repository.waitUntilSaved()

        let json = try String(contentsOf: fixture.fileURL, encoding: .utf8)
        #expect(json == #"{"format":"ListMediator.SearchHistory","terms":["newer","older"],"version":1}"#)
    }

    /// A URL without the file scheme (as `URL(string: "/path")` makes) is a programming error:
    /// the app stops, saying what was wrong and how to make the right URL.
    @Test func stopsWithAMessageNamingTheURLWhenGivenOneThatIsNotAFileURL() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent],
            performing: {
                await MainActor.run {
                    _ = FileHistoryRepository(fileURL: URL(string: "/tmp/history.json")!)
                }
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("needs a file URL"))
        #expect(message.contains("URL(fileURLWithPath:)"))
        #expect(message.contains("/tmp/history.json"))
    }

    @Test func createsTheFilesDirectoryOnTheFirstChange() async throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("a/b/history.json")
        let repository = FileHistoryRepository(fileURL: url)

        #expect(!FileManager.default.fileExists(atPath: url.path))
        try repository.addSearchTerm("swift")
        try await repository.waitUntilSaved()

        #expect(FileManager.default.fileExists(atPath: url.path))
        #expect(FileHistoryRepository(fileURL: url).history == ["swift"])
    }

    @Test func twoInstancesOnOneFileNeverUndoEachOthersChanges() async throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        let first = fixture.openRepository()
        let second = fixture.openRepository()

        try first.addSearchTerm("a")
        try await first.waitUntilSaved()
        try second.addSearchTerm("b")  // second has not reloaded, yet "a" survives.
        #expect(second.history == ["b"])  // Its own change at once, the file's terms once saved.
        try await second.waitUntilSaved()
        try first.addSearchTerm("c")
        try await first.waitUntilSaved()

        #expect(first.history == ["c", "b", "a"])
        #expect(second.history == ["b", "a"])
        second.reload()
        #expect(second.history == ["c", "b", "a"])
    }

    /// A repository opened in the same process shows the changes other repositories on the file
    /// have made and not saved yet, and so does reload().
    @Test func showsChangesThisProcessHasNotSavedYet() throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        let first = fixture.openRepository()
        let second = fixture.openRepository()

        try first.addSearchTerm("a")
        try first.addSearchTerm("b")
        second.reload()

        #expect(second.history == ["b", "a"])
        #expect(fixture.openRepository().history == ["b", "a"])
    }

    @Test func movesACorruptFileAsideReportsItAndStartsEmpty() async throws {
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
        try await repository.waitUntilSaved()
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

    @Test func reportsADamagedFileItCannotMoveAsideAndStillStartsEmpty() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A name so long that the moved-aside name (".corrupt-<time>-<random>" appended) is
        // over the file system's 255-byte limit, while "<name>.lock" is not: the rename fails
        // even for root, whom permissions would not stop.
        let url = directory.appendingPathComponent(String(repeating: "h", count: 240) + ".json")
        try Data("damaged".utf8).write(to: url)
        var diagnostics: [HistoryFileDiagnostic] = []

        let repository = FileHistoryRepository(fileURL: url) { diagnostics.append($0) }

        #expect(repository.history.isEmpty)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.movedAsideURL == nil)
        #expect(diagnostic.moveFailureReason != nil)
        #expect(diagnostic.description.contains("could not be moved aside"))
        #expect(try Data(contentsOf: url) == Data("damaged".utf8))
    }

    /// A read that fails for a reason unrelated to the file's contents says nothing about them,
    /// so the file must stay where it is.
    @Test func leavesAPathItCannotReadInPlaceInsteadOfMovingItAside() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The history's folder is a regular file, so the history cannot be opened (ENOTDIR).
        let notAFolder = directory.appendingPathComponent("folder")
        try Data("a file".utf8).write(to: notAFolder)
        var diagnostics: [HistoryFileDiagnostic] = []

        let repository = FileHistoryRepository(fileURL: notAFolder.appendingPathComponent("history.json")) {
            diagnostics.append($0)
        }

        #expect(repository.history.isEmpty)
        let diagnostic = try #require(diagnostics.first)
        guard case .readFailed = diagnostic.problem else {
            Issue.record("expected a read-failure diagnostic, got \(diagnostic)")
            return
        }
        #expect(diagnostic.movedAsideURL == nil && diagnostic.moveFailureReason == nil)
        #expect(diagnostic.description.contains("left in place"))
        #expect(try Data(contentsOf: notAFolder) == Data("a file".utf8))
    }

    /// Runs out of file descriptors (EMFILE), the transient failure apps meet most, in a child
    /// process so that the limit cannot disturb other tests.
    @Test func keepsAFileThatATransientErrorKeptFromBeingReadAndRefusesToOverwriteIt() async {
        await #expect(processExitsWith: .success) {
            await Self.runOutOfFileDescriptorsAndRecover()
        }
    }

    private static func runOutOfFileDescriptorsAndRecover() async {
        // Issues recorded in the child reach the parent; later steps need earlier ones.
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            guard !condition else { return }
            Issue.record(Comment(rawValue: message()))
            exit(EXIT_FAILURE)
        }
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("history.json")
        let writer = FileHistoryRepository(fileURL: url)
        try! writer.addSearchTerm("kept")
        try! await writer.waitUntilSaved()
        let saved = try! Data(contentsOf: url)
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        getrlimit(resource, &limit)
        limit.rlim_cur = min(limit.rlim_cur, 128)
        setrlimit(resource, &limit)
        var descriptors: [Int32] = []
        while case let descriptor = open("/dev/null", O_RDONLY), descriptor >= 0 {
            descriptors.append(descriptor)
        }
        check(errno == EMFILE, "expected EMFILE, got \(errno)")
        var diagnostics: [HistoryFileDiagnostic] = []

        let repository = FileHistoryRepository(fileURL: url) { diagnostics.append($0) }
        check(repository.history.isEmpty, "history \(repository.history)")
        check(diagnostics.count == 1, "diagnostics \(diagnostics)")
        if case .readFailed = diagnostics.first?.problem {} else { check(false, "\(diagnostics)") }
        // One free descriptor: the lock can be taken, the file still cannot be read.
        close(descriptors.removeLast())
        try! repository.addSearchTerm("not stored yet")
        do {
            try await repository.waitUntilSaved()
            check(false, "a write replaced a file that could not be read")
        } catch {
            guard case .readFailed(let path, let reason) = error else { return check(false, "\(error)") }
            check(path == url.path && !reason.isEmpty, "\(error)")
        }
        check(diagnostics.count == 2, "diagnostics \(diagnostics)")
        if case .saveFailed(.readFailed) = diagnostics.last?.problem {} else { check(false, "\(diagnostics)") }
        check(repository.history == ["not stored yet"], "the unsaved change left the history")
        for descriptor in descriptors { close(descriptor) }

        check(try! Data(contentsOf: url) == saved, "the file was changed")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        check(!names.contains { $0.contains(".corrupt-") }, "moved aside: \(names)")
        // Once the file can be read, the next try keeps both its terms and the unsaved change.
        try! await repository.waitUntilSaved()
        check(repository.history == ["not stored yet", "kept"], "saved \(repository.history)")
        repository.reload()
        check(repository.history == ["not stored yet", "kept"], "reload read \(repository.history)")
    }

    /// A "log and recover" handler that records a term through another repository on the same
    /// file, both when a damaged file is found on loading and when it is found by a write.
    /// Runs in a child process with an alarm: a handler called under the file's lock deadlocks,
    /// and the alarm then ends the child, failing the test instead of hanging it.
    @Test func aDiagnosticHandlerMayChangeTheSameFileThroughAnotherRepository() async {
        await #expect(processExitsWith: .success) {
            alarm(20)
            await Self.recoverFromDamageInTheDiagnosticHandler()
        }
    }

    private static func recoverFromDamageInTheDiagnosticHandler() async {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("history.json")
        try! Data("damaged".utf8).write(to: url)
        var handled = 0
        var recoveries: [FileHistoryRepository] = []
        let repository = FileHistoryRepository(fileURL: url) { _ in
            handled += 1
            let recovery = FileHistoryRepository(fileURL: url)
            try! recovery.addSearchTerm("recovered \(handled)")
            recoveries.append(recovery)
        }
        for recovery in recoveries { try! await recovery.waitUntilSaved() }
        try! Data("damaged again".utf8).write(to: url)
        try! repository.addSearchTerm("added")
        // The handler hears about the damage the write found before the write is acknowledged.
        try! await repository.waitUntilSaved()
        for recovery in recoveries { try! await recovery.waitUntilSaved() }

        let stored = FileHistoryRepository(fileURL: url).history
        // Issues recorded in the child reach the parent.
        #expect(handled == 2)
        #expect(stored == ["recovered 2", "added"])
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

    @Test func dropsTheOldestTermsWhenTheFileWouldExceedItsSizeLimit() async throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        // The empty history's JSON is 62 bytes; each term adds its length, two quotes and, after
        // the first, a comma: three 10-character terms fit in 100 bytes, four do not.
        let limit = 100
        let repository = FileHistoryRepository(fileURL: fixture.fileURL, maximumFileSize: limit)
        let terms = (0..<5).map { "term \($0) abc" }  // 10 characters each.
        for term in terms { try repository.addSearchTerm(term) }
        // The oldest terms are dropped when the file is written.
        try await repository.waitUntilSaved()

        #expect(repository.history == ["term 4 abc", "term 3 abc", "term 2 abc"])
        #expect(FileHistoryRepository(fileURL: fixture.fileURL, maximumFileSize: limit).history == repository.history)

        // A long term pushes out as many old ones as it needs, and is kept itself.
        let long = String(repeating: "y", count: 20)
        try repository.addSearchTerm(long)
        try await repository.waitUntilSaved()
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

    @Test func reportsAWriteErrorAndKeepsTheChangeInTheHistoryWhenTheFileCannotBeWritten() async throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("folder")
        var diagnostics: [HistoryFileDiagnostic] = []
        let repository = FileHistoryRepository(fileURL: folder.appendingPathComponent("history.json")) {
            diagnostics.append($0)
        }
        try repository.addSearchTerm("kept")
        try await repository.waitUntilSaved()
        // A regular file now sits where the history's folder was: nothing can be written
        // under it, even by root, for whom permissions would not get in the way.
        try FileManager.default.removeItem(at: folder)
        try Data().write(to: folder)

        try repository.addSearchTerm("not stored")
        #expect(repository.history == ["not stored", "kept"])
        await #expect {
            try await repository.waitUntilSaved()
        } throws: { error in
            guard case .writeFailed(let path, let reason) = error as? HistoryError else { return false }
            return path.hasSuffix("folder/history.json") && !reason.isEmpty
        }
        #expect(repository.history == ["not stored", "kept"])
        guard case .saveFailed(.writeFailed) = diagnostics.last?.problem else {
            Issue.record("expected a save failure, got \(diagnostics)")
            return
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.last?.description.contains("saved with the next change") == true)
    }

    @Test func removesTemporaryFilesLeftByAWriterThatDied() async throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        let stale = fixture.directory.appendingPathComponent(".history.json.tmp-99999-1234")
        try Data("half writ".utf8).write(to: stale)
        let unrelated = fixture.directory.appendingPathComponent("notes.txt")
        try Data().write(to: unrelated)

        let repository = fixture.openRepository()
        try repository.addSearchTerm("swift")
        try await repository.waitUntilSaved()

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
