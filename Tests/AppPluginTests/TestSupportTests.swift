import CLIKit
import Foundation
import Localization
import PocketTestSupport
import Storage
import Testing

@testable import AppPlugin

/// The shared test support itself: a folder that outlived its test, a lost
/// stream or a failed set-up run that passes would make every test built on
/// them meaningless.
@Suite("Test support")
struct TestSupportTests {
    @Test("a temporary folder is private, new each time and gone once released")
    func temporaryFolders() throws {
        var folder: TemporaryFolder? = try TemporaryFolder("support")
        let other = try TemporaryFolder("support")
        let path = try #require(folder?.path)
        #expect(path != other.path)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        let file = try #require(try folder?.write("text", to: "a/b.txt"))
        #expect(file == path + "/a/b.txt")
        #expect(FileManager.default.contents(atPath: file) == Data("text".utf8))
        folder = nil
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(FileManager.default.fileExists(atPath: other.path))
    }

    @Test("output written from many threads is captured whole")
    func captureFromManyThreads() {
        let capture = OutputCapture()
        let sink = capture.sink
        DispatchQueue.concurrentPerform(iterations: 100) { _ in sink.line("0123456789") }
        #expect(capture.lines.count == 100)
        #expect(capture.lines.allSatisfy { $0 == "0123456789" })
    }

    @Test("a run goes through AppRunner: global options, both streams and the presenter's exit code")
    func runsThroughTheRunner() throws {
        let world = try AppWorld(language: AppWorld.locale(.de))
        let help = world.run(DemoPlugin(), ["--help"])
        #expect(help.exitCode == 0 && help.stdout.contains("Eine Demo-App für Tests."), "\(help)")
        let failed = world.run(DemoPlugin(), ["fail", "app"])
        #expect(failed.stdout.isEmpty)
        #expect(
            failed.failed(as: ExpectedFailure.presentation(of: DemoServiceError(), app: "demo", language: .de)),
            "\(failed)")
        #expect(!failed.failed(as: ExpectedFailure.presentation(of: DemoServiceError(), app: "demo", language: .en)))
        #expect(
            ExpectedFailure.exitCode(of: StoreError.conflict(entity: .category, key: "k")) == ExitCode.usage.rawValue)
    }

    @Test("a set-up run that fails records an issue with its output and stops the test")
    func failedSetUpFailsTheTest() throws {
        let world = try AppWorld()
        var stopped = false
        try withKnownIssue {
            do { try world.runOK(DemoPlugin(), ["fail", "app"]) } catch {
                stopped = true
                throw error
            }
        } matching: { issue in
            String(describing: issue).contains("demo fail app failed: exit 69")
                && String(describing: issue).contains("error: the demo service is down")
        }
        #expect(stopped)
        #expect(try world.runOK(DemoPlugin(), ["list"]).exitCode == 0)
    }
}
