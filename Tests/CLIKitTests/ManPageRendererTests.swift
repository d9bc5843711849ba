import Testing

@testable import CLIKit

@Suite struct RoffTests {
    @Test func escapesWhatRoffWouldReadAsMarkup() {
        #expect(Roff.text(#"a\b"#) == #"a\eb"#)
        #expect(Roff.text("--data-dir") == #"\-\-data\-dir"#)
        #expect(Roff.text(".hidden\n'quoted\nplain.") == "\\&.hidden\n\\&'quoted\nplain.")
        #expect(Roff.text("café …") == #"caf\[u00E9] \[u2026]"#)
        #expect(Roff.text("🙂") == #"\[u1F642]"#)
    }

    @Test func backticksSetCodeInBoldAndAreClosedAtTheEnd() {
        #expect(Roff.text("run `tracker list` now") == #"run \fBtracker list\fR now"#)
        #expect(Roff.text("`open") == #"\fBopen\fR"#)
    }

    @Test func longTextBreaksAtSpacesAndABrokenLineStartingWithADotIsGuarded() {
        #expect(Roff.lines("aaa bbb ccc", width: 7) == ["aaa bbb", "ccc"])
        #expect(Roff.lines("a verylongword b", width: 5) == ["a", "verylongword", "b"])
        #expect(Roff.lines("word .dot", width: 5) == ["word", "\\&.dot"])
        #expect(Roff.lines("\u{00E9}\u{00E9} x", width: 9) == ["\\[u00E9]\\[u00E9]", "x"], "an escape was split")
    }

    @Test func quotedArgumentsHaveNoRawQuote() {
        #expect(Roff.quoted(#"say "hi" -x"#) == #""say \(dqhi\(dq \-x""#)
        #expect(Roff.quoted("2026-12-01", escapingHyphens: false) == #""2026-12-01""#)
    }
}

@Suite struct ManPageRendererTests {
    static let page = ManPage(
        root: SampleTree.root, date: "2026-12-01", source: "Tracker 1.2.3", manual: "Test Manual",
        description: ["More about it.\n\nA second paragraph."],
        sections: [
            ManPageSection(
                "ENVIRONMENT",
                [
                    .entry(tag: "POCKET_STORE", text: "The backend."),
                    .paragraph(".dot at the start"),
                ]),
            ManPageSection("SEE ALSO", [.references([.init("pocket"), .init("sqlite3")])]),
        ])

    let lines = ManPageRenderer(page: page).render().split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)

    @Test func headerNameAndSynopsis() {
        #expect(lines[1] == #".TH "TRACKER" "1" "2026-12-01" "Tracker 1.2.3" "Test Manual""#)
        #expect(Array(lines[4...6]) == [".SH \"NAME\"", #"tracker \- Track habits and events."#, ".SH \"SYNOPSIS\""])
        // The synopsis is one text line broken at spaces to keep the source narrow.
        #expect(
            Array(lines[7...8]) == [
                #"\fBtracker\fR [\fB\-\-store\fR \fIstore\fR] [\fB\-\-json\fR] [\fB\-\-color\fR"#,
                #"\fIwhen\fR] [\fIsubcommand\fR]"#,
            ])
        #expect(lines[9] == ".SH \"DESCRIPTION\"")
    }

    @Test func descriptionParagraphsAreSeparatedByPP() {
        let start = lines.firstIndex(of: ".SH \"DESCRIPTION\"")!
        #expect(
            Array(lines[(start + 1)...(start + 5)])
                == ["Track habits and events.", ".PP", "More about it.", ".PP", "A second paragraph."])
    }

    @Test func optionsListTheVisibleGlobalsThenVersionAndHelp() {
        let start = lines.firstIndex(of: ".SH \"OPTIONS\"")!
        let end = lines.firstIndex(of: ".SH \"COMMANDS\"")!
        let options = Array(lines[(start + 1)..<end])
        #expect(options.first == "These options are accepted before or after any command.")
        #expect(options.contains(#"\fB\-\-store\fR \fIstore\fR"#))
        #expect(options.contains("Storage backend. (values: json, sqlite; default: sqlite)"))
        #expect(!options.joined().contains("debug"), "a hidden option is documented")
        #expect(
            Array(options.suffix(6)) == [
                ".TP", #"\fB\-\-version\fR"#, "Show the version.",
                ".TP", #"\fB\-h\fR, \fB\-\-help\fR"#, "Show help information.",
            ])
    }

    @Test func everyCommandHasASectionWithUsageAliasesDefaultArgumentsAndOptions() {
        let headings = lines.filter { $0.hasPrefix(".SS ") }
        #expect(
            headings == [
                #".SS "tracker list""#, #".SS "tracker category""#, #".SS "tracker category list""#,
                #".SS "tracker category add""#, #".SS "tracker category rename""#, #".SS "tracker edit""#,
                #".SS "tracker sum""#,
            ])
        let list = section(#".SS "tracker list""#)
        #expect(
            list == [
                #"\fBtracker\fR \fBlist\fR [\fB\-\-date\fR \fIdate\fR] [\fB\-\-search\fR"#, #"\fItext\fR]"#,
                ".PP", "Show the trackers of a day.", ".PP", "Also called: ls.",
                ".PP", #"This is what \fBtracker\fR runs when no command is named."#,
                ".TP", #"\fB\-d\fR, \fB\-\-date\fR \fIdate\fR"#, "The day to show.",
                ".TP", #"\fB\-\-search\fR \fItext\fR"#, "Only names containing this text.",
            ])
        let sum = section(#".SS "tracker sum""#)
        #expect(sum.first == #"\fBtracker\fR \fBsum\fR \fIunit\fR [\fInumbers\fR ...]"#)
        #expect(sum.contains(#"\fInumbers\fR ..."#))
        #expect(sum.contains("Unit. (values: kg, g)"))
        #expect(section(#".SS "tracker edit""#).contains(#"\fB\-t\fR, \fB\-\-tag\fR \fItag\fR ..."#))
    }

    @Test func pageSectionsComeLastAndNoLineIsBlankOrAStrayRequest() {
        #expect(
            lines.suffix(10) == [
                ".SH \"ENVIRONMENT\"", ".TP", #"\fBPOCKET_STORE\fR"#, "The backend.", ".PP", #"\&.dot at the start"#,
                ".SH \"SEE ALSO\"", #".BR "pocket" "(1),""#, #".BR "sqlite3" "(1)""#, "",
            ])
        let known = [".\\\"", ".TH", ".SH", ".SS", ".PP", ".TP", ".BR", ".ad", ".nh"]
        for line in lines.dropLast() {
            #expect(!line.isEmpty)
            if line.hasPrefix(".") || line.hasPrefix("'") { #expect(known.contains { line.hasPrefix($0) }, "\(line)") }
        }
        for (index, line) in lines.enumerated() where line == ".PP" {
            #expect(
                !lines[index - 1].hasPrefix(".SH") && !lines[index - 1].hasPrefix(".SS"), "a .PP right after a heading")
        }
    }

    private func section(_ heading: String) -> [String] {
        let start = lines.firstIndex(of: heading)! + 1
        let end = lines[start...].firstIndex { $0.hasPrefix(".SS ") || $0.hasPrefix(".SH ") } ?? lines.count
        return Array(lines[start..<end])
    }
}
