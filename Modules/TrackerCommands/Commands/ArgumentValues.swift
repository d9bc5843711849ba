import CLIKit
import TrackerKit
import TrackerScreens

// The types the habit commands' options read (`list --filter`,
// `calendar --month`), as command-line values; declared where the options
// are, so TrackerKit and TrackerScreens need no command line.

extension TrackerFilter: ArgumentValue {}

extension CalendarMonth: ArgumentValue {
    package init?(argument: String) { self.init(text: argument) }
}
