import AppPlugin
import CLIKit
import Localization
import SharedModels

/// `tracker pin T`: moves T to the «Закрепленные» section.
enum PinCommand {
    static func spec(_ l: Localizer) -> CommandSpec {
        CommandSpec(name: "pin", abstract: l("tracker.help.pin"), arguments: [CommonSpecs.tracker(l)])
    }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        try Pinning.run(invocation, in: env, pinned: true)
    }
}

/// `tracker unpin T`: puts T back into its category.
enum UnpinCommand {
    static func spec(_ l: Localizer) -> CommandSpec {
        CommandSpec(name: "unpin", abstract: l("tracker.help.unpin"), arguments: [CommonSpecs.tracker(l)])
    }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        try Pinning.run(invocation, in: env, pinned: false)
    }
}

/// What `pin` and `unpin` share; pinning a pinned tracker changes nothing.
enum Pinning {
    static func run(_ invocation: Invocation, in env: AppEnvironment, pinned: Bool) throws {
        let reference = invocation.string("tracker") ?? ""
        let snapshot = try env.store().write { context in
            var tracker = try env.resolveTracker(reference, in: context)
            if tracker.pinned != pinned {
                tracker.pinned = pinned
                try context.updateTracker(tracker)
            }
            return try TrackerSnapshot.read(tracker, on: env.today, context)
        }
        try env.report(snapshot)
    }
}
