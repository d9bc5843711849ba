import Networking
import SharedModels
import Testing

@testable import UnsplashClient

@Suite struct TimestampAndHeaderTests {
    @Test func bothCreatedAtFormsGiveTheLocalDayAndTheInstant() throws {
        let offset = try UnsplashTimestamp("2016-05-03T11:00:28-04:00")
        #expect(offset.day == LocalDate(year: 2016, month: 5, day: 3))
        #expect(offset.secondsSince1970 == 1_462_287_628)
        let zulu = try UnsplashTimestamp("2016-05-03T15:00:28Z")
        #expect(zulu.secondsSince1970 == offset.secondsSince1970)
        let late = try UnsplashTimestamp("2026-11-29T23:30:00.123-05:00")
        #expect(late.day == LocalDate(year: 2026, month: 11, day: 29), "the day where the photo was taken, not in UTC")
        #expect(late.text == "2026-11-29T23:30:00.123-05:00")
        #expect(try UnsplashTimestamp("2026-01-01T00:30:00+05:30").secondsSince1970 == 1_767_207_600)
    }

    @Test(arguments: [
        "", "2016-05-03", "2016-05-03 11:00:28Z", "2016-13-03T11:00:28Z", "2016-05-03T25:00:28Z",
        "2016-05-03T11:00:28", "2016-05-03T11:00:28+0400", "2016-05-03T11:00:28Zjunk", "2016-05-03T11:00:28.",
    ])
    func refusesOtherText(text: String) {
        #expect(throws: TimestampError.self) { try UnsplashTimestamp(text) }
    }

    @Test func linkHeaderGivesEveryRelation() {
        let header =
            "<https://api.unsplash.com/photos?page=1&per_page=10>; rel=\"first\", "
            + "<https://api.unsplash.com/photos?page=2&per_page=10>; rel=\"prev\", "
            + "<https://api.unsplash.com/photos?page=30,31&per_page=10>; rel=\"last\", "
            + "<https://api.unsplash.com/photos?page=4&per_page=10>; rel=\"next\""
        let links = LinkHeader.parse(header)
        #expect(links["next"] == "https://api.unsplash.com/photos?page=4&per_page=10")
        #expect(
            links["last"] == "https://api.unsplash.com/photos?page=30,31&per_page=10", "a comma inside <…> is the URL's"
        )
        #expect(links.count == 4)
        #expect(LinkHeader.parse(nil).isEmpty && LinkHeader.parse("garbage").isEmpty)
    }

    @Test func rateLimitHeaders() {
        let limit = RateLimit(HTTPHeaders(["X-Ratelimit-Limit": "50", "X-Ratelimit-Remaining": "0"]))
        #expect(limit == RateLimit(limit: 50, remaining: 0) && limit?.isExhausted == true)
        #expect(RateLimit(HTTPHeaders(["x-ratelimit-remaining": "12"]))?.remaining == 12)
        #expect(RateLimit(HTTPHeaders()) == nil)
    }

    /// A field sent twice and folded into one: the last value counts.
    @Test func repeatedRateLimitHeaderCountsTheLastValue() {
        #expect(RateLimit(HTTPHeaders(["X-Ratelimit-Remaining": "12, 0"]))?.isExhausted == true)
        #expect(
            RateLimit(HTTPHeaders(["X-Ratelimit-Remaining": "0,7", "X-Ratelimit-Limit": "60, 50"]))
                == RateLimit(limit: 50, remaining: 7))
        #expect(
            RateLimit(HTTPHeaders(["X-Ratelimit-Remaining": "12,"]))?.remaining == nil,
            "an empty last value is no number")
    }
}
