#if canImport(Glibc)
    import Glibc
#endif

/// An `errno` in the user's language: `strerror` speaks English whatever the
/// locale, and a Russian or German line must not end in "Permission denied".
/// One table for every app and error (stores, imports, exports, downloads,
/// sockets); an `errno` a user is not expected to meet keeps the system's
/// own text, with its number.
package enum SystemErrorText {
    package static func message(_ code: Int32, _ l: Localizer) -> String {
        guard let text = text(code) else {
            return l(.systemOther(String(cString: strerror(code)), Int(code)))
        }
        return l(text)
    }

    /// The text of the `errno` values a user can meet and act on.
    static func text(_ code: Int32) -> LocalizedText? {
        switch code {
        case EACCES, EPERM: .systemPermissionDenied
        case ENOENT: .systemNotFound
        case ENOSPC, EDQUOT: .systemDiskFull
        case EROFS: .systemReadOnly
        case EEXIST: .systemExists
        case EISDIR: .systemIsFolder
        case ENOTDIR: .systemNotFolder
        case ELOOP: .systemSymbolicLink
        case EADDRINUSE: .systemAddressInUse
        case EADDRNOTAVAIL: .systemAddressNotAvailable
        case EMFILE, ENFILE: .systemTooManyFiles
        case EIO: .systemIo
        case EBUSY, ETXTBSY: .systemBusy
        case ENAMETOOLONG: .systemNameTooLong
        case EFBIG: .systemTooLarge
        case ENXIO, ENODEV: .systemNoDevice
        case ENOTEMPTY: .systemNotEmpty
        case EXDEV: .systemCrossDevice
        case ESTALE: .systemStale
        case ETIMEDOUT: .systemTimedOut
        case ECONNREFUSED: .systemConnectionRefused
        case EINTR: .systemInterrupted
        case EPIPE: .systemBrokenPipe
        case EINVAL: .systemInvalid
        case EBADF: .systemNotOpen
        default: nil
        }
    }
}
