import AppPlugin
import CLIKit
import Foundation
import Localization
import Storage

/// Picks the text of `l`'s language; the test plugin keeps its own texts so
/// the shared string tables stay free of test keys.
func text(_ l: Localizer, en: String, ru: String, de: String) -> String {
    switch l.language {
    case .en: en
    case .ru: ru
    case .de: de
    }
}

/// An error the demo plugin raises for the user (exit 69 with a hint).
struct DemoServiceError: AppError {
    var exitCode: ExitCode { .unavailable }
    func message(_ l: Localizer) -> String {
        text(
            l, en: "the demo service is down", ru: "демо-сервис недоступен", de: "der Demo-Dienst ist nicht erreichbar")
    }
    func hint(_ l: Localizer) -> String? {
        text(l, en: "try again later", ru: "попробуйте позже", de: "später erneut versuchen")
    }
}

/// An error no layer knows: the runner must still answer with one line and exit 1.
struct DemoUnknownError: Error, CustomStringConvertible {
    var description: String { "gremlins \u{1B}[31min\u{1B}[0m the \u{07}wires" }
}

/// A small app run through the real `AppRunner`: a default command, a command
/// with an argument and options, a group with subcommands, commands that throw
/// every kind of error, one that logs analytics and one that reports the
/// environment it was given.
struct DemoPlugin: AppPlugin {
    var name: String { "demo" }
    var version: String { "9.9.9" }
    var defaultCommand: String? { "list" }
    var analyticsScreens: [String] { ["Main"] }
    /// It keeps days, as the habit apps do: the runner's clock (`POCKET_TODAY`, `--day-start`) is its.
    var usesDayStart: Bool { true }

    static let failures = [
        "app", "store-corrupt", "sqlite-notadb", "sqlite-busy", "unknown", "silent", "silent-failure",
        "usage", "reference",
    ]

    /// The day as typed; the app's clock reads it (`today`, `yesterday`, a date).
    static let date = Option<String?>("date", valueName: "day")
    static let search = Option<String?>("search")
    static let count = Option<Int>("count", valueName: "n", default: 1) { Int($0) }
    static let name = Argument<String>("name")
    static let title = Argument<String>("title")
    static let failureKind = Argument<String>("kind", choices: failures)

    func summary(_ l: Localizer) -> String {
        text(
            l, en: "A demo app for the runner's tests.", ru: "Демо-приложение для тестов.",
            de: "Eine Demo-App für Tests.")
    }

    func commands(_ l: Localizer) -> [DeferredCommand] { specs(l).map(DeferredCommand.init) }

    private func specs(_ l: Localizer) -> [CommandSpec] {
        [
            CommandSpec(
                name: "list", abstract: text(l, en: "Show the list.", ru: "Показать список.", de: "Liste zeigen."),
                options: [Self.date.spec(help: "Day."), Self.search.spec(help: "Text.")]),
            CommandSpec(
                name: "add", abstract: text(l, en: "Add an item.", ru: "Добавить элемент.", de: "Element hinzufügen."),
                arguments: [Self.name.spec(help: "The name.")],
                options: [Self.count.spec(help: "How many."), CommonOptions.yes.spec(help: "Do not ask.")]),
            CommandSpec(
                name: "group", abstract: "Groups.",
                subcommands: [
                    CommandSpec(name: "show", abstract: "Show groups."),
                    CommandSpec(
                        name: "make", abstract: "Make a group.",
                        arguments: [Self.title.spec(help: "The title.")]),
                ],
                defaultSubcommand: "show"),
            CommandSpec(name: "facts", abstract: "Print the environment as JSON."),
            CommandSpec(name: "tap", abstract: "Log analytics events."),
            CommandSpec(
                name: "fail", abstract: "Throw an error.",
                arguments: [Self.failureKind.spec(help: "What to throw.")]),
        ]
    }

    func onboardingPages(_ l: Localizer) -> [OnboardingPage] {
        [
            OnboardingPage(
                title: text(l, en: "Track what you want", ru: "Отслеживайте что хотите", de: "Verfolge, was du willst"),
                text: text(l, en: "Habits and events.", ru: "Привычки и события.", de: "Gewohnheiten und Ereignisse."),
                button: text(l, en: "Next", ru: "Дальше", de: "Weiter"), buttonTurnsPage: true),
            OnboardingPage(
                title: text(l, en: "Even small things", ru: "Даже мелочи", de: "Auch Kleinigkeiten"),
                text: text(l, en: "Water and yoga.", ru: "Вода и йога.", de: "Wasser und Yoga."),
                button: text(l, en: "Start", ru: "Начать", de: "Los")),
            OnboardingPage(title: "Third", text: "The last page.", button: "Done"),
        ]
    }

    func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        switch invocation.commandPath {
        case ["list"]:
            let clock = env.clock
            let day = try invocation.value(of: Self.date.map { clock.parseDay($0) }) ?? env.today
            let search = try invocation.value(of: Self.search)
            if env.json { return try env.emitJSON(["date": day.iso, "search": search ?? ""]) }
            env.output.line("list " + day.iso + (search.map { " search=" + $0 } ?? ""))
        case ["add"]:
            let count = try invocation.value(of: Self.count)
            let yes = invocation.isSet(CommonOptions.yes) ? " yes" : ""
            env.output.line("added \(try invocation.value(of: Self.name)) x\(count)" + yes)
        case ["group", "show"]: env.output.line("groups")
        case ["group", "make"]: env.output.line("made " + (try invocation.value(of: Self.title)))
        case ["facts"]: try env.emitJSON(EnvironmentFacts(env))
        case ["tap"]:
            env.analytics.open(screen: "Main")
            env.analytics.click(screen: "Main", item: "add_track")
            env.analytics.close(screen: "Main")
        case ["fail"]: throw Self.failure(try invocation.value(of: Self.failureKind))
        default: throw DemoUnknownError()
        }
    }

    static func failure(_ kind: String) -> any Error {
        switch kind {
        case "app": DemoServiceError()
        case "store-corrupt": StoreError.corrupt(path: "/data/store.sqlite", detail: "bad header")
        case "sqlite-notadb": StoreError.sqlite(code: 26, message: "file is not a database", sql: "PRAGMA user_version")
        case "sqlite-busy": StoreError.sqlite(code: 5, message: "database is locked", sql: "BEGIN IMMEDIATE")
        case "silent": SilentExit(code: 130)
        case "silent-failure": SilentExit(.failure)
        case "usage": UsageError.missingOption("count")
        case "reference": ReferenceFailure(reference: "ru", candidates: ["Run (abcd1234)", "Rust (abce5678)"])
        default: DemoUnknownError()
        }
    }
}

/// What `demo facts` prints: the environment the runner built.
struct EnvironmentFacts: Codable, Equatable {
    var app: String
    var json: Bool
    var colorDepth: String
    var theme: String
    var store: String
    var data: String
    var state: String
    var config: String
    var analyticsEnabled: Bool
    var today: String
    var language: String
    var interactive: Bool
    var columns: Int

    init(_ env: AppEnvironment) {
        app = env.app
        json = env.json
        colorDepth = String(describing: env.style.depth)
        theme = env.theme.rawValue
        store = env.storeKind.rawValue
        data = env.paths.data
        state = env.paths.state
        config = env.paths.config
        analyticsEnabled = env.analytics.isEnabled
        today = env.today.iso
        language = env.localizer.language.rawValue
        interactive = env.isInteractive
        columns = env.terminal.size.columns
    }
}

/// An app with no default command and no onboarding pages.
struct BarePlugin: AppPlugin {
    var name: String { "bare" }
    var version: String { "0.0.1" }
    func summary(_ l: Localizer) -> String { "A bare app." }
    func commands(_ l: Localizer) -> [DeferredCommand] {
        [DeferredCommand(CommandSpec(name: "ping", abstract: "Answer pong."))]
    }
    func run(_ invocation: Invocation, in env: AppEnvironment) throws { env.output.line("pong") }
}
