import JSONText
import Testing

/// The word-at-a-time check agrees with the byte-by-byte definition on
/// every byte value at every position, and on random strings.
@Suite struct PlainASCIITests {
    func agree(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { JSONWriter.isPlainASCII($0) == JSONWriter.isPlainASCIIByByte($0) }
    }

    @Test func everyByteAtEveryPositionOfAWord() {
        for length in [1, 7, 8, 9, 16, 17] {
            for position in 0..<length {
                for value in UInt8.min...UInt8.max {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = value
                    #expect(agree(bytes), "length \(length), byte \(value) at \(position)")
                }
            }
        }
    }

    @Test func randomStrings() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        for _ in 0..<20_000 {
            let length = Int(next() % 40)
            // Mostly printable, sometimes a byte from anywhere.
            let bytes = (0..<length).map { _ in
                next() % 16 == 0 ? UInt8(truncatingIfNeeded: next()) : UInt8(0x20 + next() % 95)
            }
            #expect(agree(bytes))
        }
        #expect(agree([]))
    }
}
