import Analytics
import CLIKit
import Localization
import Storage
import TerminalUI

/// The commands every app has, run by the runner rather than the plugin:
/// `onboarding`, `analytics`, `migrate`, `completions`.
enum BuiltinCommands: String, CaseIterable {
    case onboarding, analytics, migrate, completions

    static let all = Flag("all")
    static let target = RequiredOption<StoreKind>("to", valueName: "backend")
    static let force = Flag("force")

    /// The built-ins the app has (onboarding only with pages), each spec built when needed.
    static func specs(_ l: Localizer, hasOnboarding: Bool) -> [DeferredCommand] {
        allCases.filter { hasOnboarding || $0 != .onboarding }.map { command in
            DeferredCommand(name: command.rawValue) { command.spec(l) }
        }
    }

    private func spec(_ l: Localizer) -> CommandSpec {
        switch self {
        case .onboarding: CommandSpec(name: rawValue, abstract: l(.appOnboardingAbstract))
        case .analytics:
            CommandSpec(
                name: rawValue, abstract: l(.appAnalyticsAbstract), options: [Self.all.spec(help: l(.appAnalyticsAll))])
        case .migrate:
            CommandSpec(
                name: rawValue, abstract: l(.appMigrateAbstract),
                options: [Self.target.spec(help: l(.appMigrateTo)), Self.force.spec(help: l(.appMigrateForce))])
        case .completions: CompletionsCommand.spec(l)
        }
    }

    func run(_ invocation: Invocation, plugin: any AppPlugin, root: CommandSpec, _ env: AppEnvironment) throws {
        switch self {
        case .onboarding: try Onboarding.show(plugin, env)
        case .analytics: try Self.analytics(all: invocation.isSet(Self.all), env)
        case .migrate: try Self.migrate(invocation, env)
        case .completions:
            try CompletionsCommand.write(
                invocation, root: root, executable: plugin.name, json: env.json, to: env.output)
        }
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
