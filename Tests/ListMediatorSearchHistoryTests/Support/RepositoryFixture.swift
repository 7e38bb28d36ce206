import Foundation

@testable import ListMediatorSearchHistory

/// The repositories the conformance suite runs against.
enum RepositoryKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case inMemory
    case file
    case userDefaults

    var description: String { rawValue }

    /// Whether a new instance over the same storage sees what an earlier one stored.
    var persists: Bool { self != .inMemory }
}

/// Storage for one test: a fresh directory or `UserDefaults` suite, and a way to open
/// repositories over it, as an app does on each launch.
@MainActor
final class RepositoryFixture {
    let kind: RepositoryKind
    let policy: HistoryPolicy
    let directory: URL
    let suiteName: String
    private(set) var diagnostics: [HistoryFileDiagnostic] = []
    private var memory: InMemoryHistoryRepository?

    init(_ kind: RepositoryKind, policy: HistoryPolicy = .default) {
        self.kind = kind
        self.policy = policy
        directory = makeTemporaryDirectory()
        suiteName = "ListMediatorTests.\(UUID().uuidString)"
    }

    var fileURL: URL { directory.appendingPathComponent("history.json") }

    /// Opens a new repository over the fixture's storage, as another screen or the next launch
    /// does. An in-memory repository is its own storage, so it is the same object each time.
    func openRepository() -> any HistoryRepository {
        switch kind {
        case .inMemory:
            if let memory { return memory }
            let repository = InMemoryHistoryRepository(policy: policy)
            memory = repository
            return repository
        case .file:
            return FileHistoryRepository(fileURL: fileURL, policy: policy) { [weak self] in
                self?.diagnostics.append($0)
            }
        case .userDefaults:
            return UserDefaultsHistoryRepository(defaults: UserDefaults(suiteName: suiteName)!, policy: policy)
        }
    }

    /// Deletes the storage, once the file's writer has finished: a write still queued would
    /// create the folder again.
    func remove() {
        FileHistoryRepository.waitUntilWriterIsIdle(forFileAt: fileURL)
        try? FileManager.default.removeItem(at: directory)
        UserDefaults(suiteName: suiteName)?.removePersistentDomain(forName: suiteName)
    }
}

/// A new empty directory under the system's temporary directory.
func makeTemporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("ListMediatorTests-\(UUID().uuidString)", isDirectory: true)
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Records the histories an observer is told about.
@MainActor
final class HistoryRecorder {
    private(set) var notifications: [[String]] = []
    private(set) var observation: HistoryObservation?

    init(observing repository: any HistoryRepository) {
        observation = repository.observeHistory { [weak self] in self?.notifications.append($0) }
    }

    func stopObserving() { observation = nil }
}
