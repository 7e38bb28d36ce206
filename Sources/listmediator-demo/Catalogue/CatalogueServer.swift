import ListMediator
import ListMediatorStore

/// A simulated product server, an actor as an app's API client is: pages of the catalogue,
/// after a delay, failing now and then, and not at all while the network is cut.
///
/// It stands in for the network the catalogue's ``ListSync`` fills the store from, so the demo
/// shows what paging looks like in use: the loading row while a page travels, the retry row
/// when one fails. Each refresh after the first serves a new revision of the catalogue: one more
/// new arrival at the top, and a few prices changed, so a refresh visibly inserts and reloads
/// rows.
///
/// Cursors are positions (``Product/position``): the page after a product's, the page before
/// it, or a refresh around an anchor's (from the top without one). A product keeps its position
/// through revisions, and the server through restarts, so a cursor the store kept from an
/// earlier run still means the same place.
actor CatalogueServer {
    /// Why a page did not arrive.
    struct Failure: Error, CustomStringConvertible {
        let page: Int
        var description: String { "Page \(page) did not load (simulated failure)" }
    }

    let pageSize: Int
    let latency: Duration
    /// The share of requests that fail; settable, so a test can fail one page and not the retry.
    private(set) var failureRate: Double
    /// Whether the network is cut (`--offline`): every page fails.
    private(set) var isOffline: Bool
    /// How many times the catalogue changed: once per refresh after a first page was served.
    private(set) var revision = 0
    /// How many pages were asked for.
    private(set) var requestCount = 0
    private var random: DemoRandom
    private var hasServedFirstPage = false

    /// A server of `pageSize` products a page, answering after `latency`, failing a share
    /// `failureRate` of requests (decided in a fixed order, so runs repeat).
    init(pageSize: Int = 20, latency: Duration, failureRate: Double, isOffline: Bool = false, seed: UInt64 = 11) {
        self.pageSize = pageSize
        self.latency = latency
        self.failureRate = failureRate
        self.isOffline = isOffline
        random = DemoRandom(seed: seed)
    }

    func setFailureRate(_ rate: Double) {
        failureRate = rate
    }

    /// Cuts the network, or brings it back.
    func setOffline(_ offline: Bool) {
        isOffline = offline
    }

    /// The products of the current revision, in catalogue order.
    var products: [Product] {
        guard revision > 0 else { return Catalogue.products }
        let arrivals = (1...revision).reversed().map(Catalogue.newArrival)
        // Every seventh product changes price at each revision.
        let repriced = Catalogue.products.map { product in
            guard product.id % 7 == revision % 7 else { return product }
            var repriced = product
            repriced.priceInCents += 50 * revision
            return repriced
        }
        return arrivals + repriced
    }

    /// The page a ``ListSync`` asks for, as the app's API client answers it, and how many
    /// products the catalogue has now (the headline's total, as an API's answer gives it).
    /// - Throws: ``Failure`` for a simulated failure, ``NetworkOffline`` while the network is
    ///   cut; `CancellationError` when the task is cancelled.
    func answer(_ request: RemotePageRequest<Product>) async throws -> (page: RemotePage<Product>, productCount: Int) {
        requestCount += 1
        let fails = random.nextUnit() < failureRate
        if request.kind == .refresh, hasServedFirstPage { revision += 1 }
        // The revision is read when the request is made, as a server answers from its state then.
        let products = products
        let range = range(of: request, in: products)
        try await SimulatedNetwork.trip(taking: latency)
        if isOffline { throw NetworkOffline() }
        guard !fails else { throw Failure(page: range.lowerBound / pageSize + 1) }
        if request.kind == .refresh { hasServedFirstPage = true }
        let page = RemotePage(
            items: Array(products[range]),
            previousCursor: range.lowerBound > 0 && !range.isEmpty ? Self.cursor(products[range.lowerBound]) : nil,
            nextCursor: range.upperBound < products.count ? Self.cursor(products[range.upperBound - 1]) : nil)
        return (page, products.count)
    }

    /// Where in `products` the page `request` asks for is: after the cursor's position, before
    /// it, or for a refresh the page with the anchor's place, a little below the top of the page,
    /// as the store reads around an item.
    private func range(of request: RemotePageRequest<Product>, in products: [Product]) -> Range<Int> {
        let position = request.cursor.flatMap(Self.position)
        switch request.kind {
        case .page(at: .end):
            let start = products.firstIndex { $0.position > position ?? -.infinity } ?? products.count
            return start..<min(start + pageSize, products.count)
        case .page(at: .start):
            let end = products.firstIndex { $0.position >= position ?? .infinity } ?? products.count
            return max(0, end - pageSize)..<end
        case .refresh:
            guard let anchor = request.anchor, case .real(let place) = anchor.sortKey else {
                return 0..<min(pageSize, products.count)
            }
            let index = products.firstIndex { $0.position >= place } ?? products.count
            let start = max(0, min(index - (pageSize - 1) / 2, products.count - pageSize))
            return start..<min(start + pageSize, products.count)
        }
    }

    private static func cursor(_ product: Product) -> RemoteCursor {
        .text(String(product.position))
    }

    private static func position(_ cursor: RemoteCursor) -> Double? {
        if case .text(let text) = cursor { Double(text) } else { nil }
    }
}
