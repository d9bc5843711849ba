import Foundation
import SharedModels
import Testing

@Suite("Weekday and Schedule")
struct ScheduleTests {
    @Test("weekdays are Monday first with stable keys")
    func weekdays() {
        #expect(Weekday.allCases.map(\.key) == ["mon", "tue", "wed", "thu", "fri", "sat", "sun"])
        #expect(Weekday(key: "SUN") == .sunday)
        #expect(Weekday(key: "sunday") == nil)
        #expect(Weekday.monday < Weekday.sunday)
    }

    @Test(
        "parses comma lists in any order and case, shown in week order",
        arguments: [
            ("mon,wed,fri", ["mon", "wed", "fri"]),
            ("fri,mon", ["mon", "fri"]),
            ("Mon, Wed", ["mon", "wed"]),
            ("SUN", ["sun"]),
            ("mon,mon", ["mon"]),
            ("mon,,tue", ["mon", "tue"]),
            ("daily", ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]),
            ("every-day", ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]),
            ("sat,daily", ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]),
        ])
    func parses(text: String, keys: [String]) throws {
        let schedule = try Schedule.parse(text).get()
        #expect(schedule.keys == keys)
        #expect(schedule.isEveryDay == (keys.count == 7))
    }

    @Test("rejects empty and unknown input")
    func rejects() {
        #expect(Schedule.parse("") == .failure(.empty))
        #expect(Schedule.parse(" , ") == .failure(.empty))
        #expect(Schedule.parse("mon,xyz") == .failure(.unknownDay("xyz")))
        #expect(Schedule.parse("monday") == .failure(.unknownDay("monday")))
    }

    @Test("accepts the caller's localized names, with or without a dot")
    func localized() throws {
        let names: [String: Weekday] = ["пн": .monday, "ср": .wednesday, "mo": .monday]
        #expect(try Schedule.parse("ПН, ср.", localizedNames: names).get().ordered == [.monday, .wednesday])
        #expect(try Schedule.parse("Mo", localizedNames: names).get().ordered == [.monday])
        #expect(Schedule.parse("вт", localizedNames: names) == .failure(.unknownDay("вт")))
    }

    @Test("due on the weekdays it holds")
    func due() throws {
        let schedule = try Schedule.parse("sun").get()
        #expect(schedule.isDue(on: try #require(LocalDate(iso: "2026-11-29"))))
        #expect(!schedule.isDue(on: try #require(LocalDate(iso: "2026-11-30"))))
        #expect(Schedule.none.isEmpty && !Schedule.everyDay.isEmpty)
    }

    @Test("JSON coding is the list of keys; unknown keys fail")
    func coding() throws {
        let schedule = Schedule([.friday, .monday])
        let data = try JSONEncoder().encode(schedule)
        #expect(String(decoding: data, as: UTF8.self) == #"["mon","fri"]"#)
        #expect(try JSONDecoder().decode(Schedule.self, from: data) == schedule)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Schedule.self, from: Data(#"["mon","xyz"]"#.utf8))
        }
    }
}
