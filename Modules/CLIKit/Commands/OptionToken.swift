/// What a token that starts with `-` is among the options a command takes,
/// told without parsing its value: the one reading of option tokens shared
/// by the scans that look ahead of the parser (which subcommand `-h` asks
/// about; which global options come before an app's name in `pocket`).
enum OptionToken: Equatable {
    /// One of `options`; `takesNextToken` when its value is the next token
    /// (`--date D`, `-d D`, not `--date=D` or `-dD`).
    case known(takesNextToken: Bool)
    /// Starts with `-` but names none of them.
    case unknown
    /// A positional (`-` alone, or no leading `-`), or `--`, which ends the options.
    case notAnOption

    init(_ token: String, among options: [OptionSpec]) {
        guard token.hasPrefix("-"), token.count > 1, token != "--" else {
            self = .notAnOption
            return
        }
        if token.hasPrefix("--") {
            let written = token.dropFirst(2)
            let name = written.prefix { $0 != "=" }
            guard let option = options.first(where: { $0.long == name }) else {
                self = .unknown
                return
            }
            self = .known(takesNextToken: option.kind.takesValue && !written.contains("="))
        } else {
            let letter = token.dropFirst().first
            guard let option = options.first(where: { $0.short != nil && $0.short == letter }) else {
                self = .unknown
                return
            }
            self = .known(takesNextToken: option.kind.takesValue && token.count == 2)
        }
    }

    var takesNextToken: Bool { self == .known(takesNextToken: true) }
}

extension CommandParser {
    /// How many tokens at the start of `arguments` are options among
    /// `options`, with their values; nil when one of them is an option not
    /// among them. `pocket --json tracker list`: 1 of `pocket`'s globals
    /// before the app's name, which its own runner then reads.
    package static func leadingOptions(_ arguments: [String], among options: [OptionSpec]) -> Int? {
        var index = 0
        while index < arguments.count {
            switch OptionToken(arguments[index], among: options) {
            case .notAnOption: return index
            case .unknown: return nil
            case .known(let takesNextToken): index += takesNextToken ? 2 : 1
            }
        }
        return min(index, arguments.count)
    }
}
