import CCurl
import Glibc
import Synchronization

/// libcurl's multi interface on one thread of its own, shared by every
/// client of the process: transfers run side by side, and a connection (with
/// its TLS session) is kept and used again by the next request to its host.
///
/// Other threads only hand transfers over and wake the loop
/// (`curl_multi_wakeup`); the multi handle and the easy handles in it are
/// used on the loop's thread alone, as libcurl requires.
///
/// `@unchecked Sendable`: it wraps the CURLM handle, which only the loop's
/// thread uses; the queue of new transfers is behind a mutex.
final class CurlLoop: @unchecked Sendable {
    static let shared = CurlLoop()

    private let multi: UnsafeMutableRawPointer
    private let incoming = Mutex<[CurlTransfer]>([])

    private init() {
        // Once per process, before any other libcurl call (it sets up OpenSSL).
        pocket_curl_global_init()
        multi = curl_multi_init()
        // The thread lives as long as the process; it holds the loop.
        var thread = pthread_t()
        pthread_create(
            &thread, nil,
            { loop in
                Unmanaged<CurlLoop>.fromOpaque(loop!).takeRetainedValue().run()
                return nil
            }, Unmanaged.passRetained(self).toOpaque())
        pthread_detach(thread)
    }

    /// Runs `transfer` to its end; cancelling the calling task ends it at once.
    func perform(_ transfer: CurlTransfer) async -> Settled<HopAnswer> {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.continuation = continuation
                incoming.withLock { $0.append(transfer) }
                curl_multi_wakeup(multi)
            }
        } onCancel: {
            // The flag also stops libcurl from inside (the progress callback)
            // should the loop be in the middle of the transfer.
            transfer.cancel()
            curl_multi_wakeup(multi)
        }
    }

    private func run() {
        // The transfers in the multi handle, by easy handle; this thread's alone.
        var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
        var running: Int32 = 0
        while true {
            for transfer in incoming.withLock({ queue in
                defer { queue = [] }
                return queue
            }) {
                active[transfer.handle] = transfer
                curl_multi_add_handle(multi, transfer.handle)
            }
            for (handle, transfer) in active where transfer.isCancelled {
                curl_multi_remove_handle(multi, handle)
                active[handle] = nil
                transfer.finish(CURLE_ABORTED_BY_CALLBACK)
            }
            curl_multi_perform(multi, &running)
            finishDone(&active)
            // Sleeps until a socket is ready, libcurl's next timer, or a wake-up.
            curl_multi_poll(multi, nil, 0, 1000, nil)
        }
    }

    private func finishDone(_ active: inout [UnsafeMutableRawPointer: CurlTransfer]) {
        var left: Int32 = 0
        while let message = curl_multi_info_read(multi, &left) {
            guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle else { continue }
            // Read before the removal, which frees the message.
            let code = message.pointee.data.result
            curl_multi_remove_handle(multi, handle)
            active.removeValue(forKey: handle)?.finish(code)
        }
    }
}
