import Foundation

/// Finds the Swift code blocks of the documentation and checks that each one is a copy of
/// code in `Tests/DocumentationTests/Examples/`, which the compiler builds with the tests.
///
/// A block matches a file when its lines occur in that file in the same order, compared
/// whitespace-normalized: each line trimmed, runs of spaces and tabs collapsed, blank lines
/// dropped. Lines of the file in between are the context the snippet needs (the
/// function around it, the values it names) and are not in the documentation.
enum DocumentationSnippets {
    /// A fenced ```swift block of a Markdown file.
    struct Block: Equatable {
        /// The file's path relative to the package root, for messages.
        var file: String
        /// The 1-based line of the opening fence.
        var line: Int
        /// The lines between the fences, as written.
        var lines: [String]
    }

    /// One file of compiled copies.
    struct Example {
        var file: String
        var lines: [String]
    }

    /// How far a block got in its best-matching example file.
    struct Mismatch: Equatable {
        /// The example file that matched the most leading lines of the block, if any did.
        var closestFile: String?
        /// How many leading lines of the block matched there.
        var matchedLineCount: Int
        /// The first block line (normalized) that could not be matched after them.
        var missingLine: String
    }

    /// The package root: three levels above this file (`Tests/DocumentationTests/<file>`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every Markdown page of every DocC catalog in `Sources/`, as paths
    /// relative to the package root, sorted.
    static func documentationFiles(under root: URL = packageRoot) throws -> [String] {
        var files = ["README.md"]
        let fileManager = FileManager.default
        let sources = root.appendingPathComponent("Sources")
        for module in try fileManager.contentsOfDirectory(atPath: sources.path).sorted() {
            // Not every entry is a folder (think of .DS_Store); those hold no catalog.
            let entries = (try? fileManager.contentsOfDirectory(atPath: sources.appendingPathComponent(module).path))
            for entry in entries ?? [] where entry.hasSuffix(".docc") {
                let catalog = "Sources/\(module)/\(entry)"
                guard let enumerator = fileManager.enumerator(atPath: root.appendingPathComponent(catalog).path)
                else { continue }
                for case let relative as String in enumerator where relative.hasSuffix(".md") {
                    files.append("\(catalog)/\(relative)")
                }
            }
        }
        return files.sorted()
    }

    /// The Swift files of `Tests/DocumentationTests/Examples/`, read.
    static func examples(under root: URL = packageRoot) throws -> [Example] {
        let folder = "Tests/DocumentationTests/Examples"
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(atPath: root.appendingPathComponent(folder).path) else {
            return []
        }
        var examples: [Example] = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let file = "\(folder)/\(relative)"
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            examples.append(Example(file: file, lines: lines(of: text)))
        }
        return examples.sorted { $0.file < $1.file }
    }

    /// The ```swift blocks of a Markdown text, with the line of each opening fence.
    ///
    /// Fences are three or more backticks or tildes, possibly indented (inside a list); a block
    /// ends at a fence of the same character at least as long. Only blocks whose info string
    /// starts with the word `swift` are returned: JSON, shell and unlabelled blocks are not Swift.
    static func swiftBlocks(inMarkdown text: String, file: String) -> [Block] {
        var blocks: [Block] = []
        var open: (marker: Character, length: Int, line: Int, isSwift: Bool)?
        var body: [String] = []
        for (index, line) in lines(of: text).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard let marker = trimmed.first, marker == "`" || marker == "~" else {
                if open != nil { body.append(line) }
                continue
            }
            let length = trimmed.prefix { $0 == marker }.count
            let rest = trimmed.dropFirst(length)
            if let fence = open {
                if marker == fence.marker, length >= fence.length, rest.allSatisfy(\.isWhitespace) {
                    if fence.isSwift { blocks.append(Block(file: file, line: fence.line, lines: body)) }
                    open = nil
                } else {
                    body.append(line)
                }
            } else if length >= 3 {
                let info = rest.trimmingCharacters(in: .whitespaces)
                let language = info.prefix { !$0.isWhitespace && $0 != "," && $0 != "{" }
                open = (marker, length, index + 1, language.lowercased() == "swift")
                body = []
            }
        }
        return blocks
    }

    /// `line` trimmed, with every run of spaces and tabs inside it reduced to one space.
    static func normalized(_ line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// The normalized, non-blank lines of `lines`.
    static func significantLines(_ lines: [String]) -> [String] {
        lines.map(normalized).filter { !$0.isEmpty }
    }

    /// `nil` when the block's lines occur in order in one of `examples`; otherwise how close
    /// the best file came.
    static func mismatch(of block: Block, in examples: [Example]) -> Mismatch? {
        let wanted = significantLines(block.lines)
        if wanted.isEmpty { return nil }
        var best = Mismatch(closestFile: nil, matchedLineCount: 0, missingLine: wanted.first ?? "")
        for example in examples {
            // Greedy matching finds an in-order occurrence whenever there is one.
            var matched = 0
            for line in significantLines(example.lines) where matched < wanted.count && line == wanted[matched] {
                matched += 1
            }
            if matched == wanted.count { return nil }
            if matched > best.matchedLineCount {
                best = Mismatch(closestFile: example.file, matchedLineCount: matched, missingLine: wanted[matched])
            }
        }
        return best
    }

    private static func lines(of text: String) -> [String] {
        // `isNewline` also splits at "\r\n", which is one Character in Swift.
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    }
}
