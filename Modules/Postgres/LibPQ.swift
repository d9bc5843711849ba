import CPostgres
import FileIO

/// libpq's functions, from a `SharedLibrary` opened on first use rather than linked.
///
/// Linking libpq would load it, and libssl, GSSAPI and LDAP behind it, at every
/// start of every app that links this module, including the many runs that never
/// sync; loading it here costs only the runs that talk to a server. The types
/// are the header's (CPostgres), written out as `@convention(c)` signatures.
final class LibPQ: Sendable {
    typealias CString = UnsafePointer<CChar>
    typealias CStringArray = UnsafePointer<CString?>

    let connectdbParams: @convention(c) (CStringArray?, CStringArray?, Int32) -> OpaquePointer?
    let status: @convention(c) (OpaquePointer?) -> ConnStatusType
    let errorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let finish: @convention(c) (OpaquePointer?) -> Void
    let connectionNeedsPassword: @convention(c) (OpaquePointer?) -> Int32
    let setNoticeProcessor:
        @convention(c) (OpaquePointer?, PQnoticeProcessor?, UnsafeMutableRawPointer?) -> PQnoticeProcessor?
    let resultStatus: @convention(c) (OpaquePointer?) -> ExecStatusType
    let resultErrorField: @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
    let resultErrorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let ntuples: @convention(c) (OpaquePointer?) -> Int32
    let nfields: @convention(c) (OpaquePointer?) -> Int32
    let fname: @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
    let getvalue: @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
    let getlength: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    let getisnull: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    let cmdTuples: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let clear: @convention(c) (OpaquePointer?) -> Void
    let conninfoParse:
        @convention(c) (CString?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
            -> UnsafeMutablePointer<PQconninfoOption>?
    let conninfoFree: @convention(c) (UnsafeMutablePointer<PQconninfoOption>?) -> Void
    let freemem: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let encryptPasswordConn:
        @convention(c) (OpaquePointer?, CString?, CString?, CString?) -> UnsafeMutablePointer<CChar>?
    // The asynchronous calls: a statement is sent, then the socket is polled
    // with a deadline of ours (`PostgresConnection+Deadline`).
    let sendQueryParams:
        @convention(c) (
            OpaquePointer?, CString?, Int32, UnsafePointer<Oid>?, CStringArray?,
            UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
        ) -> Int32
    let getResult: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let consumeInput: @convention(c) (OpaquePointer?) -> Int32
    let isBusy: @convention(c) (OpaquePointer?) -> Int32
    let flush: @convention(c) (OpaquePointer?) -> Int32
    let setnonblocking: @convention(c) (OpaquePointer?, Int32) -> Int32
    let socket: @convention(c) (OpaquePointer?) -> Int32

    /// The one loaded library of the process, or why there is none.
    static let shared: Result<LibPQ, PostgresError> = Result { () throws(SharedLibraryError) in
        try LibPQ(SharedLibrary(soname: "libpq.so.5", package: "libpq5"))
    }.mapError { .libraryMissing(detail: $0.detail) }

    static func load() throws(PostgresError) -> LibPQ { try shared.get() }

    private init(_ library: SharedLibrary) throws(SharedLibraryError) {
        func symbol<T>(_ name: String, as type: T.Type = T.self) throws(SharedLibraryError) -> T {
            try library.function(name, as: type)
        }
        connectdbParams = try symbol("PQconnectdbParams")
        status = try symbol("PQstatus")
        errorMessage = try symbol("PQerrorMessage")
        finish = try symbol("PQfinish")
        connectionNeedsPassword = try symbol("PQconnectionNeedsPassword")
        setNoticeProcessor = try symbol("PQsetNoticeProcessor")
        resultStatus = try symbol("PQresultStatus")
        resultErrorField = try symbol("PQresultErrorField")
        resultErrorMessage = try symbol("PQresultErrorMessage")
        ntuples = try symbol("PQntuples")
        nfields = try symbol("PQnfields")
        fname = try symbol("PQfname")
        getvalue = try symbol("PQgetvalue")
        getlength = try symbol("PQgetlength")
        getisnull = try symbol("PQgetisnull")
        cmdTuples = try symbol("PQcmdTuples")
        clear = try symbol("PQclear")
        conninfoParse = try symbol("PQconninfoParse")
        conninfoFree = try symbol("PQconninfoFree")
        freemem = try symbol("PQfreemem")
        encryptPasswordConn = try symbol("PQencryptPasswordConn")
        sendQueryParams = try symbol("PQsendQueryParams")
        getResult = try symbol("PQgetResult")
        consumeInput = try symbol("PQconsumeInput")
        isBusy = try symbol("PQisBusy")
        flush = try symbol("PQflush")
        setnonblocking = try symbol("PQsetnonblocking")
        socket = try symbol("PQsocket")
    }
}

/// Drops the server's notices (`NOTICE: … already exists, skipping`): libpq
/// prints them on stderr by default, which is the commands' own channel.
let ignoreNotice: PQnoticeProcessor = { _, _ in }
