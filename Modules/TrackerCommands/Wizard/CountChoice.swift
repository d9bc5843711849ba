import SharedModels
import TerminalUI

/// The form's "N times in M days" row: ←/→ change the times, −/+ the days
/// (`[`/`]` too, for keyboards without a handy minus), Space or Enter
/// choose it. Changing a number chooses it as well. The numbers stay within
/// `CountSchedule`'s range: the times never above the days.
package struct CountChoice: Equatable, Sendable {
    package internal(set) var times: Int
    package internal(set) var per: Int
    package internal(set) var chosen: Bool

    /// Three times a week, the choice offered first.
    package init(times: Int = 3, per: Int = 7, chosen: Bool = false) {
        self.times = times
        self.per = per
        self.chosen = chosen
    }

    package var schedule: CountSchedule? { CountSchedule(times: times, per: per) }

    /// Whether KEY was the row's; the caller handles the rest.
    mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .left: times = max(1, times - 1)
        case .right: times = min(per, times + 1)
        case .character("-"), .character("−"), .character("["): per = max(times, per - 1)
        case .character("+"), .character("]"): per = min(CountSchedule.maxPer, per + 1)
        case .character(" "), .enter:
            chosen.toggle()
            return true
        default: return false
        }
        chosen = true
        return true
    }
}
