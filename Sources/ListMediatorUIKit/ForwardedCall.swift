/// Which of the app's own objects a list view hands a UIKit call it does not answer itself.
///
/// A list view is its UIKit view's data source and delegate at once, so UIKit asks one object
/// about calls of both protocols. A call of the data source protocol the list view does not
/// answer (the section index titles) is the app's forwarding data source's to answer; any other
/// call (the delegate's and the scroll view delegate's) is the forwarding delegate's. Neither is offered the other's calls: a delegate that happens to
/// implement a data source method must not turn on, say, a section index.
///
/// The Objective-C runtime that asks and forwards exists on Apple platforms only
/// (ListViews+Forwarding.swift); this decision is plain Swift, so it is tested everywhere.
enum ForwardedCall {
    /// The object that answers a call the list view does not model, or `nil` when none does.
    ///
    /// - Parameters:
    ///   - isDataSourceCall: whether the call belongs to the view's data source protocol.
    ///   - dataSource: the app's forwarding data source.
    ///   - delegate: the app's forwarding delegate.
    ///   - answers: whether an object implements the call.
    static func target<Target>(
        isDataSourceCall: Bool, dataSource: Target?, delegate: Target?, answers: (Target) -> Bool
    ) -> Target? {
        guard let candidate = isDataSourceCall ? dataSource : delegate, answers(candidate) else { return nil }
        return candidate
    }
}
