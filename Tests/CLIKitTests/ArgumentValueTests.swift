import Testing

@testable import CLIKit

/// A type read from the command line says how its text becomes it, how
/// help shows its default and which values are allowed.
@Suite("ArgumentValue")
struct ArgumentValueTests {
    enum Size: String, CaseIterable, ArgumentValue {
        case small, large
    }

    @Test("the standard types read their texts and show their defaults as typed")
    func standardTypes() {
        #expect(Int(argument: "42") == 42 && Int(argument: "4x") == nil && 7.defaultValueDescription == "7")
        #expect(Double(argument: "2.5") == 2.5 && String(argument: "-x") == "-x")
        #expect(String.allValueStrings.isEmpty && Int.allValueStrings.isEmpty)
    }

    @Test("an enumeration of texts reads, shows and allows its raw values")
    func enumerations() {
        #expect(Size(argument: "large") == .large && Size(argument: "huge") == nil)
        #expect(Size.small.defaultValueDescription == "small" && Size.allValueStrings == ["small", "large"])
    }

    @Test("an option of the type takes its choices and its default's text from it")
    func optionFromTheType() {
        let spec = Option<Size>("size", default: .large).spec(help: "")
        #expect(spec.choices == ["small", "large"] && spec.defaultValue == "large")
        #expect(Option<Size?>("size").spec(help: "").choices == ["small", "large"])
        #expect(Argument<[Size]>(repeated: "sizes").spec(help: "").choices == ["small", "large"])
    }
}
