import Testing

/// The `LocalizedText` symbols LocalizationCompiler writes: names from the
/// keys, argument types from the specifiers, and the tables it refuses
/// because no symbol could say them (a name two keys share, languages whose
/// specifiers disagree).
@Suite struct SymbolGeneratorTests {
    func generated(_ entries: String...) throws -> String {
        let run = try CompilerTests().compile(["A.xcstrings": CompilerTests.table(entries.joined(separator: ","))])
        #expect(run.status == 0, "\(run.stderr)")
        return try #require(run.output)
    }

    func refusal(_ entries: String...) throws -> String {
        let run = try CompilerTests().compile(["A.xcstrings": CompilerTests.table(entries.joined(separator: ","))])
        #expect(run.status != 0 && run.output == nil)
        return run.stderr
    }

    @Test func namesAreTheKeysInCamelCase() throws {
        let output = try generated(
            CompilerTests.text("tracker.list.title"), CompilerTests.text("a.snake_case-dash.x"),
            CompilerTests.text("format.month.11.short"))
        #expect(output.contains(#"package static var trackerListTitle: Self { Self("tracker.list.title", []) }"#))
        #expect(output.contains("package static var aSnakeCaseDashX: Self"))
        #expect(output.contains("package static var formatMonth11Short: Self"))
    }

    @Test func argumentsTakeTheTypesOfTheSpecifiers() throws {
        let output = try generated(
            CompilerTests.text("a.mixed", en: "%@ has %lld", ru: "%2$lld у %1$@", de: "%1$@ hat %2$lld"),
            CompilerTests.text("a.decimal", en: "%.1f km", ru: "%.1f км", de: "%.1f km"),
            CompilerTests.text("a.percent", en: "100%% of %d", ru: "100%% из %d", de: "100 %% von %d"),
            CompilerTests.plural("a.count", ru: ["one", "few", "many", "other"]))
        #expect(output.contains("static func aMixed(_ a1: any LocalizableArgument, _ a2: Int) -> Self"))
        #expect(output.contains(#"Self("a.mixed", [a1, a2])"#))
        #expect(output.contains("static func aDecimal(_ a1: Double) -> Self"))
        #expect(output.contains("static func aPercent(_ a1: Int) -> Self"))
        // A plural takes its count even when no form writes it.
        #expect(output.contains("static func aCount(_ a1: Int) -> Self"))
    }

    @Test func aLanguageWithPositionsMayLeaveAnArgumentOut() throws {
        let output = try generated(
            CompilerTests.text("a.date", en: "%1$lld %2$@", ru: "%1$lld %2$@", de: "%1$lld.%3$lld"))
        #expect(output.contains("static func aDate(_ a1: Int, _ a2: any LocalizableArgument, _ a3: Int) -> Self"))
    }

    @Test func refusesTwoKeysWithOneName() throws {
        let stderr = try refusal(CompilerTests.text("a.b_c"), CompilerTests.text("a.bC"))
        #expect(stderr.contains("keys 'a.bC', 'a.b_c' all become the Swift name 'aBC'"), "\(stderr)")
    }

    @Test func refusesLanguagesWhoseSpecifiersDisagree() throws {
        let missing = try refusal(CompilerTests.text("a.name", en: "Hi %@", ru: "Привет", de: "Hallo %@"))
        #expect(missing.contains("key 'a.name': ru uses arguments [], other languages [1]"), "\(missing)")
        let kind = try refusal(CompilerTests.text("a.kind", en: "%lld days", ru: "%@ дней", de: "%lld Tage"))
        #expect(
            kind.contains("key 'a.kind': argument 1 is an integer (%lld) in one place and a text (%@) in ru"),
            "\(kind)")
        let unknown = try refusal(CompilerTests.text("a.hex", en: "%x", ru: "%x", de: "%x"))
        #expect(unknown.contains("unsupported specifier '%x'"), "\(unknown)")
    }
}
