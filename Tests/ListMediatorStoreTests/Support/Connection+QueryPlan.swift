@testable import ListMediatorStore

extension Connection {
    /// The details of `EXPLAIN QUERY PLAN` for `sql`, one line per step.
    func explainQueryPlan(_ sql: String) throws -> String {
        let statement = try prepare("EXPLAIN QUERY PLAN " + sql)
        var lines: [String] = []
        while try statement.step() { lines.append(statement.text(at: 3)) }
        return lines.joined(separator: "\n")
    }
}
