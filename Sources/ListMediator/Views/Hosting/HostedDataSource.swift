import Foundation

/// A data source that knows what shows it, so its own changes reach the view wherever it sits:
/// shown by a list view directly, or inside a ``CompositeDataSource`` or a
/// ``SwitchingDataSource``.
///
/// The view or the parent sets ``host`` when the data source is attached and clears it when it
/// is detached; the data source holds it weakly, as UIKit holds delegates. The library's data
/// sources all conform. A data source of your own conforms by storing the property:
///
/// ```swift
/// weak var host: (any DataSourceHost<HeadlessTableView>)?
/// ```
@MainActor
public protocol HostedDataSource<View>: ListViewDataSource {
    /// What shows this data source, or `nil` while it is shown nowhere. Weak.
    var host: (any DataSourceHost<View>)? { get set }
}

extension HostedDataSource {
    /// Where this data source's sections are on screen now, or `nil` when it is not on screen.
    /// - Complexity: O(*d* log *c*) for *d* hosts above it with up to *c* children each.
    public var placement: DataSourcePlacement<View>? {
        host?.placement(of: self)
    }
}

/// Attaching and detaching children. A container data source of your own calls these when a
/// child joins or leaves it, as the library's containers do.
extension DataSourceHost {
    /// Makes this host the host of `child` when it is a ``HostedDataSource``.
    ///
    /// A child whose previous host no longer shows it (a container the app let go of) moves
    /// here; that host no longer passes its updates on.
    ///
    /// - Precondition: `child` is not on screen through another host; a data source can be in
    ///   one place at a time, or its updates would reach only one of them. Traps otherwise, in
    ///   release builds too.
    public func attach(_ child: (any ListViewDataSource<View>)?) {
        guard let hosted = child as? any HostedDataSource<View> else { return }
        if let current = hosted.host, current !== self, current.placement(of: hosted) != nil {
            fatalError(
                "\(type(of: hosted)) is already shown by \(type(of: current)); remove it there before showing it "
                    + "in \(type(of: self)): a data source can be shown in one place at a time")
        }
        hosted.host = self
    }

    /// Clears the host of `child` when it is this host.
    public func detach(_ child: (any ListViewDataSource<View>)?) {
        guard let hosted = child as? any HostedDataSource<View>, hosted.host === self else { return }
        hosted.host = nil
    }
}

/// A container that shows its children's sections as its own, from its section 0 — a wrapper
/// that forwards to one data source — is a host with no more code than this:
///
/// ```swift
/// final class Wrapper: HostedDataSource, DataSourceHost {
///     weak var host: (any DataSourceHost<HeadlessTableView>)?
///     let inner: FlatDataSource<String, HeadlessTableView>
///     init(_ inner: FlatDataSource<String, HeadlessTableView>) {
///         self.inner = inner
///         attach(inner)
///     }
///     // numberOfSections, rows, cells… forwarded to `inner`
/// }
/// ```
///
/// Containers that place children elsewhere (below other children, or only some of them)
/// implement the three methods themselves, as ``CompositeDataSource`` and
/// ``SwitchingDataSource`` do.
extension DataSourceHost where Self: HostedDataSource {
    /// The container's own placement: its children's sections are its own.
    public func placement(of child: AnyObject) -> DataSourcePlacement<View>? {
        host?.placement(of: self)
    }

    /// Passes a child's update on unchanged; with no host, only the data changes.
    public func performBatchUpdates(
        _ update: BatchUpdate, sectionOffset: Int, from child: AnyObject, animated: ListAnimation,
        updateData: () -> Void, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        try passOn(
            update, sectionOffset: sectionOffset, to: host, animated: animated, updateData: updateData,
            completion: completion)
    }

    /// Passes a child's reload on.
    public func reloadData(from child: AnyObject) {
        host?.reloadData(from: self)
    }
}

extension HostedDataSource {
    /// Hands a child's `update` (moved `sectionOffset` sections down, in this data source's
    /// coordinates) on to `host` as this data source's own, or, with no host to show it, only
    /// runs `updateData` and completes.
    package func passOn(
        _ update: BatchUpdate, sectionOffset: Int = 0, to host: (any DataSourceHost<View>)?, animated: ListAnimation,
        updateData: () -> Void, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        guard let host else { return changeDataNotShown(updateData, completion: completion) }
        try host.performBatchUpdates(
            update, sectionOffset: sectionOffset, from: self, animated: animated, updateData: updateData,
            completion: completion)
    }
}
