/// A field's key in the coding path of an error.
struct CompactFieldKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ key: StaticString) { stringValue = "\(key)" }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension DecodingError {
    /// The same error, its coding path starting with `key`.
    func prefixingPath(with key: any CodingKey) -> DecodingError {
        func prefixed(_ context: Context) -> Context {
            Context(
                codingPath: [key] + context.codingPath, debugDescription: context.debugDescription,
                underlyingError: context.underlyingError)
        }
        switch self {
        case .typeMismatch(let type, let context): return .typeMismatch(type, prefixed(context))
        case .valueNotFound(let type, let context): return .valueNotFound(type, prefixed(context))
        case .keyNotFound(let missing, let context): return .keyNotFound(missing, prefixed(context))
        case .dataCorrupted(let context): return .dataCorrupted(prefixed(context))
        @unknown default: return self
        }
    }
}
