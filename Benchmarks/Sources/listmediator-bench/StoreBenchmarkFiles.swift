import Foundation
import ListMediatorStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The item of the store benchmarks: small, with an integer identity (the table's row id) and
/// its rank as the sort key. Equatable, so a list showing it updates the row of an item whose
/// title changed.
nonisolated struct RankedRow: Codable, Equatable, Identifiable, Sendable {
    var id: Int64
    var rank: Int64
    var title: String
}

/// The fast path the store offers: the item reads and writes its own fields.
extension RankedRow: CompactCodable {
    init(from fields: inout CompactFieldReader) throws {
        id = try fields.decode(forKey: "id")
        rank = try fields.decode(forKey: "rank")
        title = try fields.decode(forKey: "title")
    }

    func encode(to fields: inout CompactFieldWriter) throws {
        try fields.encode(id, forKey: "id")
        try fields.encode(rank, forKey: "rank")
        try fields.encode(title, forKey: "title")
    }
}

/// The same item through `Codable` alone: it reads the rows a ``RankedRow`` list wrote, the
/// bodies being the same bytes.
nonisolated struct CodableRankedRow: Codable, Equatable, Identifiable, Sendable {
    var id: Int64
    var rank: Int64
    var title: String
}

/// The store files the store benchmarks open and read, each built once per run, on first use,
/// in a folder of this process's own that is removed when the process exits.
enum StoreBenchmarkFiles {
    static let largeCount = 1_000_000
    static let smallCount = 10_000
    /// The rows to write at once: the encoded items of one batch are in memory at a time.
    static let batchSize = 100_000

    /// The list every file holds, ordered by rank.
    static let list: StoredList<RankedRow> = {
        do {
            return try StoredList<RankedRow>(name: "rows") { .integer($0.rank) }
        } catch {
            fatalError("the store benchmark's list name was refused: \(error)")
        }
    }()

    /// The list's rows read as ``CodableRankedRow``s, through `Codable`.
    static let codableList = StoredList<CodableRankedRow>("rows") { .integer($0.rank) }

    /// The same items in a list of their own stored as JSON, for the cases that compare the
    /// two codings.
    static let jsonList = StoredList<RankedRow>("rows_json", coding: .json) { .integer($0.rank) }

    /// The store's table for ``list``, as the store names it (`list_` and the list's name), for
    /// the baseline that reads it through SQLite's C API.
    static let tableName = "list_rows"

    /// A table of the same rows as an app without the store would keep them, a column for each
    /// property (`id INTEGER PRIMARY KEY, rank, title`) and an index on `(rank, id)`: the
    /// baseline of a hand-written client.
    static let plainTableName = "plain_rows"

    /// The file of ``largeCount`` rows.
    static let large = build(count: largeCount, named: "large.sqlite")
    /// The file of ``smallCount`` rows.
    static let small = build(count: smallCount, named: "small.sqlite")

    /// The row of rank `index`.
    static func row(_ index: Int) -> RankedRow {
        RankedRow(id: Int64(index), rank: Int64(index), title: "Row number \(index)")
    }

    /// A copy of the store file at `url`, which no store has open, in the same folder, under
    /// `name`: for a case that writes, so the file stays as built for the cases that read it,
    /// and for each of its baselines, so no two writers share a file (SQLite drops a connection's
    /// page cache whenever another connection has written the file, which would slow both).
    static func copy(of url: URL, named name: String) -> URL {
        let copy = createdFolder.appendingPathComponent(name)
        do {
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.copyItem(at: url, to: copy)
        } catch {
            fatalError("the store benchmark could not copy \(url.path) to \(copy.path): \(error)")
        }
        return copy
    }

    /// The size of the file at `url`, in bytes.
    static func size(of url: URL) -> Double {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes?[.size] as? NSNumber)?.doubleValue ?? 0
    }

    /// The folder, with this process's id in its name so that two runs at once (two engineers
    /// on one machine) never share it.
    nonisolated private static let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("listmediator-bench-store-\(getpid())", isDirectory: true)

    /// The folder, created on first use, with its removal at exit registered: a million rows
    /// make a file of tens of megabytes, too much to leave behind in the temporary folder.
    private static let createdFolder: URL = {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            fatalError("the store benchmark could not create \(folder.path): \(error)")
        }
        atexit { try? FileManager.default.removeItem(at: StoreBenchmarkFiles.folder) }
        return folder
    }()

    /// A store of `count` rows written in one transaction, in ascending order, closed again so
    /// that its log is checkpointed into the file, as after an app's last session.
    private static func build(count: Int, named name: String) -> URL {
        let url = createdFolder.appendingPathComponent(name)
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            let store = try ListStore(fileURL: url) { diagnostic in
                fatalError("the store benchmark's new file was moved aside: \(diagnostic)")
            }
            try store.write { transaction in
                for batchStart in stride(from: 0, to: count, by: batchSize) {
                    let batch = (batchStart..<min(count, batchStart + batchSize)).map(row)
                    try transaction.upsert(batch, into: list, ordering: .ascending)
                    try transaction.upsert(batch, into: jsonList, ordering: .ascending)
                }
            }
        } catch {
            fatalError("the store benchmark could not build its \(count)-row file: \(error)")
        }
        SQLiteRowWriter.createPlainTable(plainTableName, in: url.path, rows: (0..<count).lazy.map(row))
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let note =
            "note: built the \(count)-row store in \(String(format: "%.1f", seconds)) s, "
            + "\(Int(size(of: url))) bytes\n"
        FileHandle.standardError.write(Data(note.utf8))
        return url
    }
}
