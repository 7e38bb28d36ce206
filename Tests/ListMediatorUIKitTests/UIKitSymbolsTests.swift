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
                    code +=
                        text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                        .joined(separator: "\n") + "\n"
                }
            }
            return code
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
                // The last component's base name: `performBatchUpdates` of `UITableView.performBatchUpdates(_:completion:)`.
                let last = symbol.split(separator: ".").last.map(String.init) ?? symbol
                let baseName = String(last.prefix { $0 != "(" })
                let type = String(symbol.prefix { $0 != "." })
                // An initializer is named by its type, called with arguments or a trailing closure.
                let isNamed =
                    baseName == "init"
                    ? code.contains("\(type)(") || code.contains("\(type) {") : code.contains(baseName)
                #expect(isNamed, "\(symbol) is listed but the bindings do not use it")
            }
        }

        @Test func everyListedSymbolHasItsDocumentationPath() {
            for (symbol, path) in UIKitSymbols.all {
                #expect(path.hasPrefix(String(symbol.prefix { $0 != "." }).lowercased()), "\(symbol): \(path)")
            }
            #expect(Set(UIKitSymbols.all.map(\.symbol)).count == UIKitSymbols.all.count, "a symbol is listed twice")
        }
    }
#endif
