/// The error of a request made while the simulated network is cut (`--offline`): what the
/// demo's servers throw, so the catalogue and the chat say the same thing when they show what
/// their store kept.
struct NetworkOffline: Error, CustomStringConvertible {
    var description: String { "The network is off" }
}
