import SharedModels
import Testing
@testable import HabitKit

@Suite("Name rules")
struct NameRulesTests {
    @Test("38 characters pass, 39 do not", arguments: [
        "a",                                   // plain ASCII
        "ж",                                   // Cyrillic: two UTF-8 bytes each
        "👨‍👩‍👧‍👦",                                  // ZWJ family: 7 scalars, 1 Character
        "🇷🇺",                                  // a flag: 2 regional indicators, 1 Character
        "e\u{301}",                            // e + combining acute: 1 Character
    ])
    func limit(unit: String) {
        let at = String(repeating: unit, count: 38)
        let over = String(repeating: unit, count: 39)
        #expect(NameRules.validate(at) == .success(at))
        #expect(NameRules.validate(over) == .failure(.tooLong(limit: 38)))
    }

    @Test("whitespace is trimmed before counting")
    func trimmed() {
        let name = String(repeating: "я", count: 38)
        #expect(NameRules.validate("  \(name)\n\t") == .success(name))
        #expect(NameRules.validate("  Бег  по утрам ") == .success("Бег  по утрам"))
    }

    @Test("blank names are empty", arguments: ["", " ", "\n\t ", "\u{3000}"])
    func empty(raw: String) {
        #expect(NameRules.validate(raw) == .failure(.empty))
    }
}
