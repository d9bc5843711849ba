import Foundation
import FoundationNetworking
import Networking

/// One `URLSessionDataTask` awaited, with the calling task's cancellation
/// passed on to it (completion handlers work the same on every Foundation).
enum TransferTask {
    static func data(_ session: URLSession, _ request: URLRequest) async throws(NetworkError) -> HTTPResponse {
        let handle = TaskHandle()
        let result: Settled<HTTPResponse> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    continuation.resume(returning: Self.result(data, response, error))
                }
                handle.start(task)
            }
        } onCancel: {
            handle.cancel()
        }
        return try result.get()
    }

    static func result(_ data: Data?, _ response: URLResponse?, _ error: (any Error)?) -> Settled<HTTPResponse> {
        if let error { return .failure(ErrorMapping.networkError(error)) }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.transport(.other, detail: "no HTTP response"))
        }
        return .value(HTTPResponse(status: http.statusCode, headers: headers(of: http), body: data ?? Data(), url: http.url))
    }

    static func headers(of response: HTTPURLResponse) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return headers
    }
}

/// The running task of a request, so cancellation (which may come before
/// the task exists) reaches it.
final class TaskHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var cancelled = false

    func start(_ task: URLSessionTask) {
        let cancelNow = lock.withLock { () -> Bool in
            self.task = task
            return cancelled
        }
        task.resume()
        if cancelNow { task.cancel() }
    }

    func cancel() {
        let task = lock.withLock { () -> URLSessionTask? in
            cancelled = true
            return self.task
        }
        task?.cancel()
    }
}

/// URLSession's errors in the client's words.
enum ErrorMapping {
    static func networkError(_ error: any Error) -> NetworkError {
        guard let error = error as? URLError else {
            return .transport(.other, detail: String(describing: error))
        }
        switch error.code {
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .cannotConnectToHost: return .transport(.connectionRefused, detail: error.localizedDescription)
        case .cannotFindHost, .dnsLookupFailed: return .transport(.hostNotFound, detail: error.localizedDescription)
        case .networkConnectionLost: return .transport(.connectionLost, detail: error.localizedDescription)
        case .notConnectedToInternet: return .transport(.notConnected, detail: error.localizedDescription)
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return .transport(.secureConnection, detail: error.localizedDescription)
        default: return .transport(.other, detail: error.localizedDescription)
        }
    }
}
