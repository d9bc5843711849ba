import Foundation
import PocketTestSupport
import TerminalUI
import Testing

@testable import AppPlugin

/// The demo plugin's runs in a world of the shared test support.
extension AppWorld {
    /// Runs `demo ARGUMENTS` (see `AppWorld.run`).
    func run(_ arguments: [String], _ overrides: [String: String?] = [:], terminal: Terminal? = nil) -> RunResult {
        run(DemoPlugin(), arguments, overrides, terminal: terminal)
    }

    /// Runs `demo ARGUMENTS` and requires exit 0: a set-up step.
    @discardableResult
    func runOK(
        _ arguments: [String], _ overrides: [String: String?] = [:], terminal: Terminal? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> RunResult {
        try runOK(DemoPlugin(), arguments, overrides, terminal: terminal, sourceLocation: sourceLocation)
    }

    /// The demo's data folder.
    func dataDirectory() -> String { dataDirectory("demo") }

    /// `demo facts` decoded; a failed run fails the test with its output.
    func facts(
        _ arguments: [String] = [], _ overrides: [String: String?] = [:], terminal: Terminal? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> EnvironmentFacts {
        try runOK(["facts"] + arguments, overrides, terminal: terminal, sourceLocation: sourceLocation)
            .json(EnvironmentFacts.self)
    }
}
