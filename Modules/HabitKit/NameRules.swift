import SharedModels

/// Why a tracker name, goal name or category title was refused.
public enum NameError: Error, Equatable, Sendable {
    /// Nothing left after trimming.
    case empty
    /// More `Character`s than the limit («Ограничение 38 символов»).
    case tooLong(limit: Int)
}

/// The naming rule of the iOS apps: 1…38 characters after trimming.
public enum NameRules {
    /// The specs' limit; counted in `Character`s (grapheme clusters), so a
    /// family emoji joined with ZWJ counts as one, as a user sees it.
    public static let limit = 38

    /// The trimmed name, or why it cannot be used. Also for category titles.
    public static func validate(_ raw: String) -> Result<String, NameError> {
        let name = raw.trimmedOfWhitespace
        if name.isEmpty { return .failure(.empty) }
        if name.count > limit { return .failure(.tooLong(limit: limit)) }
        return .success(name)
    }
}
