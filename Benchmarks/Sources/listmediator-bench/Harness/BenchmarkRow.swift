import Foundation

/// The printed result of one ``BenchmarkCase``.
struct BenchmarkRow {
    var name: String
    var n: Int
    /// Field names and values in print order, starting with `median_ms`.
    var fields: [(name: String, value: Double)]

    /// One JSON object on one line.
    var json: String {
        let values = fields.map { "\"\($0.name)\": \(Self.format($0.value))" }
        return "{\"name\": \"\(name)\", \"n\": \(n), " + values.joined(separator: ", ") + "}"
    }

    /// A line for people: name, size, then every field.
    var text: String {
        let values = fields.map { "\($0.name)=\(Self.format($0.value))" }
        return
            "\(name.padding(toLength: max(22, name.count), withPad: " ", startingAt: 0)) n=\(String(n).padding(toLength: 9, withPad: " ", startingAt: 0)) "
            + values.joined(separator: "  ")
    }

    private static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%.4f", value)
    }
}
