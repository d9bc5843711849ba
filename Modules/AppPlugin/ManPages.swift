import CLIKit
import Localization

/// The man pages of the apps and the host, in English (the source language):
/// the command tree the runner builds, which is the one `--help` renders,
/// plus what a tree cannot say (variables, files, exit codes).
/// `Scripts/man-pages` writes them to `share/man/man1/`.
public enum ManPages {
    /// The page of `plugin`'s executable.
    public static func page(for plugin: any AppPlugin) -> String {
        let l = Localizer(language: .en)
        let name = plugin.name
        let page = ManPage(
            root: AppRunner.rootCommand(plugin, l), date: PocketVersion.date, source: "Pocket " + plugin.version, manual: manual,
            description: ["`\(name)` is one of the Pocket apps; `pocket \(name) …` runs the same commands."],
            sections: ManPageSections.common(app: name) + [ManPageSection("SEE ALSO", [.references([.init("pocket")])])])
        return render(page, l)
    }

    /// The page of the `pocket` host running `plugins`.
    public static func hostPage(_ plugins: [any AppPlugin], version: String) -> String {
        let l = Localizer(language: .en)
        var root = PluginHost.rootCommand(plugins, version: version, l)
        // Help lists an app with its summary only; the page also says where its commands are.
        for index in root.subcommands.indices where plugins.contains(where: { $0.name == root.subcommands[index].name }) {
            let name = root.subcommands[index].name
            root.subcommands[index].discussion = "`pocket \(name) [ARGUMENTS …]` is `\(name) [ARGUMENTS …]`; see \(name)(1)."
        }
        let page = ManPage(
            root: root, date: PocketVersion.date, source: "Pocket " + version, manual: manual,
            description: ["`pocket APP [ARGUMENTS …]` runs APP exactly as its own executable would: the same commands, "
                          + "help, errors and exit codes. Without an app, `pocket` lists them."],
            sections: ManPageSections.common(app: "APP")
                + [ManPageSection("SEE ALSO", [.references(plugins.map { .init($0.name) })])])
        return render(page, l)
    }

    private static let manual = "Pocket Manual"

    private static func render(_ page: ManPage, _ l: Localizer) -> String {
        ManPageRenderer(page: page, texts: AppRunner.helpTexts(l)).render()
    }
}
