/// The members an app's export file has: the tracker's `categories`,
/// `trackers` (with `kind`, `category`, `schedule`) and records naming a
/// `tracker`; the goals' `goals` and records naming a `goal`.
package struct TransferShape: Sendable, Equatable {
    /// The habits' member: `trackers`, `goals`.
    package var collection: String
    /// What a record names its habit by: `tracker`, `goal`.
    package var owner: String
    package var hasCategories: Bool
    /// Whether habits have `kind` and `schedule` members.
    package var hasSchedules: Bool

    package init(collection: String, owner: String, hasCategories: Bool, hasSchedules: Bool) {
        self.collection = collection
        self.owner = owner
        self.hasCategories = hasCategories
        self.hasSchedules = hasSchedules
    }

    /// Where `ImportDocument`'s decoding finds the shape.
    static let userInfoKey = CodingUserInfoKey(rawValue: "pocket.transferShape")!
}

extension TrackerAppProfile {
    /// This app's export file members.
    package var transfer: TransferShape {
        TransferShape(
            collection: flavor.collectionKey, owner: recordOwnerKey,
            hasCategories: flavor.hasCategories, hasSchedules: flavor.hasSchedules)
    }
}
