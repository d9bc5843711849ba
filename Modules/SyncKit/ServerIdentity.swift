/// How a device tells that the server it syncs with is no longer the one it
/// synced with last time, or that another copy of its data folder syncs
/// under its device id. Each case loses changes silently if it is not seen:
/// a server restored from a backup hands out sequence numbers the devices'
/// cursors have passed already, an empty server is "nothing new", and two
/// copies with one device id skip each other's cells (a pull leaves out the
/// asker's own). Merging is idempotent, so the answer to all three is the
/// same and safe: the device re-sends everything it has and pulls
/// everything again (`ResendReason`).

/// A point in an account's history on the server: the sequence number after
/// one push, and a random token that push drew. A restored server may reach
/// the same sequence number again, never with the same token.
package struct ServerMark: Sendable, Hashable {
    package var seq: Int64
    package var token: String

    package init(seq: Int64, token: String) {
        self.seq = seq
        self.token = token
    }

    /// Before any push: every history holds it.
    package static let origin = ServerMark(seq: 0, token: "")
}

/// Where a device's own pushes stand: each push carries a fresh token and
/// the token of the last push the server took, and the server keeps the
/// last one it took per device. A copy of the data folder shares the
/// history up to the copy; the first push of one copy after the other's no
/// longer follows the server's last token, and is refused
/// (`SyncError.deviceForked`). A token is never sent twice by two
/// processes: a push whose answer was lost is settled by the next sync's
/// hello (`standing`), so two copies of a folder taken after it cannot
/// both go on under the same token.
package struct DeviceStream: Sendable, Equatable {
    package var device: String
    /// The token of the last push the server took, nil before the first.
    package var acknowledged: String?
    /// The token of a push sent whose answer was never recorded (the
    /// process died before or after the server committed): the server may hold it.
    package var pending: String?

    package init(device: String, acknowledged: String? = nil, pending: String? = nil) {
        self.device = device
        self.acknowledged = acknowledged
        self.pending = pending
    }

    /// What the server's last token for this device says of this stream.
    package func standing(serverToken: String?) -> StreamStanding {
        guard let serverToken else { return acknowledged == nil ? .follows : .lost }
        if serverToken == acknowledged { return .follows }
        if serverToken == pending { return .pendingLanded }
        return .forked
    }

    /// The server's rule for a push carrying `token`: it follows the last
    /// token the server took (none for a device that never pushed), or is
    /// that push again (its answer was lost within one sync).
    package func accepts(_ token: String, serverToken: String?) -> Bool {
        guard let serverToken else { return acknowledged == nil }
        return serverToken == acknowledged || serverToken == token
    }
}

/// What the server's record of a device's pushes says (`DeviceStream.standing`).
package enum StreamStanding: Sendable, Equatable {
    /// The server's last token is the device's last acknowledged one (or
    /// neither has one): a pending push, if any, never landed.
    case follows
    /// The server took the pending push; the device did not record it.
    case pendingLanded
    /// The device acknowledged pushes the server has no record of: the
    /// server was restored from before its first push, or replaced.
    case lost
    /// The server's last token is another copy's, or from a history the
    /// device never had.
    case forked
}

/// What the server says at the start of a sync.
package struct ServerHello: Sendable, Equatable {
    /// Written at install, drawn anew by `pocket sync restored`.
    package var generation: String
    /// The account's latest mark (its high-water sequence number).
    package var head: ServerMark
    /// Whether the account's history holds the mark the device last saw.
    package var knowsMark: Bool
    /// The token of the last push the server took from this device, nil
    /// when it has none.
    package var deviceToken: String?

    package init(generation: String, head: ServerMark, knowsMark: Bool, deviceToken: String?) {
        self.generation = generation
        self.head = head
        self.knowsMark = knowsMark
        self.deviceToken = deviceToken
    }

    /// What the device recorded of this hello for the next sync to compare.
    package var known: KnownServer { KnownServer(generation: generation, mark: head) }

    /// Why the device must re-send everything, nil when it need not.
    /// `known` is what it recorded at its last sync (nil before its first,
    /// or from a server without identity); `stream` its pushes.
    package func resendReason(known: KnownServer?, stream: DeviceStream) -> ResendReason? {
        if let known {
            if known.generation != generation { return .newGeneration }
            if head.seq < known.mark.seq || !knowsMark { return .serverBehind }
        }
        switch stream.standing(serverToken: deviceToken) {
        case .follows, .pendingLanded: return nil
        case .lost: return .serverBehind
        case .forked: return .forked
        }
    }
}

/// The server as a device last saw it.
package struct KnownServer: Sendable, Equatable {
    package var generation: String
    package var mark: ServerMark

    package init(generation: String, mark: ServerMark) {
        self.generation = generation
        self.mark = mark
    }
}

/// The new id of a recovering device: `random` (lower-case hex, as device
/// ids are) when it sorts after `old`, else `random` made to: `old`'s
/// leading `f`s, one digit above `old`'s next, `random`'s rest. The
/// device's own cells move to it with their clocks, so each one wins the
/// tie with the same version still under `old` on the server (pushed by the
/// other copy before the fork showed, which that copy never pulls: it is
/// "its own"), and that copy pulls it. An `old` of all `f`s (or not hex)
/// gets `random` appended.
package func deviceID(after old: String, random: String) -> String {
    if old.utf8.lexicographicallyPrecedes(random.utf8) { return random }
    let digits = Array("0123456789abcdef")
    let oldCharacters = Array(old)
    let randomCharacters = Array(random)
    for (index, character) in oldCharacters.prefix(randomCharacters.count).enumerated() where character != "f" {
        guard let digit = digits.firstIndex(of: character) else { break }
        let seed = digits.firstIndex(of: randomCharacters[index]) ?? 0
        let above = digits[digit + 1 + seed % (15 - digit)]
        return String(oldCharacters[..<index]) + String(above) + String(randomCharacters[(index + 1)...])
    }
    return old + random
}

/// Why a device re-sends everything. Whatever the reason, it does the same
/// (`SyncStore`'s recovery): it takes a new device id (`deviceID(after:)`;
/// the server's record of the old one belongs to another history: a
/// copy's, or the one before a restore), puts its own cells under the new
/// id so that the other copy pulls them, pushes every cell it holds, its own and the ones it pulled
/// (the server may have lost them all), and pulls from the start.
package enum ResendReason: String, Sendable, CaseIterable, Equatable {
    /// The server's generation changed: a new server, or one restored from a
    /// backup whose owner ran `pocket sync restored`.
    case newGeneration = "new-generation"
    /// The server's history lacks what this device saw there, or a push
    /// this device made: it went back (restored from a backup) or was replaced.
    case serverBehind = "server-behind"
    /// The server's record of this device's pushes is not this device's: its
    /// data folder was copied and the other copy synced, or the server was
    /// restored from before this device's last push.
    case forked
}
