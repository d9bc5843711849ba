import Testing

@testable import Reminders

/// The quoting of `remind --install` and the notifier's body, written out:
/// what systemd, cron and a notification server are handed for each
/// character they read specially. The end-to-end tests read the results
/// back with the real programs (ReminderInstallTests, ReminderTests).
@Suite struct UnitSyntaxTests {
    @Test func aCommandWordIsQuotedWithSpecifiersAndVariablesDoubled() {
        #expect(SystemdSyntax.commandWord(#"/a b/100% $HOME "q" \n"#) == #""/a b/100%% $$HOME \"q\" \\n""#)
    }

    @Test func anEnvironmentAssignmentKeepsItsDollarSigns() {
        #expect(SystemdSyntax.environmentAssignment(key: "TZ", value: #"a$b%c"d\"#) == #""TZ=a$b%%c\"d\\""#)
    }

    @Test func aCrontabLineEscapesPercentSignsOutsideTheShellQuotes() {
        let line = CrontabSyntax.line(schedule: "*/5 * * * *", command: ["/bin/app", #"it's a\%b"#])
        #expect(line == #"*/5 * * * * '/bin/app' 'it'\''s a\'\%'b'"#)
    }

    @Test func aBodyReachesTheServerAsTextNotMarkup() {
        #expect(NotificationMarkup.escaped(#"<a href="x">&amp;</a>"#) == #"&lt;a href="x"&gt;&amp;amp;&lt;/a&gt;"#)
    }

    @Test func gdbusReadsNoArgumentOfTheCallAsAnOption() {
        let call = Notifier.gdbusCall(app: "my-habits", title: "T", body: "B")
        let firstArgument = call.firstIndex(of: "'my-habits'")
        #expect(firstArgument.map { call[$0 - 1] } == "--")
        #expect(call.last == "int32 -1")
    }
}
