import Foundation
import ListMediator
import Testing

@testable import ListMediatorSearchHistory

/// What `FileHistoryRepository` does when a directory sync fails or is needed. No file system a
/// test can use fails `fsync` on a directory on demand, so these substitute the repository's
/// directory sync.
@MainActor
struct DurableFileTests {
    @Test func keepsAChangeWhoseDirectoryCouldNotBeSyncedAfterTheRenameAndReportsIt() async throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        let repository = try #require(fixture.openRepository() as? FileHistoryRepository)
        try repository.addSearchTerm("durable")
        try await repository.waitUntilSaved()
        let recorder = HistoryRecorder(observing: repository)
        repository.syncDirectory = { _ in "cannot sync: Input/output error" }

        // The rename already replaced the file: failing now would claim nothing changed.
        try repository.addSearchTerm("saved")
        try await repository.waitUntilSaved()

        #expect(repository.history == ["saved", "durable"])
        #expect(recorder.notifications == [["saved", "durable"]])
        #expect(fixture.openRepository().history == ["saved", "durable"])
        #expect(
            fixture.diagnostics.map(\.problem) == [.directorySyncFailed(reason: "cannot sync: Input/output error")])
        #expect(fixture.diagnostics.first?.movedAsideURL == nil)
        #expect(fixture.diagnostics.first?.description.contains("power loss") == true)
    }

    @Test func syncsTheParentOfEachDirectoryItCreatesAndTheFilesDirectory() async throws {
        let base = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: base) }
        let repository = FileHistoryRepository(fileURL: base.appendingPathComponent("a/b/history.json"))
        let synced = Protected<[String]>([])
        repository.syncDirectory = { directory in
            synced.withLock { $0.append(directory) }
            return DurableFile.syncDirectory(directory)
        }

        try repository.addSearchTerm("first")
        try await repository.waitUntilSaved()
        #expect(
            synced.withLock { $0 }
                == [base.path, base.appendingPathComponent("a").path, base.appendingPathComponent("a/b").path])

        synced.withLock { $0 = [] }
        try repository.addSearchTerm("second")
        try await repository.waitUntilSaved()
        #expect(synced.withLock { $0 } == [base.appendingPathComponent("a/b").path])
    }
}
