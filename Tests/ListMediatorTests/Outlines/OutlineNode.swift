import ListMediator

/// An item of the outline tests: an id, a version (content), and children — `nil` for a leaf.
struct OutlineNode: Identifiable, Equatable, CustomStringConvertible {
    var id: Int
    var version = 0
    var children: [OutlineNode]?

    var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }

    static func leaf(_ id: Int) -> OutlineNode { OutlineNode(id: id) }
    static func folder(_ id: Int, _ children: [OutlineNode]) -> OutlineNode { OutlineNode(id: id, children: children) }
}

extension OutlineRow where Item == OutlineNode {
    /// The row as a test reads it: indented by depth, `+` collapsed, `-` expanded.
    var text: String {
        let indent = String(repeating: "  ", count: depth)
        switch placeholder {
        case .loading: return indent + "loading \(item.id)"
        case .failed(let message): return indent + "failed \(item.id): \(message)"
        case nil: return indent + (isExpandable ? (isExpanded ? "- " : "+ ") : "") + item.description
        }
    }
}
