import Foundation
import ListMediator
@_spi(Testing) import ListMediatorTesting
import Testing

@testable import ListMediatorSearchHistory

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `FileHistoryRepository` saves off the main actor: what the main actor sees at once, how
/// writes are coalesced and ordered, and how a failed write is reported and recovered from.
///
/// A write is held where it flushes the directory (after the rename, before the
/// acknowledgement) by a substitute directory sync that waits for the test: no test waits for
/// a write with a sleep.
@MainActor
struct FileHistoryRepositoryWriterTests {
    @Test func theViewShowsANewTermWhileItsWriteIsStillInProgress() async throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        let repository = FileHistoryRepository(fileURL: fixture.fileURL)
        let gate = WriteGate()
        repository.syncDirectory = gate.holdingEachSync
        let field = HeadlessSearchField()
        let historyView = HeadlessHistoryView()
        let mediator = SearchHistoryMediator(searchField: field, historyView: historyView, repository: repository)

        field.beginEditing()
        field.type("swift")
        field.tapSearchButton()

        // The same turn of the run loop: nothing was awaited since the tap.
        #expect(repository.history == ["swift"])
        #expect(mediator.shownHistory == ["swift"])
        #expect(historyView.history == ["swift"])
        // The write has started and is held before its flush, so it cannot have finished.
        await gate.waitForWrite()
        field.beginEditing()
        #expect(historyView.history == ["swift"])

        gate.release()
        try await repository.waitUntilSaved()
        #expect(try storedTerms(fixture.fileURL) == ["swift"])
        #expect(historyView.history == ["swift"])
    }

    @Test func aBurstOfAThousandAddsIsSavedInTwoWritesAndLosesNothing() async throws {
        let policy = HistoryPolicy(capacity: 1_000)
        let fixture = RepositoryFixture(.file, policy: policy)
        defer { fixture.remove() }
        let repository = FileHistoryRepository(fileURL: fixture.fileURL, policy: policy)
        let gate = WriteGate()
        repository.syncDirectory = gate.holdingEachSync
        let terms = (0..<1_000).map { "term \($0)" }

        // The first add starts a write, held at its flush; the other 999 arrive meanwhile.
        try repository.addSearchTerm(terms[0])
        await gate.waitForWrite()
        for term in terms.dropFirst() { try repository.addSearchTerm(term) }
        #expect(repository.history == terms.reversed())
        gate.release()
        try await repository.waitUntilSaved()

        #expect(gate.writes == 2)
        #expect(try storedTerms(fixture.fileURL) == terms.reversed())
        #expect(repository.history == terms.reversed())
    }

    /// The history's folder disappears (as a synced or removable volume can) between two
    /// writes: the write fails, the change stays in memory, the error reaches the diagnostic
    /// handler and `waitUntilSaved`, and once the folder is back the next change saves both
    /// without losing what the file held.
    @Test func aFailedWriteIsReportedKeptInMemoryAndSavedWithTheNextChange() async throws {
        let volume = try VanishingFolder()
        defer { volume.remove() }
        let (target, link) = (volume.target, volume.link)
        var diagnostics: [HistoryFileDiagnostic] = []
        let repository = FileHistoryRepository(fileURL: link) { diagnostics.append($0) }
        let recorder = HistoryRecorder(observing: repository)
        try repository.addSearchTerm("on disk")
        try await repository.waitUntilSaved()

        try volume.moveAway()
        try repository.addSearchTerm("while away")
        await #expect {
            try await repository.waitUntilSaved()
        } throws: { error in
            guard case .writeFailed(let path, _) = error as? HistoryError else { return false }
            return path == link.path
        }
        #expect(repository.history == ["while away", "on disk"])
        #expect(diagnostics.count == 1)
        guard case .saveFailed(.writeFailed) = diagnostics.first?.problem else {
            Issue.record("expected a save failure, got \(diagnostics)")
            return
        }
        #expect(try storedTerms(volume.away.appendingPathComponent("history.json")) == ["on disk"])

        try volume.bringBack()
        try repository.addSearchTerm("back")
        try await repository.waitUntilSaved()

        #expect(try storedTerms(target) == ["back", "while away", "on disk"])
        #expect(repository.history == ["back", "while away", "on disk"])
        #expect(diagnostics.count == 1)
        #expect(
            recorder.notifications == [["on disk"], ["while away", "on disk"], ["back", "while away", "on disk"]])
    }

    /// One repository's write fails (its link leads into a folder that is gone) while another
    /// repository's later "clear" could be written: the clear waits behind the failed add, so
    /// the add never lands on top of it once both are saved.
    @Test func aChangeMadeAfterAnotherRepositorysFailedWriteWaitsBehindIt() async throws {
        let volume = try VanishingFolder()
        defer { volume.remove() }
        let (target, link) = (volume.target, volume.link)
        let search = FileHistoryRepository(fileURL: link)
        let settings = FileHistoryRepository(fileURL: target)
        let gate = WriteGate()
        settings.syncDirectory = gate.holdingEachSync

        // A write of the settings screen is held, so the next two changes go in one round.
        try settings.addSearchTerm("first")
        await gate.waitForWrite()
        try volume.moveAway()
        try search.addSearchTerm("x")  // its link now leads nowhere: this write fails
        try settings.removeAllSearchTerms()  // its own path would work: the folder is made again
        gate.release()

        await #expect(throws: HistoryError.self) { try await settings.waitUntilSaved() }
        #expect(!FileManager.default.fileExists(atPath: volume.folder.path), "the clear overtook the failed add")

        try volume.bringBack()
        try await settings.waitUntilSaved()
        try await search.waitUntilSaved()
        #expect(try storedTerms(target) == [])
        search.reload()
        settings.reload()
        #expect(search.history == [] && settings.history == [])
    }

    /// A folder reached through a link (as `/var` is `/private/var` on Apple platforms), not made
    /// yet when the first repository opens: a repository opened after it is made still shares
    /// the first one's writer, so their changes keep their order.
    @Test func repositoriesOpenedBeforeAndAfterTheirFolderExistsShareOneWriter() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let real = directory.appendingPathComponent("real")
        let alias = directory.appendingPathComponent("alias")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: alias.path, withDestinationPath: real.path)

        let before = HistoryFileWriter.writer(forFileAt: alias.path + "/ListMediator/history.json")
        try FileManager.default.createDirectory(
            at: real.appendingPathComponent("ListMediator"), withIntermediateDirectories: false)
        let after = HistoryFileWriter.writer(forFileAt: real.path + "/ListMediator/history.json")

        #expect(before === after)
    }

    @Test func waitUntilSavedTriesAFailedWriteAgain() async throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("folder")
        let repository = FileHistoryRepository(fileURL: folder.appendingPathComponent("history.json"))
        try Data().write(to: folder)  // A file where the folder should be.

        try repository.addSearchTerm("later")
        await #expect(throws: HistoryError.self) { try await repository.waitUntilSaved() }

        try FileManager.default.removeItem(at: folder)
        try await repository.waitUntilSaved()
        #expect(try storedTerms(folder.appendingPathComponent("history.json")) == ["later"])
    }

    /// Another process holds the file's lock (here the test, through its own descriptor, which
    /// `flock` treats as another owner) for longer than the repository waits.
    @Test func aLockHeldTooLongIsReportedAndTheNextChangeSaves() async throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        var diagnostics: [HistoryFileDiagnostic] = []
        let repository = FileHistoryRepository(fileURL: fixture.fileURL) { diagnostics.append($0) }
        repository.lockTimeout = .milliseconds(50)
        let lock = open(fixture.fileURL.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(lock >= 0 && flock(lock, LOCK_EX) == 0)

        try repository.addSearchTerm("first")
        await #expect(throws: HistoryError.lockTimedOut(path: fixture.fileURL.path, timeout: .milliseconds(50))) {
            try await repository.waitUntilSaved()
        }
        #expect(
            diagnostics.map(\.problem) == [
                .saveFailed(.lockTimedOut(path: fixture.fileURL.path, timeout: .milliseconds(50)))
            ])
        #expect(diagnostics.first?.description.contains("held its lock") == true)
        #expect(repository.history == ["first"])

        flock(lock, LOCK_UN)
        close(lock)
        try repository.addSearchTerm("second")
        try await repository.waitUntilSaved()
        #expect(try storedTerms(fixture.fileURL) == ["second", "first"])
    }

    /// Two repositories on one file in one process (one through a symbolic link) share a
    /// writer, which saves their changes in the order they were made.
    @Test func twoRepositoriesInOneProcessSaveTheirChangesInTheOrderTheyWereMade() async throws {
        let policy = HistoryPolicy(capacity: 1_000)
        let fixture = RepositoryFixture(.file, policy: policy)
        defer { fixture.remove() }
        let link = fixture.directory.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "history.json")
        let first = FileHistoryRepository(fileURL: fixture.fileURL, policy: policy)
        let second = FileHistoryRepository(fileURL: link, policy: policy)
        var made: [String] = []

        for index in 0..<100 {
            let repository = index.isMultiple(of: 3) ? second : first
            try repository.addSearchTerm("term \(index)")
            made.insert("term \(index)", at: 0)
        }
        try await first.waitUntilSaved()
        try await second.waitUntilSaved()

        #expect(try storedTerms(fixture.fileURL) == made)
        first.reload()
        second.reload()
        #expect(first.history == made && second.history == made)
    }

    /// A change is saved once the writer has put it in the file, whether or not its report has
    /// reached the main actor: `reload()` then shows the file and does not apply the change a
    /// second time on top of a later one of another repository (a "clear" over an "add"), and
    /// the late report does not take the history back to the file as it was before that add.
    @Test func reloadDoesNotReplayAChangeSavedBeforeAnotherRepositorysLaterChange() async throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        let first = FileHistoryRepository(fileURL: fixture.fileURL)
        let second = FileHistoryRepository(fileURL: fixture.fileURL)
        let writer = HistoryFileWriter.writer(forFileAt: fixture.fileURL.path)

        // Nothing awaits until the reload, so the reports the writer sends to the main actor wait.
        try second.addSearchTerm("old")
        try second.removeAllSearchTerms()
        writer.waitUntilIdle()
        try first.addSearchTerm("new")
        writer.waitUntilIdle()
        #expect(try storedTerms(fixture.fileURL) == ["new"])

        second.reload()
        #expect(second.history == ["new"])

        try await second.waitUntilSaved()  // its late reports arrive
        try await first.waitUntilSaved()
        #expect(second.history == ["new"])
        #expect(first.history == ["new"])
    }

    /// A repository opened while a write is under way shows exactly the history the file will
    /// hold: the changes the file already holds are not applied a second time. (Replaying them
    /// would not be harmless: at capacity an add pushes out the oldest term, and a later
    /// removal does not bring it back.)
    @Test func aRepositoryOpenedDuringAWriteShowsWhatTheFileWillHold() async throws {
        let policy = HistoryPolicy(capacity: 2)
        let fixture = RepositoryFixture(.file, policy: policy)
        defer { fixture.remove() }
        let repository = FileHistoryRepository(fileURL: fixture.fileURL, policy: policy)
        try repository.addSearchTerm("d")
        try await repository.waitUntilSaved()
        let gate = WriteGate()
        repository.syncDirectory = gate.holdingEachSync

        try repository.addSearchTerm("z")
        await gate.waitForWrite()
        for change in ["+a", "-a", "+b"] {
            if change.hasPrefix("+") {
                try repository.addSearchTerm(String(change.dropFirst()))
            } else {
                try repository.removeSearchTerm(String(change.dropFirst()))
            }
        }
        #expect(repository.history == ["b", "z"])
        gate.releaseOne()
        // The second write has renamed its file into place and is held before its flush.
        await gate.waitForWrite()
        #expect(try storedTerms(fixture.fileURL) == ["b", "z"])

        #expect(FileHistoryRepository(fileURL: fixture.fileURL, policy: policy).history == ["b", "z"])
        let other = FileHistoryRepository(fileURL: fixture.fileURL, policy: policy)
        other.reload()
        #expect(other.history == ["b", "z"])

        gate.release()
        try await repository.waitUntilSaved()
        #expect(repository.history == ["b", "z"])
    }
}

/// The writer replays a run of adds in one pass; it must agree with adding them one by one.
@Test func addingARunOfTermsAtOnceAgreesWithAddingThemOneByOne() {
    let seed = UInt64.random(in: .min ... .max)
    var random = SplitMix64(seed: seed)
    let words = ["a", "B", "á", "c", "d", "e", "F", "g", "Ç"]
    for _ in 0..<2_000 {
        let policy = HistoryPolicy(capacity: Int.random(in: 1...6, using: &random))
        let start = KeyedHistory(
            sanitizing: words.shuffled(using: &random).prefix(Int.random(in: 0...6, using: &random)).map { $0 },
            policy: policy)
        let changes: [HistoryChange] = (0..<Int.random(in: 0...10, using: &random)).map { _ in
            let word = words.randomElement(using: &random)!
            switch Int.random(in: 0..<10, using: &random) {
            case 0: return .removeAll
            case 1..<3: return .remove(word.uppercased())
            default: return .add(word)
            }
        }
        let oneByOne = changes.reduce(start) { $1.applied(to: $0, policy: policy) }
        let atOnce = start.applying(changes, policy: policy)
        #expect(atOnce.isSpelledLike(oneByOne), "seed \(seed): \(start.terms) \(changes)")
        if !atOnce.isSpelledLike(oneByOne) { break }
    }
}

/// Holds each write at its directory flush until the test lets it through, and counts writes.
final class WriteGate: Sendable {
    private let entered: AsyncStream<Void>
    private let enter: AsyncStream<Void>.Continuation
    private let passes = DispatchSemaphore(value: 0)
    private let state = Protected((writes: 0, isReleased: false))

    init() {
        (entered, enter) = AsyncStream.makeStream(of: Void.self)
    }

    /// Writes counted so far.
    var writes: Int { state.withLock { $0.writes } }

    /// A directory sync that counts the write and, until ``release()``, holds it until
    /// ``releaseOne()``.
    var holdingEachSync: DurableFile.DirectorySync {
        { [self] directory in
            let isReleased = state.withLock { state in
                state.writes += 1
                return state.isReleased
            }
            if !isReleased {
                enter.yield()
                passes.wait()
            }
            return DurableFile.syncDirectory(directory)
        }
    }

    /// Returns once a write is held at its flush (one that arrived since the last call).
    func waitForWrite() async {
        var iterator = entered.makeAsyncIterator()
        _ = await iterator.next()
    }

    /// Lets the held write finish; the next one is held again.
    func releaseOne() {
        passes.signal()
    }

    /// Lets the held write, and every later one, finish.
    func release() {
        state.withLock { $0.isReleased = true }
        passes.signal()
    }
}

/// The terms in the history file, read straight from disk.
func storedTerms(_ url: URL) throws -> [String] {
    struct File: Decodable { var terms: [String] }
    return try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).terms
}

/// A history file in a folder that can be moved away and back, as a synced or removable volume
/// can vanish, reached directly (`target`) and through a link beside the folder (`link`).
struct VanishingFolder {
    let directory = makeTemporaryDirectory()
    var folder: URL { directory.appendingPathComponent("synced") }
    var away: URL { directory.appendingPathComponent("away") }
    var target: URL { folder.appendingPathComponent("history.json") }
    var link: URL { directory.appendingPathComponent("history.json") }

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
    }

    func moveAway() throws { try FileManager.default.moveItem(at: folder, to: away) }
    func bringBack() throws { try FileManager.default.moveItem(at: away, to: folder) }
    func remove() { try? FileManager.default.removeItem(at: directory) }
}
