import ListMediator
import PropertyBased

/// One thing that happens to a list whose rows can be selected: an apply, a switch, an appended
/// page, a user's move, delete or tap, a selection from code, a reload.
///
/// Operations name rows and leaves by small numbers taken modulo what is there when they run, so
/// any sequence can run and the shrinker may simplify any operation of a failing one.
enum SelectionOperation: Sendable, Equatable, CustomStringConvertible {
    /// A leaf applies its items less those whose bit in `keepingMask` (by index modulo 10) is
    /// clear, reversed when `reversing`, with `adding` new items in the middle.
    case apply(leaf: Int, keepingMask: Int, reversing: Bool, adding: Int)
    /// The switcher shows its other child, with a diff that moves items when `diffed`.
    case switchChild(diffed: Bool)
    /// A leaf appends `count` new items.
    case append(leaf: Int, count: Int)
    /// The user drags the row at `row` (of the rows shown) to `destination`.
    case userMove(row: Int, destination: Int)
    /// The user deletes the row at `row`.
    case userDelete(row: Int)
    /// The user taps the row at `row`.
    case tap(row: Int)
    /// Code selects (or deselects) a leaf's item at `index`.
    case code(leaf: Int, index: Int, selects: Bool)
    /// The view reloads.
    case reload

    static let sequences = zip(Gen.int(in: 0...99), Gen.int(in: 0...1_023), Gen.int(in: 0...63), Gen.int(in: 0...3))
        .map { SelectionOperation(kind: $0, parameter: $1, other: $2, flag: $3) }
        .array(of: 3...30)

    init(kind: Int, parameter: Int, other: Int, flag: Int) {
        switch kind {
        case 0..<20: self = .apply(leaf: other, keepingMask: parameter, reversing: flag == 1, adding: flag)
        case 20..<28: self = .switchChild(diffed: flag.isMultiple(of: 2))
        case 28..<36: self = .append(leaf: other, count: 1 + flag)
        case 36..<46: self = .userMove(row: parameter, destination: other)
        case 46..<54: self = .userDelete(row: parameter)
        case 54..<82: self = .tap(row: parameter)
        case 82..<94: self = .code(leaf: other, index: parameter, selects: flag != 0)
        default: self = .reload
        }
    }

    var description: String {
        switch self {
        case .apply(let leaf, let mask, let reversing, let adding):
            "apply(leaf \(leaf), mask \(mask)\(reversing ? ", reversed" : ""), +\(adding))"
        case .switchChild(let diffed): diffed ? "switch (diffed)" : "switch"
        case .append(let leaf, let count): "append(leaf \(leaf), \(count))"
        case .userMove(let row, let destination): "move(row \(row) → \(destination))"
        case .userDelete(let row): "delete(row \(row))"
        case .tap(let row): "tap(row \(row))"
        case .code(let leaf, let index, let selects): "\(selects ? "select" : "deselect")(leaf \(leaf), \(index))"
        case .reload: "reload"
        }
    }
}
