import Foundation

/// Fitting text into fixed-width terminal lines.
enum TextLine {
    /// `left` and `right` on one line of exactly `width` characters, truncating `left`
    /// with an ellipsis when both do not fit.
    static func justified(left: String, right: String, width: Int) -> String {
        let (leftPart, rightPart) = justifiedParts(left: left, right: right, width: width)
        return leftPart.text + rightPart.text
    }

    /// The two parts of ``justified(left:right:width:)``, with their widths: `left` cut or padded
    /// to fill all but `right`'s columns (and one column between them, when both are shown), and
    /// `right` cut to the width.
    /// - Complexity: O(*w*) for the width.
    static func justifiedParts(left: String, right: String, width: Int)
        -> (left: (text: String, width: Int), right: (text: String, width: Int))
    {
        guard width > 0 else { return (("", 0), ("", 0)) }
        var rightPart = right
        var rightWidth = right.count
        if rightWidth > width {
            rightPart = String(right.prefix(width))
            rightWidth = width
        }
        let room = width - rightWidth - (rightWidth == 0 ? 0 : 1)
        var leftPart = left
        var leftWidth = left.count
        if leftWidth > room {
            leftPart = room > 1 ? String(left.prefix(room - 1)) + "…" : String(left.prefix(max(room, 0)))
            leftWidth = max(room, 0)
        }
        let padding = width - leftWidth - rightWidth
        return ((leftPart + spaces(padding), leftWidth + padding), (rightPart, rightWidth))
    }

    /// `count` spaces, copied from a prepared run rather than appended one by one.
    static func spaces(_ count: Int) -> String {
        guard count > 0 else { return "" }
        return count <= manySpaces.utf8.count
            ? String(manySpaces.utf8.prefix(count))! : String(repeating: " ", count: count)
    }

    private static let manySpaces = String(repeating: " ", count: 256)
}
