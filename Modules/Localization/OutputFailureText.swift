import FileIO

/// Why an output file (`export --output`, `show --download`) was not
/// written, in the user's language: the reason after "cannot write FILE: ".
package enum OutputFailureText {
    package static func reason(_ failure: OutputFile.Failure, _ l: Localizer) -> String {
        switch failure {
        case .cannotCreate(let code), .writeFailed(let code): SystemErrorText.message(code, l)
        case .notAFile: l(.systemOutputNotAFile)
        case .noReader(let seconds): l(.systemOutputNoReader(seconds))
        }
    }
}
