import SharedModels
import Testing

/// `RGBColor.hex` and `LocalDate.iso` are built from bytes for speed; they
/// must equal the plain formatting they replaced.
@Suite struct TextFormsTests {
    @Test func hexIsUpperCaseHashAndSixDigits() {
        for value in stride(from: 0, through: 0xFFFFFF, by: 0x010203) {
            let color = RGBColor(
                red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
            let digits = String(value, radix: 16, uppercase: true)
            #expect(color.hex == "#" + String(repeating: "0", count: 6 - digits.count) + digits)
            #expect(RGBColor(hex: color.hex) == color)
        }
        #expect(RGBColor(red: 0, green: 0, blue: 0).hex == "#000000")
        #expect(RGBColor(red: 255, green: 171, blue: 9).hex == "#FFAB09")
    }

    static func padded(_ value: Int, _ width: Int) -> String {
        String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
    }

    @Test func isoIsYearMonthDayWithLeadingZeros() throws {
        for (year, month, day) in [(0, 1, 1), (1, 2, 3), (999, 12, 31), (1970, 1, 1), (2026, 11, 29), (9999, 12, 31)] {
            let date = try #require(LocalDate(year: year, month: month, day: day))
            let expected = Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
            #expect(date.iso == expected)
            #expect(LocalDate(iso: date.iso) == date)
        }
        // Every day of a few years, read back.
        let start = try #require(LocalDate(year: 1999, month: 12, day: 1)).dayNumber
        for number in start..<(start + 1_200) {
            #expect(LocalDate(iso: LocalDate(dayNumber: number).iso)?.dayNumber == number)
        }
    }
}
