import SharedModels
import SyncKit
import Testing

/// The pure rule of when a device re-sends everything (`ServerHello.resendReason`).
struct ServerIdentityTests {
    let known = KnownServer(generation: "g1", mark: ServerMark(seq: 40, token: "t40"))

    func hello(_ generation: String = "g1", head: Int64 = 40, knowsMark: Bool = true, streamIntact: Bool = true)
        -> ServerHello
    {
        ServerHello(
            generation: generation, head: ServerMark(seq: head, token: "h"), knowsMark: knowsMark,
            streamIntact: streamIntact)
    }

    @Test func theSameServerFurtherOnNeedsNoResend() {
        #expect(hello(head: 40).resendReason(known: known) == nil)
        #expect(hello(head: 900).resendReason(known: known) == nil)
    }

    @Test func aFirstMeetingComparesOnlyTheStream() {
        #expect(hello("anything", head: 0, knowsMark: false).resendReason(known: nil) == nil)
        #expect(hello(streamIntact: false).resendReason(known: nil) == .forked)
    }

    @Test func aNewGenerationComesFirst() {
        #expect(hello("g2").resendReason(known: known) == .newGeneration)
        #expect(
            hello("g2", head: 0, knowsMark: false, streamIntact: false).resendReason(known: known) == .newGeneration)
    }

    /// A restored server can be at a lower high-water mark, or back at the
    /// same or a higher one with a history that lacks the device's mark.
    @Test func aServerThatWentBackIsBehind() {
        #expect(hello(head: 39).resendReason(known: known) == .serverBehind)
        #expect(hello(head: 40, knowsMark: false).resendReason(known: known) == .serverBehind)
        #expect(hello(head: 60, knowsMark: false, streamIntact: false).resendReason(known: known) == .serverBehind)
    }

    @Test func aStreamThatDoesNotFollowIsForked() {
        #expect(hello(streamIntact: false).resendReason(known: known) == .forked)
    }

    @Test func aStreamFollowsItsLastOrItsPendingTokenOrNone() {
        let stream = DeviceStream(device: "d", acknowledged: "a", pending: "p")
        #expect(
            stream.follows(serverToken: nil) && stream.follows(serverToken: "a") && stream.follows(serverToken: "p"))
        #expect(!stream.follows(serverToken: "other"))
        #expect(
            !DeviceStream(device: "d").follows(serverToken: "a"), "a new stream does not follow a server that has one")
    }

    @Test func whatTheDeviceRecordsIsTheHead() {
        #expect(hello("g3", head: 77).known == KnownServer(generation: "g3", mark: ServerMark(seq: 77, token: "h")))
    }
}

/// The new id of a recovering device sorts after the old one (`deviceID(after:random:)`).
struct RecoveryDeviceIDTests {
    @Test func aLargerRandomIdIsTakenAsItIs() {
        #expect(deviceID(after: "3a00", random: "9b12") == "9b12")
    }

    @Test func aSmallerOneIsRaisedAboveTheOldOneKeepingItsLength() {
        for (old, random) in [("9b12", "3a00"), ("fa07", "0c31"), ("ffe0", "1234"), ("9b12", "9b12"), ("e", "f")] {
            let id = deviceID(after: old, random: random)
            #expect(old.utf8.lexicographicallyPrecedes(id.utf8) && id.count == random.count, "\(old), \(random): \(id)")
            #expect(id.allSatisfy { "0123456789abcdef".contains($0) })
        }
        #expect(
            deviceID(after: "9b12", random: "3a00") == "da00",
            "above 9 by 1 + 3 % 6 (the random digit), the random rest")
    }

    @Test func anOldIdOfAllFsOrNotHexGetsTheRandomOneAppended() {
        #expect(deviceID(after: "ffff", random: "0123") == "ffff0123")
        #expect(deviceID(after: "zz", random: "01") == "zz01")
    }

    @Test func randomIdsAlwaysEndAbove() {
        for _ in 0..<200 {
            let old = EntityID.random().rawValue
            let id = deviceID(after: old, random: EntityID.random().rawValue)
            #expect(old.utf8.lexicographicallyPrecedes(id.utf8) && id.count == 32)
        }
    }
}
