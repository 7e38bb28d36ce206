#if !canImport(UIKit)
    import Foundation
    import Testing
    import UIKitStandIn

    /// The UIKit the bindings use is exactly the stand-in's list: a binding that starts using a new
    /// UIKit symbol must add it to `UIKitSymbols` (and the stand-in must declare it, or nothing builds).
    struct UIKitSymbolsTests {
        static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        static let bindingFolders = ["Sources/ListMediatorUIKit", "Sources/ListMediatorSearchHistoryUIKit"]

        /// The bindings' sources, comments left out: a symbol only a comment mentions is not used.
        static func bindingSources() throws -> String {
            var code = ""
            for folder in bindingFolders {
                let directory = packageRoot.appendingPathComponent(folder)
                for file in try FileManager.default.contentsOfDirectory(atPath: directory.path)
                where file.hasSuffix(".swift") {
                    let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                    code += withoutComments(text) + "\n"
                }
            }
            return code
        }

        /// `text` without its line comments, whole-line or trailing. (The bindings' strings hold
        /// no `//`.)
        static func withoutComments(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...] }
                .joined(separator: "\n")
        }

        /// Whether `code` names `symbol` (`Type.member(label:…)`): an initializer by its type,
        /// called with arguments or a trailing closure; any other member by its base name and its
        /// argument labels, each as a whole word, so a longer name that contains it does not count.
        static func names(_ symbol: String, in code: String) -> Bool {
            let type = String(symbol.prefix { $0 != "." })
            guard symbol.contains(".") else { return containsWord(type, in: code) }
            // The last component of the path: `valueChanged` of `UIControl.Event.valueChanged`.
            let path = symbol.prefix { $0 != "(" }
            let member = String(symbol.dropFirst(path.count))
            let baseName = String(path.split(separator: ".").last ?? path)
            if baseName == "init" { return code.contains("\(type)(") || code.contains("\(type) {") }
            let labels = member.dropFirst().split(separator: ":").map(String.init).filter { $0 != "_" && $0 != ")" }
            return ([baseName] + labels).allSatisfy { containsWord($0, in: code) }
        }

        /// Whether `word` occurs in `code` as a whole identifier.
        static func containsWord(_ word: String, in code: String) -> Bool {
            var searchRange = code.startIndex..<code.endIndex
            while let found = code.range(of: word, range: searchRange) {
                let before = found.lowerBound == code.startIndex ? nil : code[code.index(before: found.lowerBound)]
                let after = found.upperBound == code.endIndex ? nil : code[found.upperBound]
                if !isIdentifierCharacter(before), !isIdentifierCharacter(after) { return true }
                searchRange = found.upperBound..<code.endIndex
            }
            return false
        }

        static func isIdentifierCharacter(_ character: Character?) -> Bool {
            guard let character else { return false }
            return character.isLetter || character.isNumber || character == "_"
        }

        @Test func everyUIKitTypeTheBindingsNameIsListed() throws {
            let code = try Self.bindingSources()
            let named = Set(
                code.matches(of: /\bUI[A-Z][A-Za-z]*/).map { String($0.output) }.filter { !$0.hasPrefix("UIKit") })
            let listedTypes = Set(UIKitSymbols.all.map { String($0.symbol.prefix { $0 != "." }) })
            #expect(
                named.subtracting(listedTypes).isEmpty,
                "named but not listed: \(named.subtracting(listedTypes).sorted())")
            #expect(!named.isEmpty)
        }

        @Test func everyListedSymbolIsNamedByTheBindings() throws {
            let code = try Self.bindingSources()
            for (symbol, _) in UIKitSymbols.all {
                #expect(Self.names(symbol, in: code), "\(symbol) is listed but the bindings do not use it")
            }
        }

        @Test func aNameInACommentOrInsideALongerNameDoesNotCount() {
            let code = Self.withoutComments(
                """
                tableView.reloadDataSoon()  // performBatchUpdates(_:completion:) is not called here
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
                """)
            #expect(!Self.names("UITableView.reloadData()", in: code))
            #expect(!Self.names("UITableView.performBatchUpdates(_:completion:)", in: code))
            #expect(!Self.names("UITableViewDataSource.tableView(_:numberOfRowsInSection:)", in: code))
            #expect(Self.names("UITableViewDataSource.tableView(_:cellForRowAt:)", in: code))
        }

        @Test func everyListedSymbolHasItsDocumentationPath() {
            for (symbol, path) in UIKitSymbols.all {
                #expect(path.hasPrefix(String(symbol.prefix { $0 != "." }).lowercased()), "\(symbol): \(path)")
            }
            #expect(Set(UIKitSymbols.all.map(\.symbol)).count == UIKitSymbols.all.count, "a symbol is listed twice")
        }
    }
#endif
