import Testing

@testable import Localization

/// The byte-level `FormatString` against the scalar-level original
/// (`ReferenceFormatString`): identical output for every string of every
/// table and language, with argument lists of every kind, and for hand-made
/// edge cases the tables do not contain.
@Suite struct FormatStringEquivalenceTests {
    static let separators = [
        NumberSeparators(decimal: ".", group: ","),
        NumberSeparators(decimal: ",", group: "\u{00A0}"),
    ]

    static let argumentLists: [[any LocalizableArgument]] = [
        [], [0], [1], [21], [-7], [1_234_567], ["Zoë"], [2.46], [Substring("sub")],
        ["Ёлка", 5], [3, "x", 4.5], [Double.nan, -1.0 / 0.0], ["a", "b", "c", "d", "e"],
        [12, 2026, "ноября", 29], [0.125, 7, "ß"],
    ]

    static let edgeCases = [
        "", "%", "%%", "100%", "%k", "%3$@", "%0$@", "%-5@|", "%05.1f", "%.f", "%hhd %qd %zd %jd %Ld",
        "%é", "%ß und %@", "%\u{301}", "a%\u{0301}b", "%1$", "%12", "%'d", "%+d % d %#d", "%é%@", "%@%",
        "«%@» — %lld", "%%%@%%", "%99999999999999999999999$@", "🙂%@🙂%lld", "%-3lld|%3lld|%03lld",
    ]

    static var tableStrings: [String] {
        Table.all.flatMap { entry in
            Language.allCases.flatMap { language -> [String] in
                switch entry.value(in: language) {
                case .text(let text): [text]
                case .plural(let forms): PluralCategory.allCases.compactMap { forms[$0] }
                }
            }
        }
    }

    @Test func everyTableStringMatchesTheReference() {
        let formats = Self.tableStrings
        #expect(formats.count > 100)
        for separators in Self.separators {
            let fast = FormatString(separators: separators)
            let reference = ReferenceFormatString(separators: separators)
            for format in formats {
                for arguments in Self.argumentLists {
                    #expect(
                        fast.substitute(format, arguments) == reference.substitute(format, arguments),
                        "\(format) with \(arguments)")
                }
            }
        }
    }

    @Test(arguments: edgeCases)
    func edgeCaseMatchesTheReference(format: String) {
        for separators in Self.separators {
            let fast = FormatString(separators: separators)
            let reference = ReferenceFormatString(separators: separators)
            for arguments in Self.argumentLists {
                let expected = reference.substitute(format, arguments)
                let actual = fast.substitute(format, arguments)
                #expect(actual == expected, "\(format) with \(arguments)")
                // Same bytes, not only canonically equal text.
                #expect(Array(actual.utf8) == Array(expected.utf8))
            }
        }
    }

    /// A localizer's separators are read only for decimals, yet still its own.
    @Test func lazySeparatorsAreTheLanguages() {
        let ru = Localizer(language: .ru)
        #expect(
            FormatString(separatorsOf: ru).substitute("%.1f|%lld", [2.46, 3])
                == FormatString(separators: ru.separators).substitute("%.1f|%lld", [2.46, 3]))
        #expect(ru.separators.decimal == ",")
    }
}
