/// A hybrid logical clock: wall-clock milliseconds in the high bits and a
/// counter in the low 16, packed in one `Int64` so that SQLite and
/// PostgreSQL compare stamps as plain integers.
///
/// Each local change takes `tick(now:)`: later than every stamp this device
/// has made or seen, and close to the wall clock. Each stamp pulled from
/// another device goes through `observe(_:)`, so a change made after a sync
/// is always later than what that sync brought. The last stamp is kept in the
/// store, so the clock never goes back across restarts, even when the wall
/// clock does.
package struct HybridClock: Sendable, Equatable {
    package typealias Timestamp = Int64

    /// Bits of the counter below the milliseconds.
    package static let counterBits: Int64 = 16

    /// The last stamp made or seen.
    package private(set) var last: Timestamp

    package init(last: Timestamp = 0) { self.last = last }

    /// The stamp of a wall-clock time with a zero counter.
    package static func stamp(milliseconds: Int64) -> Timestamp { milliseconds << counterBits }

    /// The wall-clock milliseconds of a stamp.
    package static func milliseconds(of stamp: Timestamp) -> Int64 { stamp >> counterBits }

    /// A stamp for a change made now: later than `last`, and at least `now`.
    package mutating func tick(nowMilliseconds now: Int64) -> Timestamp {
        last = max(last + 1, Self.stamp(milliseconds: now))
        return last
    }

    /// Takes in a stamp from elsewhere so that later ticks come after it.
    package mutating func observe(_ stamp: Timestamp) {
        last = max(last, stamp)
    }
}
