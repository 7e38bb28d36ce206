extension Result {
    /// The success value, or the failure thrown as its own type.
    ///
    /// The standard library's `get()` does this from Swift 6 on; the standard library of older
    /// SDKs (the iOS 17 SDK among them) declares it as throwing `any Error`, and this package's
    /// typed throws would not type-check against them.
    func successValue() throws(Failure) -> Success {
        switch self {
        case .success(let value): value
        case .failure(let error): throw error
        }
    }
}
