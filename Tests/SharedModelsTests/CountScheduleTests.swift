import Foundation
import SharedModels
import Testing

@Suite("CountSchedule and its place in Schedule")
struct CountScheduleTests {
    @Test(
        "made only when 1 ≤ times ≤ per ≤ a year",
        arguments: [
            (1, 1, true), (1, 7, true), (3, 7, true), (7, 7, true), (30, 365, true), (365, 365, true),
            (0, 7, false), (-1, 7, false), (8, 7, false), (1, 0, false), (0, 0, false),
            (1, 366, false), (366, 366, false), (1, -7, false),
        ])
    func range(times: Int, per: Int, valid: Bool) {
        let schedule = CountSchedule(times: times, per: per)
        #expect((schedule != nil) == valid)
        if let schedule { #expect(schedule.times == times && schedule.per == per) }
    }

    @Test(
        "validate names the number out of range, per before times",
        arguments: [
            (3, 7, nil), (0, 7, CountSchedule.Problem.times), (8, 7, .times), (1, 0, .per),
            (1, 366, .per), (0, 0, .per), (400, 366, .per), (366, 365, .times),
        ] as [(Int, Int, CountSchedule.Problem?)])
    func validate(times: Int, per: Int, problem: CountSchedule.Problem?) throws {
        switch CountSchedule.validate(times: times, per: per) {
        case .success(let schedule):
            #expect(problem == nil)
            #expect(schedule == CountSchedule(times: times, per: per))
        case .failure(let reported):
            #expect(reported == problem)
        }
    }

    @Test("a weekday schedule still codes as its keys; a count as an object")
    func coding() throws {
        let weekdays = Schedule([.friday, .monday])
        #expect(String(decoding: try JSONEncoder().encode(weekdays), as: UTF8.self) == #"["mon","fri"]"#)
        #expect(try JSONDecoder().decode(Schedule.self, from: JSONEncoder().encode(weekdays)) == weekdays)
        #expect(try JSONDecoder().decode(Schedule.self, from: Data("[]".utf8)) == Schedule.none)

        let count = Schedule(count: try #require(CountSchedule(times: 3, per: 7)))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(count), as: UTF8.self) == #"{"per":7,"times":3}"#)
        let decoded = try JSONDecoder().decode(Schedule.self, from: encoder.encode(count))
        #expect(decoded == count)
        #expect(decoded.count == CountSchedule(times: 3, per: 7))
        #expect(
            try JSONDecoder().decode(Schedule.self, from: Data(#"{"times":2,"per":10}"#.utf8)).count
                == CountSchedule(times: 2, per: 10))
    }

    @Test(
        "a coded count out of range, or incomplete, is rejected",
        arguments: [
            #"{"times":0,"per":7}"#, #"{"times":8,"per":7}"#, #"{"times":1,"per":366}"#,
            #"{"times":1,"per":0}"#, #"{"times":3}"#, #"{"per":7}"#, #"{"times":"3","per":7}"#,
        ])
    func rejectsOutOfRange(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Schedule.self, from: Data(json.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CountSchedule.self, from: Data(json.utf8)) }
    }

    @Test("a count shows on every weekday but is not every day, and differs from the weekday schedule")
    func countIsNotEveryDay() throws {
        let schedule = Schedule(count: try #require(CountSchedule(times: 1, per: 1)))
        #expect(!schedule.isEveryDay)
        #expect(!schedule.isEmpty)
        #expect(schedule.days == Set(Weekday.allCases))
        #expect(Weekday.allCases.allSatisfy(schedule.contains))
        #expect(schedule != Schedule.everyDay)
        #expect(Schedule.everyDay.isEveryDay && Schedule.everyDay.count == nil)
        #expect(Schedule([.monday]).count == nil)
    }
}
