import Analytics
import CLIKit
import Localization
import Storage
import TerminalUI

/// What a built-in command runs with: the app, the whole tree (which
/// `completions` writes a script of) and the environment.
struct BuiltinContext: Sendable {
    let plugin: any AppPlugin
    let root: CommandSpec
    let environment: AppEnvironment
}

/// The commands every app has, run by the runner rather than the plugin:
/// `onboarding`, `analytics`, `migrate`, `completions`.
enum BuiltinCommands {
    static let all = Flag("all")
    static let target = RequiredOption<StoreKind>("to", valueName: "backend")
    static let force = Flag("force")

    /// The built-ins the app has (onboarding only with pages), in help's order.
    static func commands(hasOnboarding: Bool) -> [Command<BuiltinContext>] {
        (hasOnboarding ? [onboarding] : []) + [analytics, migrate, completions]
    }

    static let onboarding = Command<BuiltinContext>("onboarding", abstract: { $0(.appOnboardingAbstract) }) {
        try Onboarding.show($1.plugin, $1.environment)
    }

    static let analytics = Command<BuiltinContext>(
        "analytics", abstract: { $0(.appAnalyticsAbstract) }, options: [.flag(all) { $0(.appAnalyticsAll) }]
    ) { invocation, context in
        try analytics(all: invocation.isSet(all), context.environment)
    }

    static let migrate = Command<BuiltinContext>(
        "migrate", abstract: { $0(.appMigrateAbstract) },
        options: [.option(target) { $0(.appMigrateTo) }, .flag(force) { $0(.appMigrateForce) }]
    ) { invocation, context in
        try migrate(invocation, context.environment)
    }

    static let completions = CompletionsCommand.command { (invocation, context: BuiltinContext) in
        let env = context.environment
        try CompletionsCommand.write(
            invocation, root: context.root, executable: context.plugin.name, json: env.json, to: env.output)
    }

    private static func analytics(all: Bool, _ env: AppEnvironment) throws {
        let report = AnalyticsReport(events: try env.analytics.readEvents(), app: all ? nil : env.app)
        if env.json { return try env.emitJSON(report) }
        let l = env.localizer
        env.output.line(env.style.bold + l(.appAnalyticsTitle(report.total)) + env.style.reset)
        let groups: [(String, [String: Int])] = [
            (l(.appAnalyticsByApp), report.byApp), (l(.appAnalyticsByEvent), report.byEvent),
            (l(.appAnalyticsByScreen), report.byScreen), (l(.appAnalyticsByItem), report.byItem),
        ]
        for (title, counts) in groups where !counts.isEmpty {
            env.output.line()
            env.output.line(title)
            let rows = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .map { ["  " + $0.key, l.integer($0.value)] }
            let table = TableLayout(columns: [.init(), .init(alignment: .right)], trimsTrailingSpace: true)
            env.output.lines(table.render(rows))
        }
    }

    private static func migrate(_ invocation: Invocation, _ env: AppEnvironment) throws {
        let targetKind = try invocation.value(of: target)
        guard targetKind != env.storeKind else {
            throw UsageError.invalidValue(
                .option(target.long), value: targetKind.rawValue,
                reason: .custom(env.localizer(.appMigrateSameBackend)))
        }
        let source = try env.store()
        let target = try env.store(kind: targetKind)
        let counts = try StoreCopier.copy(from: source, to: target, force: invocation.isSet(force))
        if env.json {
            return try env.emitJSON(
                MigrationReport(
                    from: env.storeKind.rawValue, to: targetKind.rawValue,
                    path: target.path, counts: counts))
        }
        let l = env.localizer
        env.output.line(l(.appMigrateDone(env.storeKind.rawValue, targetKind.rawValue, target.path)))
        let rows = counts.sorted { $0.key < $1.key }.map { ["  " + $0.key, l.integer($0.value)] }
        env.output.lines(
            TableLayout(columns: [.init(), .init(alignment: .right)], trimsTrailingSpace: true).render(rows))
    }
}

/// `migrate --json`: what was copied where.
struct MigrationReport: Encodable {
    var from: String
    var to: String
    var path: String
    var counts: [String: Int]
}
