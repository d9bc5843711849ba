import SharedModels
import Testing

@Suite("Name rules")
struct NameRulesTests {
    @Test(
        "38 characters pass, 39 do not",
        arguments: [
            "a",  // plain ASCII
            "ж",  // Cyrillic: two UTF-8 bytes each
            "👨‍👩‍👧‍👦",  // ZWJ family: 7 scalars, 1 Character
            "🇷🇺",  // a flag: 2 regional indicators, 1 Character
            "e\u{301}",  // e + combining acute: 1 Character
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

    /// One "character" can be any size: the bytes are bounded too.
    @Test("names over the byte limit are refused, whatever they count as")
    func byteLimit() {
        let heavy = "a" + String(repeating: "\u{301}", count: 65_000)
        #expect(heavy.count == 1)
        #expect(NameRules.validate(heavy) == .failure(.tooManyBytes(limit: 1024)))
        let atLimit = String(repeating: "я", count: 10) + String(repeating: "\u{301}", count: 502)
        #expect(atLimit.utf8.count == 1024)
        #expect(NameRules.validate(atLimit) == .success(atLimit))
        #expect(NameRules.validate(atLimit + "\u{301}") == .failure(.tooManyBytes(limit: 1024)))
        #expect(NameRules.validate(String(repeating: "x", count: 1_000_000)) == .failure(.tooManyBytes(limit: 1024)))
    }

    @Test(
        "names nobody can see are refused",
        arguments: [
            "\u{200B}", "\u{200B}\u{200C}\u{200D}", "\u{301}\u{302}", "\u{20DD}", "\u{FEFF}", "\u{2060}", "\u{3164}",
            "\u{FE0F}", "\u{E0041}", " \u{200B} ",
        ])
    func invisible(raw: String) {
        #expect(NameRules.validate(raw) == .failure(.invisible))
    }

    @Test(
        "visible names may hold invisible joiners and marks",
        arguments: [
            "a\u{200B}b", "👨‍👩‍👧‍👦", "❤️", "e\u{301}", "\u{0915}\u{094D}\u{0937}", "नमस्ते", "ab\u{200D}",
        ])
    func visibleWithJoiners(name: String) {
        #expect(NameRules.validate(name) == .success(name))
    }

    /// What a terminal acts on never enters a name, so what is stored is
    /// what is shown: `A\e[2JB` cannot sit beside `AB` looking the same.
    @Test(
        "control characters are refused anywhere in a name",
        arguments: [
            "A\u{1B}[2JB", "A\u{7}B", "tab\there", "two\nlines", "del\u{7F}", "c1\u{9B}31m", "nel\u{85}x",
            "bidi\u{202E}rev", "iso\u{2066}late", "line\u{2028}sep", "para\u{2029}sep", "\u{1B}]52;c;SGVsbG8K\u{7}",
        ])
    func controls(raw: String) {
        #expect(NameRules.validate(raw) == .failure(.controlCharacter))
    }

    @Test("a name is accepted or refused in whole scalars, never cleaned")
    func acceptedNamesAreUnchanged() {
        for name in ["AB", "Бег", "Spaß", "日本語", "🏝\u{FE0F}"] {
            #expect(NameRules.validate(name) == .success(name))
        }
    }
}
