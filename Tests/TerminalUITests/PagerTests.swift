import TerminalUI
import Testing

@Suite struct PagerTests {
    let lines = (1...25).map { "line \($0)" }

    @Test func pagesTurnAndScrollWithinTheText() {
        var pager = Pager(lines: lines, screenRows: 12)
        #expect(pager.isLongerThanPage && pager.pageHeight == 10)
        #expect(pager.page.first == "line 1" && pager.page.count == 10)
        let result10 = pager.handle(.character(" "))
        #expect(result10 && pager.top == 10)
        let turned = pager.handle(.character(" "))
        #expect(turned && pager.top == 15)  // the last page ends at the last line
        #expect(pager.page.last == "line 25")
        let stays = pager.handle(.character(" "))
        #expect(!stays)  // Space on the last page leaves
        let result15 = pager.handle(.up)
        #expect(result15 && pager.top == 14)
        let result17 = pager.handle(.home)
        #expect(result17 && pager.top == 0)
        let result19 = pager.handle(.up)
        #expect(result19 && pager.top == 0)
        let result21 = pager.handle(.end)
        #expect(result21 && pager.top == 15)
        let result23 = pager.handle(.down)
        #expect(result23 && pager.top == 15)
        let result25 = pager.handle(.character("q"))
        #expect(!(result25))
        let result27 = pager.handle(.escape)
        #expect(!(result27))
    }

    @Test func russianLettersWorkAsTheLatinOnTheSameKey() {
        var pager = Pager(lines: lines, screenRows: 12)
        let down = pager.handle(.character("о"))  // j
        #expect(down && pager.top == 1)
        let end = pager.handle(.character("П"))  // G
        #expect(end && pager.top == 15)
        let quit = pager.handle(.character("й"))  // q
        #expect(!quit)
    }

    @Test func aShortTextNeedsNoPaging() {
        #expect(!Pager(lines: Array(lines.prefix(5)), screenRows: 7).isLongerThanPage)
        #expect(Pager(lines: Array(lines.prefix(6)), screenRows: 7).isLongerThanPage)
    }
}
