/// How far a sync's upload or download is, for a progress bar
/// (`SyncEngine.progress`). Told after each batch pushed and each page merged.
package struct SyncProgress: Sendable, Equatable {
    package enum Phase: String, Sendable {
        case upload, download
    }

    package var phase: Phase
    /// Cells sent, or received (looked at: cells this device had already count too).
    package var cells: Int
    /// How much of the phase is done, from 0 to 1. An upload counts the
    /// cells that waited when it began; a download the server's sequence
    /// numbers between the cursor and the head the hello named (a cell
    /// changed twice took two, so the count of cells is not known up front).
    package var fraction: Double

    package init(phase: Phase, cells: Int, fraction: Double) {
        self.phase = phase
        self.cells = cells
        self.fraction = min(1, max(0, fraction))
    }
}
