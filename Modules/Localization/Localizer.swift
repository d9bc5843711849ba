import SharedModels

/// Looks up the compiled string tables (`Localization/*.xcstrings`) in one language
/// and formats dates, numbers and lists the way that language writes them.
///
/// Keys are dot-namespaced ASCII: `<table or app>.<screen or concern>.<name>`,
/// for example `tracker.list.title`, `cli.error.unknownOption`, `format.days`.
/// A key is unique across all tables (the compiler fails the build otherwise).
/// Code outside this module names a key only by its generated symbol
/// (`l(.trackerListTitle)`, see `LocalizedText`), so every key it uses exists
/// and gets the arguments its texts want. Keys built at run time (month and
/// weekday names) stay inside this module, whose tests check them.
package struct Localizer: Sendable {
    package let language: Language

    package init(language: Language) { self.language = language }

    /// The language `LocaleResolver` picks from these variables.
    package init(environment: [String: String]) {
        self.init(language: LocaleResolver.language(environment: environment))
    }

    /// Looks up TEXT's key and substitutes printf-style specifiers `%@ %lld %d %ld %.1f %%`
    /// and positional ones `%1$@ %2$lld` (see `FormatString`).
    /// A plural key picks its variant by the first integer argument (`PluralRules`).
    package func callAsFunction(_ text: LocalizedText) -> String {
        lookup(text.key, text.arguments)
    }

    /// A key built at run time (a month's name). An unknown key returns the
    /// key itself, so it shows (and tests catch it).
    func callAsFunction(_ key: String, _ args: any LocalizableArgument...) -> String {
        lookup(key, args)
    }

    /// Whether any table has KEY (every key that exists has every language).
    func has(_ key: String) -> Bool { Table.entry(for: key) != nil }

    /// Every key of every table, sorted.
    static var allKeys: [String] { Table.all.map(\.key) }

    /// Problems in the compiled tables, one line each (`key [ru]: …`): an empty
    /// text, or a plural without a category `PluralRules` can pick for that
    /// language. Empty when the tables are complete.
    package static var missingTranslations: [String] {
        var problems: [String] = []
        for language in Language.allCases {
            // The categories integer counts can reach, plus `other` (CLDR requires it).
            let needed = Set((0...1_000).map { PluralRules.category(for: $0, language: language) } + [.other])
            for entry in Table.all {
                switch entry.value(in: language) {
                case .text(let text) where text.isEmpty:
                    problems.append("\(entry.key) [\(language.rawValue)]: empty text")
                case .text:
                    break
                case .plural(let forms):
                    let missing = PluralCategory.allCases.filter { needed.contains($0) && (forms[$0] ?? "").isEmpty }
                    if !missing.isEmpty {
                        problems.append("\(entry.key) [\(language.rawValue)]: plural lacks \(missing.map(\.rawValue))")
                    }
                }
            }
        }
        return problems
    }

    func lookup(_ key: String, _ args: [any LocalizableArgument]) -> String {
        guard let value = Table.value(for: key, in: language) else { return key }
        let template: String
        switch value {
        case .text(let text):
            template = text
        case .plural(let forms):
            let count = args.lazy.compactMap { $0 as? Int }.first ?? 0
            template = forms[PluralRules.category(for: count, language: language)] ?? forms.other ?? key
        }
        if args.isEmpty && !template.utf8.contains(UInt8(ascii: "%")) { return template }
        return FormatString(separatorsOf: self).substitute(template, args)
    }

    var separators: NumberSeparators {
        NumberSeparators(decimal: self(.formatNumberDecimalSeparator), group: self(.formatNumberGroupSeparator))
    }
}
