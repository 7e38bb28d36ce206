/// An image an action shows, named platform-neutrally: a system symbol (SF Symbols on Apple's
/// platforms, `UIImage(systemName:)`).
public struct ListImage: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The system symbol's name, for example `"trash"`.
    public var systemName: String

    /// The system symbol named `systemName`.
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// The system symbol named by the literal: `image: "flag.fill"`.
    public init(stringLiteral systemName: String) {
        self.systemName = systemName
    }
}
