import SharedModels

extension DayProgress {
    /// The reference: the day's figures read off the main screen itself
    /// (`MainScreen.build` on `day`, no filter, no search), so "next" is the
    /// first card not done in the order the screen shows, and "due" is a
    /// habit card (a habit shows on its scheduled weekdays; an event on every
    /// day, but it is never due; a count habit only while its window still
    /// needs the day, `CountWindows`). A store's faster count must agree with it.
    ///
    /// `trackers`, `doneAt` as in `TrackerSummaries`; `categories` nil for an
    /// app without categories (goals).
    package static func reference(
        on day: LocalDate, trackers: [Tracker], doneAt: [Bool],
        categories: [TrackerCategory]?, countAt: [CountProgress?]? = nil
    ) -> DayProgress {
        let content = MainScreen.build(
            query: MainScreenQuery(date: day, today: day), trackers: trackers,
            categories: categories, doneAt: doneAt,
            completedDaysAt: [Int](repeating: 0, count: trackers.count), countAt: countAt)
        var due = 0
        var done = 0
        var next: String?
        for card in content.sections.flatMap(\.cards) where card.isDue {
            due += 1
            if card.done { done += 1 } else if next == nil { next = card.tracker.name }
        }
        return DayProgress(date: day, due: due, done: done, next: next)
    }
}
