import Foundation
import Testing

/// The documentation's Swift code compiles: every ```swift block of README.md and of the DocC
/// catalogs must be a copy of code in `Examples/`, which is compiled (and partly run) with
/// this target. A block that drifts from its compiled copy, or has none, fails here with the
/// block's file and line; fix the block, or the copy, so that they agree and compile.
struct DocumentationSnippetTests {
    @Test func everySwiftBlockOfTheDocumentationIsCompiled() throws {
        let examples = try DocumentationSnippets.examples()
        let files = try DocumentationSnippets.documentationFiles()
        // Guards against a vacuous pass if the folders move.
        #expect(!examples.isEmpty, "no example files in Tests/DocumentationTests/Examples")
        #expect(
            files.contains("README.md") && files.contains { $0.hasPrefix("Sources/ListMediator/ListMediator.docc/") })

        var blockCount = 0
        for file in files {
            let text = try String(
                contentsOf: DocumentationSnippets.packageRoot.appendingPathComponent(file), encoding: .utf8)
            for block in DocumentationSnippets.swiftBlocks(inMarkdown: text, file: file) {
                blockCount += 1
                guard let mismatch = DocumentationSnippets.mismatch(of: block, in: examples) else { continue }
                let closest =
                    mismatch.closestFile.map {
                        "; closest: \($0), where the block's first \(mismatch.matchedLineCount) lines match in order"
                    } ?? ""
                Issue.record(
                    """
                    \(file):\(block.line): this ```swift block is not compiled: its line `\(mismatch.missingLine)` \
                    does not follow the lines before it in any file of Tests/DocumentationTests/Examples\(closest). \
                    Copy the block there, inside the context it needs, or fix the difference.
                    """,
                    sourceLocation: SourceLocation(
                        fileID: "ListMediator/\(file)",
                        filePath: DocumentationSnippets.packageRoot.appendingPathComponent(file).path,
                        line: block.line, column: 1))
            }
        }
        #expect(blockCount > 0, "no ```swift blocks found in \(files)")
    }

    // MARK: The checker itself

    @Test func findsSwiftBlocksAndTheirLinesAndSkipsOtherLanguages() {
        let markdown = """
            # Title

            ```swift
            let a = 1
            ```

            ```json
            {"a": 1}
            ```

            - In a list:

              ````Swift
              let b = 2
              ```
              still inside
              ````

            ~~~ swift
            let c = 3
            ~~~
            """
        let blocks = DocumentationSnippets.swiftBlocks(inMarkdown: markdown, file: "T.md")
        #expect(blocks.map(\.line) == [3, 13, 19])
        #expect(
            blocks.map { DocumentationSnippets.significantLines($0.lines) } == [
                ["let a = 1"], ["let b = 2", "```", "still inside"], ["let c = 3"],
            ])
    }

    @Test func aBlockMatchesItsLinesInOrderIgnoringIndentationSpacingAndBlankLines() {
        let example = DocumentationSnippets.Example(
            file: "E.swift",
            lines: [
                "func context() {", "    let x = 1   // one", "", "    let unrelated = 0", "    print(x)", "}",
            ])
        let block = DocumentationSnippets.Block(file: "D.md", line: 1, lines: ["let x = 1 // one", "", "print(x)"])
        #expect(DocumentationSnippets.mismatch(of: block, in: [example]) == nil)
    }

    @Test func aBlockThatDriftedFromItsCopyIsReportedWithTheClosestFile() {
        let example = DocumentationSnippets.Example(file: "E.swift", lines: ["let x = 1", "print(x)"])
        let reordered = DocumentationSnippets.Block(file: "D.md", line: 7, lines: ["print(x)", "let x = 1"])
        let edited = DocumentationSnippets.Block(file: "D.md", line: 9, lines: ["let x = 1", "print(x + 1)"])
        #expect(
            DocumentationSnippets.mismatch(of: reordered, in: [example])
                == .init(closestFile: "E.swift", matchedLineCount: 1, missingLine: "let x = 1"))
        #expect(
            DocumentationSnippets.mismatch(of: edited, in: [example])
                == .init(closestFile: "E.swift", matchedLineCount: 1, missingLine: "print(x + 1)"))
        #expect(
            DocumentationSnippets.mismatch(of: edited, in: [])
                == .init(closestFile: nil, matchedLineCount: 0, missingLine: "let x = 1"))
    }
}
