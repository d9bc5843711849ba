/// Why a tracker name, goal name or category title was refused.
package enum NameError: Error, Equatable, Sendable {
    /// Nothing left after trimming.
    case empty
    /// More `Character`s than the limit («Ограничение 38 символов»).
    case tooLong(limit: Int)
    /// More UTF-8 bytes than the limit: one "character" can carry thousands
    /// of combining marks, so the visible count alone bounds nothing.
    case tooManyBytes(limit: Int)
    /// Only invisible characters (a zero-width space, combining marks or
    /// format characters alone): a name nobody could see or type again.
    case invisible
    /// A control character (C0, DEL, C1), line or paragraph separator, or a
    /// bidirectional control, which a terminal would act on.
    case controlCharacter
}

/// The naming rule of the iOS apps (1…38 characters after trimming), plus what
/// keeps a name what it looks like. One definition for every app (here in
/// SharedModels, so goals and my-habits reach it as the tracker does) and
/// every way in (add, edit, category add/rename, the wizard, import).
///
/// Names with characters a terminal acts on are refused rather than cleaned:
/// what is stored is then exactly what every screen shows (the display
/// sanitizer has nothing to remove), so two names that look the same are
/// the same text, and the store's uniqueness rule sees what the user sees.
/// Cleaning would silently store something other than what was typed.
package enum NameRules {
    /// The iOS apps' limit; counted in `Character`s (grapheme clusters), so a
    /// family emoji joined with ZWJ counts as one, as a user sees it.
    package static let limit = 38

    /// At most this many UTF-8 bytes (1 KB): room for 38 of the longest
    /// common emoji sequences (a ZWJ family is 25 bytes), far beyond any
    /// real script, yet no name can carry a payload (one letter with 65,000
    /// combining marks is 130 KB and one "character").
    package static let byteLimit = 1024

    /// The trimmed name, or why it cannot be used. Also for category titles.
    /// `characterLimit` nil: no limit on visible characters (my-habits' names
    /// have none), the other rules all the same.
    package static func validate(
        _ raw: String, characterLimit: Int? = limit, byteLimit: Int = byteLimit
    ) -> Result<String, NameError> {
        // Bytes first: cheap, and it bounds the work of the checks after it.
        if raw.utf8.count > byteLimit * 4 { return .failure(.tooManyBytes(limit: byteLimit)) }
        let name = raw.trimmedOfWhitespace
        if name.isEmpty { return .failure(.empty) }
        if name.utf8.count > byteLimit { return .failure(.tooManyBytes(limit: byteLimit)) }
        if name.unicodeScalars.contains(where: isTerminalActive) { return .failure(.controlCharacter) }
        if !name.unicodeScalars.contains(where: isVisible) { return .failure(.invisible) }
        if let characterLimit, name.count > characterLimit { return .failure(.tooLong(limit: characterLimit)) }
        return .success(name)
    }

    /// What a terminal acts on (`TerminalControls`): never part of a name.
    package static func isTerminalActive(_ scalar: Unicode.Scalar) -> Bool {
        TerminalControls.isActive(scalar.value)
    }

    /// Whether the scalar draws something by itself: not a space, control,
    /// format character, mark (which only decorates a base) or a default-
    /// ignorable code point (the Hangul filler is a "letter" that draws nothing).
    package static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint || properties.isWhitespace { return false }
        switch properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .surrogate,
            .nonspacingMark, .spacingMark, .enclosingMark:
            return false
        default:
            return true
        }
    }
}
