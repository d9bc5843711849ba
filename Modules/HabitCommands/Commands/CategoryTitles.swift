import SharedModels
import Storage

/// Category titles as users type them: the tracker's `--category`, and a new
/// category in the creation wizard.
public enum CategoryTitles {
    /// The category whose title equals `title` ignoring case and surrounding
    /// spaces. Compares with the store's own key (`TextKey.fold`), so "this
    /// title exists" here and the store's uniqueness rule can never disagree.
    public static func find(_ title: String, in categories: [TrackerCategory]) -> TrackerCategory? {
        let key = TextKey.fold(title.trimmedOfWhitespace)
        return categories.first { TextKey.fold($0.title.trimmedOfWhitespace) == key }
    }
}
