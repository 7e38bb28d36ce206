import Foundation

/// The on-disk form of a ``FileHistoryRepository``: UTF-8 JSON,
/// `{"format":"ListMediator.SearchHistory","terms":["most recent",…],"version":1}`.
///
/// The format name and version let a later release tell its own files from foreign ones and
/// migrate; a file with another format or a newer version is treated as corrupt (moved aside,
/// never overwritten in place).
enum HistoryFileFormat {
    static let formatName = "ListMediator.SearchHistory"
    static let currentVersion = 1

    private struct Contents: Codable {
        var format: String
        var version: Int
        var terms: [String]
    }

    /// Encodes `terms`, most recent first.
    static func encode(_ terms: [String]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(Contents(format: formatName, version: currentVersion, terms: terms))
        } catch {
            // Strings and integers always encode; reaching this means Foundation itself is broken.
            fatalError("Encoding a search history failed: \(error)")
        }
    }

    /// Decodes the terms of a file, or throws a description of what is wrong with it.
    static func decode(_ data: Data) throws(HistoryFileDiagnosticReason) -> [String] {
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            throw HistoryFileDiagnosticReason("not JSON of the expected shape: \(error)")
        }
        guard contents.format == formatName else {
            throw HistoryFileDiagnosticReason("format is \"\(contents.format)\", expected \"\(formatName)\"")
        }
        guard contents.version == currentVersion else {
            throw HistoryFileDiagnosticReason(
                "version \(contents.version) is not supported (expected \(currentVersion))")
        }
        return contents.terms
    }
}

/// A human-readable reason a stored history was rejected.
struct HistoryFileDiagnosticReason: Error {
    var text: String
    init(_ text: String) { self.text = text }
}
