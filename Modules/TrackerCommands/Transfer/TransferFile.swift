import FileIO

/// The files of `export --output`: written as every output file is
/// (`OutputFile`: a new or regular file replaced atomically, 0600; a device
/// or FIFO written through; anything else refused).
enum TransferFile {
    /// Writes what `produce` hands its sink to `path`; a failure names the file.
    static func writeAtomically(_ path: String, _ produce: (inout ByteSink) -> Void) throws(TransferError) {
        do throws(OutputFile.Failure) {
            try OutputFile.write(path) { emit in
                withoutActuallyEscaping(emit) { emit in
                    var sink = ByteSink(emit: emit)
                    produce(&sink)
                    sink.flush()
                }
            }
        } catch {
            throw .unwritable(file: path, failure: error)
        }
    }
}

/// Collects output bytes and hands them on in large chunks, so a million
/// records cost a few dozen writes rather than a million.
struct ByteSink {
    private(set) var buffer: [UInt8] = []
    private let emit: ([UInt8]) -> Void
    static let chunkSize = 1 << 20

    init(emit: @escaping ([UInt8]) -> Void) {
        self.emit = emit
        buffer.reserveCapacity(Self.chunkSize + 4096)
    }

    mutating func append(_ bytes: some Collection<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.chunkSize { flush() }
    }

    mutating func append(_ text: String) { append(text.utf8) }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        emit(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
