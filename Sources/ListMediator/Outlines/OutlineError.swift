/// Why an outline refused a tree: nothing changed, the list shows what it showed.
public enum OutlineError<ID: Hashable>: Error, Equatable, CustomStringConvertible {
    /// The item `id` is among its own descendants: `path` goes from it down to itself.
    case cycle(path: [ID])
    /// The item `id` would show twice: under `firstParent` and under `secondParent` (`nil` for
    /// a root).
    case itemUnderTwoParents(ID, firstParent: ID?, secondParent: ID?)
    /// No row shows the item `id`.
    case itemNotShown(ID)

    public var description: String {
        switch self {
        case .cycle(let path):
            "the outline's children form a cycle: \(path.map { "\($0)" }.joined(separator: " › ")); "
                + "an item cannot be among its own descendants"
        case let .itemUnderTwoParents(id, first, second):
            "item \(id) appears under \(Self.name(first)) and under \(Self.name(second)); "
                + "an item can only be in one place of an outline"
        case .itemNotShown(let id):
            "no row of the outline shows item \(id)"
        }
    }

    private static func name(_ parent: ID?) -> String {
        parent.map { "item \($0)" } ?? "the roots"
    }
}

extension OutlineError: Sendable where ID: Sendable {}
