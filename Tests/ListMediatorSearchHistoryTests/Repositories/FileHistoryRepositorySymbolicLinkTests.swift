import Foundation
import ListMediatorSearchHistory
import Testing

/// A history file that is a symbolic link, for example into a synced folder: changes go to the
/// file the link leads to, and the link stays a link.
@MainActor
struct FileHistoryRepositorySymbolicLinkTests {
    let directory = makeTemporaryDirectory()
    var fileManager: FileManager { .default }

    /// Every test waits for its writes, so none can create the folder again.
    func remove() { try? fileManager.removeItem(at: directory) }

    func isSymbolicLink(_ url: URL) -> Bool {
        (try? fileManager.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }

    func makeFolder(_ name: String) throws -> URL {
        let url = directory.appendingPathComponent(name, isDirectory: true)
        try fileManager.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writesThroughALinkToItsTargetAndKeepsTheLink() async throws {
        defer { remove() }
        let target = try makeFolder("synced").appendingPathComponent("history.json")
        let first = FileHistoryRepository(fileURL: target)
        try first.addSearchTerm("before")
        try await first.waitUntilSaved()
        let link = directory.appendingPathComponent("history.json")
        try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        var diagnostics: [HistoryFileDiagnostic] = []
        let repository = FileHistoryRepository(fileURL: link) { diagnostics.append($0) }
        #expect(repository.history == ["before"])

        try repository.addSearchTerm("through the link")
        try await repository.waitUntilSaved()

        #expect(isSymbolicLink(link))
        #expect(try fileManager.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(FileHistoryRepository(fileURL: target).history == ["through the link", "before"])
        #expect(FileHistoryRepository(fileURL: link).history == ["through the link", "before"])
        #expect(diagnostics.isEmpty)
        // Temporary files and the lock live next to the target, not next to the link.
        #expect(try fileManager.contentsOfDirectory(atPath: directory.path).sorted() == ["history.json", "synced"])
        #expect(
            try fileManager.contentsOfDirectory(atPath: target.deletingLastPathComponent().path).sorted()
                == ["history.json", "history.json.lock"])
    }

    @Test func aRepositoryOnTheLinkAndOneOnTheTargetNeverUndoEachOthersChanges() async throws {
        defer { remove() }
        let target = try makeFolder("synced").appendingPathComponent("history.json")
        let link = directory.appendingPathComponent("history.json")
        try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let throughLink = FileHistoryRepository(fileURL: link)
        let direct = FileHistoryRepository(fileURL: target)

        try throughLink.addSearchTerm("a")
        try direct.addSearchTerm("b")
        try throughLink.addSearchTerm("c")
        try direct.removeSearchTerm("a")
        try await throughLink.waitUntilSaved()
        try await direct.waitUntilSaved()

        #expect(FileHistoryRepository(fileURL: target).history == ["c", "b"])
        #expect(isSymbolicLink(link))
    }

    /// `link` → `../chain/middle` (relative) → `final` (relative to `chain`) → the history.
    @Test func followsAChainOfRelativeLinks() async throws {
        defer { remove() }
        let chain = try makeFolder("chain")
        let linkFolder = try makeFolder("app")
        let target = try makeFolder("real").appendingPathComponent("history.json")
        try fileManager.createSymbolicLink(
            atPath: chain.appendingPathComponent("final").path, withDestinationPath: "../real/history.json")
        try fileManager.createSymbolicLink(
            atPath: chain.appendingPathComponent("middle").path, withDestinationPath: "final")
        let link = linkFolder.appendingPathComponent("history.json")
        try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: "../chain/middle")

        let repository = FileHistoryRepository(fileURL: link)
        try repository.addSearchTerm("chained")
        try await repository.waitUntilSaved()

        #expect(FileHistoryRepository(fileURL: target).history == ["chained"])
        for name in ["final", "middle"] { #expect(isSymbolicLink(chain.appendingPathComponent(name))) }
        #expect(isSymbolicLink(link))
    }

    @Test func followsALinkAgainForEachWriteSoARepointedLinkIsHonoured() async throws {
        defer { remove() }
        let first = try makeFolder("first").appendingPathComponent("history.json")
        let second = try makeFolder("second").appendingPathComponent("history.json")
        let link = directory.appendingPathComponent("history.json")
        try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: first.path)
        let repository = FileHistoryRepository(fileURL: link)
        try repository.addSearchTerm("one")
        try await repository.waitUntilSaved()

        try fileManager.removeItem(at: link)
        try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: second.path)
        try repository.addSearchTerm("two")
        try await repository.waitUntilSaved()

        #expect(FileHistoryRepository(fileURL: first).history == ["one"])
        #expect(FileHistoryRepository(fileURL: second).history == ["two"])
    }

    @Test func createsTheTargetOfADanglingLinkWhoseFolderExists() async throws {
        defer { remove() }
        let target = try makeFolder("synced").appendingPathComponent("history.json")
        let link = directory.appendingPathComponent("history.json")
        try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        var diagnostics: [HistoryFileDiagnostic] = []
        let repository = FileHistoryRepository(fileURL: link) { diagnostics.append($0) }
        #expect(repository.history.isEmpty)

        try repository.addSearchTerm("first")
        try await repository.waitUntilSaved()

        #expect(isSymbolicLink(link))
        #expect(FileHistoryRepository(fileURL: target).history == ["first"])
        #expect(diagnostics.isEmpty)
    }

    /// The link may lead into a volume that is not mounted: creating the folder would hide the
    /// history where nothing else looks for it.
    @Test func refusesToCreateTheMissingFolderADanglingLinkLeadsInto() async throws {
        defer { remove() }
        let missingFolder = directory.appendingPathComponent("unmounted", isDirectory: true)
        let target = missingFolder.appendingPathComponent("history.json")
        let link = directory.appendingPathComponent("history.json")
        try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let repository = FileHistoryRepository(fileURL: link)

        try repository.addSearchTerm("nowhere to go")
        await #expect {
            try await repository.waitUntilSaved()
        } throws: { error in
            guard case .writeFailed(let path, let reason) = error as? HistoryError else { return false }
            return path == link.path && reason.contains("symbolic link") && reason.contains(target.path)
        }
        #expect(repository.history == ["nowhere to go"])  // Kept in memory, saved once it can be.
        #expect(!fileManager.fileExists(atPath: missingFolder.path))
        #expect(isSymbolicLink(link))
    }

    @Test func movesADamagedTargetAsideNextToItselfAndKeepsTheLink() async throws {
        defer { remove() }
        let synced = try makeFolder("synced")
        let target = synced.appendingPathComponent("history.json")
        try Data("damaged".utf8).write(to: target)
        let link = directory.appendingPathComponent("history.json")
        try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        var diagnostics: [HistoryFileDiagnostic] = []

        let repository = FileHistoryRepository(fileURL: link) { diagnostics.append($0) }

        #expect(repository.history.isEmpty)
        let movedURL = try #require(diagnostics.first?.movedAsideURL)
        #expect(movedURL.deletingLastPathComponent().path == synced.path)
        #expect(try Data(contentsOf: movedURL) == Data("damaged".utf8))
        #expect(isSymbolicLink(link))
        try repository.addSearchTerm("fresh start")
        try await repository.waitUntilSaved()
        #expect(FileHistoryRepository(fileURL: target).history == ["fresh start"])
        #expect(isSymbolicLink(link))
    }

    /// What a link leads to is not the repository's to move: a link to a folder is reported as
    /// unreadable and left for someone to fix, and changes are refused meanwhile.
    @Test func leavesALinkToAFolderAndTheFolderAloneAndRefusesChanges() async throws {
        defer { remove() }
        let folder = try makeFolder("Documents")
        try Data("keep me".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let link = directory.appendingPathComponent("history.json")
        try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: folder.path)
        var diagnostics: [HistoryFileDiagnostic] = []

        let repository = FileHistoryRepository(fileURL: link) { diagnostics.append($0) }

        #expect(repository.history.isEmpty)
        guard case .readFailed(let reason) = diagnostics.first?.problem else {
            Issue.record("expected a read-failure diagnostic, got \(diagnostics)")
            return
        }
        #expect(reason.contains("symbolic link"))
        #expect(diagnostics.first?.movedAsideURL == nil)
        try repository.addSearchTerm("not stored")
        await #expect {
            try await repository.waitUntilSaved()
        } throws: { error in
            guard case .readFailed(let path, _) = error as? HistoryError else { return false }
            return path == link.path
        }
        #expect(diagnostics.map(\.problem.isReadFailure) == [true, false])
        guard case .saveFailed(.readFailed) = diagnostics.last?.problem else {
            Issue.record("expected a save failure, got \(diagnostics)")
            return
        }
        #expect(isSymbolicLink(link))
        #expect(try fileManager.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
        #expect(try fileManager.contentsOfDirectory(atPath: directory.path).sorted() == ["Documents", "history.json"])
    }

    @Test func refusesChangesThroughALoopOfLinksWithATypedError() async throws {
        defer { remove() }
        let link = directory.appendingPathComponent("history.json")
        let other = directory.appendingPathComponent("other.json")
        try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: other.path)
        try fileManager.createSymbolicLink(atPath: other.path, withDestinationPath: link.path)
        var diagnostics: [HistoryFileDiagnostic] = []
        let repository = FileHistoryRepository(fileURL: link) { diagnostics.append($0) }
        #expect(diagnostics.map(\.problem.isReadFailure) == [true])

        try repository.addSearchTerm("not stored")
        await #expect {
            try await repository.waitUntilSaved()
        } throws: { error in
            guard case .readFailed(let path, let reason) = error as? HistoryError else { return false }
            return path == link.path && reason.contains("symbolic links")
        }
        #expect(isSymbolicLink(link) && isSymbolicLink(other))
    }
}

extension HistoryFileDiagnostic.Problem {
    fileprivate var isReadFailure: Bool {
        if case .readFailed = self { return true }
        return false
    }
}
