/// The few text operations the apps need that would otherwise come from
/// Foundation's `NSString` bridge (`trimmingCharacters`, `range(of:options:)`),
/// whose code brings all of Foundation and ICU into an executable.
extension StringProtocol {
    /// Without leading and trailing whitespace and newlines (`Character.isWhitespace`).
    /// Inlinable so callers specialize it: unspecialized, its first call
    /// built generic metadata at run time (measured: docs/benchmarks.md,
    /// "Measured choices").
    @inlinable
    package var trimmedOfWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    /// The first range of `needle` compared letter by letter ignoring case
    /// (each `Character` lowercased), or nil.
    package func firstRange(ofIgnoringCase needle: some StringProtocol) -> Range<Index>? {
        let wanted = needle.map { $0.lowercased() }
        guard !wanted.isEmpty else { return nil }
        var start = startIndex
        while start < endIndex {
            var index = start
            var matched = 0
            while matched < wanted.count, index < endIndex, self[index].lowercased() == wanted[matched] {
                index = self.index(after: index)
                matched += 1
            }
            if matched == wanted.count { return start..<index }
            start = self.index(after: start)
        }
        return nil
    }
}
