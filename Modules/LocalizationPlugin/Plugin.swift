import Foundation
import PackagePlugin

/// Compiles every `Localization/*.xcstrings` table of the package into Swift
/// source for the target it is applied to (`Localization`). Every table is an
/// input file, so editing one rebuilds; the list is taken afresh on every build,
/// so a new table is picked up too.
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
                displayName: "Compiling \(tables.count) string table(s)",
                executable: compiler.url,
                arguments: [output.path] + tables.map(\.path),
                inputFiles: tables,
                outputFiles: [output]
            ),
        ]
    }
}
