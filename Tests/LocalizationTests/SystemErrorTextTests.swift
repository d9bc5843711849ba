import Glibc
import Testing

@testable import Localization

/// The `errno` values a user meets (files, folders, disks, sockets) are said
/// in the user's language; the rest keep the system's text and number.
@Suite struct SystemErrorTextTests {
    static let translated: [Int32] = [
        EACCES, EPERM, ENOENT, ENOSPC, EDQUOT, EROFS, EEXIST, EISDIR, ENOTDIR, ELOOP, EADDRINUSE, EADDRNOTAVAIL,
        EMFILE, ENFILE, EIO, EBUSY, ETXTBSY, ENAMETOOLONG, EFBIG, ENXIO, ENODEV, ENOTEMPTY, EXDEV, ESTALE, ETIMEDOUT,
        ECONNREFUSED, EINTR, EPIPE, EINVAL, EBADF,
    ]

    @Test(arguments: translated)
    func saidInEveryLanguageWithoutTheSystemsEnglish(code: Int32) {
        let system = String(cString: strerror(code))
        let texts = [Language.en, .ru, .de].map { SystemErrorText.message(code, Localizer(language: $0)) }
        #expect(Set(texts).count == 3, "\(texts)")
        for text in texts.dropFirst() { #expect(!text.contains(system) && !text.contains("\(code)"), "\(text)") }
    }

    @Test func theSameTextForTheSameTrouble() {
        let ru = Localizer(language: .ru)
        #expect(SystemErrorText.message(ENOENT, ru) == "нет такого файла или папки")
        #expect(SystemErrorText.message(EISDIR, Localizer(language: .de)) == "ist ein Ordner")
        #expect(SystemErrorText.message(EPERM, ru) == SystemErrorText.message(EACCES, ru))
    }

    @Test func anotherErrnoKeepsTheSystemsTextAndNumber() {
        #expect(SystemErrorText.message(ECHILD, Localizer(language: .ru)) == "No child processes (системная ошибка 10)")
    }
}
