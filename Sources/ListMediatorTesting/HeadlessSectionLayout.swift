import Foundation
import ListMediator

// On Apple platforms CGSize is CoreGraphics'; on Linux Foundation declares it.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a ``HeadlessTableView`` lays out a section whose data source gives a layout
/// (`ListViewDataSource.listView(_:layoutForSection:environment:)`): its items one per line,
/// as a list, or side by side in columns, as a grid — the part of a collection view's
/// compositional layout a test can check without a screen.
///
/// Each line is as tall as its tallest item, and every item of a line is on screen when the
/// line is, so a test sees which items a grid shows and how tall its content is.
public struct HeadlessSectionLayout: Hashable, Sendable {
    /// How many items share a line; at least 1.
    public let columns: Int

    /// A section with `columns` items per line.
    ///
    /// - Precondition: `columns` is at least 1.
    public init(columns: Int) {
        guard columns > 0 else { fatalError("a section layout needs at least 1 column, not \(columns)") }
        self.columns = columns
    }

    /// One item per line, as the view lays out a section with no layout of its own.
    public static let list = HeadlessSectionLayout(columns: 1)

    /// `columns` items per line.
    public static func grid(columns: Int) -> HeadlessSectionLayout {
        HeadlessSectionLayout(columns: columns)
    }
}

/// What a ``HeadlessTableView`` tells a data source that lays out a section: the size of the
/// list, as `NSCollectionLayoutEnvironment.container` does.
public struct HeadlessLayoutEnvironment: Equatable, Sendable {
    /// The size of the visible area.
    public var containerSize: CGSize

    /// An environment for a list of `containerSize`.
    public init(containerSize: CGSize) {
        self.containerSize = containerSize
    }
}
