/// One value for each end of a list, read and written by ``ListEdge``.
struct PerEnd<Value> {
    /// The value above the owner's rows.
    var top: Value
    /// The value below the owner's rows.
    var bottom: Value

    subscript(edge: ListEdge) -> Value {
        get { edge == .top ? top : bottom }
        set {
            if edge == .top { top = newValue } else { bottom = newValue }
        }
    }
}

extension PerEnd: Equatable where Value: Equatable {}
extension PerEnd: Sendable where Value: Sendable {}

extension PerEnd where Value: ExpressibleByNilLiteral {
    /// Nothing at either end.
    init() { self.init(top: nil, bottom: nil) }
}
