import ForeignHabits

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// harsh's folder read for `import --from harsh DIR`, its failures made
/// `TransferError`s: DIR that is not a folder is a bad argument (exit 64,
/// as an unreadable FILE is); a missing, unreadable or damaged `habits` or
/// `log` inside it is a damaged source (exit 65, naming DIR/habits or DIR/log).
enum HarshImportReader {
    static func read(folder: String) throws(TransferError) -> HarshReader.Result {
        var info = stat()
        guard stat(folder, &info) == 0 else { throw .unreadable(file: folder, errno: errno) }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw .unreadable(file: folder, errno: ENOTDIR)
        }
        do {
            return try HarshReader.read(folder: folder)
        } catch ForeignFormatError.damaged(let damage) {
            throw .harsh(folder: folder, damage: damage)
        } catch ForeignFormatError.tooManyHabits(let limit) {
            throw .tooManyHabits(file: path(folder, "habits"), limit: limit)
        } catch {
            // The reader throws only damage; anything else is the habits file failing as a whole.
            throw .harsh(folder: folder, damage: ForeignDamage(place: "habits", reason: .badContainer))
        }
    }

    /// `name` inside `folder` as messages show it (one slash between them).
    static func path(_ folder: String, _ name: String) -> String {
        var folder = Substring(folder)
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder == "/" ? "/" + name : folder + "/" + name
    }
}
