extension LoadingStateMachine {
    /// What the owner of a loading state does after a transition, performed in one place
    /// (``ListViewMediator/perform(_:)``) in this order: the refresh control stops, VoiceOver hears
    /// that a load finished (or will, on the next turn), a page is scheduled, the view's
    /// loading rows are brought to the state's, VoiceOver hears that a load failed (once the row
    /// shows the failure), the ends of the list are checked.
    struct Effects: Equatable, Sendable {
        /// The refresh control stops spinning, if it spins.
        var endsRefreshing = false
        /// VoiceOver hears how the load ended.
        var announcement: Announcement?
        /// The announcement of a load that ended without updating the list waits for the main
        /// actor's next turn, after the owner's update that shows its page.
        var schedulesAnnouncement = false
        /// The page at this end is asked for on the main actor's next turn; the end's loading row
        /// stays for it.
        var schedulesPage: ListEdge?
        /// The view's loading rows (and background) become the state's.
        var showsRow = false
        /// Both ends of the list are checked for infinite scroll, an empty list counting when
        /// `true`: right after a load, or the owner's update that shows a load's page.
        var checksTheEnds: Bool?

        /// Nothing to do.
        static let none = Effects()
    }

    /// What VoiceOver hears when a load ends.
    enum Announcement: Equatable, Sendable {
        /// `load` ended with its page shown: how many items it added, or that the list was
        /// refreshed.
        case finished(Load)
        /// The load failed with `message`.
        case failed(message: String)
    }
}
