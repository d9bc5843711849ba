import JSONText

extension JSONScanner.Failure {
    /// Why a document is not JSON, in `l`'s language, with the byte where
    /// it stops being JSON: the one wording of every "not valid JSON" the
    /// apps show (an import file, a server's answer).
    package func message(_ l: Localizer) -> String {
        l(.jsonErrorAt(reasonText(l), offset))
    }

    private func reasonText(_ l: Localizer) -> String {
        switch reason {
        case .expected(let character): l(.jsonErrorExpected(String(character)))
        case .unexpectedEnd: l(.jsonErrorUnexpectedEnd)
        case .unexpectedCharacter: l(.jsonErrorUnexpectedCharacter)
        case .invalidUTF8: l(.jsonErrorInvalidUTF8)
        case .controlCharacter: l(.jsonErrorControlCharacter)
        case .unterminatedString: l(.jsonErrorUnterminatedString)
        case .badEscape: l(.jsonErrorBadEscape)
        case .loneSurrogate: l(.jsonErrorLoneSurrogate)
        case .numberTooLarge: l(.jsonErrorNumberTooLarge)
        case .badNumber: l(.jsonErrorBadNumber)
        case .expectedInteger: l(.jsonErrorExpectedInteger)
        case .expectedBoolean: l(.jsonErrorExpectedBoolean)
        case .nestedTooDeeply: l(.jsonErrorNestedTooDeeply)
        case .dataAfterDocument: l(.jsonErrorDataAfterDocument)
        case .duplicateKey(let key): l(.jsonErrorDuplicateKey(JSONScanner.Reason.shown(key)))
        case .other: l(.jsonErrorUnexpectedCharacter)
        }
    }
}
