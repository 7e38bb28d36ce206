import ListMediatorTerminal

/// One step of a script: a key, or a second of the live game.
enum ScriptStep: Hashable, Sendable {
    case key(TerminalKey)
    /// A second passes: the game plays once. Time passes only this way in a script, so a
    /// script always ends on the same screen.
    case tick
}

/// The `--script` notation: characters stand for themselves, and named keys go in angle
/// brackets, as in `jj<Enter>/kettle<Enter>q`.
enum ScriptKeys {
    /// A `<name>` the notation does not know.
    struct UnknownKeyName: Error, CustomStringConvertible {
        let name: String
        var description: String {
            "unknown key <\(name)> in --script; known names: "
                + ScriptKeys.names.keys.sorted().map { "<\($0)>" }.joined(separator: " ")
        }
    }

    /// The named keys, by lowercase name.
    static let names: [String: ScriptStep] = [
        "enter": .key(.enter), "esc": .key(.escape), "tab": .key(.tab), "s-tab": .key(.backTab),
        "bs": .key(.backspace), "del": .key(.delete), "up": .key(.up), "down": .key(.down), "left": .key(.left),
        "right": .key(.right), "pgup": .key(.pageUp), "pgdn": .key(.pageDown), "home": .key(.home),
        "end": .key(.end), "space": .key(.character(" ")), "lt": .key(.character("<")), "c-c": .key(.control("c")),
        "c-u": .key(.control("u")),
        "tick": .tick,
    ]

    /// The steps `script` spells. A `<` that opens no name is a `<`; a newline is Enter.
    /// - Throws: ``UnknownKeyName`` for a `<name>` not in ``names``.
    static func parse(_ script: String) throws(UnknownKeyName) -> [ScriptStep] {
        var steps: [ScriptStep] = []
        var rest = Substring(script)
        while let character = rest.first {
            if character == "<", let close = rest.firstIndex(of: ">") {
                let name = rest[rest.index(after: rest.startIndex)..<close]
                if !name.isEmpty, !name.contains(" "), !name.contains("<") {
                    guard let step = names[name.lowercased()] else { throw UnknownKeyName(name: String(name)) }
                    steps.append(step)
                    rest = rest[rest.index(after: close)...]
                    continue
                }
            }
            steps.append(character.isNewline ? .key(.enter) : .key(.character(character)))
            rest = rest.dropFirst()
        }
        return steps
    }
}
