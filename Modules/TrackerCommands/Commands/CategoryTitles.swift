import SharedModels
import Storage

/// Category titles as users type them: the tracker's `--category`, and a new
/// category in the creation wizard.
package enum CategoryTitles {
    /// The category whose title equals `title` ignoring case and surrounding
    /// spaces. Compares with the store's own key (`TextKey.fold`), so "this
    /// title exists" here and the store's uniqueness rule can never disagree.
    package static func find(_ title: String, in categories: [TrackerCategory]) -> TrackerCategory? {
        let key = key(title)
        return categories.first { Self.key($0.title) == key }
    }

    /// Every category by the key `find` compares, the first of each key (the
    /// one `find` returns): for many look-ups in one list without a scan each.
    static func byKey(_ categories: [TrackerCategory]) -> [String: TrackerCategory] {
        Dictionary(categories.map { (key($0.title), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// What two titles share when they are one title to a user.
    static func key(_ title: String) -> String { TextKey.fold(title.trimmedOfWhitespace) }
}
