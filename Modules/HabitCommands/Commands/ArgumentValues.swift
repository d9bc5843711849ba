import CLIKit
import HabitKit
import HabitScreens

// The types the habit commands' options read (`list --filter`,
// `calendar --month`), as command-line values; declared where the options
// are, so HabitKit and HabitScreens need no command line.

extension TrackerFilter: ArgumentValue {}

extension CalendarMonth: ArgumentValue {
    public init?(argument: String) { self.init(text: argument) }
}
