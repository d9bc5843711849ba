import Foundation

/// The languages every key must have, and the CLDR plural categories each needs
/// for integer counts. Written out here on purpose (not shared with the runtime
/// module) so that the runtime's `PluralRules` and this list check each other:
/// the test suite verifies every plural the compiler accepted against the rules.
enum CatalogRules {
    static let languages = ["en", "ru", "de"]
    static let requiredPluralCategories: [String: [String]] = [
        "en": ["one", "other"],
        "ru": ["one", "few", "many", "other"],
        "de": ["one", "other"],
    ]
    static let knownPluralCategories = ["zero", "one", "two", "few", "many", "other"]
}

/// One language's value for a key: plain text, or plural forms by CLDR category.
enum CatalogValue: Equatable {
    case text(String)
    case plural([String: String])
}

/// A key with its value in every required language, and the table it came from.
struct CatalogEntry {
    let key: String
    let table: String
    let values: [String: CatalogValue]
}

/// A problem found in a table; printed as `FILE: error: MESSAGE` so that build
/// logs and editors point at the file.
struct CatalogError: Error, CustomStringConvertible {
    let file: String
    let message: String
    var description: String { "\(file): error: \(message)" }
}

/// Reads String Catalog (`.xcstrings`) files and checks them against `CatalogRules`.
enum CatalogReader {
    /// Reads every table; returns the entries sorted by key, or every problem found
    /// (all of them at once, so one build shows the whole list).
    static func read(paths: [String]) -> (entries: [CatalogEntry], errors: [CatalogError]) {
        var errors: [CatalogError] = []
        var entries: [String: CatalogEntry] = [:]
        for path in paths {
            let name = (path as NSString).lastPathComponent
            do {
                for entry in try readTable(path: path, name: name, errors: &errors) {
                    if let earlier = entries[entry.key] {
                        errors.append(
                            CatalogError(
                                file: path,
                                message:
                                    "duplicate key '\(entry.key)': already defined in \(earlier.table); a key must be "
                                    + "unique across all tables"
                            ))
                    } else {
                        entries[entry.key] = entry
                    }
                }
            } catch let error as CatalogError {
                errors.append(error)
            } catch {
                errors.append(CatalogError(file: path, message: "cannot read: \(error)"))
            }
        }
        return (entries.values.sorted { $0.key < $1.key }, errors)
    }

    private static func readTable(path: String, name: String, errors: inout [CatalogError]) throws -> [CatalogEntry] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw CatalogError(file: path, message: "not valid JSON: \(error.localizedDescription)")
        }
        guard let root = json as? [String: Any], let strings = root["strings"] as? [String: Any] else {
            throw CatalogError(file: path, message: "not a String Catalog: expected an object with \"strings\"")
        }
        if let source = root["sourceLanguage"] as? String, source != "en" {
            errors.append(CatalogError(file: path, message: "sourceLanguage is '\(source)'; Pocket's tables use 'en'"))
        }
        var entries: [CatalogEntry] = []
        for (key, body) in strings {
            do {
                entries.append(try readEntry(key: key, body: body, table: name))
            } catch {
                errors.append(CatalogError(file: path, message: "key '\(key)': \(error.text)"))
            }
        }
        return entries
    }

    private struct EntryProblem: Error { let text: String }

    /// Keys are namespaced with dots (`format.month.11.genitive`): ASCII letters,
    /// digits, `_` and `-` in at least two dot-separated parts.
    static func isWellFormedKey(_ key: String) -> Bool {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty
                && part.unicodeScalars.allSatisfy { scalar in
                    scalar.isASCII
                        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
                            || scalar == "-")
                }
        }
    }

    private static func readEntry(key: String, body: Any, table: String) throws(EntryProblem) -> CatalogEntry {
        guard isWellFormedKey(key) else {
            throw EntryProblem(text: "malformed key; use dot-separated ASCII parts such as 'tracker.list.title'")
        }
        guard let body = body as? [String: Any] else { throw EntryProblem(text: "entry is not an object") }
        let localizations = body["localizations"] as? [String: Any] ?? [:]
        var values: [String: CatalogValue] = [:]
        var problems: [String] = []
        for language in CatalogRules.languages {
            guard let localization = localizations[language] as? [String: Any] else {
                problems.append("missing '\(language)' translation")
                continue
            }
            do {
                values[language] = try readValue(localization, language: language)
            } catch {
                problems.append("\(language): \(error.text)")
            }
        }
        guard problems.isEmpty else { throw EntryProblem(text: problems.joined(separator: "; ")) }
        return CatalogEntry(key: key, table: table, values: values)
    }

    private static func readValue(_ localization: [String: Any], language: String) throws(EntryProblem) -> CatalogValue
    {
        if let variations = localization["variations"] as? [String: Any] {
            guard variations.count == 1, let plural = variations["plural"] as? [String: Any] else {
                throw EntryProblem(text: "only plural variations are supported (found \(variations.keys.sorted()))")
            }
            var forms: [String: String] = [:]
            for (category, unit) in plural {
                guard CatalogRules.knownPluralCategories.contains(category) else {
                    throw EntryProblem(text: "unknown plural category '\(category)'")
                }
                forms[category] = try stringUnitValue(unit as? [String: Any])
            }
            let missing = CatalogRules.requiredPluralCategories[language, default: []].filter { forms[$0] == nil }
            guard missing.isEmpty else {
                throw EntryProblem(text: "plural lacks categories \(missing.joined(separator: ", "))")
            }
            return .plural(forms)
        }
        if localization["substitutions"] != nil {
            throw EntryProblem(text: "substitutions are not supported; split the string or use one plural")
        }
        return .text(try stringUnitValue(localization))
    }

    private static func stringUnitValue(_ container: [String: Any]?) throws(EntryProblem) -> String {
        guard let unit = container?["stringUnit"] as? [String: Any], let value = unit["value"] as? String else {
            throw EntryProblem(text: "no stringUnit value")
        }
        guard !value.isEmpty else { throw EntryProblem(text: "empty value") }
        return value
    }
}
