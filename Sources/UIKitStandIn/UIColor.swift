import Foundation

/// `UIColor`: a system colour's name or components, which is all the bindings use.
public final class UIColor: NSObject, Sendable {
    /// Not UIKit: what the colour is, for tests.
    public let standInDescription: String

    private init(stand: String) {
        self.standInDescription = stand
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(stand: "rgba(\(red), \(green), \(blue), \(alpha))")
    }

    public static let systemBlue = UIColor(stand: "systemBlue")
    public static let systemGreen = UIColor(stand: "systemGreen")
    public static let systemOrange = UIColor(stand: "systemOrange")
    public static let systemRed = UIColor(stand: "systemRed")
    public static let systemPurple = UIColor(stand: "systemPurple")
    public static let systemIndigo = UIColor(stand: "systemIndigo")
    public static let systemTeal = UIColor(stand: "systemTeal")
    public static let systemYellow = UIColor(stand: "systemYellow")
    public static let systemGray = UIColor(stand: "systemGray")
}
