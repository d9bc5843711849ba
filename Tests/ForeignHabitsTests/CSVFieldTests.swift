import Testing

@testable import ForeignHabits

/// Texts that a spreadsheet would run as a formula are written behind a
/// `'` (OWASP), quoted as RFC 4180 says, and read back unchanged.
@Suite struct CSVFieldTests {
    @Test(arguments: [
        ("=HYPERLINK(\"http://x\")", "\"'=HYPERLINK(\"\"http://x\"\")\""), ("+1", "'+1"), ("-Run", "'-Run"),
        ("@home", "'@home"), ("\tTab", "'\tTab"), ("\rCR", "\"'\rCR\""), ("Run", "Run"), ("a, b", "\"a, b\""),
        (" lead", "\" lead\""), ("'quoted", "'quoted"), ("'=x", "''=x"), ("", ""), ("Бег = жизнь", "Бег = жизнь"),
    ])
    func writtenAsASpreadsheetReadsIt(text: String, field: String) {
        #expect(CSVField.text(text) == field)
    }

    /// Through the reader: every text comes back as it was.
    @Test(arguments: [
        "=1+1", "+1", "-Run", "@home", "\tTab", "'=already", "''=twice", "'plain", "Run", "a,\"b\"", "=a,b",
    ])
    func readBackUnchanged(text: String) throws {
        let line = "Name,Other\r\n" + CSVField.text(text) + ",x\r\n"
        let records = try CSVReader.records(Array(line.utf8))
        #expect(records.count == 2)
        #expect(CSVField.unguarded(records[1].fields[0]) == text)
    }

    @Test func numbersAndOurWordsAreNeverGuarded() {
        #expect(CSVField.quoted("-1") == "-1")
    }
}
