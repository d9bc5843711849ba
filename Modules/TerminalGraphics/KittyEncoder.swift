import FoundationEssentials

/// The kitty graphics protocol: raw RGB (`f=24`) sent in one transmit-and-display
/// command (`a=T`), its base64 split in chunks of at most 4096 bytes (`m=1`
/// on all but the last), scaled by the terminal into `c` × `r` cells. `q=2`
/// keeps the terminal from answering into our input.
package enum KittyEncoder {
    package static let chunkSize = 4096

    package static func encode(_ image: RGBImage, columns: Int, rows: Int, tmux: Bool) -> String {
        let payload = Array(Data(image.pixels).base64EncodedString().utf8)
        let control = "a=T,f=24,s=\(image.width),v=\(image.height),c=\(columns),r=\(rows),q=2"
        var result = ""
        var start = 0
        repeat {
            let end = min(payload.count, start + chunkSize)
            let more = end < payload.count
            let keys = start == 0 ? control + (more ? ",m=1" : "") : (more ? "m=1" : "m=0")
            let chunk = "\u{1B}_G\(keys);" + String(decoding: payload[start..<end], as: UTF8.self) + "\u{1B}\\"
            result += tmux ? tmuxWrapped(chunk) : chunk
            start = end
        } while start < payload.count
        return result
    }

    /// `sequence` passed through tmux to the outer terminal: `ESC P tmux;`, every ESC doubled, `ESC \`.
    package static func tmuxWrapped(_ sequence: String) -> String {
        "\u{1B}Ptmux;" + sequence.replacing("\u{1B}", with: "\u{1B}\u{1B}") + "\u{1B}\\"
    }
}

/// iTerm2 inline images (OSC 1337): the picture as a JPEG (libjpeg, which
/// decodes the feed's photos too), shown in `width` × `height` cells. A
/// photo sent as JPEG is a fraction of the bytes an uncompressed image takes
/// through the terminal (and through tmux).
package enum ITermEncoder {
    /// What a photo the size of a few cells loses at this quality is not visible.
    static let quality = 90

    /// The sequence, nil when libjpeg could not encode the picture (out of memory).
    package static func encode(_ image: RGBImage, columns: Int, rows: Int, tmux: Bool) -> String? {
        guard let jpeg = try? JPEGImage.encode(image, quality: quality) else { return nil }
        let sequence =
            "\u{1B}]1337;File=inline=1;size=\(jpeg.count);width=\(columns);height=\(rows);preserveAspectRatio=1:"
            + jpeg.base64EncodedString() + "\u{07}"
        return tmux ? KittyEncoder.tmuxWrapped(sequence) : sequence
    }
}
