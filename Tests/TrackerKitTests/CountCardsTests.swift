import SharedModels
import Testing

@testable import TrackerKit

/// Three habits on Saturday 7 March 2026, after records on:
///
/// | habit    | schedule   | records  | window on Mar 7      | due Mar 7 |
/// |----------|------------|----------|----------------------|-----------|
/// | Бассейн  | 3 in 7     | 2, 4, 6  | 3 of 3, met          | no        |
/// | Книга    | 2 in 10    | 6        | 1 of 2, not met      | yes       |
/// | Зарядка  | daily      | 7        | (done on the day)    | yes       |
struct CountCardsFixture {
    let pool = countHabit("Бассейн", 3, in: 7)
    let book = countHabit("Книга", 2, in: 10)
    let exercise = habit("Зарядка")
    var trackers: [Tracker] { [pool, book, exercise] }

    /// Each habit's record days, plus `extra` of them marked on Mar 7 too.
    func days(marking extra: [Tracker] = []) -> [EntityID: [LocalDate]] {
        var days = [pool.id: [2, 4, 6].map(mar), book.id: [mar(6)], exercise.id: [mar(7)]]
        for tracker in extra { days[tracker.id, default: []].append(mar(7)) }
        return days
    }

    func screen(_ filter: TrackerFilter, marking extra: [Tracker] = []) -> MainScreenContent {
        let days = days(marking: extra)
        return MainScreen.build(
            query: MainScreenQuery(date: mar(7), filter: filter, today: mar(7)),
            trackers: trackers, categories: nil,
            doneAt: trackers.map { days[$0.id, default: []].contains(mar(7)) },
            completedDaysAt: trackers.map { days[$0.id, default: []].count },
            countAt: CountProgress.of(trackers, on: mar(7)) { days[$0] ?? [] })
    }

    func progress(marking extra: [Tracker] = []) -> DayProgress {
        let days = days(marking: extra)
        return DayProgress.reference(
            on: mar(7), trackers: trackers,
            doneAt: trackers.map { days[$0.id, default: []].contains(mar(7)) },
            categories: nil,
            countAt: CountProgress.of(trackers, on: mar(7)) { days[$0] ?? [] })
    }
}

@Suite("Count habits on the main screen and in the status line")
struct CountCardsTests {
    let fixture = CountCardsFixture()

    @Test("a card carries its window: records in it, met, due")
    func cards() throws {
        let cards = fixture.screen(.all).cards
        #expect(cards.map(\.tracker.name) == ["Бассейн", "Зарядка", "Книга"])
        let pool = try #require(cards.first { $0.tracker.name == "Бассейн" })
        #expect(
            pool.count
                == CountProgress(
                    schedule: CountSchedule(times: 3, per: 7)!, completions: 3,
                    isMet: true, isDue: false))
        #expect(!pool.done && pool.isMet && !pool.isDue)
        let book = try #require(cards.first { $0.tracker.name == "Книга" })
        #expect(book.count?.completions == 1 && !book.isMet && book.isDue)
        let exercise = try #require(cards.first { $0.tracker.name == "Зарядка" })
        #expect(exercise.count == nil && exercise.isMet && exercise.isDue)
    }

    @Test("a met count habit counts as completed, an unmet one as uncompleted")
    func filters() {
        #expect(fixture.screen(.completed).cards.map(\.tracker.name) == ["Бассейн", "Зарядка"])
        #expect(fixture.screen(.uncompleted).cards.map(\.tracker.name) == ["Книга"])
        // Marked on Mar 7, the book's window holds 2 of 2: met, so completed.
        #expect(
            fixture.screen(.completed, marking: [fixture.book]).cards.map(\.tracker.name)
                == ["Бассейн", "Зарядка", "Книга"])
        #expect(fixture.screen(.uncompleted, marking: [fixture.book]).cards.isEmpty)
    }

    @Test("the status line counts a count habit as due only while its window needs the day")
    func dayProgress() {
        // Бассейн's window is met before Mar 7: not due. Книга is due and not done.
        #expect(fixture.progress() == DayProgress(date: mar(7), due: 2, done: 1, next: "Книга"))
        // Marked on a due day: done.
        #expect(fixture.progress(marking: [fixture.book]) == DayProgress(date: mar(7), due: 2, done: 2, next: nil))
        // Marked on a day that is not due: kept, but neither due nor done.
        #expect(fixture.progress(marking: [fixture.pool]) == DayProgress(date: mar(7), due: 2, done: 1, next: "Книга"))
    }

    @Test("without the windows a count habit reads as a plain habit shown every day")
    func withoutCounts() {
        let trackers = fixture.trackers
        let plain = DayProgress.reference(
            on: mar(7), trackers: trackers, doneAt: [false, false, true], categories: nil)
        #expect(plain == DayProgress(date: mar(7), due: 3, done: 1, next: "Бассейн"))
    }

    @Test("CountProgress reads record days in any order, with repeats and later records")
    func countProgress() throws {
        let schedule = try #require(CountSchedule(times: 2, per: 10))
        let days = [mar(9), mar(1), mar(6), mar(6), mar(20)]
        #expect(
            CountProgress(schedule: schedule, days: days, on: mar(7))
                == CountProgress(schedule: schedule, completions: 2, isMet: true, isDue: false))
        #expect(
            CountProgress(schedule: schedule, days: days, on: mar(16))
                == CountProgress(schedule: schedule, completions: 1, isMet: false, isDue: true),
            "Mar 7…16 hold only the 9th; the 20th is not in the window")
        #expect(
            CountProgress(schedule: schedule, days: [mar(9), mar(6)], on: mar(9))
                == CountProgress(schedule: schedule, completions: 2, isMet: true, isDue: true),
            "the record of the 9th was needed to meet its window")
        let none = CountProgress.of([fixture.exercise, event("Врач")], on: mar(7)) { _ in [mar(7)] }
        #expect(none == [nil, nil])
    }
}
