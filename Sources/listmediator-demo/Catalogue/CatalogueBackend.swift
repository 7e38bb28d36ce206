import ListMediator

/// A simulated product server: pages of the catalogue, after a delay, failing now and then.
///
/// It stands in for the network an app loads pages from, so the demo shows what paging looks
/// like in use: the loading row while a page travels, the retry row when one fails. Each
/// reload (a refresh) serves a new revision of the catalogue: one more new arrival at the top,
/// and a few prices changed, so a refresh visibly inserts and reloads rows.
@MainActor
final class CatalogueBackend {
    /// Why a page did not arrive.
    struct Failure: Error, CustomStringConvertible {
        let page: Int
        var description: String { "Page \(page) did not load (simulated failure)" }
    }

    let pageSize: Int
    let latency: Duration
    /// The share of requests that fail; settable, so a test can fail one page and not the retry.
    var failureRate: Double
    /// How many times the catalogue changed: once per reload after a first page was served.
    private(set) var revision = 0
    /// How many pages were asked for.
    private(set) var requestCount = 0
    private var random: DemoRandom
    private var hasServedFirstPage = false

    /// A server of `pageSize` products a page, answering after `latency`, failing a share
    /// `failureRate` of requests (decided in a fixed order, so runs repeat).
    init(pageSize: Int = 20, latency: Duration, failureRate: Double, seed: UInt64 = 11) {
        self.pageSize = pageSize
        self.latency = latency
        self.failureRate = failureRate
        random = DemoRandom(seed: seed)
    }

    /// The products of the current revision, in catalogue order.
    var products: [Product] {
        guard revision > 0 else { return Catalogue.products }
        let arrivals = (1...revision).reversed().map(Catalogue.newArrival)
        // Every seventh product changes price at each revision.
        let repriced = Catalogue.products.map { product in
            guard product.id % 7 == revision % 7 else { return product }
            return Product(
                id: product.id, name: product.name, category: product.category,
                priceInCents: product.priceInCents + 50 * revision)
        }
        return arrivals + repriced
    }

    /// The page starting at product `cursor` (the first page for `nil`), and where the next starts.
    /// - Throws: ``Failure`` for a simulated failure; `CancellationError` when the task is cancelled.
    func page(after cursor: Int?) async throws -> Page<Product, Int> {
        requestCount += 1
        let fails = random.nextUnit() < failureRate
        if cursor == nil, hasServedFirstPage { revision += 1 }
        // The revision is read when the request is made, as a server answers from its state then.
        let products = products
        if latency > .zero {
            try await Task.sleep(for: latency)
        } else {
            await Task.yield()
        }
        try Task.checkCancellation()
        let start = min(cursor ?? 0, products.count)
        guard !fails else { throw Failure(page: start / pageSize + 1) }
        if cursor == nil { hasServedFirstPage = true }
        let end = min(start + pageSize, products.count)
        return Page(items: Array(products[start..<end]), nextCursor: end < products.count ? end : nil)
    }
}
