import FileIO
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("SharedLibrary: C libraries opened on first use")
struct SharedLibraryTests {
    @Test("a library the system has gives its functions, callable as the header declares them")
    func opensAndCalls() throws {
        let libc = try SharedLibrary(soname: "libc.so.6", package: "libc6")
        let getpidFunction = try libc.function("getpid", as: (@convention(c) () -> Int32).self)
        #expect(getpidFunction() == getpid())
    }

    @Test("a missing library names itself and the Debian package that ships it")
    func missingLibrary() {
        #expect(throws: SharedLibraryError.self) {
            try SharedLibrary(soname: "libpocket-absent.so.9", package: "libpocket-absent9")
        }
        do {
            _ = try SharedLibrary(soname: "libpocket-absent.so.9", package: "libpocket-absent9")
        } catch {
            #expect(error.soname == "libpocket-absent.so.9" && error.package == "libpocket-absent9")
            #expect(error.detail.contains("libpocket-absent.so.9"), "\(error.detail)")
        }
    }

    @Test("a library without the function asked for is refused, not called")
    func missingFunction() throws {
        let libc = try SharedLibrary(soname: "libc.so.6", package: "libc6")
        #expect(throws: SharedLibraryError(soname: "libc.so.6", package: "libc6", detail: "no function pocket_absent"))
        {
            try libc.function("pocket_absent", as: (@convention(c) () -> Void).self)
        }
    }
}
