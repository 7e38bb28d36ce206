/// A container being encoded: its own bytes, and the containers nested in it, which may still
/// be written to after later entries of this one (`Codable` allows it), so each keeps a buffer
/// of its own until the body is assembled.
final class CompactNode {
    enum Kind {
        case keyed
        case unkeyed
        /// One value, as a single-value container or an encoder that has not chosen yet.
        case single
    }

    let kind: Kind
    /// The entries or elements written so far, without the nested containers' bytes.
    var bytes: [UInt8] = []
    /// How many entries or elements `bytes` and `children` hold between them.
    var count = 0
    /// The nested containers, each with the offset in `bytes` where its bytes go.
    var children: [(offset: Int, node: CompactNode)] = []

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// The node's value, appended to `output`: a container's tag and count, then its bytes
    /// with its children's spliced in where they were written.
    func append(to output: inout [UInt8]) {
        switch kind {
        case .keyed, .unkeyed:
            output.appendTag(kind == .keyed ? .keyed : .unkeyed)
            output.appendVarint(UInt64(count))
        case .single:
            // An encoder asked for a single value that then encoded none: no value.
            if bytes.isEmpty && children.isEmpty { return output.appendTag(.nil) }
        }
        guard !children.isEmpty else { return output.append(contentsOf: bytes) }
        var start = 0
        for (offset, child) in children {
            output.append(contentsOf: bytes[start..<offset])
            child.append(to: &output)
            start = offset
        }
        output.append(contentsOf: bytes[start...])
    }
}
