import FileIO
import ForeignHabits
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which reader takes an import file, told by its first bytes (never by
/// its name: Loop's files are often renamed on the way from the phone), and
/// the reading itself with its failures made `TransferError`s.
package enum ForeignImportReader {
    package enum Format: String, Sendable, Equatable {
        /// Loop Habit Tracker's full backup: a SQLite database.
        case loopBackup
        /// Loop Habit Tracker's CSV export: a ZIP.
        case loopCSV
    }

    static let sqliteMagic = Array("SQLite format 3\0".utf8)
    static let zipMagic: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
    /// How many first bytes `format(of:)` needs.
    static let magicLength = 16

    /// The foreign format `bytes` start like; nil for anything else (the
    /// tracker's own JSON export goes its usual way).
    static func format(of bytes: Data) -> Format? {
        if bytes.starts(with: sqliteMagic) { return .loopBackup }
        if bytes.starts(with: zipMagic) { return .loopCSV }
        return nil
    }

    /// Reads FILE with the reader of `format`: a regular file (`bytes` nil)
    /// where it is, read-only; what standard input, a pipe or a device gave
    /// (`bytes`) is first copied to a private temporary file, since both
    /// readers need a file they can seek in.
    static func read(_ bytes: Data?, format: Format, file: String) throws(TransferError) -> ForeignHistory {
        let path: String
        var copy: (path: String, registration: TemporaryFiles.Registration)?
        if let bytes {
            copy = try copyToTemporary(bytes, file: file)
            path = copy!.path
        } else {
            path = file
        }
        defer {
            if let copy {
                unlink(copy.path)
                TemporaryFiles.forget(copy.registration)
            }
        }
        let temporary = copy?.path
        do {
            switch format {
            case .loopBackup: return try LoopBackupReader.read(path: path)
            case .loopCSV: return try LoopCSVReader.read(path: path)
            }
        } catch ForeignFormatError.tooManyHabits(let limit) {
            throw .tooManyHabits(file: file, limit: limit)
        } catch let error as ForeignFormatError {
            throw .foreign(file: file, format: format, problem: named(error, temporary: temporary, file: file))
        } catch {
            // Anything else a reader meets (SQLite or the file system failing
            // midway) is damage of the file as a whole.
            let place = FileContents.fileName(file)
            throw .foreign(
                file: file, format: format, problem: .damaged(ForeignDamage(place: place, reason: .badContainer)))
        }
    }

    /// A damage that names the temporary copy names FILE instead.
    private static func named(_ error: ForeignFormatError, temporary: String?, file: String) -> ForeignFormatError {
        guard case .damaged(var damage) = error, let temporary,
            damage.place == FileContents.fileName(temporary)
        else { return error }
        damage.place = file == ImportInput.standardInput ? "-" : FileContents.fileName(file)
        return .damaged(damage)
    }

    /// `bytes` in a new 0600 file under `TMPDIR` (or /tmp), registered with
    /// `TemporaryFiles` so that a signal removes it; the caller removes it
    /// and forgets the registration.
    private static func copyToTemporary(
        _ bytes: Data, file: String
    ) throws(TransferError) -> (path: String, registration: TemporaryFiles.Registration) {
        let folder = ProcessInfo.processInfo.environment[.temporaryFolder].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let made = TemporaryFiles.create {
            var template = Array((folder + "/pocket-import-XXXXXX").utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            return (fd, template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        }
        guard made.descriptor >= 0 else { throw .unreadable(file: file, errno: errno) }
        defer { close(made.descriptor) }
        let failure = Descriptor.writeAll(made.descriptor, Array(bytes))
        guard failure == 0 else {
            unlink(made.path)
            TemporaryFiles.forget(made.registration)
            throw .unreadable(file: file, errno: failure)
        }
        return (made.path, made.registration)
    }
}
