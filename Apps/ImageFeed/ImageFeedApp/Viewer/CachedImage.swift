import FoundationEssentials
import Networking
import TerminalGraphics
import UnsplashClient

/// Why a picture is not drawn: it could not be had (fetched, read, decoded),
/// or the decoder refused it on purpose (too many pixels or scans), which
/// `show` names in its one line.
enum ImageLoadFailure: Error, Equatable, Sendable {
    case notLoaded
    case refused(JPEGError)
}

extension ImageFeedContext {
    /// The image at `url` (fetched once into the cache, with the spinner on a
    /// terminal) decoded to fit `box`; nil when it cannot be fetched or
    /// decoded, for the caller's placeholder. One way for every picture the
    /// app draws: photos, previews, avatars.
    func cachedImage(_ url: String, fitting box: PixelSize) -> RGBImage? {
        try? loadImage(url, fitting: box).get()
    }

    /// As `cachedImage`, with the reason when there is no image.
    func loadImage(_ url: String, fitting box: PixelSize) -> Result<RGBImage, ImageLoadFailure> {
        let images = self.images
        return (try? network { () async throws(UnsplashError) in await images.image(url, fitting: box) })
            ?? .failure(.notLoaded)
    }
}

extension ImageStore {
    /// The image at `url`, from the cache or fetched into it, decoded to fit
    /// `box`. The box is clamped (`ImageLayout.clamped`) so no caller can ask
    /// for a huge decode. Async, so the feed's previews load side by side.
    func image(_ url: String, fitting box: PixelSize) async -> Result<RGBImage, ImageLoadFailure> {
        guard let path = try? await file(for: url).path, let data = cache.readEntry(at: path) else {
            return .failure(.notLoaded)
        }
        do throws(JPEGError) {
            return .success(try JPEGImage.decode(data, fitting: ImageLayout.clamped(box)))
        } catch {
            switch error {
            case .tooLarge, .tooManyScans: return .failure(.refused(error))
            default: return .failure(.notLoaded)
            }
        }
    }
}
