import CLIKit
import Testing

@Suite struct PagerTests {
    let lines = (1...25).map { "line \($0)" }

    @Test func pagesTurnAndScrollWithinTheText() {
        var pager = Pager(lines: lines, screenRows: 11)
        #expect(pager.isLongerThanPage && pager.pageHeight == 10)
        #expect(pager.page.first == "line 1" && pager.page.count == 10)
        #expect(pager.handle(.character(" ")) && pager.top == 10)
        #expect(pager.handle(.character(" ")) && pager.top == 15)   // the last page ends at the last line
        #expect(pager.page.last == "line 25")
        #expect(!pager.handle(.character(" ")))                    // Space on the last page leaves
        #expect(pager.handle(.up) && pager.top == 14)
        #expect(pager.handle(.home) && pager.top == 0)
        #expect(pager.handle(.up) && pager.top == 0)
        #expect(pager.handle(.end) && pager.top == 15)
        #expect(pager.handle(.down) && pager.top == 15)
        #expect(!pager.handle(.character("q")))
        #expect(!pager.handle(.escape))
    }

    @Test func aShortTextNeedsNoPaging() {
        #expect(!Pager(lines: Array(lines.prefix(5)), screenRows: 6).isLongerThanPage)
        #expect(Pager(lines: Array(lines.prefix(6)), screenRows: 6).isLongerThanPage)
    }
}
