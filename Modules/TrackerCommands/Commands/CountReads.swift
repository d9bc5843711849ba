import SharedModels
import Storage
import TrackerKit

extension TrackerSummaries {
    /// Each tracker's `CountProgress` on `day` (nil but for count habits),
    /// reading only the count habits' record days: what the main screen,
    /// the status line and the reminders need to tell a met window.
    func countProgress(on day: LocalDate, _ context: any StoreContext) throws -> [CountProgress?] {
        try CountProgress.of(trackers, on: day) { try context.days(of: $0) }
    }
}
