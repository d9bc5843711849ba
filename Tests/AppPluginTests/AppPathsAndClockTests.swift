import AppPlugin
import Foundation
import SharedModels
import Testing

@Suite("AppPaths")
struct AppPathsTests {
    @Test("absolute XDG variables place data, state and config")
    func xdgVariables() {
        let paths = AppPaths(
            app: "tracker",
            environment: [
                "HOME": "/home/u", "XDG_DATA_HOME": "/d", "XDG_STATE_HOME": "/s",
                "XDG_CONFIG_HOME": "/c",
            ])
        #expect(paths == AppPaths(data: "/d/pocket/tracker", state: "/s/pocket", config: "/c/pocket/tracker"))
    }

    @Test("without XDG variables: the folders under HOME")
    func homeDefaults() {
        let paths = AppPaths(app: "goals", environment: ["HOME": "/home/u"])
        #expect(
            paths
                == AppPaths(
                    data: "/home/u/.local/share/pocket/goals", state: "/home/u/.local/state/pocket",
                    config: "/home/u/.config/pocket/goals"))
    }

    @Test(
        "relative or empty XDG values are ignored, as the XDG spec says", arguments: ["relative/dir", "", "./x", "~/x"])
    func relativeXDGIgnored(value: String) {
        let paths = AppPaths(
            app: "goals",
            environment: [
                "HOME": "/home/u", "XDG_DATA_HOME": value, "XDG_STATE_HOME": value,
                "XDG_CONFIG_HOME": value,
            ])
        #expect(paths == AppPaths(app: "goals", environment: ["HOME": "/home/u"]))
    }

    @Test("--data-dir beats POCKET_DATA_DIR, which beats XDG; neither moves state or config")
    func dataDirectoryPrecedence() {
        let environment = ["HOME": "/home/u", "XDG_DATA_HOME": "/d", "POCKET_DATA_DIR": "/env"]
        #expect(AppPaths(app: "a", environment: environment).data == "/env")
        let flagged = AppPaths(app: "a", environment: environment, dataDirectory: "/flag")
        #expect(flagged.data == "/flag")
        #expect(flagged.state == "/home/u/.local/state/pocket")
        #expect(
            AppPaths(app: "a", environment: ["HOME": "/home/u", "POCKET_DATA_DIR": ""]).data
                == "/home/u/.local/share/pocket/a")
    }

    @Test("a relative --data-dir is taken from the working folder; ~ from HOME")
    func relativeDataDirectory() {
        let cwd = FileManager.default.currentDirectoryPath
        #expect(AppPaths(app: "a", environment: ["HOME": "/home/u"], dataDirectory: "rel/x").data == cwd + "/rel/x")
        #expect(AppPaths(app: "a", environment: ["HOME": "/home/u"], dataDirectory: "~/x").data == "/home/u/x")
        #expect(AppPaths(app: "a", environment: ["HOME": "/home/u", "POCKET_DATA_DIR": "~"]).data == "/home/u")
    }
}

@Suite("AppClock")
struct AppClockTests {
    let clock = AppClock(today: LocalDate(year: 2026, month: 1, day: 1)!)

    @Test("POCKET_TODAY sets today; unset or empty is the local date")
    func fromEnvironment() throws {
        #expect(
            try AppClock.fromEnvironment(["POCKET_TODAY": "2026-11-29"]).get().today
                == LocalDate(year: 2026, month: 11, day: 29))
        #expect(try AppClock.fromEnvironment([:]).get().today == LocalDate.localToday())
        #expect(try AppClock.fromEnvironment(["POCKET_TODAY": ""]).get().today == LocalDate.localToday())
    }

    @Test(
        "a malformed POCKET_TODAY is an error carrying the text", arguments: ["2026-02-30", "2026-1-1", "today", "x"])
    func malformedToday(text: String) {
        #expect(throws: AppClock.ClockError.invalidToday(text)) {
            try AppClock.fromEnvironment(["POCKET_TODAY": text]).get()
        }
    }

    @Test("a real POCKET_TODAY outside 1900-01-01…9999-12-31 is refused", arguments: ["0000-01-01", "1899-12-31"])
    func todayOutOfRange(text: String) throws {
        #expect(throws: AppClock.ClockError.todayOutOfRange(text)) {
            try AppClock.fromEnvironment(["POCKET_TODAY": text]).get()
        }
        #expect(
            try AppClock.fromEnvironment(["POCKET_TODAY": "1900-01-01"]).get().today
                == LocalDate.supportedRange.lowerBound)
    }

    @Test("today, yesterday and tomorrow in any case, across a year boundary")
    func relativeDays() {
        #expect(clock.parseDay("today") == clock.today)
        #expect(clock.parseDay("Yesterday") == LocalDate(year: 2025, month: 12, day: 31))
        #expect(clock.parseDay("TOMORROW") == LocalDate(year: 2026, month: 1, day: 2))
    }

    @Test(
        "ISO dates parse; anything else is nil",
        arguments: [
            ("2024-02-29", LocalDate(year: 2024, month: 2, day: 29)), ("2023-02-29", nil), ("2026-13-01", nil),
            ("26-01-01", nil), ("", nil), ("yesterday ", nil),
        ] as [(String, LocalDate?)])
    func isoDays(text: String, expected: LocalDate?) {
        #expect(clock.parseDay(text) == expected)
    }
}
