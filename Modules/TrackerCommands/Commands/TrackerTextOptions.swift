import AppPlugin
import CLIKit
import Localization
import SharedModels

/// `--question TEXT` and `--description TEXT` of the tracker's `add` and
/// `edit` (Loop Habit Tracker's question and description); "" clears one.
package enum TrackerTextOptions {
    static let question = Option<String?>("question", valueName: "text")
    static let description = Option<String?>("description", valueName: "text")

    package static let options: [CommandOption] = [
        .option(question) { $0(.trackerHelpOptionQuestion) },
        .option(description) { $0(.trackerHelpOptionDescription) },
    ]

    /// The texts given, each checked (`TrackerTextRules`); nil when not given.
    package static func values(_ invocation: Invocation) throws(TrackerError) -> (question: String?, details: String?) {
        (
            try invocation.text(of: question).map { text throws(TrackerError) in
                try checked(text, option: "--question", TrackerTextRules.question)
            },
            try invocation.text(of: description).map { text throws(TrackerError) in
                try checked(text, option: "--description", TrackerTextRules.description)
            }
        )
    }

    private static func checked(
        _ text: String, option: String, _ rule: (String) -> Result<String, NameError>
    ) throws(TrackerError) -> String {
        switch rule(text) {
        case .success(let value): return value
        case .failure(let error): throw .invalidText(option: option, error)
        }
    }
}
