import FileIO

#if canImport(Glibc)
    import Glibc
#endif

extension OutputFile.Failure {
    /// 73 when the output cannot be made where it was asked for, 74 when a
    /// write to it failed midway, as docs/commands.md ("Exit codes") says;
    /// 77 when the system refused permission.
    package var exitCode: ExitCode {
        switch self {
        case .cannotCreate(let code) where code == EACCES || code == EPERM: .noPermission
        case .cannotCreate, .notAFile, .noReader: .cannotCreate
        case .writeFailed: .ioError
        }
    }
}
