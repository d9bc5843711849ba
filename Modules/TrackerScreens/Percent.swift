import Localization

extension Localizer {
    /// A fraction (0…1) as a whole percentage as the language writes it:
    /// "73%", ru and de "73 %".
    func percent(_ fraction: Double) -> String {
        self(.habitsHistoryPercent(integer(Int((fraction * 100).rounded()))))
    }
}
