import Foundation

// A report as JSON: an envelope with the format, the library's version and a checksum of the
// report, so a reader can say which of its failures it met — another format, a truncated or
// edited file, identities it cannot read — rather than replaying something else.

extension ListUpdateReport {
    /// The version of the JSON a report is written in; a reader refuses another.
    public static let formatVersion = 1

    /// Why a report could not be read back.
    public enum DecodingError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The report is in a format this version of the library does not read.
        case unsupportedFormat(Int, writtenBy: String?)
        /// The data is not a whole report: truncated, not JSON, or missing a part.
        case malformed(String)
        /// The report was changed after it was written: its checksum does not match.
        case edited
        /// The identities before or after the update are not lists of strings by section.
        case undecodableIdentities(String)

        public var description: String {
            switch self {
            case let .unsupportedFormat(format, library):
                "the report is in format \(format)\(library.map { ", written by ListMediator \($0)" } ?? ""); "
                    + "ListMediator \(ListUpdateReport.currentLibraryVersion) reads format "
                    + "\(ListUpdateReport.formatVersion): replay it with the version that wrote it"
            case .malformed(let detail):
                "the report is truncated or is not a report: \(detail)"
            case .edited:
                "the report was edited after it was written: its checksum does not match its contents"
            case .undecodableIdentities(let detail):
                "the report's identities cannot be decoded: \(detail)"
            }
        }
    }

    /// The report as JSON, to attach to a crash report or save beside a test; pretty-printed,
    /// keys sorted.
    public func jsonData() -> Data {
        let payload = CodedReport(self)
        let envelope = Envelope(
            format: Self.formatVersion, libraryVersion: libraryVersion,
            checksum: Self.checksum(of: payload, format: Self.formatVersion, libraryVersion: libraryVersion),
            report: payload)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every part is an array, a string or an integer: encoding cannot fail.
        return try! encoder.encode(envelope)
    }

    /// Reads a report written by ``jsonData()``.
    /// - Throws: ``DecodingError`` saying what is wrong with the data.
    public init(jsonData data: Data) throws(DecodingError) {
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw .malformed(Self.explain(error))
        }
        guard header.format == Self.formatVersion else {
            throw .unsupportedFormat(header.format, writtenBy: header.libraryVersion)
        }
        let envelope: Envelope
        do {
            envelope = try decoder.decode(Envelope.self, from: data)
        } catch let error as Swift.DecodingError {
            if let key = Self.codingPath(of: error).first(where: { $0.stringValue.hasPrefix("identities") }) {
                throw .undecodableIdentities("\(key.stringValue): \(Self.explain(error))")
            }
            throw .malformed(Self.explain(error))
        } catch {
            throw .malformed(Self.explain(error))
        }
        guard
            envelope.checksum
                == Self.checksum(of: envelope.report, format: envelope.format, libraryVersion: envelope.libraryVersion)
        else { throw .edited }
        self = try envelope.report.report(libraryVersion: envelope.libraryVersion)
    }

    /// FNV-1a of the report's canonical text (with the format and the library's version): enough
    /// to tell an edited report, not a signature. The text is the library's own, not JSON, so
    /// the checksum does not depend on how a platform's encoder writes.
    private static func checksum(of payload: CodedReport, format: Int, libraryVersion: String) -> String {
        var text = Canonical()
        text.add(format)
        text.add(libraryVersion)
        payload.write(to: &text)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.value.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return "fnv1a64:" + String(hash, radix: 16)
    }

    private static func codingPath(of error: Swift.DecodingError) -> [any CodingKey] {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            context.codingPath
        @unknown default: []
        }
    }

    private static func explain(_ error: any Error) -> String {
        guard let error = error as? Swift.DecodingError else { return "\(error)" }
        let path = codingPath(of: error).map(\.stringValue).joined(separator: ".")
        let detail: String =
            switch error {
            case .keyNotFound(let key, _): "\(key.stringValue) is missing"
            case .typeMismatch(let type, let context): "expected \(type): \(context.debugDescription)"
            case .valueNotFound(let type, _): "a \(type) is missing"
            case .dataCorrupted(let context): context.debugDescription
            @unknown default: "\(error)"
            }
        return path.isEmpty ? detail : "at \(path): \(detail)"
    }
}

// MARK: The coded form

/// A text that names every value of a report in one order, strings with their length, for the
/// checksum.
private struct Canonical {
    private(set) var value = ""

    mutating func add(_ number: Int) { value += "\(number);" }
    mutating func add(_ number: Int64) { value += "\(number);" }
    mutating func add(_ string: String) { value += "\(string.utf8.count):\(string);" }
    mutating func add(_ string: String?) { if let string { add(string) } else { value += "-;" } }
    mutating func add(_ numbers: [Int]?) {
        guard let numbers else { return value += "-;" }
        value += "[" + numbers.map(String.init).joined(separator: ",") + "];"
    }
    mutating func add(_ lists: [[Int]]?) {
        guard let lists else { return value += "-;" }
        value += "\(lists.count)["
        for list in lists { add(list) }
        value += "];"
    }
    mutating func add(_ lists: [[String]]?) {
        guard let lists else { return value += "-;" }
        value += "\(lists.count)["
        for list in lists {
            value += "\(list.count)["
            for string in list { add(string) }
            value += "];"
        }
        value += "];"
    }
}

/// The part of the envelope read first, to refuse another format before anything else.
private struct Header: Decodable {
    var format: Int
    var libraryVersion: String?
}

private struct Envelope: Codable {
    var format: Int
    var libraryVersion: String
    var checksum: String
    var report: CodedReport
}

private struct CodedReport: Codable {
    var viewType: String
    var rule: String
    var record: [CodedUpdate]
    var identitiesBefore: [[String]]?
    var identitiesAfter: [[String]]?
    var contents: String

    init(_ report: ListUpdateReport) {
        viewType = report.viewType
        rule = report.rule
        record = report.record.map(CodedUpdate.init)
        identitiesBefore = report.identitiesBefore
        identitiesAfter = report.identitiesAfter
        contents = report.contents
    }

    func write(to text: inout Canonical) {
        text.add(viewType)
        text.add(rule)
        text.add(record.count)
        for update in record { update.write(to: &text) }
        text.add(identitiesBefore)
        text.add(identitiesAfter)
        text.add(contents)
    }

    func report(libraryVersion: String) throws(ListUpdateReport.DecodingError) -> ListUpdateReport {
        // Loops rather than a typed-throwing `map`, which iOS 16's standard library lacks.
        var updates: [RecordedUpdate] = []
        for coded in record { updates.append(try coded.update()) }
        guard updates.last?.outcome.isRejection == true else {
            throw .malformed("the record does not end with a rejected update")
        }
        return ListUpdateReport(
            libraryVersion: libraryVersion, viewType: viewType, rule: rule, record: updates,
            identitiesBefore: identitiesBefore, identitiesAfter: identitiesAfter, contents: contents)
    }
}

private struct CodedUpdate: Codable {
    var sequenceNumber: Int
    var repeatCount: Int
    var path: String
    var kind: String
    var rowCountsBefore: [Int]?
    var rowCountsAfter: [Int]?
    var changes: CodedBatchUpdate?
    var staleDifference: CodedStaleDifference?
    var durationNanoseconds: Int64
    var outcome: String
    var reason: String?

    init(_ update: RecordedUpdate) {
        sequenceNumber = update.sequenceNumber
        repeatCount = update.repeatCount
        path = update.path
        kind = update.kind.rawValue
        rowCountsBefore = update.rowCountsBefore
        rowCountsAfter = update.rowCountsAfter
        changes = update.changes.map(CodedBatchUpdate.init)
        staleDifference = update.staleDifference.map {
            CodedStaleDifference(computedFrom: $0.rowCountsComputedFrom, held: $0.rowCountsHeld)
        }
        let (seconds, attoseconds) = update.duration.components
        durationNanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        switch update.outcome {
        case .performed: outcome = "performed"
        case .unchanged: outcome = "unchanged"
        case .reloaded(let why):
            outcome = "reloaded"
            reason = why
        case .rejected(let rule):
            outcome = "rejected"
            reason = rule
        }
    }

    func write(to text: inout Canonical) {
        text.add(sequenceNumber)
        text.add(repeatCount)
        text.add(path)
        text.add(kind)
        text.add(rowCountsBefore)
        text.add(rowCountsAfter)
        if let changes { changes.write(to: &text) } else { text.add(nil as String?) }
        text.add(staleDifference?.computedFrom)
        text.add(staleDifference?.held)
        text.add(durationNanoseconds)
        text.add(outcome)
        text.add(reason)
    }

    func update() throws(ListUpdateReport.DecodingError) -> RecordedUpdate {
        for counts in [rowCountsBefore, rowCountsAfter, staleDifference?.computedFrom, staleDifference?.held]
        where counts?.contains(where: { $0 < 0 }) == true {
            throw .malformed("update \(sequenceNumber) has a negative row count")
        }
        guard repeatCount >= 1, sequenceNumber >= 0 else {
            throw .malformed("update \(sequenceNumber) is numbered \(sequenceNumber), repeated \(repeatCount) times")
        }
        guard let kind = RecordedUpdate.Kind(rawValue: kind) else {
            throw .malformed("update \(sequenceNumber) has an unknown kind \"\(kind)\"")
        }
        let outcome: RecordedUpdate.Outcome
        switch (self.outcome, reason) {
        case ("performed", _): outcome = .performed
        case ("unchanged", _): outcome = .unchanged
        case ("reloaded", let reason?): outcome = .reloaded(reason: reason)
        case ("rejected", let rule?): outcome = .rejected(rule: rule)
        default: throw .malformed("update \(sequenceNumber) has an unknown outcome \"\(self.outcome)\"")
        }
        return RecordedUpdate(
            sequenceNumber: sequenceNumber, repeatCount: repeatCount, path: path, kind: kind,
            rowCountsBefore: rowCountsBefore,
            rowCountsAfter: rowCountsAfter, changes: try changes?.update(),
            staleDifference: staleDifference.map {
                RecordedUpdate.StaleDifference(rowCountsComputedFrom: $0.computedFrom, rowCountsHeld: $0.held)
            }, duration: .nanoseconds(durationNanoseconds), outcome: outcome)
    }
}

private struct CodedStaleDifference: Codable {
    var computedFrom: [Int]
    var held: [Int]
}

/// A batch update's changes; index paths as `[section, row]`, moves as `[from, to]`; a kind of
/// change the update does not make is left out.
private struct CodedBatchUpdate: Codable {
    var deletedSections: [Int]?
    var insertedSections: [Int]?
    var reloadedSections: [Int]?
    var movedSections: [[Int]]?
    var deletedRows: [[Int]]?
    var insertedRows: [[Int]]?
    var reloadedRows: [[Int]]?
    var movedRows: [[[Int]]]?
    var reconfiguredRows: [[Int]]?

    init(_ update: BatchUpdate) {
        func some<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }
        deletedSections = some(update.deletedSections)
        insertedSections = some(update.insertedSections)
        reloadedSections = some(update.reloadedSections)
        movedSections = some(update.movedSections.map { [$0.source, $0.destination] })
        deletedRows = some(update.deletedRows.map(Array.init))
        insertedRows = some(update.insertedRows.map(Array.init))
        reloadedRows = some(update.reloadedRows.map(Array.init))
        movedRows = some(update.movedRows.map { [Array($0.source), Array($0.destination)] })
        reconfiguredRows = some(update.reconfiguredRows.map(Array.init))
    }

    func write(to text: inout Canonical) {
        text.add(deletedSections)
        text.add(insertedSections)
        text.add(reloadedSections)
        text.add(movedSections)
        text.add(deletedRows)
        text.add(insertedRows)
        text.add(reloadedRows)
        text.add(movedRows.map { $0.map { $0.flatMap { $0 } + [$0.first?.count ?? 0] } })
        text.add(reconfiguredRows)
    }

    func update() throws(ListUpdateReport.DecodingError) -> BatchUpdate {
        func move<T>(_ pair: [T]) throws(ListUpdateReport.DecodingError) -> BatchUpdate.Move<T> {
            guard pair.count == 2 else { throw .malformed("a move has \(pair.count) ends, not 2") }
            return .init(from: pair[0], to: pair[1])
        }
        func path(_ indexes: [Int]) throws(ListUpdateReport.DecodingError) -> IndexPath {
            guard indexes.count == 2, indexes.allSatisfy({ $0 >= 0 }) else {
                throw .malformed("\(indexes) is not an index path of a section and a row")
            }
            return IndexPath(indexes: indexes)
        }
        func paths(_ rows: [[Int]]?) throws(ListUpdateReport.DecodingError) -> [IndexPath] {
            var paths: [IndexPath] = []
            for indexes in rows ?? [] { paths.append(try path(indexes)) }
            return paths
        }
        for section in [deletedSections, insertedSections, reloadedSections, movedSections?.flatMap { $0 }]
            .compactMap({ $0 }).joined()
        where section < 0 {
            throw .malformed("a change names section \(section)")
        }
        var sectionMoves: [BatchUpdate.Move<Int>] = []
        for pair in movedSections ?? [] { sectionMoves.append(try move(pair)) }
        var rowMoves: [BatchUpdate.Move<IndexPath>] = []
        for pair in movedRows ?? [] {
            let moved = try move(pair)
            rowMoves.append(.init(from: try path(moved.source), to: try path(moved.destination)))
        }
        return BatchUpdate(
            deletedSections: deletedSections ?? [], insertedSections: insertedSections ?? [],
            reloadedSections: reloadedSections ?? [], movedSections: sectionMoves,
            deletedRows: try paths(deletedRows), insertedRows: try paths(insertedRows),
            reloadedRows: try paths(reloadedRows), movedRows: rowMoves, reconfiguredRows: try paths(reconfiguredRows))
    }
}
