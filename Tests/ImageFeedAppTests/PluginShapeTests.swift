import ImageFeedApp
import Localization
import Testing

@Suite struct PluginShapeTests {
    @Test func namesItself() {
        #expect(ImageFeedPlugin().name == "image-feed")
    }
}
