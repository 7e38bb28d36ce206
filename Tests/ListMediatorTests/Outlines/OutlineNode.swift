import Foundation
import ListMediator
import ListMediatorTesting

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

extension HeadlessTableView {
    /// How `outline`'s rows, or this view's cells, differ from `model` (rows as ``OutlineRow/text``
    /// reads them), or a batch update the view rejected; `nil` when all agree.
    @MainActor
    func mismatch(showing outline: OutlineDataSource<OutlineNode, HeadlessTableView>, as model: [String]) -> String? {
        let shown = outline.rows.map(\.text)
        guard shown == model else { return "the outline shows \(shown), the model \(model)" }
        let visible = (0..<numberOfRows(inSection: 0)).map { cellForRow(at: IndexPath(row: $0, section: 0))?.text }
        guard visible == model else { return "the view shows \(visible), the model \(model)" }
        guard rejectedBatchUpdates.isEmpty else {
            return "the view rejected \(rejectedBatchUpdates.map(\.error.description))"
        }
        return nil
    }
}
