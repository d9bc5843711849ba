import TerminalUI
import Testing

@Suite struct SanitizerTests {
    @Test(arguments: [
        ("plain Привет 🙂", "plain Привет 🙂"),
        ("red \u{1B}[31mtext\u{1B}[0m", "red text"),
        ("csi \u{1B}[?1049h\u{1B}[2J\u{1B}[1;5Hend", "csi end"),
        ("title \u{1B}]0;pwned\u{7}ok", "title ok"),
        ("link \u{1B}]8;;http://x\u{1B}\\label\u{1B}]8;;\u{1B}\\", "link label"),
        ("clip \u{1B}]52;c;ZXZpbA==\u{1B}\\done", "clip done"),
        ("dcs \u{1B}Pq#0;2;0;0;0\u{1B}\\x", "dcs x"),
        ("apc \u{1B}_Gf=100;AAAA\u{1B}\\y", "apc y"),
        ("pm \u{1B}^secret\u{1B}\\z", "pm z"),
        ("sos \u{1B}Xhidden\u{9C}w", "sos w"),
        ("two \u{1B}cbyte \u{1B}7seq \u{1B}(Bnf", "two byte seq nf"),
        ("c1 csi \u{9B}31mred", "c1 csi red"),
        ("c1 osc \u{9D}0;t\u{7}ok", "c1 osc ok"),
        ("c1 \u{85}\u{90}x\u{9C}", "c1 "),
        ("bell\u{7} bs\u{8} del\u{7F} nul\u{0}", "bell bs del nul"),
        ("bidi \u{202E}evil\u{202C} \u{2066}iso\u{2069}", "bidi evil iso"),
        ("line\nbreak\ttab\r\nend", "line break tab  end"),
        ("unterminated \u{1B}]0;title forever", "unterminated "),
        ("lone escape \u{1B}", "lone escape "),
        // The directional marks go too: invisible, they still reorder neutral text around them.
        ("arabic مرحبا \u{200F}ok", "arabic مرحبا ok"),
        ("marks \u{200E}l\u{200F}r\u{061C}alm", "marks lralm"),
    ])
    func clean(input: String, expected: String) {
        #expect(Sanitizer.clean(input) == expected)
    }

    @Test func multilineKeepsLineBreaks() {
        #expect(Sanitizer.cleanMultiline("a\r\nb\rc\nd\t\u{1B}[1me") == "a\nb\nc\nd e")
    }

    @Test func resultNeverHoldsControls() {
        var everything = ""
        for value in UInt32(0)...0xA0 { everything.unicodeScalars.append(Unicode.Scalar(value)!) }
        for text in [Sanitizer.clean(everything), Sanitizer.cleanMultiline(everything)] {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        }
    }
}

/// The Unicode line and paragraph separators break lines on some terminals
/// and vanish on others: never printed raw.
@Suite struct SanitizerSeparatorTests {
    @Test func separatorsBecomeASpaceOnOneLineAndABreakOnMany() {
        #expect(Sanitizer.clean("a\u{2028}b\u{2029}c") == "a b c")
        #expect(Sanitizer.cleanMultiline("a\u{2028}b\u{2029}c") == "a\nb\nc")
        #expect(Sanitizer.clean("a\u{2027}b\u{202F}c") == "a\u{2027}b\u{202F}c")
    }
}
