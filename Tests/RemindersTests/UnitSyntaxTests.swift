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

    @Test func aCrontabLineSetsItsVariablesForItsCommandAloneQuotedAsItsWords() {
        let line = CrontabSyntax.line(
            schedule: "*/5 * * * *", environment: [("LANG", "de_DE.UTF-8"), ("TZ", "it's 100%")], command: ["/bin/app"])
        #expect(line == #"*/5 * * * * LANG='de_DE.UTF-8' TZ='it'\''s 100'\%'' '/bin/app'"#)
    }

    /// One list of variables for both: what the service sets, the crontab line sets.
    @Test func theCrontabLineCarriesTheVariablesTheServiceCarries() {
        let units = ReminderUnits(
            app: "tracker", command: ["/bin/tracker", "remind"],
            environment: ["TZ": "UTC", "LANG": "de_DE.UTF-8", "POCKET_DAY_START": "4"])
        #expect(
            units.crontabLine == "*/5 * * * * LANG='de_DE.UTF-8' POCKET_DAY_START='4' TZ='UTC' '/bin/tracker' 'remind'")
        let assignments = units.service.split(separator: "\n").filter { $0.hasPrefix("Environment=") }
        #expect(
            assignments == [
                #"Environment="LANG=de_DE.UTF-8""#, #"Environment="POCKET_DAY_START=4""#, #"Environment="TZ=UTC""#,
            ])
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
