import TerminalUI
import Testing

/// The one loop every terminal form runs (the tracker's wizard, my-habits'
/// form): a tiny counter form stands in for them.
@Suite struct FormLoopTests {
    /// Counts `+` keys; Enter finishes, Esc and Ctrl-D cancel, as every form's do.
    struct Counter: KeyDrivenForm {
        var count = 0
        mutating func handle(_ key: Key) -> FormOutcome {
            switch key {
            case .character("+"):
                count += 1
                return .running
            case .enter: return .finished
            case .escape, .ctrlD: return .cancelled
            default: return .running
            }
        }
    }

    static func run(_ keys: [Key]) throws -> (Counter?, String) {
        var drawn = ""
        var queue = keys[...]
        let result = try FormLoop.drive(Counter(), render: { ["count \($0.count)"] }, write: { drawn += $0 }) {
            guard let key = queue.popFirst() else { throw TerminalError.endOfInput }
            return key
        }
        return (result, drawn)
    }

    @Test func aFinishedFormComesBackWithItsStateAndTheCursorShown() throws {
        let (form, drawn) = try Self.run([.character("+"), .character("+"), .enter])
        #expect(form?.count == 2)
        #expect(drawn.contains("count 0") && drawn.contains("count 2"))
        #expect(drawn.hasPrefix(Screen.hideCursorSequence))
        #expect(drawn.hasSuffix(Screen.showCursorSequence))
    }

    /// The end of input reaches the form as Ctrl-D (a closed terminal), so a
    /// form never waits on a terminal that is gone.
    @Test func escapeAndTheEndOfInputCancel() throws {
        #expect(try Self.run([.character("+"), .escape]).0 == nil)
        let (form, drawn) = try Self.run([.character("+")])
        #expect(form == nil)
        #expect(drawn.hasSuffix(Screen.showCursorSequence))
    }
}
