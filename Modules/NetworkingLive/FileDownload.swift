import Foundation
import FoundationNetworking
import Networking

/// A download streamed into a temporary file beside its target (so the
/// rename is atomic), fsynced and renamed over the target only when the
/// whole body arrived with a 2xx status; on any failure the temporary file
/// goes and the target is untouched.
enum FileDownload {
    static func run(_ request: URLRequest, to path: String,
                    progress: (@Sendable (DownloadProgress) -> Void)?) async throws(NetworkError) -> HTTPResponse {
        let file = try PartialFile(target: path)
        let receiver = DownloadReceiver(file: file, progress: progress)
        let session = URLSession(configuration: URLSessionClient.configuration(), delegate: receiver, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let handle = TaskHandle()
        let result: Settled<HTTPResponse> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                receiver.onFinish = { continuation.resume(returning: $0) }
                handle.start(session.dataTask(with: request))
            }
        } onCancel: {
            handle.cancel()
        }
        switch result {
        case .value(let response):
            try file.commit()
            return response
        case .failure(let error):
            file.discard()
            throw error
        }
    }
}

/// Receives the body of one download and reports how far it got.
final class DownloadReceiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let file: PartialFile
    private let progress: (@Sendable (DownloadProgress) -> Void)?
    private let lock = NSLock()
    private var response: HTTPURLResponse?
    private var received: Int64 = 0
    private var writeError: NetworkError?
    var onFinish: (@Sendable (Settled<HTTPResponse>) -> Void)?

    init(file: PartialFile, progress: (@Sendable (DownloadProgress) -> Void)?) {
        self.file = file; self.progress = progress
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        lock.withLock { self.response = response as? HTTPURLResponse }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let (status, total, expected) = lock.withLock { () -> (Int, Int64, Int64?) in
            received += Int64(data.count)
            let expected = response.map(\.expectedContentLength).flatMap { $0 > 0 ? $0 : nil }
            return (response?.statusCode ?? 0, received, expected)
        }
        // Only a successful answer's body is the file; an error page is kept in memory for the error.
        guard (200..<300).contains(status) else { return file.keepErrorBody(data) }
        do { try file.append(data) } catch { lock.withLock { writeError = error } }
        progress?(DownloadProgress(received: total, expected: expected))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (response, writeError) = lock.withLock { (self.response, self.writeError) }
        let result: Settled<HTTPResponse>
        if let error {
            result = .failure(ErrorMapping.networkError(error))
        } else if let writeError {
            result = .failure(writeError)
        } else if let response {
            let answer = HTTPResponse(status: response.statusCode, headers: TransferTask.headers(of: response),
                                      body: response.statusCode < 300 ? Data() : file.errorBody, url: response.url)
            result = answer.isSuccess ? .value(answer) : .failure(.status(answer))
        } else {
            result = .failure(.transport(.other, detail: "no HTTP response"))
        }
        onFinish?(result)
        onFinish = nil
    }
}

/// `TARGET.part-RANDOM` in the target's folder, 0600.
final class PartialFile: @unchecked Sendable {
    let target: String
    let path: String
    private let descriptor: Int32
    private let lock = NSLock()
    private(set) var errorBody = Data()
    private var isClosed = false

    init(target: String) throws(NetworkError) {
        self.target = target
        path = target + ".part-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .file(path: target, detail: String(cString: strerror(errno))) }
    }

    func append(_ data: Data) throws(NetworkError) {
        let failure: Int32? = lock.withLock {
            data.withUnsafeBytes { buffer -> Int32? in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 { if errno == EINTR { continue }; return errno }
                    offset += written
                }
                return nil
            }
        }
        if let failure { throw .file(path: target, detail: String(cString: strerror(failure))) }
    }

    func keepErrorBody(_ data: Data) { lock.withLock { if errorBody.count < 65_536 { errorBody.append(data) } } }

    /// fsync, close, rename over the target, fsync the folder.
    func commit() throws(NetworkError) {
        let failed = fsync(descriptor) != 0
        let error = errno
        closeOnce()
        if failed { discard(); throw .file(path: target, detail: String(cString: strerror(error))) }
        guard rename(path, target) == 0 else {
            let detail = String(cString: strerror(errno))
            discard()
            throw .file(path: target, detail: detail)
        }
        let folder = (target as NSString).deletingLastPathComponent
        let directory = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 { fsync(directory); close(directory) }
    }

    func discard() {
        closeOnce()
        unlink(path)
    }

    private func closeOnce() {
        lock.withLock {
            if !isClosed { close(descriptor); isClosed = true }
        }
    }
}
