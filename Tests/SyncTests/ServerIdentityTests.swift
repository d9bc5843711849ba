import SharedModels
import SyncKit
import Testing

/// The pure rule of when a device re-sends everything (`ServerHello.resendReason`)
/// and of what the server's last token of a device says (`DeviceStream.standing`, `accepts`).
struct ServerIdentityTests {
    let known = KnownServer(generation: "g1", mark: ServerMark(seq: 40, token: "t40"))
    /// A device that has pushed ("a" taken) and sent "p" without an answer.
    let stream = DeviceStream(device: "d", acknowledged: "a", pending: "p")

    func hello(_ generation: String = "g1", head: Int64 = 40, knowsMark: Bool = true, token: String? = "a")
        -> ServerHello
    {
        ServerHello(
            generation: generation, head: ServerMark(seq: head, token: "h"), knowsMark: knowsMark, deviceToken: token)
    }

    @Test func theSameServerFurtherOnNeedsNoResend() {
        #expect(hello(head: 40).resendReason(known: known, stream: stream) == nil)
        #expect(hello(head: 900).resendReason(known: known, stream: stream) == nil)
        #expect(hello(token: "p").resendReason(known: known, stream: stream) == nil, "the pending push landed")
    }

    @Test func aFirstMeetingComparesOnlyTheStream() {
        let new = DeviceStream(device: "d")
        #expect(hello("anything", head: 0, knowsMark: false, token: nil).resendReason(known: nil, stream: new) == nil)
        #expect(hello(token: "a").resendReason(known: nil, stream: new) == .forked)
    }

    @Test func aNewGenerationComesFirst() {
        #expect(hello("g2").resendReason(known: known, stream: stream) == .newGeneration)
        #expect(
            hello("g2", head: 0, knowsMark: false, token: "x").resendReason(known: known, stream: stream)
                == .newGeneration)
    }

    /// A restored server can be at a lower high-water mark, or back at the
    /// same or a higher one with a history that lacks the device's mark, or
    /// hold no record of a device that has pushed (restored from before its
    /// first push, with the marks the device saw still there).
    @Test func aServerThatWentBackIsBehind() {
        #expect(hello(head: 39).resendReason(known: known, stream: stream) == .serverBehind)
        #expect(hello(head: 40, knowsMark: false).resendReason(known: known, stream: stream) == .serverBehind)
        #expect(
            hello(head: 60, knowsMark: false, token: "x").resendReason(known: known, stream: stream) == .serverBehind)
        #expect(hello(token: nil).resendReason(known: known, stream: stream) == .serverBehind)
    }

    @Test func aStreamThatDoesNotFollowIsForked() {
        #expect(hello(token: "other").resendReason(known: known, stream: stream) == .forked)
    }

    @Test func theServersTokenSaysWhereTheStreamStands() {
        #expect(stream.standing(serverToken: "a") == .follows)
        #expect(stream.standing(serverToken: "p") == .pendingLanded)
        #expect(stream.standing(serverToken: nil) == .lost)
        #expect(stream.standing(serverToken: "other") == .forked)
        #expect(DeviceStream(device: "d").standing(serverToken: nil) == .follows)
        #expect(DeviceStream(device: "d", pending: "p").standing(serverToken: "p") == .pendingLanded)
        #expect(DeviceStream(device: "d").standing(serverToken: "a") == .forked, "a new stream meets another's token")
    }

    /// The server takes a push that follows its last token, or the same
    /// push again; a device that has pushed, on a server with no record of it, is refused.
    @Test func theServerTakesAPushThatFollows() {
        let after = DeviceStream(device: "d", acknowledged: "a")
        #expect(after.accepts("n", serverToken: "a") && after.accepts("n", serverToken: "n"))
        #expect(!after.accepts("n", serverToken: "p") && !after.accepts("n", serverToken: nil))
        #expect(DeviceStream(device: "d").accepts("n", serverToken: nil))
        #expect(!DeviceStream(device: "d").accepts("n", serverToken: "a"))
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
