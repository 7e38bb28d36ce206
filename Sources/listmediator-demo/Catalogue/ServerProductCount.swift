/// How many products the server's last answer said the catalogue has, for the headline's
/// "of 380": the sync's loader sets it on the main actor, where the screen reads it. Unknown
/// (`nil`) until the server answers — an offline start shows the stored products without it.
@MainActor
final class ServerProductCount {
    var value: Int?
}
