/// What the app accepts from the server where a value goes on to choose
/// something outside the answer: a photo id names a downloaded file, and a
/// photo's width and height size the placeholders drawn for it. An answer
/// breaking a rule is not the API's (the decoding failure, "unexpected answer").
package enum AnswerRules {
    /// Unsplash's ids are short URL-safe tokens; anything else (a slash, a
    /// dot, a NUL, an escape) could pick a path or drive the terminal.
    package static let photoIDLength = 1...64

    /// Real photos are at most a few tens of thousands of pixels a side; a
    /// larger value only serves to make the app compute absurd sizes.
    package static let photoDimensions = 1...100_000

    /// Whether `text` is a photo id: 1 to 64 of ASCII letters, digits, `-` and `_`.
    package static func isPhotoID(_ text: String) -> Bool {
        photoIDLength.contains(text.utf8.count) && text.utf8.allSatisfy(isIDByte)
    }

    /// `text` when it is a photo id, else nil (for `JSONModelReader.parsed`).
    package static func photoID(_ text: String) -> String? { isPhotoID(text) ? text : nil }

    private static func isIDByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
