extension SectionRoute {
    /// What owns a section of a container: one of its children (``child(_:)``), or — inside the
    /// library's mediator and switching data source — a part of them that is not a child, which
    /// ``childIndex`` reports as `nil`.
    ///
    /// One integer inside, so comparing and routing cost what an `Int` costs. (Measured with
    /// `compose.lookup`: an enum with a payload made a call through three composites 10–20%
    /// slower; a target type of each container's own, as an associated type, 2–3 times slower.)
    public struct Target: Hashable, Sendable, CustomStringConvertible {
        /// A child's position, or one of the negative codes below.
        private let code: Int

        private init(code: Int) { self.code = code }

        /// The container's child at `index`: a composite's or a switching data source's.
        /// - Precondition: `index >= 0`.
        @inline(__always)
        public static func child(_ index: Int) -> Target {
            assert(index >= 0, "a child's position is never negative")
            return Target(code: index)
        }

        /// A mediator's owner: the data source it wraps, and the app's delegate beside it.
        package static let owner = Target(code: -1)
        /// The section below a mediator's owner that holds the loading row.
        package static let loadingRow = Target(code: -2)
        /// The section above a mediator's owner that holds the loading row of an earlier page.
        package static let loadingRowAbove = Target(code: -4)
        /// A switching data source's transition while a diffed switch passes through its stages:
        /// no child owns the rows on screen then.
        package static let transition = Target(code: -3)

        /// The child's position when the target is a child, negative otherwise: for a container
        /// whose routes all lead to children, one comparison cheaper than ``childIndex``.
        @inline(__always)
        package var position: Int { code }

        /// The child's position when the target is a child, `nil` otherwise.
        @inline(__always)
        public var childIndex: Int? { code >= 0 ? code : nil }

        public var description: String {
            switch code {
            case -1: "owner"
            case -2: "loading row"
            case -3: "transition"
            case -4: "loading row above"
            default: "child \(code)"
            }
        }
    }
}
