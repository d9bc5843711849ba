import Localization
import Testing

@Suite struct LocaleResolverTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let environment: [String: String]
        let expected: Language
        var testDescription: String { "\(environment.sorted { $0.key < $1.key }) → \(expected)" }
    }

    static let cases: [Case] = [
        Case(environment: [:], expected: .en),
        Case(environment: ["LANG": "ru_RU.UTF-8"], expected: .ru),
        Case(environment: ["LANG": "de_AT"], expected: .de),
        Case(environment: ["LANG": "de_DE@euro"], expected: .de),
        Case(environment: ["LANG": "fr_FR.UTF-8"], expected: .en),
        Case(environment: ["LANG": "C"], expected: .en),
        Case(environment: ["LANG": "POSIX"], expected: .en),
        Case(environment: ["LANG": "C.UTF-8"], expected: .en),
        // LANGUAGE: the first supported entry of the list wins over the locale…
        Case(environment: ["LANGUAGE": "fr:ru:de", "LANG": "en_US.UTF-8"], expected: .ru),
        Case(environment: ["LANGUAGE": "pt_BR:de_DE", "LANG": "ru_RU.UTF-8"], expected: .de),
        Case(environment: ["LANGUAGE": "fr:it", "LANG": "ru_RU.UTF-8"], expected: .ru),
        Case(environment: ["LANGUAGE": "", "LANG": "de_DE.UTF-8"], expected: .de),
        // …except when the locale is C or POSIX (or unset, which is C).
        Case(environment: ["LANGUAGE": "ru", "LC_ALL": "C", "LANG": "de_DE.UTF-8"], expected: .en),
        Case(environment: ["LANGUAGE": "ru", "LANG": "POSIX"], expected: .en),
        Case(environment: ["LANGUAGE": "ru", "LC_ALL": "C.UTF-8"], expected: .en),
        Case(environment: ["LANGUAGE": "ru"], expected: .en),
        // LC_ALL over LC_MESSAGES over LANG; empty values are skipped.
        Case(
            environment: ["LC_ALL": "de_DE.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8", "LANG": "en_US.UTF-8"], expected: .de),
        Case(environment: ["LC_MESSAGES": "ru_RU.UTF-8", "LANG": "de_DE.UTF-8"], expected: .ru),
        Case(environment: ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ru_RU.UTF-8"], expected: .ru),
        Case(environment: ["LC_ALL": "", "LC_MESSAGES": "de_CH", "LANG": "ru_RU.UTF-8"], expected: .de),
        // The first non-empty one is the locale, even when unsupported.
        Case(environment: ["LC_ALL": "fr_FR.UTF-8", "LANG": "ru_RU.UTF-8"], expected: .en),
        Case(environment: ["LC_ALL": "C", "LANG": "ru_RU.UTF-8"], expected: .en),
        Case(environment: ["LANG": "RU_ru"], expected: .ru),
    ]

    @Test(arguments: cases)
    func resolves(_ example: Case) {
        #expect(LocaleResolver.language(environment: example.environment) == example.expected)
        #expect(Localizer(environment: example.environment).language == example.expected)
    }
}
