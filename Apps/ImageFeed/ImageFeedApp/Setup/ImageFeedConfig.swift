import AppPlugin
import CLIKit
import FoundationEssentials
import Glibc
import Networking
import SharedModels
import UnsplashClient

/// Where the app talks to and with which keys: the `UNSPLASH_*` variables,
/// else the same names in `$XDG_CONFIG_HOME/pocket/image-feed/config.json`
/// (`{"UNSPLASH_ACCESS_KEY": "…", "UNSPLASH_SECRET_KEY": "…"}`).
struct ImageFeedConfig: Sendable, Equatable {
    var accessKey: String?
    var secretKey: String?
    var redirectURI: String
    var apiBase: URL
    var authBase: URL
    var configFile: String

    static let defaultAPIBase = "https://api.unsplash.com"
    static let defaultAuthBase = "https://unsplash.com"

    /// Reads and checks the settings; a base that is not https (or http to
    /// this machine) or an unreadable file is a configuration error (78).
    static func load(_ env: AppEnvironment) throws -> ImageFeedConfig {
        let file = env.paths.config + "/config.json"
        let stored = try fileSettings(file)
        // config.json's members are named as the variables that override them.
        func value(_ variable: EnvironmentVariable) -> String? {
            let text = env.variables[variable].flatMap { $0.isEmpty ? nil : $0 } ?? stored[variable.name]
            return text?.trimmedOfWhitespace.isEmpty == false ? text : nil
        }
        return ImageFeedConfig(
            accessKey: value(.unsplashAccessKey), secretKey: value(.unsplashSecretKey),
            redirectURI: value(.unsplashRedirectURI) ?? OAuth.outOfBandRedirect,
            apiBase: try base(.unsplashAPIBase, value(.unsplashAPIBase) ?? defaultAPIBase),
            authBase: try base(.unsplashAuthBase, value(.unsplashAuthBase) ?? defaultAuthBase),
            configFile: file)
    }

    /// The OAuth settings, or `.missingKeys` (78) naming what to set.
    func oauth() throws(ImageFeedError) -> OAuth {
        guard let accessKey, let secretKey else { throw .missingKeys(configFile: configFile) }
        return OAuth(authBase: authBase, accessKey: accessKey, secretKey: secretKey, redirectURI: redirectURI)
    }

    private static func base(_ variable: EnvironmentVariable, _ text: String) throws(ImageFeedError) -> URL {
        guard let url = URL(string: text), URLBuilder.isAllowed(url) else {
            throw .insecureBase(variable: variable.name, value: text)
        }
        return url
    }

    /// Only a file of ours that nobody else can change is read (`OwnedPath`):
    /// its hosts decide where the token goes.
    private static func fileSettings(_ path: String) throws(ImageFeedError) -> [String: String] {
        guard let data = try OwnedPath.ownFileContents(path) else { return [:] }
        guard let settings = try? JSONDecoder().decode(StringSettings.self, from: data) else {
            throw .unreadableConfig(path: path)
        }
        return settings.values
    }
}

/// A JSON object's string members; members of other types are skipped, as
/// a setting this version does not know may be of any type.
private struct StringSettings: Decodable {
    struct Name: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    let values: [String: String]

    init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: Name.self)
        var values: [String: String] = [:]
        for name in object.allKeys {
            if let value = try? object.decode(String.self, forKey: name) { values[name.stringValue] = value }
        }
        self.values = values
    }
}

/// `--edition basic|extended`, `IMAGE_FEED_EDITION`: the basic edition has
/// no likes and no favorites.
enum Edition: String, CaseIterable, ArgumentValue {
    case basic, extended

    static let option = Option<Edition>("edition", valueName: "edition", default: .extended, isGlobal: true)

    /// The option, else the variable (any case), else the option's default.
    static func current(_ invocation: Invocation, _ env: AppEnvironment) throws(ImageFeedError) -> Edition {
        // The parser checked the option's choices, so only the variable can be wrong.
        if let given = try? invocation.givenValue(of: option) { return given }
        guard let text = env.variables[.imageFeedEdition], !text.isEmpty else { return option.defaultValue }
        guard let edition = Edition(rawValue: text.lowercased()) else { throw .unknownEdition(text) }
        return edition
    }

    var hasLikes: Bool { self == .extended }
}
