/// A colour an action shows, named platform-neutrally: one of the system's colours, which adapt
/// to dark mode and contrast settings (`UIColor.systemBlue` …), or exact components.
public struct ListColor: Hashable, Sendable {
    /// The colour's kind.
    public enum Kind: Hashable, Sendable {
        /// A system colour by name: `"systemBlue"`, `"systemOrange"`.
        case system(String)
        /// Red, green, blue and opacity, each from 0 to 1, in sRGB.
        case components(red: Double, green: Double, blue: Double, alpha: Double)
    }

    /// What the colour is.
    public var kind: Kind

    /// A colour of exact components, each from 0 to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        kind = .components(red: red, green: green, blue: blue, alpha: alpha)
    }

    private init(system name: String) {
        kind = .system(name)
    }

    /// The system's blue (`UIColor.systemBlue`).
    public static let blue = ListColor(system: "systemBlue")
    /// The system's green.
    public static let green = ListColor(system: "systemGreen")
    /// The system's orange: flag, remind.
    public static let orange = ListColor(system: "systemOrange")
    /// The system's red: delete.
    public static let red = ListColor(system: "systemRed")
    /// The system's purple.
    public static let purple = ListColor(system: "systemPurple")
    /// The system's indigo: archive.
    public static let indigo = ListColor(system: "systemIndigo")
    /// The system's grey: more.
    public static let gray = ListColor(system: "systemGray")
    /// The system's teal.
    public static let teal = ListColor(system: "systemTeal")
    /// The system's yellow.
    public static let yellow = ListColor(system: "systemYellow")
}
