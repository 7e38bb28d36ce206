import Foundation

/// The demo's command line: `--name value`, `--name=value` and `--flag` options, `--help`, and
/// errors that say what is wrong.
///
/// Why not swift-argument-parser, which the benchmarks use from their own package: the library's
/// manifest is an app's dependency, and SwiftPM resolves every package a manifest names for the
/// products it builds unless a trait keeps it out. The libraries never use an argument parser,
/// the demo must run with a plain `swift run listmediator-demo`, and a default trait would reach
/// the app too; so the demo parses its few options here, and an app resolves no parser.
public struct CommandLineTool: Sendable {
    /// An option the tool takes.
    public struct Option: Sendable {
        /// The name after `--`.
        public let name: String
        /// What its value is called in the help (`PREFIX`), or `nil` for a flag, which takes none.
        public let valueName: String?
        /// What it does, for the help.
        public let help: String

        /// An option with a value.
        public static func value(_ name: String, _ valueName: String, help: String) -> Option {
            Option(name: name, valueName: valueName, help: help)
        }

        /// A flag: present or not.
        public static func flag(_ name: String, help: String) -> Option {
            Option(name: name, valueName: nil, help: help)
        }
    }

    public let name: String
    public let abstract: String
    /// The help's text after the options: keys, modes, notes.
    public let discussion: String
    public let options: [Option]

    public init(name: String, abstract: String, discussion: String = "", options: [Option]) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
    }

    /// Parses `arguments` (without the tool's own path): the options given, or `nil` when
    /// `--help` (or `-h`) asked for the help instead.
    /// - Throws: ``UsageError`` naming an option the tool does not take, a value missing, an
    ///   option given twice, or an argument that is not an option.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedOptions? {
        // Asked anywhere, the help wins over whatever else is wrong.
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return nil }
        var parsed = ParsedOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--") else { throw UsageError("unexpected argument '\(argument)'") }
            let (name, inlineValue) = Self.split(argument.dropFirst(2))
            guard let option = options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '--\(name)'")
            }
            guard parsed.values[name] == nil, !parsed.flags.contains(name) else {
                throw UsageError("'--\(name)' is given more than once")
            }
            guard option.valueName != nil else {
                if inlineValue != nil { throw UsageError("'--\(name)' takes no value") }
                parsed.flags.insert(name)
                continue
            }
            // The next argument is the value, unless it is another option.
            if inlineValue == nil, remaining.first?.hasPrefix("--") ?? true {
                throw UsageError("missing value for '--\(name)'")
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError("missing value for '--\(name)'")
            }
            parsed.values[name] = value
        }
        return parsed
    }

    /// `name=value` as its two parts; `name` alone with no value.
    private static func split(_ text: Substring) -> (name: String, value: String?) {
        guard let equals = text.firstIndex(of: "=") else { return (String(text), nil) }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }

    /// The help: what the tool does, its usage, each option, then the discussion.
    public var help: String {
        let usage = options.map { "[--\($0.name)\($0.valueName.map { " <\($0)>" } ?? "")]" }.joined(separator: " ")
        let labels = options.map { "--\($0.name)\($0.valueName.map { " <\($0)>" } ?? "")" }
        let width = (labels.map(\.count).max() ?? 0) + 2
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(name) \(usage)", "", "OPTIONS:"]
        for (label, option) in zip(labels, options) {
            lines.append("  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + option.help)
        }
        lines.append("  " + "-h, --help".padding(toLength: width, withPad: " ", startingAt: 0) + "Show this help.")
        if !discussion.isEmpty { lines += ["", discussion] }
        return lines.joined(separator: "\n")
    }

    /// Prints `error` and the usage to standard error and ends the process with status 64
    /// (`EX_USAGE`), as a tool does for a command line it cannot run.
    public func exit(with error: UsageError) -> Never {
        FileHandle.standardError.write(Data("Error: \(error.description)\nSee '\(name) --help'.\n".utf8))
        Foundation.exit(64)
    }
}

/// The options given on a command line.
public struct ParsedOptions: Sendable {
    var values: [String: String] = [:]
    var flags: Set<String> = []

    /// Whether the flag `name` was given.
    public func isSet(_ name: String) -> Bool { flags.contains(name) }

    /// The value of `name` as text, or `nil` when it was not given.
    public func text(_ name: String) -> String? { values[name] }

    /// The value of `name` read as a `Value`, or `defaultValue` when it was not given.
    /// - Throws: ``UsageError`` when the text is not a `Value`.
    public func value<Value: LosslessStringConvertible>(
        _ name: String, default defaultValue: Value
    ) throws(UsageError) -> Value {
        guard let text = values[name] else { return defaultValue }
        guard let value = Value(text) else {
            throw UsageError("the value '\(text)' of '--\(name)' is not \(Self.article(for: Value.self))")
        }
        return value
    }

    /// The value of `name` read as one of a `Value`'s cases by raw value, or `defaultValue`.
    /// - Throws: ``UsageError`` naming the cases when the text is none of them.
    public func choice<Value: RawRepresentable & CaseIterable>(
        _ name: String, default defaultValue: Value
    ) throws(UsageError) -> Value where Value.RawValue == String {
        guard let text = values[name] else { return defaultValue }
        guard let value = Value(rawValue: text) else {
            let cases = Value.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw UsageError("the value '\(text)' of '--\(name)' is not one of \(cases)")
        }
        return value
    }

    private static func article(for type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        default: "a \(type)"
        }
    }
}

/// A command line the tool cannot run, in words for its user.
public struct UsageError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String

    public init(_ description: String) { self.description = description }
}
