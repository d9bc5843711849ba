import Foundation
import PocketTestSupport
import SharedModels
import Storage
import SyncKit
import SyncStore
import Testing

/// A server set back (restored from a backup), replaced by an empty one, and
/// a data folder copied to a second device: each was silent (every device
/// kept its own changes for ever); now the devices notice, re-send
/// everything and end with every change. Through the server model.
struct SyncRecoveryTests {
    let server = MemorySyncServer()

    func add(_ name: String, on device: SyncDevice) throws {
        try device.store.write { try $0.insertTracker(SyncDevice.tracker(name)) }
    }

    /// A laptop with «Before», synced, and a copy of its data folder.
    func syncedLaptopAndCopy() throws -> (laptop: SyncDevice, copy: SyncDevice) {
        let laptop = try SyncDevice("laptop")
        try add("Before", on: laptop)
        try laptop.sync(server.server)
        return (laptop, try SyncDevice(copying: laptop, "copy"))
    }

    func trackers(_ device: SyncDevice) throws -> Set<String> {
        Set(try device.store.read { try $0.trackers() }.map(\.name))
    }

    /// The story: A, B, C in sync; a backup; A adds a tracker and
    /// syncs, B takes it; the backup is restored; C adds a tracker; three
    /// rounds of syncs. With and without the owner's `pocket sync restored`.
    @Test(arguments: [true, false])
    func aRestoredServerGetsBackWhatItLostAndEveryoneGetsEverything(announced: Bool) throws {
        let a = try SyncDevice("a")
        let b = try SyncDevice("b")
        let c = try SyncDevice("c")
        try add("Base", on: a)
        for device in [a, b, c] { try device.sync(server.server) }
        let backup = server.backup()
        try add("From A", on: a)
        try a.sync(server.server)
        try b.sync(server.server)
        server.restore(backup)
        if announced { server.newGeneration() }
        try add("From C", on: c)
        var reasons: [ResendReason?] = []
        for _ in 0..<3 { for device in [c, a, b] { reasons.append(try device.sync(server.server).resent) } }
        for device in [a, b, c] {
            #expect(try trackers(device) == ["Base", "From A", "From C"], "announced: \(announced)")
        }
        #expect(try a.dump() == b.dump() && b.dump() == c.dump())
        if announced {
            #expect(Array(reasons.prefix(3)) == [.newGeneration, .newGeneration, .newGeneration])
        } else {
            // C saw nothing the backup lacks; A pushed after the backup; B saw A's push.
            #expect(Array(reasons.prefix(3)) == [nil, .forked, .serverBehind])
        }
        #expect(reasons.dropFirst(3).allSatisfy { $0 == nil }, "once: \(reasons)")
        for device in [a, b, c] { #expect(try SyncStatus.read(device.store).waiting == 0) }
    }

    @Test func anEmptyServerInPlaceOfTheOldOneGetsEverythingBack() throws {
        let a = try SyncDevice("a")
        let b = try SyncDevice("b")
        try add("Run", on: a)
        try add("Read", on: b)
        try a.sync(server.server)
        try b.sync(server.server)
        try a.sync(server.server)
        let replacement = MemorySyncServer()
        let first = try a.sync(replacement.server)
        #expect(first.resent == .newGeneration && first.sent > 0, "not \"0 changes\": \(first)")
        let c = try SyncDevice("c")
        try c.sync(replacement.server)
        #expect(try trackers(c) == ["Run", "Read"], "the new server has everything from one device")
        #expect(try b.sync(replacement.server).resent == .newGeneration)
        let status = try SyncStatus.read(a.store)
        #expect(status.recovery?.reason == .newGeneration && status.resending == false)
    }

    /// `cp -a` of a data folder: two devices with one id. Both keep making
    /// changes; the second to push after the copy is told its stream forked,
    /// takes a new id and re-sends; nothing of either copy is lost.
    @Test func aCopiedDataFolderBecomesASecondDeviceWithoutLosingEitherCopysChanges() throws {
        let laptop = try SyncDevice("laptop")
        let other = try SyncDevice("other")
        try add("Before the copy", on: laptop)
        try laptop.sync(server.server)
        let copy = try SyncDevice(copying: laptop, "copy")
        try add("On the laptop", on: laptop)
        try add("On the copy", on: copy)
        let original = try laptop.sync(server.server)
        let forked = try copy.sync(server.server)
        #expect(original.resent == nil && forked.resent == .forked)
        #expect(try forked.device != original.device && original.device == SyncStatus.read(laptop.store).device)
        for _ in 0..<2 {
            for device in [laptop, copy, other] { #expect(try device.sync(server.server).resent == nil) }
        }
        for device in [laptop, copy, other] {
            #expect(try trackers(device) == ["Before the copy", "On the laptop", "On the copy"])
        }
        #expect(try laptop.dump() == copy.dump())
        // And on: a change on either reaches the other.
        try add("Later on the copy", on: copy)
        try copy.sync(server.server)
        try laptop.sync(server.server)
        #expect(try trackers(laptop).contains("Later on the copy"))
    }

    /// A copy with nothing to send still learns of the fork at the hello,
    /// or it would never pull the original's changes (they carry its id).
    @Test func aCopyWithNothingToSendStillGetsTheOriginalsChanges() throws {
        let (laptop, copy) = try syncedLaptopAndCopy()
        try add("After", on: laptop)
        try laptop.sync(server.server)
        #expect(try copy.sync(server.server).resent == .forked)
        #expect(try trackers(copy) == ["Before", "After"])
    }

    /// The copy pushes between the original's hello and its push: the push
    /// is refused, the original recovers in the same sync.
    @Test func aPushRefusedAsForkedRecoversInTheSameSync() throws {
        let (laptop, copy) = try syncedLaptopAndCopy()
        try add("On the copy", on: copy)
        try add("On the laptop", on: laptop)
        let racing = server.server
        nonisolated(unsafe) let copyDevice = copy
        let copyFirst = SyncServer(
            schemaVersion: racing.schemaVersion, nowMilliseconds: racing.nowMilliseconds,
            hello: { app, stream, seen throws(SyncError) in
                let hello = try racing.hello(app, stream, seen)
                _ = try? copyDevice.sync(racing)  // the copy's whole sync, right after the laptop's hello
                return hello
            },
            push: racing.pushStream, pull: racing.pull, label: "racing")
        let report = try laptop.sync(copyFirst)
        #expect(report.resent == .forked)
        try copy.sync(server.server)
        #expect(try trackers(laptop) == ["Before", "On the copy", "On the laptop"])
        #expect(try trackers(copy) == trackers(laptop))
    }

    /// The folder is copied while a push's answer is lost (its token kept
    /// as pending): both copies carry that token. The laptop's next hello
    /// finds the server holding it and takes it as acknowledged, and its
    /// next push carries a fresh token; so the copy's first sync finds the
    /// server's token to be neither its own nor its pending one: a fork,
    /// seen before the copy pushes anything under the shared id.
    @Test func aCopyMadeWithAPushUnansweredLosesNothingEither() throws {
        let laptop = try SyncDevice("laptop")
        try add("Before", on: laptop)
        try laptop.sync(server.server)
        try add("Unanswered", on: laptop)
        #expect(throws: SyncError.self) { try laptop.sync(server.server.answerLost()) }
        let copy = try SyncDevice(copying: laptop, "copy")
        try add("On the laptop", on: laptop)
        try add("On the copy", on: copy)
        try laptop.sync(server.server)
        #expect(try copy.sync(server.server).resent == .forked, "the shared pending token was settled by the laptop")
        try add("Later on the laptop", on: laptop)
        try laptop.sync(server.server)
        try add("Later on the copy", on: copy)
        #expect(try copy.sync(server.server).resent == nil)
        for _ in 0..<2 { for device in [laptop, copy] { try device.sync(server.server) } }
        let all: Set = [
            "Before", "Unanswered", "On the laptop", "On the copy", "Later on the laptop", "Later on the copy",
        ]
        #expect(try trackers(laptop) == all && trackers(copy) == all)
    }

    /// The server commits a push and the answer is lost: the next hello
    /// finds the server holding the push's token and takes the push as
    /// acknowledged. No fork, no re-send.
    @Test func aPushWhoseAnswerWasLostIsNoFork() throws {
        let laptop = try SyncDevice("laptop")
        try add("Run", on: laptop)
        try laptop.sync(server.server)
        try add("Read", on: laptop)
        #expect(throws: SyncError.self) { try laptop.sync(server.server.answerLost()) }
        let report = try laptop.sync(server.server)
        #expect(report.resent == nil && report.sent > 0)
        #expect(Set(server.all("tracker").values.filter { $0.key.field == "name" }.map(\.value)) == ["Run", "Read"])
    }
}
