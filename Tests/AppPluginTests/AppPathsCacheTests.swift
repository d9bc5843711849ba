import AppPlugin
import Testing

@Suite struct AppPathsCacheTests {
    @Test func cacheFollowsXDGCacheHome() {
        #expect(
            AppPaths.cache(app: "image-feed", environment: ["HOME": "/h", "XDG_CACHE_HOME": "/c"])
                == "/c/pocket/image-feed")
        #expect(AppPaths.cache(app: "image-feed", environment: ["HOME": "/h"]) == "/h/.cache/pocket/image-feed")
        #expect(
            AppPaths.cache(app: "image-feed", environment: ["HOME": "/h", "XDG_CACHE_HOME": "relative"])
                == "/h/.cache/pocket/image-feed",
            "a relative XDG value is ignored, as the spec says")
    }
}
