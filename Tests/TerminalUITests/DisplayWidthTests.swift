import TerminalUI
import Testing

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3), ("Привет", 6), ("日本語", 6), ("한국어", 6), ("ＡＢ", 4), ("ｱｲ", 2),
        ("🙂", 2), ("❤️", 2), ("❤", 1), ("👍🏽", 2), ("👨‍👩‍👧‍👦", 2), ("🇷🇺", 2), ("🏳️‍🌈", 2), ("1️⃣", 2),
        ("é", 1), ("e\u{301}", 1), ("й", 1), ("a\u{200D}b", 2), ("\u{7}\u{1B}", 0), ("\u{85}", 0),
        ("\u{FE0F}", 0), ("\u{301}", 0), ("🥶🏓", 4), ("🫠", 2), ("", 0),
    ])
    func widths(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func padAndTruncate() {
        #expect(DisplayWidth.pad("日本", to: 6) == "日本  ")
        #expect(DisplayWidth.pad("ab", to: 5, alignment: .right) == "   ab")
        #expect(DisplayWidth.pad("ab", to: 5, alignment: .center) == " ab  ")
        #expect(DisplayWidth.pad("toolong", to: 3) == "toolong")
        #expect(DisplayWidth.truncate("Привет, мир", to: 7) == "Привет…")
        #expect(DisplayWidth.truncate("日本語テキスト", to: 6) == "日本…")
        #expect(DisplayWidth.truncate("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", to: 3) == "👨‍👩‍👧‍👦…")
        #expect(DisplayWidth.truncate("short", to: 5) == "short")
        #expect(DisplayWidth.truncate("abc", to: 0) == "")
    }

    @Test func truncateKeepingTheEnd() {
        #expect(DisplayWidth.truncateKeepingEnd("Привет, мир", to: 5) == "… мир")
        #expect(
            DisplayWidth.truncateKeepingEnd("日本語テキスト", to: 6) == "…スト", "a wide cluster that does not fit is dropped")
        #expect(DisplayWidth.truncateKeepingEnd("日本語テキスト", to: 7) == "…キスト")
        #expect(DisplayWidth.truncateKeepingEnd("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", to: 3) == "…👨‍👩‍👧‍👦")
        #expect(DisplayWidth.truncateKeepingEnd("short", to: 5) == "short")
        #expect(DisplayWidth.truncateKeepingEnd("abc", to: 0) == "")
    }

    @Test func wrapBreaksAtSpacesAndInsideLongWords() {
        #expect(DisplayWidth.wrap("one two three", width: 7) == ["one two", "three"])
        #expect(DisplayWidth.wrap("日本語日本語", width: 4) == ["日本", "語日", "本語"])
        #expect(DisplayWidth.wrap("a\n\nb", width: 10) == ["a", "", "b"])
    }

    @Test func mixedTableLinesUp() {
        let rows = [
            ["🙂", "Зарядка", "5 дней", "✓"],
            ["❤️", "Читать 日本語", "21 день", "+"],
            ["👨‍👩‍👧‍👦", "Семья", "1 день", "+"],
            ["🇩🇪", "Deutsch lernen", "12 Tage", "✓"],
            ["👍🏽", "Café\u{301} au lait", "3 days", "+"],
            ["🏝", "Отпуск 한국", "0 дней", "✓"],
        ]
        let lines = TableLayout(columns: [.init(), .init(), .init(alignment: .right), .init()]).render(rows)
        let widths = Set(lines.map { DisplayWidth.of($0) })
        #expect(widths.count == 1)
        // The third column is right-aligned: every row's count ends at the same column.
        let countEnds = lines.map { line in DisplayWidth.of(line.prefix { $0 != "✓" && $0 != "+" }) }
        #expect(Set(countEnds).count == 1)
        #expect(lines[0].hasPrefix("🙂  Зарядка       "))
    }

    @Test func tableTruncatesAndTrims() {
        let layout = TableLayout(columns: [.init(maxWidth: 4), .init()], separator: " | ", trimsTrailingSpace: true)
        #expect(layout.render([["Привет", "x"], ["ab", ""]]) == ["При… | x", "ab   |"])
    }
}
