import Foundation
import PackagePlugin

/// Compiles every `Localization/*.xcstrings` table of the package into Swift
/// source for the target it is applied to (`Localization`): the texts, and a
/// `LocalizedText` symbol per key that the apps write instead of the key.
///
/// Inputs are every table (editing one rebuilds) and the folder itself (adding or
/// removing a table changes it, and the compiler lists the folder when it runs,
/// so the new set is compiled). SwiftPM evaluates this plugin only when it
/// re-plans the build (a target's file list or Package.swift changed), so a table
/// added since is compiled but its later edits are not tracked until then; the
/// compiler warns about that case (`touch Package.swift` re-plans).
@main struct LocalizationPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Localization")
        let tables = try FileManager.default
            .contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "xcstrings" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "CompiledTables.swift")
        let compiler = try context.tool(named: "LocalizationCompiler")
        return [
            .buildCommand(
                displayName: "Compiling string tables in Localization/",
                executable: compiler.url,
                arguments: [output.path, folder.path] + tables.map(\.path),
                inputFiles: [folder] + tables,
                outputFiles: [output]
            )
        ]
    }
}
