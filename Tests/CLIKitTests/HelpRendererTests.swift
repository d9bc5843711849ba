import CLIKit
import TerminalUI
import Testing

@Suite struct HelpRendererTests {
    let renderer = HelpRenderer(root: SampleTree.root, width: 80)

    @Test func rootHelp() {
        let expected = """
            OVERVIEW: Track habits and events.

            USAGE: tracker [--store <store>] [--json] [--color <when>] [<subcommand>]

            OPTIONS:
              --store <store>         Storage backend. (values: json, sqlite; default:
                                      sqlite)
              --json                  Machine-readable output.
              --color <when>          When to use colors. (values: auto, always, never)
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              list, ls (default)      Show the trackers of a day.
              category                Manage categories.
              edit                    Change a tracker.
              sum                     Add numbers.

              See 'tracker help <subcommand>' for detailed help.

            """
        #expect(renderer.render(path: []) == expected)
    }

    @Test func leafHelpListsArgumentsOwnAndGlobalOptions() {
        let expected = """
            OVERVIEW: Add a category.

            USAGE: tracker category add <title> [--yes]

            ARGUMENTS:
              <title>                 The category title.

            OPTIONS:
              -y, --yes               Do not ask.
              --store <store>         Storage backend. (values: json, sqlite; default:
                                      sqlite)
              --json                  Machine-readable output.
              --color <when>          When to use colors. (values: auto, always, never)
              -h, --help              Show help information.

            """
        #expect(renderer.render(path: ["category", "add"]) == expected)
    }

    @Test func nestedSubcommandsUseLocalizedTexts() {
        let texts = HelpTexts(
            defaultMarker: "(по умолчанию)", seeSubcommandHelp: "Подробнее: '{command} <подкоманда>'.",
            helpOption: "Показать справку.")
        let help = HelpRenderer(root: SampleTree.root, texts: texts, width: 80).render(path: ["category"])
        #expect(help.contains("USAGE: tracker category [<subcommand>]\n"))
        #expect(help.contains("\n  list (по умолчанию)     List categories.\n"))
        #expect(help.contains("\n  -h, --help              Показать справку.\n"))
        #expect(help.hasSuffix("\n\n  Подробнее: 'tracker help category <подкоманда>'.\n"))
        #expect(!help.contains("--version"))
    }

    @Test func repeatedAndOptionalArgumentsInUsage() {
        #expect(renderer.usage(path: ["sum"]) == "tracker sum <unit> [<numbers> ...]")
        #expect(
            renderer.usage(path: ["edit"])
                == "tracker edit <tracker> [--days <n>] [--tag <tag> ...] [--verbose] [--yes] [--pin] [--unpin]")
        #expect(renderer.usage(path: ["ls"]) == "tracker list [--date <date>] [--search <text>]")
    }

    @Test func longLabelsMoveHelpToTheNextLineAndUsageWraps() {
        let root = CommandSpec(
            name: "app", abstract: "A.",
            options: [
                OptionSpec("a-very-long-option-name", help: "Long.", valueName: "value", kind: .value)
            ])
        let help = HelpRenderer(root: root, width: 40).render(path: [])
        #expect(help.contains("\n  --a-very-long-option-name <value>\n                          Long.\n"))
        #expect(help.contains("USAGE: app\n         [--a-very-long-option-name <value>]\n"))
    }

    @Test func everyLineFitsTheWidth() {
        for width in [40, 60, 80] {
            let help = HelpRenderer(root: SampleTree.root, width: width).render(path: ["edit"])
            for line in help.split(separator: "\n") where !line.contains("[--") {
                #expect(DisplayWidth.of(line) <= width, "\(line)")
            }
        }
    }
}
