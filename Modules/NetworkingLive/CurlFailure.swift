import CCurl
import Glibc
import Networking

/// libcurl's result codes in the client's words.
enum CurlFailure {
    static func networkError(_ code: CURLcode, osError: Int, detail: String) -> NetworkError {
        switch code {
        case CURLE_ABORTED_BY_CALLBACK:
            return .cancelled
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            return .transport(.hostNotFound, detail: detail)
        case CURLE_COULDNT_CONNECT:
            // No route at all is "not connected"; anything else (mostly ECONNREFUSED) a refusal.
            let unreachable = osError == Int(ENETUNREACH) || osError == Int(EHOSTUNREACH) || osError == Int(ENETDOWN)
            return .transport(unreachable ? .notConnected : .connectionRefused, detail: detail)
        case CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_PARTIAL_FILE, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return .transport(.connectionLost, detail: detail)
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
            CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
            CURLE_SSL_INVALIDCERTSTATUS,
            CURLE_SSL_CRL_BADFILE, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED,
            CURLE_SSL_SHUTDOWN_FAILED, CURLE_SSL_CLIENTCERT:
            return .transport(.secureConnection, detail: detail)
        default:
            return .transport(.other, detail: detail)
        }
    }
}
