import CLIKit
import Localization

/// Arguments and options several commands share, so they read the same everywhere.
enum CommonSpecs {
    static func photo(_ l: Localizer) -> ArgumentSpec { ArgumentSpec("id", help: l(.imagefeedHelpArgumentId)) }

    static func paging(_ l: Localizer) -> [OptionSpec] {
        [
            OptionSpec("page", help: l(.imagefeedHelpOptionPage), valueName: "n", kind: .value, defaultValue: "1"),
            OptionSpec(
                "per-page", help: l(.imagefeedHelpOptionPerPage), valueName: "n", kind: .value, defaultValue: "10"),
        ]
    }

    /// `--page N` (1 or more) and `--per-page N` (1–30).
    static func paging(_ invocation: Invocation) throws(UsageError) -> (page: Int, perPage: Int) {
        let page = try invocation.value("page") { Int($0).flatMap { $0 >= 1 && $0 <= 100_000 ? $0 : nil } } ?? 1
        let perPage = try invocation.value("per-page") { Int($0).flatMap { (1...30).contains($0) ? $0 : nil } } ?? 10
        return (page, perPage)
    }
}
