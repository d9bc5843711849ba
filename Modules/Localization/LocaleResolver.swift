import SharedModels

/// Picks the user's language from the environment as gettext does.
package enum LocaleResolver {
    /// 1. The locale is the first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG`
    ///    (none set: `C`).
    /// 2. Unless that locale is `C` or `POSIX` (with any codeset, so `C.UTF-8`
    ///    too: scripts set it to get stable output), the first supported entry of
    ///    the colon list `LANGUAGE` wins.
    /// 3. Otherwise the locale's language (`ru_RU.UTF-8` → ru, `de_AT` → de);
    ///    `C`, `POSIX` and unsupported languages → en.
    package static func language(environment: [String: String]) -> Language {
        let locale =
            [EnvironmentVariable.lcAll, .lcMessages, .lang]
            .lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        if !isPOSIXLocale(locale), let list = environment[.language] {
            for entry in list.split(separator: ":") {
                if let language = supportedLanguage(of: entry) { return language }
            }
        }
        return supportedLanguage(of: Substring(locale)) ?? .en
    }

    /// `ru_RU.UTF-8@euro` → ru; nil for an unsupported or empty name.
    static func supportedLanguage(of name: Substring) -> Language? {
        let code = name.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }
        return Language(rawValue: code.lowercased())
    }

    static func isPOSIXLocale(_ locale: String) -> Bool {
        let base = locale.prefix { $0 != "." && $0 != "@" }
        return base == "C" || base == "POSIX"
    }
}
