import CLIKit
import Localization

/// The man pages of the apps and the host: the command tree the runner
/// builds, which is the one `--help` renders, plus what a tree cannot say
/// (variables, files, exit codes), in any of Pocket's languages.
/// `Scripts/man-pages` writes them to `share/man/` (English in `man1/`,
/// the others in `LANG/man1/`).
package enum ManPages {
    /// The page of `plugin`'s executable.
    package static func page(for plugin: any AppPlugin, language: Language = .en) -> String {
        let l = Localizer(language: language)
        let name = plugin.name
        let page = ManPage(
            root: AppRunner.rootCommand(plugin, l), date: PocketVersion.date, source: "Pocket " + plugin.version,
            manual: l(.manManual), description: [l(.manDescriptionApp(name))],
            sections: ManPageSections.common(.of(plugin, l), l) + [ManPageSections.seeAlso(["pocket"], l)])
        return render(page, l)
    }

    /// The page of the `pocket` host running `plugins`.
    package static func hostPage(
        _ plugins: [any AppPlugin], commands: [HostCommand] = [], version: String,
        language: Language = .en
    ) -> String {
        let l = Localizer(language: language)
        var root = PluginHost.rootCommand(plugins, commands: commands, version: version, l)
        // Help lists an app with its summary only; the page also says where its commands are.
        for index in root.subcommands.indices where plugins.contains(where: { $0.name == root.subcommands[index].name })
        {
            root.subcommands[index].discussion = l(.manHostApp(root.subcommands[index].name))
        }
        let page = ManPage(
            root: root, date: PocketVersion.date, source: "Pocket " + version, manual: l(.manManual),
            description: [l(.manDescriptionHost)],
            sections: ManPageSections.common(.host(plugins, l), l) + [ManPageSections.seeAlso(plugins.map(\.name), l)])
        return render(page, l)
    }

    private static func render(_ page: ManPage, _ l: Localizer) -> String {
        let texts = ManPageTexts(
            name: l(.manHeadingName), synopsis: l(.manHeadingSynopsis), description: l(.manHeadingDescription),
            options: l(.manHeadingOptions), commands: l(.manHeadingCommands),
            defaultCommand: l(.manDefaultCommand("{command}")), aliases: l(.manAliases("{aliases}")),
            globalOptions: l(.manGlobalOptions))
        return ManPageRenderer(page: page, texts: AppRunner.helpTexts(l), manTexts: texts).render()
    }
}
