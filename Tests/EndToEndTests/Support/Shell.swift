import Foundation

/// Command lines for a shell (`sh -c`, a line typed into a tmux shell).
enum Shell {
    /// `words` each in single quotes, so paths and arguments with spaces or
    /// shell characters reach the command unchanged.
    static func quote(_ words: [String]) -> String {
        words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    }
}
