/// An entry of a list's section index — the A–Z beside a contacts list: the title it shows and the
/// section a tap on it scrolls to, in the numbers of the data source that gives it.
public struct SectionIndexTitle: Hashable, Sendable {
    /// What the index shows, usually a letter.
    public var title: String
    /// The section a tap on the title scrolls to.
    public var section: Int

    /// An entry showing `title` that scrolls to `section`.
    public init(title: String, section: Int) {
        self.title = title
        self.section = section
    }
}
