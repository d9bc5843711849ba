import SharedModels
import Testing

@Suite struct StatusLineFormatTests {
    let day = LocalDate(iso: "2026-12-02")!

    @Test func theStandardLineIsDoneOverDueAndTicksACompleteDay() {
        let format = StatusLineFormat.standard
        #expect(format.render(DayProgress(date: day, due: 5, done: 3, next: "Read")) == "3/5")
        #expect(format.render(DayProgress(date: day, due: 5, done: 5, next: nil)) == "5/5 ✓")
        #expect(format.render(DayProgress(date: day, due: 0, done: 0, next: nil)) == "0/0", "nothing due: no tick")
    }

    @Test func everyFieldAndBracesRender() throws {
        let format = try StatusLineFormat("{done}|{due}|{left}|{percent}%|{next}|{{}}|}}{{")
        #expect(format.needsNext)
        #expect(format.render(DayProgress(date: day, due: 3, done: 2, next: "Walk")) == "2|3|1|66%|Walk|{}|}{")
        #expect(
            try StatusLineFormat("{done}/{due} ✓").render(DayProgress(date: day, due: 1, done: 1, next: nil))
                == "1/1 ✓", "only the standard line gains the tick")
        #expect(try !StatusLineFormat("{done}").needsNext)
        #expect(try StatusLineFormat("").render(DayProgress(date: day, due: 1, done: 0, next: "x")) == "")
    }

    @Test func percentRoundsDownAndIsZeroWithNothingDue() {
        #expect(DayProgress(date: day, due: 3, done: 2, next: nil).percent == 66)
        #expect(DayProgress(date: day, due: 3, done: 3, next: nil).percent == 100)
        #expect(DayProgress(date: day, due: 0, done: 0, next: nil).percent == 0)
        #expect(DayProgress(date: day, due: 200, done: 199, next: nil).percent == 99)
    }

    @Test(arguments: [
        ("{nope}", StatusLineFormat.ParseError.unknownField("nope")), ("{Done}", .unknownField("Done")),
        ("{}", .unknownField("")), ("{done", .unbalancedBrace), ("done}", .unbalancedBrace),
        ("{{done}", .unbalancedBrace),
    ])
    func badFormatsAreRefused(text: String, error: StatusLineFormat.ParseError) {
        #expect(throws: error) { try StatusLineFormat(text) }
    }
}
