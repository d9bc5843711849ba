import Foundation
import Networking
import PocketTestSupport
import Testing

@testable import UnsplashClient

@Suite struct FeedPagerTests {
    static let photos: [Photo] = (try? UnsplashJSON.decode([Photo].self, from: Fixture.data("photos.json"))) ?? []

    /// Pages of 10 that overlap by 2 (the feed moved while reading), each load slow enough to overlap.
    static func shiftingPages(_ counter: Recorder<Int>) -> FeedPager.Loader {
        { page throws(UnsplashError) in
            counter.add(page)
            try? await Task.sleep(for: .milliseconds(50))
            let start = (page - 1) * 8
            return PhotoPage(page: page, perPage: 10, photos: Array(photos[start..<min(start + 10, photos.count)]))
        }
    }

    @Test func aPageAskedForTwiceAtOnceIsLoadedOnce() async throws {
        let counter = Recorder<Int>()
        let pager = FeedPager(load: Self.shiftingPages(counter))
        async let first = pager.page(1)
        async let second = pager.page(1)
        let (a, b) = try await (first, second)
        #expect(counter.all == [1])
        #expect(a.map(\.id) == b.map(\.id) && a.count == 10)
        #expect(await pager.requestsSent == 1)
        _ = try await pager.page(1)
        #expect(counter.all == [1], "a delivered page is not asked for again")
    }

    @Test func photosShownOnEarlierPagesAreDropped() async throws {
        let counter = Recorder<Int>()
        let pager = FeedPager(load: Self.shiftingPages(counter))
        let one = try await pager.page(1)
        let two = try await pager.page(2)
        let three = try await pager.page(3)
        #expect(one.map(\.id) == Self.photos[0..<10].map(\.id))
        #expect(two.map(\.id) == Self.photos[10..<18].map(\.id), "the two photos page 1 showed are gone")
        #expect(three.map(\.id) == Self.photos[18..<26].map(\.id))
        #expect(Set((one + two + three).map(\.id)).count == one.count + two.count + three.count)
    }

    @Test func aFailedPageCanBeAskedForAgain() async throws {
        let failures = Recorder<Int>()
        let pager = FeedPager { page throws(UnsplashError) in
            failures.add(page)
            if failures.all.count == 1 { throw .serverFailed(status: 503) }
            return PhotoPage(page: page, perPage: 10, photos: Array(Self.photos[0..<3]))
        }
        await #expect(throws: UnsplashError.serverFailed(status: 503)) { try await pager.page(1) }
        #expect(try await pager.page(1).count == 3)
        #expect(failures.all == [1, 1])
    }
}
