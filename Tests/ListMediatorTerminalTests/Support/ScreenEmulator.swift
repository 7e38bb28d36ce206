import ListMediatorTerminal

/// A terminal screen that interprets the control sequences the renderer writes — cursor moves,
/// clears, scroll regions and scrolls, styles (ignored) — so a test can check that the bytes
/// for a frame leave the screen showing that frame's text, as a terminal would.
///
/// Autowrap is off, as the session sets it: a character written in the last column stays there.
struct ScreenEmulator {
    private(set) var rows: [[Character]]
    let width: Int
    let height: Int
    private(set) var row = 0
    private(set) var column = 0
    private(set) var isCursorVisible = true
    private var scrollTop = 0
    private var scrollBottom: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        rows = Array(repeating: Array(repeating: " ", count: width), count: height)
        scrollBottom = height - 1
    }

    /// Each row's text without trailing spaces.
    var text: [String] {
        rows.map { row in
            var text = String(row)
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    mutating func feed(_ output: String) {
        let characters = Array(output)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            guard character == "\u{1B}" else {
                put(character)
                continue
            }
            precondition(index < characters.count && characters[index] == "[", "only CSI sequences are written")
            index += 1
            var parameters = ""
            while index < characters.count, !(characters[index].asciiValue.map { (0x40...0x7E).contains($0) } ?? false)
            {
                parameters.append(characters[index])
                index += 1
            }
            let final = characters[index]
            index += 1
            perform(final, parameters: parameters)
        }
    }

    private mutating func put(_ character: Character) {
        guard row < height else { return }
        rows[row][min(column, width - 1)] = character
        if column < width - 1 { column += 1 }
    }

    private mutating func perform(_ final: Character, parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, default value: Int) -> Int {
            numbers.indices.contains(index) ? numbers[index] ?? value : value
        }
        switch final {
        case "H":
            row = min(max(number(0, default: 1) - 1, 0), height - 1)
            column = min(max(number(1, default: 1) - 1, 0), width - 1)
        case "K":
            for column in column..<width { rows[row][column] = " " }
        case "J":
            precondition(parameters == "2", "only a whole-screen clear is written")
            rows = Array(repeating: Array(repeating: " ", count: width), count: height)
        case "m":
            break
        case "r":
            scrollTop = number(0, default: 1) - 1
            scrollBottom = number(1, default: height) - 1
            row = 0
            column = 0
        case "S":
            for _ in 0..<number(0, default: 1) {
                rows.remove(at: scrollTop)
                rows.insert(Array(repeating: " ", count: width), at: scrollBottom)
            }
        case "T":
            for _ in 0..<number(0, default: 1) {
                rows.remove(at: scrollBottom)
                rows.insert(Array(repeating: " ", count: width), at: scrollTop)
            }
        case "h", "l":
            if parameters == "?25" { isCursorVisible = final == "h" }
        default:
            preconditionFailure("unexpected control sequence \(parameters)\(final)")
        }
    }
}
