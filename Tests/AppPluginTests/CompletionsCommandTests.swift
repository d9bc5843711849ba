import PocketTestSupport
import Testing

@testable import AppPlugin

@Suite("Built-in: completions")
struct CompletionsCommandTests {
    @Test(
        "each shell's script names the app, its commands, the built-ins and the global options",
        arguments: ["bash", "zsh", "fish"])
    func script(shell: String) throws {
        let result = try AppWorld().run(["completions", shell])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr.isEmpty)
        let script = result.stdout
        for word in [
            "demo", "list", "add", "group", "make", "facts", "onboarding", "analytics", "migrate", "completions",
            "json", "store", "data-dir", "no-analytics",
        ] {
            #expect(script.contains(word), "\(shell) script lacks \(word)")
        }
        // Choices of global options complete as values.
        #expect(script.contains("sqlite"))
    }

    @Test("bash: the script registers a completion function for the executable")
    func bashRegisters() throws {
        let script = try AppWorld().run(["completions", "bash"]).stdout
        #expect(script.contains("complete -F "))
        #expect(script.hasSuffix(" demo\n"))
    }

    @Test("the scripts do not depend on the language")
    func languageIndependentWords() throws {
        let world = try AppWorld()
        let english = world.run(["completions", "bash"]).stdout
        let russian = world.run(["completions", "bash"], ["LANG": "ru_RU.UTF-8"]).stdout
        #expect(english == russian)
    }
}
