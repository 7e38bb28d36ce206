import Foundation

/// Fitting text into fixed-width terminal lines.
enum TextLine {
    /// `left` and `right` on one line of exactly `width` characters, truncating `left`
    /// with an ellipsis when both do not fit.
    static func justified(left: String, right: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let rightPart = String(right.prefix(width))
        let room = width - rightPart.count - (rightPart.isEmpty ? 0 : 1)
        var leftPart = left
        if leftPart.count > room {
            leftPart = room > 1 ? String(left.prefix(room - 1)) + "…" : String(left.prefix(max(room, 0)))
        }
        let padding = String(repeating: " ", count: max(width - leftPart.count - rightPart.count, 0))
        return leftPart + padding + rightPart
    }
}
