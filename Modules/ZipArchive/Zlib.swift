import CZlib

/// zlib's raw deflate streams (no zlib header: what ZIP's method 8 stores)
/// and its CRC-32. Inflating hands out pieces: a member of a file from
/// elsewhere may unpack to far more than the file's size.
enum Zlib {
    /// CRC-32 of `bytes` (zlib's `crc32`, fed in `uInt`-sized pieces).
    /// `continuing`: the CRC-32 of the bytes before these, for data read in pieces.
    static func crc32(_ bytes: some Collection<UInt8>, continuing previous: UInt32 = 0) -> UInt32 {
        bytes.withContiguousStorageIfAvailable { crc32(buffer: $0, previous) }
            ?? Array(bytes).withUnsafeBufferPointer { crc32(buffer: $0, previous) }
    }

    private static func crc32(buffer: UnsafeBufferPointer<UInt8>, _ previous: UInt32) -> UInt32 {
        var crc = uLong(previous)
        var start = 0
        while start < buffer.count {
            let count = min(buffer.count - start, Int(UInt32.max >> 1))
            crc = CZlib.crc32(crc, buffer.baseAddress! + start, uInt(count))
            start += count
        }
        return UInt32(truncatingIfNeeded: crc)
    }

    /// Inflates a raw stream that must unpack to exactly `size` bytes and
    /// use all of `input`, handing the output to `body` in pieces of at most
    /// `piece` bytes; false when it does not (damage or a lying header).
    /// Holds one piece, never the whole output, and stops as soon as the
    /// stream gives more than `size`.
    static func inflate(
        _ input: ArraySlice<UInt8>, size: Int, piece: Int, _ body: (ArraySlice<UInt8>) throws -> Void
    ) rethrows -> Bool {
        var stream = z_stream()
        guard czlib_inflate_init_raw(&stream) == Z_OK else { return false }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: max(1, min(piece, size + 1)))
        var produced = 0
        return try input.withUnsafeBufferPointer { inBuffer in
            stream.next_in = UnsafeMutablePointer(mutating: inBuffer.baseAddress)
            stream.avail_in = uInt(inBuffer.count)
            while true {
                // Room for one byte past `size`: a stream that fills it lies.
                let room = min(output.count, size - produced + 1)
                let status = output.withUnsafeMutableBufferPointer { outBuffer in
                    stream.next_out = outBuffer.baseAddress
                    stream.avail_out = uInt(room)
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                let got = room - Int(stream.avail_out)
                produced += got
                guard produced <= size else { return false }
                if got > 0 { try body(output[0..<got]) }
                if status == Z_STREAM_END { return produced == size && stream.avail_in == 0 }
                // Z_BUF_ERROR here: the input ended before the stream did.
                guard status == Z_OK else { return false }
            }
        }
    }

    /// Deflates `input` into a raw stream at `level` (0–9).
    static func deflate(_ input: [UInt8], level: Int32 = 6) -> [UInt8] {
        var stream = z_stream()
        // Only a bad level or no memory makes it fail: a programming error, not input.
        guard czlib_deflate_init_raw(&stream, level) == Z_OK else { fatalError("zlib: deflateInit2 refused") }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(input.count)))
        var output = [UInt8](repeating: 0, count: max(bound, 1))
        let inputCount = input.count
        var input = input.isEmpty ? [0] : input  // a valid pointer even when empty; avail_in says 0
        let status: Int32 = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inputCount)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        // deflateBound guarantees room for one Z_FINISH call.
        precondition(status == Z_STREAM_END, "zlib: deflate did not finish within deflateBound")
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }
}
