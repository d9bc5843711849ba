import TerminalUI
import Testing

/// The pieces full-screen views share: the alert, the text field, the frame
/// fitted to the terminal, and a pager kept at a row.
@Suite struct FullScreenPiecesTests {
    let plain = TerminalStyle(depth: .none)

    @Test func theAlertStartsOnCancelAndAnswersWithTheButtonPressed() {
        var alert = Alert(
            title: "Delete habit", message: "Do you want to delete the habit \"Run\"?", actions: ["Cancel", "Delete"])
        #expect(alert.cursor == 0 && alert.chosen == nil)
        #expect(alert.handle(.character("x")) == .running && alert.chosen == nil)
        #expect(alert.handle(.right) == .running && alert.cursor == 1)
        #expect(alert.handle(.right) == .running && alert.cursor == 1)
        #expect(alert.handle(.enter) == .finished && alert.chosen == 1)
        var escaped = Alert(title: "T", message: "M", actions: ["Cancel", "Delete"])
        _ = escaped.handle(.tab)
        #expect(escaped.handle(.escape) == .finished && escaped.chosen == 0)
    }

    @Test func theAlertIsABoxWithinTheWidthWithTheButtonsLast() {
        let alert = Alert(
            title: "Удалить привычку", message: String(repeating: "Вы хотите удалить привычку? ", count: 4),
            actions: ["Отмена", "Удалить"])
        let lines = alert.lines(plain, width: 40)
        #expect(lines.allSatisfy { StyledText.width($0) <= 40 })
        #expect(lines.first?.hasPrefix("╭") == true && lines.last?.hasPrefix("╰") == true)
        #expect(lines[1].contains("Удалить привычку") && lines[lines.count - 2].contains("[ Отмена ]   Удалить"))
        #expect(Set(lines.map { StyledText.width($0) }).count == 1)
    }

    @Test func theTextFieldTypesDeletesClearsAndLeavesTheRestToTheForm() {
        var field = TextField("Ru", limit: 4)
        #expect(field.handle(.character("n")) && field.text == "Run")
        #expect(field.handle(.character("s")) && field.handle(.character("!")) && field.text == "Runs")
        #expect(field.handle(.backspace) && field.text == "Run")
        #expect(!field.handle(.enter) && !field.handle(.up))
        #expect(field.handle(.control(0x15)) && field.text.isEmpty)
        var digits = TextField(accepts: { $0.isNumber })
        #expect(!digits.handle(.character("a")) && digits.handle(.character("7")) && digits.text == "7")
        #expect(field.shown(plain) == "_")
        #expect(TextField("a\u{1B}[2Jb").shown(plain) == "ab_")
    }

    @Test func aFrameKeepsToItsRowsAndColumnsAndNeverScrolls() {
        let size = TerminalSize(columns: 10, rows: 3)
        let lines = FullScreenFrame.compose(
            top: ["title"], middle: (1...9).map { "row \($0) is long" }, bottom: ["keys"], rows: 3)
        #expect(lines == ["title", "row 1 is long", "keys"])
        let sequence = FullScreenFrame.sequence(lines, size: size)
        #expect(sequence == "\u{1B}[Htitle\u{1B}[K\r\nrow 1 is l\u{1B}[0m\r\nkeys\u{1B}[K\u{1B}[J")
        // No newline after the last row, none more than the rows.
        #expect(sequence.components(separatedBy: "\r\n").count == 3)
        #expect(FullScreenFrame.compose(top: ["a"], middle: [], bottom: ["b"], rows: 4) == ["a", "", "", "b"])
    }

    @Test func theWindowKeepsTheSelectedRowInView() {
        #expect(FullScreenFrame.windowStart(selected: 0, count: 100, room: 10) == 0)
        #expect(FullScreenFrame.windowStart(selected: 50, count: 100, room: 10) == 45)
        #expect(FullScreenFrame.windowStart(selected: 99, count: 100, room: 10) == 90)
        #expect(FullScreenFrame.windowStart(selected: 3, count: 5, room: 10) == 0)
    }

    @Test func aPagerStartsAtTheRowItIsGivenWithinTheText() {
        let lines = (1...25).map { "line \($0)" }
        #expect(Pager(lines: lines, pageHeight: 10, top: 7).top == 7)
        #expect(Pager(lines: lines, pageHeight: 10, top: 40).top == 15)
        #expect(Pager(lines: lines, pageHeight: 10, top: -3).top == 0)
        var pager = Pager(lines: lines, pageHeight: 10, top: 7)
        _ = pager.handle(.down)
        #expect(pager.top == 8 && pager.page.first == "line 9")
    }

    @Test func aFullScreenFormIsDrawnForTheSizeOfEachFrame() throws {
        var written: [String] = []
        var keys: [Key] = [.resize, .down, .enter]
        var sizes = [TerminalSize(columns: 20, rows: 3), TerminalSize(columns: 8, rows: 2)]
        let menu = ChoiceMenu(title: "Pick", options: ["one", "two"])
        let finished = try FormLoop.driveFullScreen(
            menu, size: { sizes.count > 1 ? sizes.removeFirst() : sizes[0] },
            render: { form, size in ["\(size.columns)"] + form.lines(plain) },
            write: { written.append($0) }, nextKey: { keys.removeFirst() })
        #expect(finished?.cursor == 1)
        // The resize drew the same form again at the new size, cut to its two rows.
        #expect(written.count == 3 && written[0].hasPrefix("\u{1B}[H20\u{1B}[K\r\nPick"))
        #expect(written[1] == "\u{1B}[H8\u{1B}[K\r\nPick\u{1B}[K\u{1B}[J")
    }
}
