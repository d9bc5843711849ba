import JSONText

extension JSONScanner.Failure {
    /// Why a document is not JSON, in `l`'s language, with the byte where
    /// it stops being JSON: the one wording of every "not valid JSON" the
    /// apps show (an import file, a server's answer).
    public func message(_ l: Localizer) -> String {
        l("json.error.at", reasonText(l), offset)
    }

    private func reasonText(_ l: Localizer) -> String {
        switch reason {
        case .expected(let character): l("json.error.expected", String(character))
        case .unexpectedEnd: l("json.error.unexpectedEnd")
        case .unexpectedCharacter: l("json.error.unexpectedCharacter")
        case .invalidUTF8: l("json.error.invalidUTF8")
        case .controlCharacter: l("json.error.controlCharacter")
        case .unterminatedString: l("json.error.unterminatedString")
        case .badEscape: l("json.error.badEscape")
        case .loneSurrogate: l("json.error.loneSurrogate")
        case .numberTooLarge: l("json.error.numberTooLarge")
        case .badNumber: l("json.error.badNumber")
        case .expectedInteger: l("json.error.expectedInteger")
        case .expectedBoolean: l("json.error.expectedBoolean")
        case .nestedTooDeeply: l("json.error.nestedTooDeeply")
        case .dataAfterDocument: l("json.error.dataAfterDocument")
        case .other: l("json.error.unexpectedCharacter")
        }
    }
}
