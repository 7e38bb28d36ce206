import Foundation

/// A list view that takes its layout from its data sources and lays out a ``ListViewMediator``'s
/// loading section itself when the mediator is given no ``ListViewMediator/loadingSectionLayout``:
/// `CollectionListView`, with a full-width list section.
///
/// On any other view, the loading section is laid out as any other.
@MainActor
public protocol LoadingSectionLayoutListView<SectionLayout, SectionLayoutEnvironment>: ListView {
    /// How a data source describes the layout of one of its sections; restated so that it can
    /// constrain the protocol.
    associatedtype SectionLayout
    /// What a data source is told when it lays out a section; restated so that it can constrain
    /// the protocol.
    associatedtype SectionLayoutEnvironment

    /// The layout of a mediator's loading section — one row, or no rows and a footer
    /// (`showsFooter`) — or `nil` for the layout of any other section.
    func loadingSectionLayout(showsFooter: Bool, environment: SectionLayoutEnvironment) -> SectionLayout?
}
