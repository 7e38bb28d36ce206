import Foundation

/// How a data source makes the headers, footers and other supplementary views of its sections:
/// a factory closure (``init(registration:_:)``) or a registered view class per kind
/// (``registered(_:ofKind:reuseIdentifier:configure:)``), several of which
/// ``combining(_:)`` joins — the supplementary counterpart of ``CellProvider``.
///
/// `Section` is what the data source knows about a section: its items for a ``FlatDataSource``,
/// its ``GroupedDataSource/Section`` (key and items) for a grouped one.
///
/// ```swift
/// let headers = SupplementaryViewProvider<GroupedDataSource<Product, String, TableListView>.Section, TableListView>
///     .registered(CategoryHeader.self, ofKind: .header) { header, section in
///         header.textLabel?.text = "\(section.key) (\(section.items.count))"
///     }
/// ```
@MainActor
public struct SupplementaryViewProvider<Section, View: ListView> {
    let registerViews: (View) -> Void
    let makeView: (View, SupplementaryViewKind, IndexPath, Section) -> View.SupplementaryView?
    /// Whether this is ``none``: a data source then answers without making the section's
    /// argument (for a flat list, its items as one array, which costs O(*n*) once after items
    /// were inserted at the start).
    let makesNoViews: Bool

    /// A provider that calls `factory` for every supplementary view the list asks for; the
    /// closure dequeues from the view and fills the view in, or returns `nil` for none.
    ///
    /// - Parameters:
    ///   - registration: registers what `factory` dequeues; called when the data source is
    ///     attached to a view.
    ///   - factory: the view of a kind, at the list's index path, for a section.
    public init(
        registration: @escaping (View) -> Void = { _ in },
        _ factory:
            @escaping (
                _ listView: View, _ kind: SupplementaryViewKind, _ indexPath: IndexPath, _ section: Section
            ) -> View.SupplementaryView?
    ) {
        registerViews = registration
        makeView = factory
        makesNoViews = false
    }

    private init() {
        registerViews = { _ in }
        makeView = { _, _, _, _ in nil }
        makesNoViews = true
    }

    /// No supplementary views: a table shows the data source's header and footer titles.
    public static var none: SupplementaryViewProvider { SupplementaryViewProvider() }

    /// A provider that registers `viewClass` for `kind` and dequeues it for every section,
    /// letting `configure` fill it in; other kinds get no view.
    ///
    /// The default reuse identifier is the class's fully qualified name, as for cells.
    ///
    /// - Precondition: `viewClass` is a subclass of the view's supplementary view class;
    ///   otherwise this traps with a message naming both, in release builds too.
    public static func registered<RegisteredView>(
        _ viewClass: RegisteredView.Type,
        ofKind kind: SupplementaryViewKind,
        reuseIdentifier: String = String(reflecting: RegisteredView.self),
        configure: @escaping (_ view: RegisteredView, _ section: Section) -> Void
    ) -> SupplementaryViewProvider {
        registered(viewClass, ofKind: kind, reuseIdentifier: reuseIdentifier, content: { $0 }, configure: configure)
    }

    /// A provider that registers `viewClass` for `kind` and, for each section `content` gives
    /// something to show, dequeues it and lets `configure` show that; a section with `nil`
    /// content and other kinds get no view (a table then shows the section's title).
    ///
    /// - Precondition: `viewClass` is a subclass of the view's supplementary view class;
    ///   otherwise this traps with a message naming both, in release builds too.
    public static func registered<RegisteredView, Content>(
        _ viewClass: RegisteredView.Type,
        ofKind kind: SupplementaryViewKind,
        reuseIdentifier: String = String(reflecting: RegisteredView.self),
        content: @escaping (_ section: Section) -> Content?,
        configure: @escaping (_ view: RegisteredView, _ content: Content) -> Void
    ) -> SupplementaryViewProvider {
        guard let listViewClass = viewClass as? View.SupplementaryView.Type else {
            fatalError(
                "\(RegisteredView.self) must be a subclass of \(View.SupplementaryView.self) to be shown in \(View.self)"
            )
        }
        return SupplementaryViewProvider(
            registration: {
                $0.register(listViewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier)
            },
            { listView, askedKind, indexPath, section in
                guard askedKind == kind, let content = content(section) else { return nil }
                let view = listView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: reuseIdentifier, for: indexPath)
                guard let registered = view as? RegisteredView else {
                    fatalError(
                        "the \(kind) dequeued for \"\(reuseIdentifier)\" is a \(type(of: view)), not the registered "
                            + "\(RegisteredView.self); another class was registered under the same identifier")
                }
                configure(registered, content)
                return view
            })
    }

    /// A provider that registers what each of `providers` registers and asks them in order, giving
    /// the first view one makes: a header class and a footer class, for example.
    public static func combining(_ providers: SupplementaryViewProvider...) -> SupplementaryViewProvider {
        SupplementaryViewProvider(
            registration: { listView in
                for provider in providers { provider.registerViews(listView) }
            },
            { listView, kind, indexPath, section in
                for provider in providers {
                    if let view = provider.makeView(listView, kind, indexPath, section) { return view }
                }
                return nil
            })
    }
}
