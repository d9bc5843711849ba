import Testing

@testable import ForeignHabits

/// Scores written as Java's `%.4f` writes them (half up on the shortest digits).
@Suite struct LoopScoreTextTests {
    @Test(arguments: [
        (0.0, "0.0000"), (1.0, "1.0000"), (0.5, "0.5000"), (0.655747, "0.6557"), (0.12345, "0.1235"),
        (0.00005, "0.0001"), (0.00004999, "0.0000"), (0.99995, "1.0000"), (0.051922, "0.0519"), (1e-9, "0.0000"),
        (0.1, "0.1000"), (0.00015, "0.0002"), (0.30625, "0.3063"), (0.33333333, "0.3333"), (0.066666, "0.0667"),
    ])
    func formats(value: Double, text: String) {
        #expect(LoopScoreText.format(value) == text)
    }

    @Test func shortestDigits() {
        #expect(LoopScoreText.shortestDigits(0.12345) == ([1, 2, 3, 4, 5], 0))
        #expect(LoopScoreText.shortestDigits(5e-05) == ([5], -4))
        #expect(LoopScoreText.shortestDigits(1.0) == ([1], 1))
    }
}
