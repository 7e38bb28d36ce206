extension SectionRoute {
    /// What owns a section of a container: one of its children (``child(_:)``), or — inside the
    /// library's switching data source — a part of it that is not a child, which ``childIndex``
    /// reports as `nil`.
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
            case -3: "transition"
            default: "child \(code)"
            }
        }
    }
}
