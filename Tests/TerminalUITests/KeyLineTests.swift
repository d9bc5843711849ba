import Testing

@testable import TerminalUI

@Suite struct KeyLineTests {
    static let line = "←→ day · ↑↓ card · Space mark · / search · f filters · + add · ? keys"

    @Test func aLineThatFitsStaysWhole() {
        #expect(KeyLine.fit(Self.line, more: "? keys", width: 80) == Self.line)
    }

    @Test(arguments: 1...80)
    func aLineThatDoesNotFitEndsWithWhereTheRestIs(width: Int) {
        let fitted = KeyLine.fit(Self.line, more: "? keys", width: width)
        #expect(DisplayWidth.of(fitted) <= width)
        guard DisplayWidth.of(Self.line) > width, width >= 6 else { return }
        #expect(fitted.hasSuffix("? keys"))
        // Whole items only: every item shown is one of the line's.
        let items = Set(Self.line.split(separator: " · ").map(String.init))
        #expect(fitted.split(separator: " · ").allSatisfy { items.contains(String($0)) }, "\(fitted)")
    }

    @Test func theMostThatFitsIsShown() {
        #expect(KeyLine.fit(Self.line, more: "? keys", width: 40) == "←→ day · ↑↓ card · Space mark · ? keys")
    }

    @Test func helpRowsLineUpAndWrapUnderTheirColumn() {
        let rows = KeyLine.helpRows(
            ["Keys", "←→ h l   the previous or next day", "Space   mark or unmark the card, whatever day"],
            width: 30)
        #expect(rows[0] == "  Keys")
        #expect(rows[1] == "  ←→ h l   the previous or")
        #expect(rows[2] == "           next day")
        #expect(rows[3] == "  Space    mark or unmark the")
        #expect(rows[4] == "           card, whatever day")
        #expect(rows.allSatisfy { DisplayWidth.of($0) <= 30 })
    }

    @Test func aNarrowPagePutsTheTextUnderTheKeys() {
        let rows = KeyLine.helpRows(["PgUp PgDn Home End   scroll the list"], width: 24)
        #expect(rows == ["  PgUp PgDn Home End", "    scroll the list"])
    }
}

@Suite struct KeyLineItemsTests {
    @Test func itemsThatDoNotFitAreLeftOutWhole() {
        let items = ["▲ 3–20/41 ▼", "beliebige Taste: zurück", "↑↓ Bild↑ Bild↓ Pos1 Ende: blättern"]
        #expect(KeyLine.fit(items: items, width: 80) == items.joined(separator: "   "))
        #expect(KeyLine.fit(items: items, width: 60) == items[0] + "   " + items[1])
        #expect(KeyLine.fit(items: items, width: 30) == items[0])
        #expect(DisplayWidth.of(KeyLine.fit(items: items, width: 5)) <= 5)
    }
}
