/// Why an archive could not be read or written. Carries no sentence: the
/// caller (a reader of some format inside the ZIP) turns it into its own
/// error, which the app words in the user's language. `description` is for
/// logs and test failures only.
package enum ZipError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No end-of-central-directory record: not a ZIP at all.
    case notZip
    /// A ZIP this reader refuses on purpose (split archives, encryption, other methods).
    case unsupported(entry: String?, Feature)
    /// The archive is damaged (or lies): `entry` is the member it concerns, when one.
    case damaged(entry: String?, Damage)
    /// More than the limits allow: an entry's size, the sum of sizes, the entry count, the file.
    case tooLarge(entry: String?)
    /// A member name that would leave the folder it is unpacked into (`..`, absolute, drive letters, NUL).
    case unsafeName(String)

    package enum Feature: Sendable, Equatable {
        case multiDisk, encrypted
        case method(UInt16)
    }

    package enum Damage: Sendable, Equatable {
        /// A member's local header does not start with its signature.
        case badSignature
        /// The directory does not hold together: an offset or length points
        /// outside the file or into another record.
        case outOfBounds
        /// A local header disagrees with the central directory.
        case headerMismatch
        /// The data's CRC-32 is not the one recorded.
        case badCRC
        /// The compressed data does not inflate, or not to the recorded size.
        case badData
        /// A name that is not UTF-8.
        case badName
        /// Two members with one name (which one would a reader take?).
        case duplicateName
    }

    package var description: String {
        switch self {
        case .notZip: "not a ZIP archive"
        case .unsupported(let entry, let feature): "\(entry ?? "archive"): unsupported \(feature)"
        case .damaged(let entry, let damage): "\(entry ?? "archive"): damaged (\(damage))"
        case .tooLarge(let entry): "\(entry ?? "archive"): too large"
        case .unsafeName(let name): "unsafe member name \(name)"
        }
    }
}
