#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A shared library opened with `dlopen` when a program first needs it,
/// rather than linked. A linked library, and every library behind it, is
/// loaded and relocated at each start of each program that links it; one
/// opened here costs only the runs that use it (libpq for sync, libzip and
/// the libcrypto it pulls in for Loop's ZIPs). The Debian package that
/// ships it is in the package's `Depends` all the same: `ldd` cannot see it.
///
/// The handle is never closed: the functions looked up in it live as long
/// as the process, and `dlsym` may be called from any thread.
package struct SharedLibrary: @unchecked Sendable {
    package let soname: String
    /// The Debian package a missing library comes from (for the error).
    package let package: String
    private let handle: UnsafeMutableRawPointer

    /// Opens `soname` (`libzip.so.4`) with every symbol bound now, so a
    /// library missing a function fails here, not in the middle of a write.
    package init(soname: String, package: String) throws(SharedLibraryError) {
        self.soname = soname
        self.package = package
        guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
            throw SharedLibraryError(soname: soname, package: package, detail: Self.lastError() ?? soname)
        }
        self.handle = handle
    }

    /// The C function `name`, as the `@convention(c)` type the header
    /// declares (written out by the caller: the header is not consulted).
    package func function<T>(_ name: String, as type: T.Type = T.self) throws(SharedLibraryError) -> T {
        guard let address = dlsym(handle, name) else {
            throw SharedLibraryError(soname: soname, package: package, detail: "no function \(name)")
        }
        return unsafeBitCast(address, to: type)
    }

    private static func lastError() -> String? { dlerror().map { String(cString: $0) } }
}

/// A library that could not be opened, or lacks a function: an install
/// that is broken or older than the program.
package struct SharedLibraryError: Error, Sendable, Equatable, CustomStringConvertible {
    package var soname: String
    package var package: String
    /// What the dynamic loader said.
    package var detail: String

    package init(soname: String, package: String, detail: String) {
        self.soname = soname
        self.package = package
        self.detail = detail
    }

    package var description: String { "\(soname) (Debian package \(package)) cannot be loaded: \(detail)" }
}
