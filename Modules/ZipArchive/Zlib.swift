import CZlib

/// zlib's raw deflate streams (no zlib header: what ZIP's method 8 stores)
/// and its CRC-32, on whole buffers: archive members here are small enough
/// to hold, and their sizes are checked before any memory is taken.
enum Zlib {
    /// CRC-32 of `bytes` (zlib's `crc32`, fed in `uInt`-sized pieces).
    static func crc32(_ bytes: some Collection<UInt8>) -> UInt32 {
        bytes.withContiguousStorageIfAvailable(crc32(buffer:))
            ?? Array(bytes).withUnsafeBufferPointer(crc32(buffer:))
    }

    private static func crc32(buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var crc = CZlib.crc32(0, nil, 0)
        var start = 0
        while start < buffer.count {
            let count = min(buffer.count - start, Int(UInt32.max >> 1))
            crc = CZlib.crc32(crc, buffer.baseAddress! + start, uInt(count))
            start += count
        }
        return UInt32(truncatingIfNeeded: crc)
    }

    /// Inflates a raw stream that must unpack to exactly `size` bytes and
    /// use all of `input`; nil when it does not (damage or a lying header).
    /// Never writes more than `size` bytes, whatever the stream says.
    static func inflate(_ input: ArraySlice<UInt8>, size: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: max(size, 1))
        let inputCount = input.count
        var input = input.isEmpty ? [0] : Array(input)  // a valid pointer even when empty; avail_in says 0
        var stream = z_stream()
        guard czlib_inflate_init_raw(&stream) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        let status: Int32 = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inputCount)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(size)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END, Int(stream.total_out) == size, stream.avail_in == 0 else { return nil }
        if size == 0 { output.removeAll() }
        return output
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
