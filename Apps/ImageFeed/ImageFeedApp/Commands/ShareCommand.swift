import AppPlugin
import CLIKit
import FoundationEssentials
import Localization
import TerminalUI
import UnsplashClient

/// `image-feed share ID`: prints the photo's link and, on a terminal, puts
/// it on the clipboard with OSC 52 (terminals that allow it copy it; the
/// others ignore the sequence). `--json`: `{"id","link","copied"}`.
enum ShareCommand {
    static let command = Command<ImageFeedContext>(
        "share", abstract: { $0(.imagefeedHelpShare) }, arguments: [CommonSpecs.photo]
    ) {
        try run($0, in: $1)
    }

    struct ShareJSON: Encodable {
        var id: String
        var link: String
        var copied: Bool
    }

    static func run(_ invocation: Invocation, in context: ImageFeedContext) throws {
        let id = try invocation.value(of: CommonSpecs.photoArgument)
        let api = try context.api()
        let env = context.env
        let photo = try context.network(photoID: id) { () async throws(UnsplashError) in try await api.photo(id: id) }
        env.analytics.click(screen: ImageFeedPlugin.imageScreen, item: "share")
        let link = Sanitizer.clean(photo.links.html)
        let copies = env.terminal.stdoutIsTTY && !env.json
        if env.json { return try env.emitJSON(ShareJSON(id: photo.id, link: link, copied: false)) }
        if copies { env.output.write(osc52(link)) }
        env.output.line(link)
        if copies { env.errorOutput.line(context.l(.imagefeedShareCopied)) }
    }

    /// `ESC ] 52 ; c ; BASE64 BEL`: "set the clipboard to this".
    static func osc52(_ text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    }
}
