import ListMediatorTerminal

/// One of the demo's screens: a headline, a list, a status line and the keys it takes.
///
/// Screens hold their state and handle keys; ``DemoApp`` lays them out and routes keys to the
/// one shown, so what a person does can be played and checked without a terminal.
@MainActor
protocol DemoScreen: AnyObject {
    /// The screen's name in the tab bar.
    var title: String { get }
    /// The list drawn in the middle of the screen.
    var listView: TerminalListView { get }
    /// Every list the screen draws at one time or another, to size them together.
    var listViews: [TerminalListView] { get }
    /// The line above the list.
    func headline(width: Int) -> TerminalLine
    /// What the screen reports: the last selection, a failure.
    var status: TerminalLine { get }
    /// The screen's keys, for the bottom line.
    var keyHelp: String { get }
    /// What the list area shows while the list has no lines.
    var placeholder: [TerminalLine] { get }
    /// The column of the text cursor on the headline, while the screen takes typing.
    var cursorColumn: Int? { get }
    /// Handles `key`, or returns `false` to leave it to the app (`q` quits then).
    func handle(_ key: TerminalKey) -> Bool
    /// Whether nothing the screen started is still running (a page loading).
    var isSettled: Bool { get }
}

extension DemoScreen {
    var listViews: [TerminalListView] { [listView] }
    var placeholder: [TerminalLine] { [] }
    var cursorColumn: Int? { nil }
    var isSettled: Bool { true }
}
