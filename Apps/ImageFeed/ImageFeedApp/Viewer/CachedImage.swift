import FoundationEssentials
import Networking
import TerminalGraphics
import UnsplashClient

extension ImageFeedContext {
    /// The image at `url` (fetched once into the cache, with the spinner on a
    /// terminal) decoded to fit `box`; nil when it cannot be fetched or
    /// decoded, for the caller's placeholder. One way for every picture the
    /// app draws: photos, previews, avatars.
    func cachedImage(_ url: String, fitting box: PixelSize) -> RGBImage? {
        let images = self.images
        guard let path = try? network({ () async throws(UnsplashError) -> String in
            do throws(NetworkError) { return try await images.file(for: url).path } catch { throw UnsplashError(error) }
        }), let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JPEGImage.decode(data, fitting: box)
    }
}
