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

/// Attaching and detaching children; hosts call these so the rule is kept in one place.
extension DataSourceHost {
    /// Makes this host the host of `child` when it is a ``HostedDataSource``.
    ///
    /// - Precondition: `child` is not shown by another host; a data source can be in one place
    ///   at a time, or its updates would reach only one of them. Traps otherwise, in release
    ///   builds too.
    package func attach(_ child: (any ListViewDataSource<View>)?) {
        guard let hosted = child as? any HostedDataSource<View> else { return }
        if let current = hosted.host, current !== self {
            fatalError(
                "\(type(of: hosted)) is already shown by \(type(of: current)); remove it there before showing it "
                    + "in \(type(of: self)): a data source can be shown in one place at a time")
        }
        hosted.host = self
    }

    /// Clears the host of `child` when it is this host.
    package func detach(_ child: (any ListViewDataSource<View>)?) {
        guard let hosted = child as? any HostedDataSource<View>, hosted.host === self else { return }
        hosted.host = nil
    }
}
