import FoundationEssentials
import Localization

/// Why a body did not decode, as the decoders say it: a path-like place
/// (`[3].urls.small`) and how it misfits. `text` is the stable, English
/// form a `NetworkError.decoding` carries (logs, tests, `--json`);
/// `localized` is the same in the user's language for the error line,
/// so a German or Russian message gets no English fragment.
package enum DecodingDetail {
    package enum Kind: String, Sendable, CaseIterable {
        case missing
        case wrongType = "wrong type"
        case malformed
        case notJSON = "not JSON"
    }

    /// `place: missing`, `place: wrong type`, `place: malformed`, `not JSON`
    /// (a malformed document as a whole is not JSON).
    package static func text(_ kind: Kind, at place: String) -> String {
        if kind == .notJSON || (kind == .malformed && place.isEmpty) { return Kind.notJSON.rawValue }
        return place + ": " + kind.rawValue
    }

    /// `place: duplicate key "KEY"`: the object at `place` (`the document`
    /// when empty) names KEY twice, and readers differ on which one counts.
    package static func duplicateKey(_ key: String, at place: String) -> String {
        (place.isEmpty ? "" : place + ": ") + duplicateKeyLead + key + "\""
    }

    private static let duplicateKeyLead = "duplicate key \""

    /// `text`'s and `duplicateKey`'s output in `l`'s language; a detail of
    /// another form is kept as it is.
    package static func localized(_ detail: String, _ l: Localizer) -> String {
        if detail == Kind.notJSON.rawValue { return l(.networkDecodingNotJSON) }
        if let lead = detail.firstRange(of: duplicateKeyLead), detail.hasSuffix("\"") {
            let place = detail[..<lead.lowerBound].dropLast(2)
            let key = detail[lead.upperBound...].dropLast()
            return l(
                .networkDecodingDuplicateKey(place.isEmpty ? l(.networkDecodingDocument) : String(place), String(key)))
        }
        for kind in Kind.allCases where kind != .notJSON && detail.hasSuffix(": " + kind.rawValue) {
            let place = String(detail.dropLast(kind.rawValue.count + 2))
            let shown = place.isEmpty ? l(.networkDecodingDocument) : place
            switch kind {
            case .missing: return l(.networkDecodingMissing(shown))
            case .wrongType: return l(.networkDecodingWrongType(shown))
            case .malformed, .notJSON: return l(.networkDecodingMalformed(shown))
            }
        }
        return detail
    }
}
