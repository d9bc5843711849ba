/// Loads the feed page by page for a screen that keeps scrolling: a page
/// asked for while it is already loading joins that load instead of sending
/// the request twice, and photos already shown on an earlier page (the
/// Editorial feed shifts while one reads it) are dropped.
package actor FeedPager {
    package typealias Loader = @Sendable (_ page: Int) async throws(UnsplashError) -> PhotoPage

    private let load: Loader
    private var loading: [Int: Task<PhotoPage, any Error>] = [:]
    private var delivered: [Int: [Photo]] = [:]
    private var seen: Set<String> = []
    package private(set) var requestsSent = 0

    package init(load: @escaping Loader) { self.load = load }

    /// Page `number`'s photos not shown before; the same list again when the
    /// page was delivered already.
    package func page(_ number: Int) async throws(UnsplashError) -> [Photo] {
        if let photos = delivered[number] { return photos }
        let task: Task<PhotoPage, any Error>
        if let running = loading[number] {
            task = running
        } else {
            requestsSent += 1
            let load = self.load
            task = Task { try await load(number) }
            loading[number] = task
        }
        let result = await task.result
        loading[number] = nil
        switch result {
        case .success(let page):
            if let photos = delivered[number] { return photos }
            let fresh = page.photos.filter { seen.insert($0.id).inserted }
            delivered[number] = fresh
            return fresh
        case .failure(let error):
            throw (error as? UnsplashError) ?? .network(.cancelled)
        }
    }
}
