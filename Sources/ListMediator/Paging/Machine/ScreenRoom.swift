/// How far the screen is from the end where the memory bound drops pages, and how near that end
/// may come before it loads: the bound never drops a page that would bring the end within
/// reach, or that end would load the page again and the far end drop one, forever.
struct ScreenRoom: Equatable, Sendable {
    /// The items between the screen and the end.
    var itemsBeyondScreen: Int
    /// How many items beyond the screen a load at that end reaches.
    var loadReach: Int

    /// No room asked for: only the pages on screen and next to it are kept.
    static let none = ScreenRoom(itemsBeyondScreen: .max, loadReach: 0)

    /// Whether dropping `count` items at the end leaves it out of reach.
    func allowsDropping(_ count: Int) -> Bool {
        itemsBeyondScreen - count >= loadReach
    }
}
