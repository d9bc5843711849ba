import AppPlugin
import Localization
import SharedModels
import UnsplashClient

extension ImageFeedPlugin {
    /// What image-feed reads beyond the runner (`ImageFeedConfig`,
    /// `ImageFeedContext`, `FileCache`, `LoginCommand`, `Browser`, the
    /// terminal graphics), and its config file and cache. Its paths name
    /// image-feed itself, also on the host's page.
    package func documentedEnvironment(app: String, _ l: Localizer) -> DocumentedEnvironment {
        let config = "pocket/\(name)/config.json"
        let cache = "pocket/\(name)/"
        return DocumentedEnvironment(
            [
                .init([.unsplashAccessKey, .unsplashSecretKey], l(.manEnvImagefeedKeys)),
                .init([.unsplashRedirectURI], l(.manEnvImagefeedRedirect(OAuth.outOfBandRedirect))),
                .init(
                    [.unsplashAPIBase, .unsplashAuthBase],
                    l(.manEnvImagefeedBases(ImageFeedConfig.defaultAPIBase, ImageFeedConfig.defaultAuthBase))),
                .init([.imageFeedEdition], l(.manEnvImagefeedEdition)),
                .init([.imageFeedTimeout], l(.manEnvImagefeedTimeout)),
                .init([.imageFeedLoginTimeout], l(.manEnvImagefeedLoginTimeout)),
                .init([.imageFeedCacheMaxMB], l(.manEnvImagefeedCacheMax)),
                .init([.xdgCacheHome], l(.manEnvCacheHome)),
                .init([.display, .waylandDisplay], l(.manEnvDisplay)),
                .init([.termProgram, .lcTerminal, .kittyWindowID, .tmux], l(.manEnvGraphics)),
            ],
            files: [
                .init("$XDG_CONFIG_HOME/" + config, l(.manFilesImagefeedConfig("~/.config/" + config))),
                .init("$XDG_CACHE_HOME/" + cache, l(.manFilesImagefeedCache("~/.cache/" + cache))),
            ])
    }
}
