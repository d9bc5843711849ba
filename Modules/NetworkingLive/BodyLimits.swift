/// The largest bodies a client reads, enforced while they arrive: a server
/// (or whoever answers in its place) cannot fill the memory or the disk by
/// sending more than a page of the API or a photo ever needs.
package struct BodyLimits: Sendable, Equatable {
    /// An answer kept in memory (`send`), error pages included.
    package var answer: Int
    /// A file written by `download`.
    package var download: Int

    package init(answer: Int = 8 << 20, download: Int = 50 << 20) {
        self.answer = answer
        self.download = download
    }

    /// 8 MB for an answer (a page of 30 photos is about 100 KB), 50 MB for a
    /// download (the largest "full" photo is about 20 MB).
    package static let standard = BodyLimits()
}
