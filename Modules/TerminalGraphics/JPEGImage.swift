import CJPEGShim
import FoundationEssentials

/// Why JPEG data cannot be decoded or encoded.
package enum JPEGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data does not start like a JPEG file (another format, or garbage).
    case notJPEG
    /// The data ends before the image does (an interrupted download).
    case truncated
    /// The decoder rejected the data; `detail` is libjpeg's own text.
    case corrupt(detail: String)
    /// More pixels than `JPEGImage.maximumPixels`; refused before any is decoded.
    case tooLarge(width: Int, height: Int)
    /// A progressive file with more scans than `JPEGImage.maximumScans`.
    case tooManyScans
    /// Memory for the pixels could not be had.
    case outOfMemory

    package var description: String {
        switch self {
        case .notJPEG: "not a JPEG image"
        case .truncated: "the JPEG image is truncated"
        case .corrupt(let detail): "the JPEG image is damaged: \(detail)"
        case .tooLarge(let width, let height): "the JPEG image is too large: \(width)×\(height) pixels"
        case .tooManyScans: "the JPEG image has too many progressive scans"
        case .outOfMemory: "not enough memory to decode the JPEG image"
        }
    }
}

/// JPEG through libjpeg-turbo. Orientation is kept as stored: EXIF is not read.
package enum JPEGImage {
    /// The most pixels a file may declare (a decompression-bomb guard): 50
    /// megapixels, more than any camera photo Unsplash serves at `regular`
    /// or `full`; refused before anything is allocated for them.
    package static let maximumPixels = 50_000_000

    /// The most scans a progressive file may have (`CJPEG_MAX_SCANS`).
    package static let maximumScans = Int(CJPEG_MAX_SCANS)

    /// Decodes `data` to RGB. With `fitting`, the picture is scaled down to fit
    /// inside that box keeping its aspect ratio (never scaled up): the decoder's
    /// DCT scaling does the coarse step, an area average the rest.
    package static func decode(_ data: Data, fitting box: PixelSize? = nil) throws(JPEGError) -> RGBImage {
        let (image, source) = try decodeScaled(data, box: box)
        guard let box else { return image }
        return image.resized(to: ImageLayout.fitted(source, into: box, enlarging: false))
    }

    /// The decoder's own output (DCT-scaled for `box`) and the size stored in the file.
    static func decodeScaled(_ data: Data, box: PixelSize?) throws(JPEGError) -> (image: RGBImage, source: PixelSize) {
        var decoded = cjpeg_image()
        let status = data.withUnsafeBytes { raw in
            cjpeg_decode_rgb(
                raw.bindMemory(to: UInt8.self).baseAddress, raw.count,
                Int32(clamping: box?.width ?? 0), Int32(clamping: box?.height ?? 0), maximumPixels, &decoded)
        }
        defer { cjpeg_free_image(&decoded) }
        guard Int(status) == CJPEG_OK, let pixels = decoded.pixels else {
            throw error(status: Int(status), image: decoded)
        }
        let image = RGBImage(
            width: Int(decoded.width), height: Int(decoded.height),
            pixels: Array(UnsafeBufferPointer(start: pixels, count: Int(decoded.width * decoded.height * 3))))
        return (image, PixelSize(width: Int(decoded.source_width), height: Int(decoded.source_height)))
    }

    /// Encodes `image` as a baseline JPEG at `quality` (1–100). Used to build
    /// test and benchmark images with the same library that decodes them.
    package static func encode(_ image: RGBImage, quality: Int = 90) throws(JPEGError) -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var count: UInt = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            cjpeg_encode_rgb(
                pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(max(1, min(100, quality))),
                &bytes, &count, &message, message.count)
        }
        defer { cjpeg_free_bytes(bytes) }
        guard Int(status) == CJPEG_OK, let bytes else {
            throw Int(status) == CJPEG_NO_MEMORY
                ? .outOfMemory
                : .corrupt(
                    detail: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Data(bytes: bytes, count: Int(count))
    }

    private static func error(status: Int, image: cjpeg_image) -> JPEGError {
        switch status {
        case CJPEG_NOT_JPEG: return .notJPEG
        case CJPEG_TRUNCATED: return .truncated
        case CJPEG_TOO_LARGE: return .tooLarge(width: Int(image.source_width), height: Int(image.source_height))
        case CJPEG_NO_MEMORY: return .outOfMemory
        case CJPEG_TOO_MANY_SCANS: return .tooManyScans
        default:
            let detail = withUnsafeBytes(of: image.message) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return .corrupt(detail: detail)
        }
    }
}
