import AppPlugin
import CLIKit
import Localization

/// Arguments and options several commands share, so they read the same everywhere.
enum CommonSpecs {
    static let photoArgument = Argument<String>("id")
    /// `--page N`: 1 or more (up to a page Unsplash still answers).
    static let page = Option<Int>("page", valueName: "n", default: 1) { number($0, in: 1...100_000) }
    /// `--per-page N`: 1–30, Unsplash's limit.
    static let perPage = Option<Int>("per-page", valueName: "n", default: 10) { number($0, in: 1...30) }

    static let photo = CommandArgument.argument(photoArgument) { $0(.imagefeedHelpArgumentId) }

    static let paging: [CommandOption] = [
        .option(page) { $0(.imagefeedHelpOptionPage) },
        .option(perPage) { $0(.imagefeedHelpOptionPerPage) },
    ]

    private static func number(_ text: String, in range: ClosedRange<Int>) -> Int? {
        Int(text).flatMap { range.contains($0) ? $0 : nil }
    }

    /// `--page N` and `--per-page N`.
    static func paging(_ invocation: Invocation) throws(UsageError) -> (page: Int, perPage: Int) {
        (try invocation.value(of: page), try invocation.value(of: perPage))
    }
}
