import Foundation
import Localization
import Testing

/// Finds localization keys in Swift source by the convention documented on
/// `Localizer`: a string literal directly inside `l(…)`, `localizer(…)` or
/// `L10nKey(…)`. Comment lines are skipped; literals with escapes or
/// interpolation (keys built at run time) are not keys by this convention.
enum KeyScanner {
    static var call: Regex<(Substring, Substring)> { #/(?:^|[^A-Za-z0-9_])(?:l|localizer|L10nKey)\(\s*"([^"\\\n]*)"/# }

    static func keys(in source: String) -> [String] {
        source.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.drop { $0 == " " || $0 == "\t" }.hasPrefix("//") }
            .flatMap { line in line.matches(of: call).map { String($0.output.1) } }
    }

    /// Every `.swift` file under `folder`, with the keys it uses.
    static func scan(_ folder: URL) throws -> [(file: String, keys: [String])] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var found: [(String, [String])] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let source = try String(contentsOf: url, encoding: .utf8)
            let keys = keys(in: source)
            if !keys.isEmpty { found.append((url.path, keys)) }
        }
        return found
    }
}

@Suite struct KeyScanTests {
    @Test func scannerFollowsTheConvention() {
        let source = """
            let a = l("tracker.list.title")
            let b = localizer("tracker.card.days", count)
            let c = env.localizer( "goals.title" )
            static let d = L10nKey("cli.error.unknown")
            let e = all("not.a.key") + call("not.a.key")
            // l("in.a.comment")
                /// L10nKey("in.a.doc.comment")
            let f = l("format.month.\\(n).short")
            let g = l(variable)
            """
        #expect(
            KeyScanner.keys(in: source) == [
                "tracker.list.title", "tracker.card.days", "goals.title", "cli.error.unknown",
            ])
    }

    /// Every key the code in Modules/ and Apps/ uses exists in some table.
    @Test func everyKeyUsedInTheSourcesExists() throws {
        let l = Localizer(language: .en)
        var used = 0
        for folder in ["Modules", "Apps"] {
            for (file, keys) in try KeyScanner.scan(packageRoot.appending(path: folder)) {
                used += keys.count
                for key in keys {
                    #expect(l.has(key), "\(file) uses '\(key)', which no table in Localization/ has")
                }
            }
        }
        // The Localization module's own L10nKey(…) constants are found, so the scan is live.
        #expect(used >= 8)
    }
}
