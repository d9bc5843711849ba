import CZip
import FileIO

/// libzip's functions, from a `SharedLibrary` opened on the first ZIP a
/// run reads or writes. Linked, libzip would load libcrypto, libbz2 and
/// zlib behind it at every start of every program, for the few runs that
/// import or export Loop's CSV archive. The types are the header's (CZip,
/// which only declares), written out as `@convention(c)` signatures.
final class LibZip: Sendable {
    typealias Archive = OpaquePointer
    typealias Source = OpaquePointer
    typealias File = OpaquePointer
    typealias ErrorPointer = UnsafeMutablePointer<zip_error_t>
    typealias StatPointer = UnsafeMutablePointer<zip_stat_t>

    // Errors.
    let errorInit: @convention(c) (ErrorPointer) -> Void
    let errorFini: @convention(c) (ErrorPointer) -> Void
    let errorCodeZip: @convention(c) (UnsafePointer<zip_error_t>) -> Int32
    let getError: @convention(c) (Archive) -> ErrorPointer?
    let errorClear: @convention(c) (Archive) -> Void
    let fileGetError: @convention(c) (File) -> ErrorPointer?
    // Sources.
    let sourceBufferCreate: @convention(c) (UnsafeRawPointer?, UInt64, Int32, ErrorPointer?) -> Source?
    let sourceBuffer: @convention(c) (Archive, UnsafeRawPointer?, UInt64, Int32) -> Source?
    let sourceFree: @convention(c) (Source?) -> Void
    let sourceKeep: @convention(c) (Source) -> Void
    let sourceStat: @convention(c) (Source, StatPointer) -> Int32
    let sourceOpen: @convention(c) (Source) -> Int32
    let sourceClose: @convention(c) (Source) -> Int32
    let sourceRead: @convention(c) (Source, UnsafeMutableRawPointer, UInt64) -> Int64
    // Archives and members.
    let openFromSource: @convention(c) (Source, Int32, ErrorPointer?) -> Archive?
    let discard: @convention(c) (Archive?) -> Void
    let close: @convention(c) (Archive) -> Int32
    let getNumEntries: @convention(c) (Archive, UInt32) -> Int64
    let statInit: @convention(c) (StatPointer) -> Void
    let statIndex: @convention(c) (Archive, UInt64, UInt32, StatPointer) -> Int32
    let fopenIndex: @convention(c) (Archive, UInt64, UInt32) -> File?
    let fread: @convention(c) (File, UnsafeMutableRawPointer, UInt64) -> Int64
    let fclose: @convention(c) (File) -> Int32
    let fileAdd: @convention(c) (Archive, UnsafePointer<CChar>, Source, UInt32) -> Int64
    let setFileCompression: @convention(c) (Archive, UInt64, Int32, UInt32) -> Int32
    let fileSetDostime: @convention(c) (Archive, UInt64, UInt16, UInt16, UInt32) -> Int32
    let fileSetExternalAttributes: @convention(c) (Archive, UInt64, UInt32, UInt8, UInt32) -> Int32

    /// The one loaded library of the process, or why there is none.
    static let shared: Result<LibZip, SharedLibraryError> = Result { () throws(SharedLibraryError) in
        try LibZip(SharedLibrary(soname: "libzip.so.4", package: "libzip4"))
    }

    static func load() throws(SharedLibraryError) -> LibZip { try shared.get() }

    private init(_ library: SharedLibrary) throws(SharedLibraryError) {
        func symbol<T>(_ name: String, as type: T.Type = T.self) throws(SharedLibraryError) -> T {
            try library.function(name, as: type)
        }
        errorInit = try symbol("zip_error_init")
        errorFini = try symbol("zip_error_fini")
        errorCodeZip = try symbol("zip_error_code_zip")
        getError = try symbol("zip_get_error")
        errorClear = try symbol("zip_error_clear")
        fileGetError = try symbol("zip_file_get_error")
        sourceBufferCreate = try symbol("zip_source_buffer_create")
        sourceBuffer = try symbol("zip_source_buffer")
        sourceFree = try symbol("zip_source_free")
        sourceKeep = try symbol("zip_source_keep")
        sourceStat = try symbol("zip_source_stat")
        sourceOpen = try symbol("zip_source_open")
        sourceClose = try symbol("zip_source_close")
        sourceRead = try symbol("zip_source_read")
        openFromSource = try symbol("zip_open_from_source")
        discard = try symbol("zip_discard")
        close = try symbol("zip_close")
        getNumEntries = try symbol("zip_get_num_entries")
        statInit = try symbol("zip_stat_init")
        statIndex = try symbol("zip_stat_index")
        fopenIndex = try symbol("zip_fopen_index")
        fread = try symbol("zip_fread")
        fclose = try symbol("zip_fclose")
        fileAdd = try symbol("zip_file_add")
        setFileCompression = try symbol("zip_set_file_compression")
        fileSetDostime = try symbol("zip_file_set_dostime")
        fileSetExternalAttributes = try symbol("zip_file_set_external_attributes")
    }
}
