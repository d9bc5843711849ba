import Reminders
import SharedModels
import Testing

@Suite struct ReminderLogTests {
    let day = LocalDate(iso: "2026-12-02")!

    func reminder(_ name: String, _ minute: Int) -> Reminder {
        Reminder(id: EntityID(name), name: name, minuteOfDay: minute)
    }

    @Test func whatIsDueIsWhatsTimeHasComeAndWasNotSentToday() {
        let all = [reminder("Late", 1380), reminder("Walk", 480), reminder("Tea", 420), reminder("Sent", 400)]
        let sent: [EntityID: LocalDate] = ["Sent": day, "Walk": day.adding(days: -1)]
        let due = ReminderLog.due(all, elapsed: 480, sentOn: { sent[$0] }, day: day)
        #expect(due.map(\.name) == ["Tea", "Walk"], "by time; Late's has not come, Sent went out today")
        #expect(ReminderLog.due(all, elapsed: 479, sentOn: { sent[$0] }, day: day).map(\.name) == ["Tea"])
    }

    @Test func pastMidnightTheHabitDayGoesOnWithALateDayStart() {
        // 01:00 the next calendar morning, still the habit day (--day-start 3): 25 hours in.
        let late = [reminder("Late", 1380)]
        #expect(ReminderLog.due(late, elapsed: 24 * 60 + 60, sentOn: { _ in nil }, day: day).map(\.name) == ["Late"])
        #expect(ReminderLog.due(late, elapsed: 24 * 60 + 60, sentOn: { _ in self.day }, day: day).isEmpty)
    }
}
