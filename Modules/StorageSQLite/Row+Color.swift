import SQLite
import SharedModels

extension Row {
    /// The column's text as `#RRGGBB` (any case), decoded from its bytes
    /// without making a `String`: `trackers()` reads a color per tracker.
    /// Nil for NULL or any other shape.
    func color(_ column: Int32) -> RGBColor? {
        guard !isNull(column) else { return nil }
        return withBytes(column) { RGBColor(storedHexBytes: $0) }
    }
}
