import TrackerKit

/// `{"bestPeriod","perfectDays","trackersCompleted","average","averageScore"}`,
/// the tracker's statistics JSON (and how tests read it back); the average
/// unrounded, the average score (0…1) to 4 decimals and null without a habit.
package struct StatsJSON: Codable, Sendable, Equatable {
    package var bestPeriod: Int
    package var perfectDays: Int
    package var trackersCompleted: Int
    package var average: Double
    package var averageScore: Double?

    package init(_ statistics: Statistics) {
        bestPeriod = statistics.bestPeriod
        perfectDays = statistics.perfectDays
        trackersCompleted = statistics.trackersCompleted
        average = statistics.average
        averageScore = statistics.averageScore.map(HabitScore.rounded)
    }

    /// Written as an app with the tracker's member names writes it (so the
    /// average score is an explicit null without a habit, never absent).
    package func encode(to encoder: any Encoder) throws {
        try ShownStatsJSON(self, completedKey: "trackersCompleted").encode(to: encoder)
    }
}

/// The statistics as an app writes them: `completed` under the app's
/// member (`TrackerAppFlavor.statsCompletedKey`), the others as in `StatsJSON`.
package struct ShownStatsJSON: Encodable {
    package var stats: StatsJSON
    package var completedKey: String

    package init(_ stats: StatsJSON, flavor: TrackerAppFlavor) {
        self.init(stats, completedKey: flavor.statsCompletedKey)
    }

    init(_ stats: StatsJSON, completedKey: String) {
        self.stats = stats
        self.completedKey = completedKey
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MemberKey.self)
        try container.encode(stats.bestPeriod, forKey: MemberKey("bestPeriod"))
        try container.encode(stats.perfectDays, forKey: MemberKey("perfectDays"))
        try container.encode(stats.trackersCompleted, forKey: MemberKey(completedKey))
        try container.encode(stats.average, forKey: MemberKey("average"))
        try container.encode(stats.averageScore, forKey: MemberKey("averageScore"))
    }
}
