import Foundation
import PocketTestSupport
import Testing

/// The interactive screens with a server whose every text carries terminal
/// controls (an OSC 52 clipboard write, a DCS, C1 CSI, bidi overrides): the
/// bytes the app sends to the terminal, recorded by `script` between it and
/// tmux, hold none of them, whatever the app's own escapes are.
@Suite struct ImageFeedHostileScreenTests {
    /// What only the server's texts hold: the app's own output is plain CSI.
    static let markers = ["]52;", "\u{1B}P", "\u{9B}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{061C}", "\u{0}"]

    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func theFeedAndTheFullViewDrawNoControlOfTheServers() throws {
        let world = try ImageFeedWorld()
        try world.login()
        try world.server.addFault(["hostile": true])
        let script = try #require(SystemTool.path("script"), "script comes with util-linux (Scripts/bootstrap)")
        let log = world.sandbox.root + "/terminal.log"
        let app = Shell.quote(try world.app.commandLine([]))
        let tmux = try TmuxSession(
            [script, "-q", "-f", "-e", "-c", app, log], in: world.sandbox,
            environment: world.app.terminalEnvironment(), columns: 80, rows: 24)
        _ = try tmux.waitFor("end", timeout: .seconds(30))
        try tmux.press("j")
        try tmux.press("Enter")
        _ = try tmux.waitFor("end", timeout: .seconds(30))
        try tmux.press("q")
        try tmux.press("q")
        _ = try tmux.waitForExit()
        let bytes = try String(decoding: Data(contentsOf: URL(fileURLWithPath: log)), as: UTF8.self)
        #expect(bytes.count > 1_000, "the screens were drawn")
        for marker in Self.markers {
            #expect(
                !bytes.contains(marker),
                "the server's \(marker.unicodeScalars.map { String($0.value, radix: 16) }) reached the terminal")
        }
    }
}
