extension LoadingStateMachine {
    /// What the owner of a loading state does after a transition, performed in one place
    /// (``ListViewMediator/perform(_:)``) in this order: the refresh control stops, VoiceOver hears
    /// that a load finished (or will, on the next turn), the next page is scheduled, the view's
    /// loading row is brought to the state's, VoiceOver hears that a load failed (once the row
    /// shows the failure), the end of the list is checked.
    struct Effects: Equatable, Sendable {
        /// The refresh control stops spinning, if it spins.
        var endsRefreshing = false
        /// VoiceOver hears how the load ended.
        var announcement: Announcement?
        /// The announcement of a load that ended without updating the list waits for the main
        /// actor's next turn, after the owner's update that shows its page.
        var schedulesAnnouncement = false
        /// The next page is asked for on the main actor's next turn; the loading row stays for it.
        var schedulesNextPage = false
        /// The view's loading row (and background) become the state's.
        var showsRow = false
        /// The end of the list is checked for infinite scroll, an empty list counting when
        /// `true`: right after a load, or the owner's update that shows a load's page.
        var checksTheEnd: Bool?

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
