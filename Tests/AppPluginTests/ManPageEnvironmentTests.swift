import GoalsApp
import ImageFeedApp
import Localization
import MyHabitsApp
import NetworkingLive
import SharedModels
import Testing
import TrackerApp

@testable import AppPlugin

/// A page names only variables its app reads: every variable a generated
/// page names (ENVIRONMENT, FILES or any text) is in the table the app
/// composes (`DocumentedEnvironment.of`, the host's `.host`), and every
/// variable of the table has its ENVIRONMENT entry, in every language.
@Suite("Man page environment")
struct ManPageEnvironmentTests {
    static let plugins: [any AppPlugin] = [
        TrackerPlugin(), GoalsPlugin(), ImageFeedPlugin(transport: { CurlClient(baseURL: $0, timeouts: $1) }),
        MyHabitsPlugin(),
    ]

    /// Each executable's page and table in `language`.
    static func pages(_ language: Language) -> [(name: String, page: String, table: DocumentedEnvironment)] {
        let l = Localizer(language: language)
        return plugins.map { ($0.name, ManPages.page(for: $0, language: language), DocumentedEnvironment.of($0, l)) }
            + [
                (
                    "pocket", ManPages.hostPage(plugins, version: PocketVersion.current, language: language),
                    DocumentedEnvironment.host(plugins, l)
                )
            ]
    }

    @Test("every variable a page names is in its app's table", arguments: Language.allCases)
    func pageNamesOnlyTheTable(language: Language) {
        for (name, page, table) in Self.pages(language) {
            let unread = Self.variablesNamed(in: page).subtracting(table.variables.map(\.name))
            #expect(unread.isEmpty, "\(name)'s \(language) page names variables its table lacks: \(unread.sorted())")
        }
    }

    @Test("every variable of an app's table has its entry in ENVIRONMENT", arguments: Language.allCases)
    func tableIsOnThePage(language: Language) throws {
        for (name, page, table) in Self.pages(language) {
            let heading = Localizer(language: language)(.manHeadingEnvironment)
            let section = try #require(Self.section(heading, of: page), "\(name)'s \(language) page has no \(heading)")
            let listed = Self.variablesNamed(in: section)
            let missing = Set(table.variables.map(\.name)).subtracting(listed)
            #expect(missing.isEmpty, "\(name)'s \(language) page leaves out \(missing.sorted())")
        }
    }

    @Test("image-feed's page lists its own variables and files, not the habit apps' or sync's")
    func imageFeedPage() {
        let page = ManPages.page(for: Self.plugins[2])
        let named = Self.variablesNamed(in: page)
        for variable in [
            "UNSPLASH_ACCESS_KEY", "IMAGE_FEED_TIMEOUT", "IMAGE_FEED_CACHE_MAX_MB", "IMAGE_FEED_LOGIN_TIMEOUT",
        ] {
            #expect(named.contains(variable), "\(variable) is not on image-feed's page")
        }
        for variable in ["POCKET_DAY_START", "POCKET_SYNC_TIMEOUT", "POCKET_TODAY", "POCKET_SYNC_URL"] {
            #expect(!named.contains(variable), "\(variable) is on image-feed's page")
        }
        #expect(page.contains("config.json\\fR") && page.contains("$XDG_CACHE_HOME/pocket/image\\-feed/"))
    }

    @Test("a syncing app's page lists POCKET_SYNC_URL and sync.conf; every page lists exits 130 and 141")
    func syncAndSignals() {
        for (name, page, _) in Self.pages(.en) {
            if name != "image-feed" {
                #expect(page.contains("\\fBPOCKET_SYNC_URL\\fR") && page.contains("/pocket/sync.conf\\fR"), "\(name)")
            }
            #expect(page.contains(".TP\n\\fB130\\fR\n") && page.contains(".TP\n\\fB141\\fR\n"), "\(name)")
        }
    }

    /// The words of `roff` that are names of variables: every name Pocket
    /// reads (`EnvironmentVariable.all`) and any other upper-case word with
    /// an underscore, which can only be a variable (one the table would lack).
    static func variablesNamed(in roff: String) -> Set<String> {
        let known = Set(EnvironmentVariable.all.map(\.name))
        let text = roff.replacing(/\\f[BIRP]/, with: " ")
        let words = text.matches(of: /[A-Za-z0-9_]+/).map { String($0.output) }
        return Set(
            words.filter { known.contains($0) || ($0.contains("_") && $0.first!.isLetter && $0 == $0.uppercased()) })
    }

    /// The section headed `heading`: from its `.SH` to the next (headings
    /// outside ASCII are written as `\[uXXXX]`).
    static func section(_ heading: String, of page: String) -> String? {
        let text = page.replacing(/\\\[u([0-9A-F]{4})\]/) { match in
            String(Character(Unicode.Scalar(UInt32(match.output.1, radix: 16)!)!))
        }
        return text.components(separatedBy: "\n.SH ").first { $0.hasPrefix("\"" + heading + "\"") }
    }
}
