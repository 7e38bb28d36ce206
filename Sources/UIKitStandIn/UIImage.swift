import Foundation

/// `UIImage`: here only a system symbol's name, which is all the bindings create.
public final class UIImage: NSObject, Sendable {
    /// Not UIKit: the name the image was made from.
    public let systemName: String

    /// `UIImage(systemName:)`; the stand-in knows every name.
    public init?(systemName: String) {
        self.systemName = systemName
    }
}
