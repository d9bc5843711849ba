import SyncKit
import Testing

/// The pure rule of when a device re-sends everything (`ServerHello.resendReason`).
struct ServerIdentityTests {
    let known = KnownServer(generation: "g1", mark: ServerMark(seq: 40, token: "t40"))

    func hello(_ generation: String = "g1", head: Int64 = 40, knowsMark: Bool = true, streamIntact: Bool = true) -> ServerHello {
        ServerHello(generation: generation, head: ServerMark(seq: head, token: "h"), knowsMark: knowsMark, streamIntact: streamIntact)
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
        #expect(hello("g2", head: 0, knowsMark: false, streamIntact: false).resendReason(known: known) == .newGeneration)
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
        #expect(stream.follows(serverToken: nil) && stream.follows(serverToken: "a") && stream.follows(serverToken: "p"))
        #expect(!stream.follows(serverToken: "other"))
        #expect(!DeviceStream(device: "d").follows(serverToken: "a"), "a new stream does not follow a server that has one")
    }

    @Test func whatTheDeviceRecordsIsTheHead() {
        #expect(hello("g3", head: 77).known == KnownServer(generation: "g3", mark: ServerMark(seq: 77, token: "h")))
    }
}
